//go:build !js

package royaletable

import (
	"errors"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
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

// over is the overlay on top of tb (nil: none).
func over(tb *Table) ui.Overlay {
	if o := overs[tb]; len(o) > 0 {
		return o[len(o)-1]
	}
	return nil
}

// stepOver runs a tick of the overlay on top of tb, as the window does in
// the table's place, closing it when its Update says so; it reports
// whether there was one.
func stepOver(tb *Table) (bool, error) {
	o := over(tb)
	if o == nil {
		return false, nil
	}
	err := o.Update(tb.st)
	if errors.Is(err, ui.ErrClosed) {
		overs[tb] = overs[tb][:len(overs[tb])-1]
		err = nil
	}
	return true, err
}

// handOverlay is the handover open over tb (nil: none, or another
// overlay on top).
func handOverlay(tb *Table) *handover.Overlay {
	o, _ := over(tb).(*handover.Overlay)
	return o
}

// handAge is how many ticks the handover over tb has run (0: none open).
func handAge(tb *Table) int {
	if o := handOverlay(tb); o != nil {
		return o.Age()
	}
	return 0
}
