package royale

import (
	"strings"
	"testing"
)

// TestHandicapLogWords: the log names Handicap's spaces as the rulebook
// does (a chip, $30,000, turn or take back a die), never "option", while
// the action's text form keeps "option" (records written before read the
// same).
func TestHandicapLogWords(t *testing.T) {
	want := map[int32]string{1: "chip space", 2: "$30,000 space", 3: "turn-or-take-back space"}
	for n, w := range want {
		line := Event{Kind: EvHandicap, Who: 0, C: 4, N: n}.Describe([]string{"Ann"})
		if !strings.Contains(line, w) || strings.Contains(line, "option") {
			t.Errorf("space %d: %q, want %q and no \"option\"", n, line, w)
		}
	}
	a, err := ParseAction("handicap 4/option")
	if err != nil || a.Kind != ActHandicap || a.String() != "handicap 4/option" {
		t.Errorf("the text form changed: %v %v", a, err)
	}
}
