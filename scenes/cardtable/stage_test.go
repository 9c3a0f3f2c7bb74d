package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// lend gives a table under test a stage of its own, as the window lends
// it one: an input that reads only injected actions, a kit and a viewport
// of w x h at scale 1, the handover on. What the table opens over itself
// (Stage.OpenOver: the handover) goes on its pile of overlays (overs),
// which tick and show run as the window runs them.
func lend(tb *Table, fonts *assets.Fonts, w, h int) {
	st := &ui.Stage{In: ui.NewInput(nil), Kit: ui.NewKit(fonts), VP: ui.ComputeViewport(float64(w), float64(h), 1), DSF: 1,
		Motion: ui.Motion{Speed: ui.SpeedNormal}, Handover: true}
	st.Open = func(o ui.Overlay) { overs[tb] = append(overs[tb], o) }
	tb.attach(st)
}

// overs are the overlays each table under test has opened and that are
// still open, the last on top.
var overs = map[*Table][]ui.Overlay{}
