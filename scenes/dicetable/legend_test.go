package dicetable

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// Each kind of die has a legend of its own that names it; a plain die
// left to roll is "Dice left to roll this round."
func TestKindLegend(t *testing.T) {
	names := map[dice.DieKind]string{dice.White: "White die", dice.Kicker: "Kicker", dice.Biggy: "Biggy", dice.Regular: "Dice left"}
	seen := map[string]dice.DieKind{}
	for kd, name := range names {
		got := KindLegend(kd)
		if !strings.HasPrefix(got, name) {
			t.Errorf("kind %v: %q does not start with %q", kd, got, name)
		}
		if other, ok := seen[got]; ok {
			t.Errorf("kinds %v and %v share the legend %q", kd, other, got)
		}
		seen[got] = kd
	}
}
