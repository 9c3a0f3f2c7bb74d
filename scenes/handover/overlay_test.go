package handover

import (
	"errors"
	"slices"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The overlay ignores a press in its first ticks, photographs itself at
// its third ("handover"), and closes on Enter once settled, calling
// OnPass once, as it closes: not before, not again.
func TestOverlayPasses(t *testing.T) {
	var shots []string
	passed := 0
	st := &ui.Stage{In: ui.NewInput(nil), VP: ui.ComputeViewport(1280, 800, 1), Shot: func(n string) bool { shots = append(shots, n); return true }}
	o := &Overlay{Who: "Anna", OnPass: func() { passed++ }}
	if o.Name() != "handover" {
		t.Errorf("named %q", o.Name())
	}
	for tick := 1; tick <= Settle+3; tick++ {
		if tick < Settle || tick == Settle+2 {
			st.In.Inject(ui.Action{Kind: ui.ActConfirm})
		} else {
			st.In.Inject(ui.Action{Kind: ui.ActPick, N: 1}) // no pass
		}
		st.In.Step(st.VP)
		err := o.Update(st)
		closed := errors.Is(err, ui.ErrClosed)
		if err != nil && !closed {
			t.Fatal(err)
		}
		if want := tick == Settle+2; closed != want || (passed == 1) != (tick >= Settle+2) {
			t.Fatalf("tick %d (age %d): closed %v, passed %d times", tick, o.Age(), closed, passed)
		}
		if closed {
			break
		}
	}
	if !slices.Equal(shots, []string{"handover"}) {
		t.Errorf("screenshots %q, want one handover", shots)
	}
	st.In.Inject(ui.Action{Kind: ui.ActClick, X: 5, Y: 5})
	st.In.Step(st.VP)
	if err := o.Update(st); !errors.Is(err, ui.ErrClosed) || passed != 1 {
		t.Errorf("asked again: %v, passed %d times", err, passed)
	}
}
