// Package stagetest lends a table under test what the window lends it
// (scenes/ui.Stage): an input that reads only injected actions, a kit, a
// viewport, and the pile of overlays the table opens over itself
// (Stage.OpenOver: the hot seat's handover, a summary), which the tests
// run as the window runs them. Every game's table tests use it.
package stagetest

import (
	"errors"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Stage is a stage of w x h at scale 1 with the handover on, whose
// overlays go on pile.
func Stage(fonts *assets.Fonts, w, h int, pile *Pile) *ui.Stage {
	return &ui.Stage{In: ui.NewInput(nil), Kit: ui.NewKit(fonts), VP: ui.ComputeViewport(float64(w), float64(h), 1), DSF: 1,
		Motion: ui.Motion{Speed: ui.SpeedNormal}, Handover: true, Open: pile.Open}
}

// Recording is a stage of w x h at scale 1, instant, with the handover
// setting on or off, whose overlays are only recorded in *opened, in the
// order the table opened them (nothing runs them).
func Recording(fonts *assets.Fonts, w, h int, on bool) (*ui.Stage, *[]ui.Overlay) {
	var opened []ui.Overlay
	st := &ui.Stage{In: ui.NewInput(nil), Kit: ui.NewKit(fonts), VP: ui.ComputeViewport(float64(w), float64(h), 1), DSF: 1,
		Motion: ui.Motion{Speed: ui.SpeedInstant}, Handover: on}
	st.Open = func(o ui.Overlay) { opened = append(opened, o) }
	return st, &opened
}

// Pile is the overlays a table under test has opened and that are still
// open, the last on top.
type Pile struct{ overs []ui.Overlay }

// Open puts o on the pile (a Stage's Open).
func (p *Pile) Open(o ui.Overlay) { p.overs = append(p.overs, o) }

// Top is the overlay on top (nil: none).
func (p *Pile) Top() ui.Overlay {
	if p == nil || len(p.overs) == 0 {
		return nil
	}
	return p.overs[len(p.overs)-1]
}

// Step runs a tick of the overlay on top on st, as the window does in the
// table's place, closing it when its Update says so; it reports whether
// there was one.
func (p *Pile) Step(st *ui.Stage) (bool, error) {
	o := p.Top()
	if o == nil {
		return false, nil
	}
	err := o.Update(st)
	if errors.Is(err, ui.ErrClosed) {
		p.overs = p.overs[:len(p.overs)-1]
		err = nil
	}
	return true, err
}

// Handover is the handover on top (nil: none, or another overlay on top).
func (p *Pile) Handover() *handover.Overlay {
	o, _ := p.Top().(*handover.Overlay)
	return o
}

// Drop takes the overlay on top off the pile.
func (p *Pile) Drop() {
	if p != nil && len(p.overs) > 0 {
		p.overs = p.overs[:len(p.overs)-1]
	}
}

// Pass runs o on st as the window does, Enter pressed every tick, until it
// closes (at most 100 ticks); it returns how many ticks that took.
func Pass(o ui.Overlay, st *ui.Stage) (int, error) {
	for n := 1; n <= 100; n++ {
		st.In.Inject(ui.Action{Kind: ui.ActConfirm})
		st.In.Step(st.VP)
		err := o.Update(st)
		if errors.Is(err, ui.ErrClosed) {
			return n, nil
		}
		if err != nil {
			return n, err
		}
	}
	return 0, errors.New("the overlay did not close on Enter")
}

// MustPass is Pass, failing t if o does not close.
func MustPass(t testing.TB, o ui.Overlay, st *ui.Stage) int {
	t.Helper()
	n, err := Pass(o, st)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
