package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/stagetest"
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
