//go:build !js

package royaletable

import (
	"errors"
	"fmt"
	"github.com/lasvegas-dice/lasvegas/game"
	"os"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/steadytest"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The steady frame (docs/performance.md): Royale's table waits for a
// person's placement and nothing moves. Each frame is what the window runs of a table
// (scenes.tableScene): Calm, the input's step, Update, Finished, then Draw
// onto the screen, in the real game loop (under Xvfb); it must allocate
// nothing. Run it with
//
//	LASVEGAS_GUI_TESTS=1 xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -run TestSteadyFrame ./scenes/royaletable/
//
// and time it with -run '^$' -bench SteadyFrame -benchtime 200x. The loop,
// the counting and the assertions are scenes/internal/steadytest's.

// steadyTable is Royale's main game of 4 seats, the person in seat 1 and
// three easy bots, a few turns into the game, at w x h, waiting for the
// person to place dice.
func steadyTable(fonts *assets.Fonts, w, h int) (*Table, error) {
	seats := []royaleplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}, {Kind: game.Bot, Name: "Roxy", Level: "easy"}}
	sess, err := royaleplay.New(royaleplay.Config{Rules: royale.MainGame(4), Seats: seats, Seed: 7}, royaleplay.Options{})
	if err != nil {
		return nil, err
	}
	// A few turns played: dice in the casinos, log lines.
	for i := 0; i < 5000; i++ {
		st, seat := sess.Stage()
		if st == royaleplay.StageDecide && seat == 0 {
			l := sess.Legal()
			if placing(l) && placed(sess.View()) >= 8 {
				break
			}
			_ = sess.Decide(l[0])
		}
		sess.Update(time.Second)
	}
	tb := NewTable(sess, fonts, Options{Width: w, Height: h})
	lend(tb, fonts, w, h)
	return tb, nil
}

// steadyFrames runs a steady Royale table at w x h for frames frames.
func steadyFrames(fonts *assets.Fonts, w, h, frames int) (*steadytest.Job, *Table, error) {
	tb, err := steadyTable(fonts, w, h)
	if err != nil {
		return nil, nil, err
	}
	j := &steadytest.Job{Table: tb, Stage: tb.st, W: w, H: h, Warm: 240, Frames: frames}
	if err := steadytest.Run(steadyTitle, j); err != nil {
		return j, tb, err
	}
	if st, seat := tb.sess.Stage(); st != royaleplay.StageDecide || seat != 0 || !placing(tb.sess.Legal()) || tb.step != nil || tb.payout != nil {
		return j, tb, fmt.Errorf("not a steady placement: stage %v seat %d, step %v, payout %v", st, seat, tb.step != nil, tb.payout != nil)
	}
	return j, tb, nil
}

// steadyTitle is the steady loop's window title.
const steadyTitle = "royaletable steady frame"

// TestSteadyFrame: a steady frame of Royale's table allocates nothing, at
// both sizes. It runs in a fresh copy of the test binary, as TestGUI may
// have used the process's one game loop.
func TestSteadyFrame(t *testing.T) {
	guiTests(t)
	if !steadytest.InChild(t, "TestSteadyFrame") {
		return
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	steadytest.CheckSizes(t, func(w, h int) (*steadytest.Job, error) {
		j, _, err := steadyFrames(fonts, w, h, steadytest.Frames)
		return j, err
	})
	steadyLog(t, fonts)
}

// steadyLog checks the open log (What happened, ui.LogPanel) over a
// steady table, on a phone and, scrolled back, on a desktop: its frames
// allocate nothing. Before, each frame wrapped the whole log again into a
// new slice.
func steadyLog(t *testing.T, fonts *assets.Fonts) {
	steadytest.CheckLog(t, steadyTitle, func(w, h, back int) (*steadytest.LogTable, error) {
		tb, err := steadyTable(fonts, w, h)
		if err != nil {
			return nil, err
		}
		tb.showLog = true
		tb.logPanel().Back = back
		return &steadytest.LogTable{Job: steadytest.Job{Table: tb, Stage: tb.st}, Panel: &tb.logView, Open: func() bool { return tb.showLog }}, nil
	})
}

// BenchmarkSteadyFrame times a steady frame of Royale's table (Update and
// Draw, as the window runs them) at both sizes; allocs/op are the
// frames' own allocations.
func BenchmarkSteadyFrame(b *testing.B) {
	if os.Getenv("LASVEGAS_GUI_TESTS") != "1" {
		b.Skip("the steady frame needs a display: set LASVEGAS_GUI_TESTS=1 and run under xvfb-run")
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		b.Fatal(err)
	}
	for _, sz := range steadytest.Sizes {
		b.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(b *testing.B) {
			j, _, err := steadyFrames(fonts, sz[0], sz[1], b.N)
			if err != nil && !errors.Is(err, ui.ErrClosed) {
				b.Fatal(err)
			}
			steadytest.Report(b, j)
		})
	}
}
