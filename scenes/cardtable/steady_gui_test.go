//go:build !js

package cardtable

import (
	"errors"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/steadytest"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The steady frame (docs/performance.md): the table waits for a person's
// pick and nothing moves. Each frame is what the window runs of a table
// (scenes.tableScene): Calm, the input's step, Update, Finished, then Draw
// onto the screen, in the real game loop (under Xvfb); it must allocate
// nothing. Run it with
//
//	LASVEGAS_GUI_TESTS=1 xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -run TestSteadyFrame ./scenes/cardtable/
//
// and time it with -run '^$' -bench SteadyFrame -benchtime 200x. The loop,
// the counting and the assertions are scenes/internal/steadytest's.

// steadyTable is a card table of 4 seats with chip cards, the person in
// seat 1 and three bots, a few turns into the game, at w x h; its frames
// come to wait for the person's pick.
func steadyTable(fonts *assets.Fonts, w, h int) (*Table, error) {
	seats := []cardplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}, {Kind: game.Bot, Name: "Roxy", Level: "easy"}}
	sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 4, Chips: true}, Seats: seats, Seed: 7}, cardplay.Options{})
	if err != nil {
		return nil, err
	}
	sess.SetWords(logWords)
	// Three turns played: cards at the casinos, log lines, chips taken.
	for i := 0; i < 5000 && sess.View().Turn() < 4; i++ {
		switch st, _ := sess.Stage(); st {
		case cardplay.StagePick:
			_ = sess.Submit(sess.View().LegalFor(0)[0].Pick)
		case cardplay.StageChip:
			_ = sess.ChooseChip(sess.ChipChoices()[0])
		}
		sess.Update(time.Second)
	}
	tb := NewTable(sess, fonts, Options{Width: w, Height: h})
	lend(tb, fonts, w, h)
	return tb, nil
}

// steadyFrames runs a steady card table at w x h for frames frames.
func steadyFrames(fonts *assets.Fonts, w, h, frames int) (*steadytest.Job, *Table, error) {
	tb, err := steadyTable(fonts, w, h)
	if err != nil {
		return nil, nil, err
	}
	j := &steadytest.Job{Table: tb, Stage: tb.st, W: w, H: h, Warm: 240, Frames: frames}
	if err := steadytest.Run(steadyTitle, j); err != nil {
		return j, tb, err
	}
	if st, seat := tb.sess.Stage(); st != cardplay.StagePick || seat != 0 || tb.rev != nil || tb.handSeat != 0 {
		return j, tb, fmt.Errorf("not a steady pick: stage %v seat %d, reveal %v, hand of %d", st, seat, tb.rev != nil, tb.handSeat)
	}
	for p := 1; p < 4; p++ {
		if tb.sess.Acting(p) && !tb.sess.Picked(p) {
			return j, tb, fmt.Errorf("seat %d is still picking", p+1)
		}
	}
	return j, tb, nil
}

// steadyTitle is the steady loop's window title.
const steadyTitle = "cardtable steady frame"

// TestSteadyFrame: a steady frame of the card table allocates nothing, at
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
	// A person's chip choice is a steady frame too (on a phone, where its
	// words are wrapped).
	sess, err := chipSession()
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(sess, fonts, Options{Width: 390, Height: 844})
	lend(tb, fonts, 390, 844)
	j, err := steadytest.Best(func() (*steadytest.Job, error) {
		j := &steadytest.Job{Table: tb, Stage: tb.st, W: 390, H: 844, Warm: 120, Frames: steadytest.Frames}
		return j, steadytest.Run(steadyTitle, j)
	})
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := sess.Stage(); st != cardplay.StageChip {
		t.Fatalf("the chip choice is not waiting: stage %v", st)
	}
	steadytest.Check(t, "chip choice 390x844", j)
	steadyStanding(t, fonts, false)
	steadyStanding(t, fonts, true)
	steadyLog(t, fonts)
}

// steadyLog checks the open log (ui.LogPanel) over a steady table, on a
// phone and, scrolled back, on a desktop: its frames allocate nothing.
// Before, each frame wrapped the whole log again into a new slice.
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

// steadyStanding checks a standing turn's summary (payout: a round's
// payout) at 390x844: its frames allocate nothing (revWords). Before,
// they made their words again each frame (41 and 103 allocations).
func steadyStanding(t *testing.T, fonts *assets.Fonts, payout bool) {
	tb, err := steadyTable(fonts, 390, 844)
	if err != nil {
		t.Fatal(err)
	}
	if err := standing(tb, payout); err != nil {
		t.Fatal(err)
	}
	j, err := steadytest.Best(func() (*steadytest.Job, error) {
		j := &steadytest.Job{Table: tb, Stage: tb.st, W: 390, H: 844, Warm: 60, Frames: steadytest.Frames}
		return j, steadytest.Run(steadyTitle, j)
	})
	if err != nil {
		t.Fatal(err)
	}
	if tb.rev == nil || tb.summary == payout || tb.payout != payout {
		t.Fatalf("not standing: reveal %v, summary %v, payout %v", tb.rev != nil, tb.summary, tb.payout)
	}
	steadytest.Check(t, fmt.Sprintf("summary (payout %v) 390x844", payout), j)
}

// standing plays tb (the person's first legal pick, the first chip)
// until a summary (payout: a payout) shows, which then waits for
// Continue as it does in hot seat.
func standing(tb *Table, payout bool) error {
	for i := 0; i < 20000; i++ {
		if tb.rev != nil && (payout && tb.payout || !payout && tb.summary) {
			tb.revWait = -1
			return nil
		}
		switch st, seat := tb.sess.Stage(); {
		case tb.rev == nil && st == cardplay.StagePick && seat == 0 && !tb.sess.Picked(0):
			_ = tb.sess.Submit(tb.sess.View().LegalFor(0)[0].Pick)
		case tb.rev == nil && st == cardplay.StageChip && seat == 0:
			_ = tb.sess.ChooseChip(tb.sess.ChipChoices()[0])
		}
		if err := tick(tb); err != nil {
			return err
		}
	}
	return fmt.Errorf("no standing summary (payout %v) in 20000 ticks", payout)
}

// BenchmarkSteadyFrame times a steady frame of the card table (Update and
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
