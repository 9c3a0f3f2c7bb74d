//go:build !js

package royaletable

import (
	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// lend gives a table under test a stage of its own, as the window lends
// it one: an input that reads only injected actions, a kit and a viewport
// of w x h at scale 1, the handover on.
func lend(tb *Table, fonts *assets.Fonts, w, h int) {
	tb.attach(&ui.Stage{In: ui.NewInput(nil), Kit: ui.NewKit(fonts), VP: ui.ComputeViewport(float64(w), float64(h), 1), DSF: 1,
		Motion: ui.Motion{Speed: ui.SpeedNormal}, Handover: true})
}
