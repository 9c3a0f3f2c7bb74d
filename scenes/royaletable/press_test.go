//go:build !js

package royaletable

import (
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestLongPressExplains: a finger held half a second on a tile shows its
// explanation, on a casino's money cards says who wins them, on a seat's
// panel what its chips are, and acts on nothing (a hold on a casino open
// for the placement places nothing, where a tap there places); the
// explanation lies beside what it explains, in landscape too.
func TestLongPressExplains(t *testing.T) {
	for _, sz := range [][2]float64{{390, 844}, {844, 390}, {1280, 800}} {
		tb, _, at := animTable(t, "F2")
		tb.in = ui.NewInput(nil)
		tb.vp = ui.ComputeViewport(sz[0], sz[1], 1)
		tb.lay = cssLayout(sz[0], sz[1], 3)
		tick := func() {
			tb.in.Step(tb.vp)
			tb.handle()
			tb.stepPress()
		}
		hold := func(x, y float64, ticks int) {
			tb.in.Inject(ui.Action{Kind: ui.ActPointerDown, X: x, Y: y, Touch: true})
			for i := 0; i < ticks; i++ {
				tick()
			}
			tb.in.Inject(ui.Action{Kind: ui.ActPointerUp, X: x, Y: y})
			tick()
			tb.sess.Update(time.Millisecond) // applies a decision made
		}
		legal := len(tb.sess.Legal())
		if !placing(tb.sess.Legal()) {
			t.Fatalf("no placement to hold over: legal %v", tb.sess.Legal())
		}
		open := 0
		for c := 1; c <= royale.Casinos && open == 0; c++ {
			if tb.canPlace(c) {
				open = c
			}
		}
		cas := tb.lay.casinos[open-1]
		// A hold on the open casino's dice: nothing is placed, nothing said.
		dice := tb.lay.casinoParts(open-1, tb.hasTile(open)).dice
		hold(dice.CX(), dice.CY(), holdTicks+2)
		if n := len(tb.sess.Legal()); n != legal || tb.press.text != "" || tb.tip != 0 {
			t.Errorf("%v: a hold on casino %d: legal %d (was %d), said %q, tip %d", sz, open, n, legal, tb.press.text, tb.tip)
		}
		// A hold on a tile: its explanation, beside its casino.
		c := at[tF2]
		tile := tb.lay.casinoParts(c-1, true).tile
		hold(tile.X+4, tile.CY(), holdTicks+1)
		if tb.tip != c || len(tb.sess.Legal()) != legal {
			t.Errorf("%v: a hold on casino %d's tile: tip %d, legal %d", sz, c, tb.tip, len(tb.sess.Legal()))
		}
		// A hold on money cards: who wins them, in dollars.
		head := tb.lay.casinoParts(open-1, tb.hasTile(open)).header
		hold(head.MaxX()-4, head.CY(), holdTicks+1)
		hi, _ := tb.shown().Pair(open)
		if w := tb.press.text; !strings.Contains(w, pieces.CasinoName[open]) || !strings.Contains(w, ui.Dollars(hi)) || tb.tip != 0 || len(tb.sess.Legal()) != legal {
			t.Errorf("%v: a hold on casino %d's money: %q (tip %d, legal %d)", sz, open, w, tb.tip, len(tb.sess.Legal()))
		}
		if box := tb.lay.beside(tb.press.near, 420*tb.lay.u, 120*tb.lay.u); tb.press.near != cas || box.Overlaps(cas) {
			t.Errorf("%v: the money's explanation %v lies over casino %v (near %v)", sz, box, cas, tb.press.near)
		}
		// A hold on a seat's panel: its chips.
		pan := tb.lay.panels[1]
		hold(pan.CX(), pan.CY(), holdTicks+1)
		if w := tb.press.text; !strings.Contains(w, "chip") || !strings.Contains(w, "Ace") {
			t.Errorf("%v: a hold on Ace's panel: %q", sz, w)
		}
		if box := tb.lay.beside(pan, min(420*tb.lay.u, tb.lay.W-8*tb.lay.u), 100*tb.lay.u); box.Overlaps(pan) {
			t.Errorf("%v: the panel's explanation %v lies over it %v", sz, box, pan)
		}
		// A short hold (a tap) on the open casino places there.
		hold(dice.CX(), dice.CY(), holdTicks-10)
		if tb.press.text != "" {
			t.Errorf("%v: a new press left the explanation %q", sz, tb.press.text)
		}
		if n := len(tb.sess.Legal()); n == legal && placing(tb.sess.Legal()) {
			t.Errorf("%v: a tap on open casino %d placed nothing (legal %v)", sz, open, tb.sess.Legal())
		}
	}
}
