package tablecli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
)

// Window is a table as its own window runs it.
type Window struct {
	Title         string
	Width, Height int
	Game          ebiten.Game
	// Exit is the exit status once the window has closed.
	Exit func() int
}

// Main runs a table alone in its window with the command-line arguments
// (without the program name) and returns the exit status: parse reads the
// table's flags (-help lists them: status 0; a mistake: status 2), open
// makes its window with the fonts.
func Main[O any](args []string, parse func([]string, io.Writer) (O, error), open func(O, *assets.Fonts) (Window, error)) int {
	o, err := parse(args, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "lasvegas: %v\n", err)
		return 2
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		fmt.Fprintf(os.Stderr, "lasvegas: %v\n", err)
		return 1
	}
	w, err := open(o, fonts)
	if err != nil {
		fmt.Fprintf(os.Stderr, "lasvegas: %v\n", err)
		return 1
	}
	ebiten.SetWindowSize(w.Width, w.Height)
	ebiten.SetWindowTitle(w.Title)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(w.Game); err != nil {
		fmt.Fprintf(os.Stderr, "lasvegas: %v\n", err)
		return 1
	}
	return w.Exit()
}
