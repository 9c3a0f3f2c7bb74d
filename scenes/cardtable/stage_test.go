package cardtable

import (
	"github.com/hajimehoshi/ebiten/v2"

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

// tick runs one tick of the table as the window does: the input first.
func tick(tb *Table) error {
	tb.st.In.Step(tb.st.VP)
	tb.st.Tick++
	return tb.Update(tb.st)
}

// show draws the table on its stage.
func show(tb *Table, dst *ebiten.Image) { tb.Draw(dst, tb.st) }
