//go:build !js

package royaletable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/stagetest"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// punchTable is a table of the hot-seat game of Leo and Mia (people) and
// a bot stopped at Leo's handover before he holds Lucky Punch's tokens
// (twins.RoyalePunch), on a stage of its own whose OpenOver keeps what the
// table opens in *opened (nothing runs it); on: the handover setting.
func punchTable(t *testing.T, on bool) (*Table, *ui.Stage, *[]ui.Overlay) {
	t.Helper()
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	data, err := punchRecord(true)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := royale.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := royaleplay.Resume(rec, royaleplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(sess, fonts, Options{Width: 1280, Height: 800})
	st, opened := stagetest.Recording(fonts, 1280, 800, on)
	return tb, st, opened
}

// step runs n ticks of the table (not of what it opened) on st.
func step(t *testing.T, tb *Table, st *ui.Stage, n int) {
	t.Helper()
	for range n {
		st.In.Step(st.VP)
		st.Tick++
		if err := tb.Update(st); err != nil {
			t.Fatal(err)
		}
	}
}

// checkHand checks that the table has opened exactly want overlays, the
// last a *handover.Overlay naming Leo at moment m while the session waits
// for the screen with nothing secret shown, and returns it.
func checkHand(t *testing.T, tb *Table, opened []ui.Overlay, want int, m handover.Moment) *handover.Overlay {
	t.Helper()
	if len(opened) != want {
		t.Fatalf("the table opened %d overlays, want %d", len(opened), want)
	}
	o, ok := opened[want-1].(*handover.Overlay)
	if !ok {
		t.Fatalf("the table opened %T, not a *handover.Overlay", opened[want-1])
	}
	if o.Who != "Leo" || o.Moment != m || o.Colour != ownerColour(0) {
		t.Errorf("the handover names %q at moment %d (colour %d), want Leo at %d", o.Who, o.Moment, o.Colour, m)
	}
	if s, seat := tb.sess.Stage(); s != royaleplay.StageHandover || seat != 0 || tb.sess.Visible() != -1 || tb.sess.After() != (m == handover.After) {
		t.Fatalf("with the handover open the session is at stage %d of seat %d (after %v) showing seat %d's secret", s, seat, tb.sess.After(), tb.sess.Visible())
	}
	return o
}

// In hot seat Royale's table hands the screen over by the shell's one
// handover overlay: before Leo's secret hold of Lucky Punch it asks its
// stage for exactly one handover.Overlay naming Leo (not again while it is
// open, however often the table is stepped), the session stays gated
// until the overlay is passed, and passing it shows Leo his choice; once
// he has held his tokens, one more overlay at the moment After, whose
// pass sends the game on.
func TestHotSeatHandoverOverlay(t *testing.T) {
	tb, st, opened := punchTable(t, true)
	step(t, tb, st, 30)
	o := checkHand(t, tb, *opened, 1, handover.Before)
	if n := stagetest.MustPass(t, o, st); n < handover.Settle {
		t.Errorf("the handover passed after %d ticks, before it settled", n)
	}
	if s, seat := tb.sess.Stage(); s != royaleplay.StageDecide || seat != 0 || tb.sess.Visible() != 0 || !royaleplay.Secret(tb.sess.Legal()) {
		t.Fatalf("passing the handover left stage %d of seat %d showing seat %d, want Leo's secret choice", s, seat, tb.sess.Visible())
	}
	step(t, tb, st, 3)
	if len(*opened) != 1 {
		t.Fatalf("after the pass the table opened the handover again")
	}
	if err := tb.sess.Decide(tb.sess.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 300 && len(*opened) == 1; i++ {
		step(t, tb, st, 1)
	}
	step(t, tb, st, 30)
	o = checkHand(t, tb, *opened, 2, handover.After)
	stagetest.MustPass(t, o, st)
	if s, _ := tb.sess.Stage(); s == royaleplay.StageHandover {
		t.Fatalf("passing the handover after the choice left the session at its handover")
	}
}

// With the handover setting off, the table of the same game opens
// nothing: Leo's choice shows at once.
func TestHotSeatNoHandoverWhenOff(t *testing.T) {
	tb, st, opened := punchTable(t, false)
	step(t, tb, st, 30)
	if len(*opened) != 0 {
		t.Errorf("the table opened %d overlays with the handover off", len(*opened))
	}
	if s, seat := tb.sess.Stage(); s != royaleplay.StageDecide || seat != 0 || tb.sess.Visible() != 0 {
		t.Errorf("with the handover off: stage %d of seat %d showing seat %d, want Leo's choice", s, seat, tb.sess.Visible())
	}
}
