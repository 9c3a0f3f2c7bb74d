package tablecli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Window is a table as the window runs it (scenes.RunTable): the table is
// a scene of the one window, with the window's menu, settings and sound.
type Window struct {
	Game          string // the registry's key
	Title         string
	Width, Height int
	Table         ui.Table
	Fonts         *assets.Fonts
	// Exit is the exit status once the window has closed.
	Exit func() int
	// Frametimes prints the frames' Update+Draw percentiles at exit.
	Frametimes bool
	// MaxFrames, if positive, closes the window after that many frames.
	MaxFrames int
	// Screenshots is where the stages' PNGs go ("": none).
	Screenshots string
	// Replay is the record to watch instead of a game (--replay FILE).
	Replay string
	// Autoplay: bots in every seat, nothing saved; ExitAtEnd: the window
	// closes when the game is over; Mute: sound off.
	Autoplay, ExitAtEnd, Mute bool
}

// Runner runs a table's window and returns the exit status
// (scenes.RunTable).
type Runner func(Window) int

// Main runs a table in the window with the command-line arguments (without
// the program name) and returns the exit status: parse reads the table's
// flags (-help lists them: status 0; a mistake: status 2), open makes its
// window with the fonts, and run runs it.
func Main[O any](args []string, parse func([]string, io.Writer) (O, error), open func(O, *assets.Fonts) (Window, error), run Runner) int {
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
	w.Fonts = fonts
	return run(w)
}
