package royaletable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// Handicap's tile says its free spaces by their rewards as the rulebook
// names them (a chip, $30,000, a die turned or taken back), never
// "option" or a bare count after a kind.
func TestHandicapWords(t *testing.T) {
	for _, c := range []struct {
		free [3]int
		want string
	}{
		{[3]int{2, 3, 4}, "free: 2 chips, 3 × $30,000, 4 moves"},
		{[3]int{1, 0, 1}, "free: 1 chip, 1 move"},
		{[3]int{0, 2, 0}, "free: 2 × $30,000"},
		{[3]int{}, "no free spaces left"},
	} {
		if got := handicapState(c.free); got != c.want {
			t.Errorf("%v: %q, want %q", c.free, got, c.want)
		}
	}
	rules := royale.Rules{Players: 3, Main: true, Tiles: 6, TileSet: []string{"A2", "B2", "C2", "D1", "F2", "H2"}}
	s, err := royale.NewGame(rules)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tileState(s, tF2, 1, []string{"Ana", "Ben", "Cy"}), handicapState(s.Board().Handicap); got != want {
		t.Errorf("the tile says %q, want %q", got, want)
	}
}
