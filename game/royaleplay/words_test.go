package royaleplay

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// Handicap's decision says each space by its reward as the rulebook names
// it (1 chip, $30,000, or turn a die and place it or take one back), never
// "option".
func TestHandicapWords(t *testing.T) {
	rules := royale.Rules{Players: 3, Main: true, Tiles: 6, TileSet: []string{"A2", "B2", "C2", "D1", "F2", "H2"}}
	s, err := royale.NewGame(rules)
	if err != nil {
		t.Fatal(err)
	}
	from := "Grey die from " + CasinoNames[4] + " → "
	for y, want := range []string{"Take no grey die", from + "1 chip", from + "$30,000", from + "turn or take back a die"} {
		a := royale.Action{Kind: royale.ActHandicap, X: 4, Y: uint8(y)}
		if y == 0 {
			a.X = 0
		}
		if got := Words(s, a); got != want {
			t.Errorf("%v: %q, want %q", a, got, want)
		}
	}
	if p := tilePrompts[royale.ActHandicap]; strings.Contains(p, "option") || !strings.Contains(p, "1 chip, $30,000, or turn a die") {
		t.Errorf("Handicap's prompt: %q", p)
	}
}
