package tablecli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Window is a table as its own window runs it.
type Window struct {
	Title         string
	Width, Height int
	Game          ebiten.Game
	// Exit is the exit status once the window has closed.
	Exit func() int
	// Frametimes prints the frames' Update+Draw percentiles at exit.
	Frametimes bool
	// MaxFrames, if positive, closes the window after that many frames.
	MaxFrames int
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
	g := w.Game
	var timed *timedGame
	if w.Frametimes || w.MaxFrames > 0 {
		timed = &timedGame{Game: g, ft: ui.NewFrameTimer(), maxFrames: w.MaxFrames}
		g = timed
	}
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintf(os.Stderr, "lasvegas: %v\n", err)
		return 1
	}
	if w.Frametimes {
		fmt.Println(timed.report())
	}
	return w.Exit()
}

// timedGame is a table with --frametimes or --max-frames: the shared
// frame timer around its Update and Draw, and the frame count.
type timedGame struct {
	ebiten.Game
	ft         *ui.FrameTimer
	maxFrames  int // 0: no limit
	frames     int
	physW      int
	physH      int
	outW, outH float64
}

func (t *timedGame) Update() error {
	if t.maxFrames > 0 && t.frames >= t.maxFrames {
		return ebiten.Termination
	}
	t.ft.BeforeUpdate()
	defer t.ft.AfterUpdate()
	return t.Game.Update()
}

func (t *timedGame) Draw(screen *ebiten.Image) {
	t.ft.BeforeDraw()
	t.Game.Draw(screen)
	t.ft.AfterDraw()
	t.frames++
	b := screen.Bounds()
	t.physW, t.physH = b.Dx(), b.Dy()
}

// LayoutF passes the table's own LayoutF on (its logical size for a
// high-density screen), or its Layout.
func (t *timedGame) LayoutF(w, h float64) (float64, float64) {
	if l, ok := t.Game.(interface {
		LayoutF(float64, float64) (float64, float64)
	}); ok {
		lw, lh := l.LayoutF(w, h)
		t.outW, t.outH = lw, lh
		return lw, lh
	}
	iw, ih := t.Game.Layout(int(w), int(h))
	t.outW, t.outH = float64(iw), float64(ih)
	return t.outW, t.outH
}

func (t *timedGame) report() ui.FrameReport {
	r := t.ft.Report()
	r.PhysicalW, r.PhysicalH = t.physW, t.physH
	r.LogicalW, r.LogicalH = t.outW, t.outH
	return r
}
