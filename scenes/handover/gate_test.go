package handover

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The gate ignores every input in the first Settle ticks; then a tap or a
// click anywhere, Enter or Space passes, and nothing else does.
func TestGate(t *testing.T) {
	goes := []ui.Action{{Kind: ui.ActConfirm}, {Kind: ui.ActConfirm, N: ' '}, {Kind: ui.ActClick, X: 3, Y: 700}}
	stays := []ui.Action{{Kind: ui.ActPick, N: 1}, {Kind: ui.ActPointerMove, X: 5}, {Kind: ui.ActPointerDown}, {Kind: ui.ActCancel}, {Kind: ui.ActHint}, {Kind: ui.ActNone}}
	for age := 0; age <= Settle+5; age++ {
		for _, a := range goes {
			if got := Passes(age, a); got != (age >= 10) {
				t.Errorf("%v at age %d: passes %v", a.Kind, age, got)
			}
		}
		for _, a := range stays {
			if Passes(age, a) {
				t.Errorf("%v at age %d passes", a.Kind, age)
			}
		}
	}
}
