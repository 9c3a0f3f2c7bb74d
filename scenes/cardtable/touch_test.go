package cardtable

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// tapTargets are the layout's controls by name: every one a finger taps.
func tapTargets(l layout) map[string]ui.Rect {
	m := map[string]ui.Rect{
		"Confirm": l.confirm, "Save the record": l.save, "Close": l.close,
		"Help": l.helpBtn, "Hint": l.hintBtn, "Log": l.logBtn, "Settings": l.setBtn, "Menu": l.menuBtn,
		"Older": l.logParts().OlderB, "Newer": l.logParts().NewerB,
	}
	for i, r := range l.slots {
		m[fmt.Sprintf("card %d", i+1)] = r
	}
	for i, r := range l.chips {
		m[fmt.Sprintf("chip %d", i+1)] = r
	}
	return m
}

// TestTapTargets: on a phone held upright or sideways (a browser with
// device scale 1 or 3) and on a desktop, every control is at least minTap (44) px
// of the screen tall and wide, inside the canvas, and the controls shown
// together do not overlap (the chip buttons take the cards' place).
func TestTapTargets(t *testing.T) {
	for _, c := range []struct{ w, h, dsf float64 }{{390, 844, 1}, {390, 844, 3}, {844, 390, 1}, {844, 390, 3}, {1280, 800, 1}, {360, 640, 2}, {1024, 600, 1}} {
		vp := ui.ComputeViewport(c.w, c.h, c.dsf)
		k := vp.Scale / c.dsf // screen px per logical unit
		canvas := ui.R(0, 0, vp.W+0.5, vp.H+0.5)
		for n := cards.MinPlayers; n <= cards.MaxPlayers; n++ {
			l := newLayout(vp.W, vp.H, n, tapUnits(vp, c.dsf))
			targets := tapTargets(l)
			for name, r := range targets {
				if r.H*k < minTap-0.01 || r.W*k < minTap-0.01 || !r.Within(canvas) {
					t.Errorf("%vx%v (scale %v), %d players: %s is %.0fx%.0f px of the screen at %+v", c.w, c.h, c.dsf, n, name, r.W*k, r.H*k, r)
				}
			}
			together := [][]string{
				{"card 1", "card 2", "card 3", "card 4", "card 5", "Confirm", "Hint", "Log", "Rules"},
				{"chip 1", "chip 2", "chip 3", "chip 4", "chip 5", "Hint", "Log", "Rules"},
				{"Save the record", "Close", "Hint", "Log", "Rules"},
			}
			for _, group := range together {
				for i, a := range group {
					for _, b := range group[i+1:] {
						if targets[a].Overlaps(targets[b]) {
							t.Errorf("%vx%v, %d players: %s overlaps %s", c.w, c.h, n, a, b)
						}
					}
				}
			}
			if !l.save.Within(l.overlay) || !l.close.Within(l.overlay) {
				t.Errorf("%vx%v: the end's buttons lie outside its panel", c.w, c.h)
			}
		}
	}
}

// logParts are the log panel's rectangles at this layout, where its
// buttons are (the table places its panel the same way: logPanel).
func (l *layout) logParts() ui.LogParts { return ui.LayLog(l.logRect(), l.logLook()) }
