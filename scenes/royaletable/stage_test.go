//go:build !js

package royaletable

import (
	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/stagetest"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// lend gives a table under test a stage of its own, as the window lends
// it one: an input that reads only injected actions, a kit and a viewport
// of w x h at scale 1, the handover on. What the table opens over itself
// (Stage.OpenOver: the handover) goes on its pile of overlays (overs),
// which tick and show run as the window runs them.
func lend(tb *Table, fonts *assets.Fonts, w, h int) {
	p := &stagetest.Pile{}
	overs[tb] = p
	tb.attach(stagetest.Stage(fonts, w, h, p))
}

// overs are the overlays each table under test has opened and that are
// still open (stagetest.Pile).
var overs = map[*Table]*stagetest.Pile{}

// over is the overlay on top of tb (nil: none).
func over(tb *Table) ui.Overlay { return overs[tb].Top() }

// stepOver runs a tick of the overlay on top of tb, as the window does in
// the table's place; it reports whether there was one.
func stepOver(tb *Table) (bool, error) { return overs[tb].Step(tb.st) }

// handOverlay is the handover open over tb (nil: none, or another
// overlay on top).
func handOverlay(tb *Table) *handover.Overlay { return overs[tb].Handover() }

// handAge is how many ticks the handover over tb has run (0: none open).
func handAge(tb *Table) int {
	if o := handOverlay(tb); o != nil {
		return o.Age()
	}
	return 0
}
