package royale

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/enginetest"
)

// allRules are the rule sets the random checks play: the basic game at 2-5
// players, the main game at 2-5 players with every number of tiles (0-6),
// and each tile side alone.
func allRules() []Rules {
	var all []Rules
	for n := MinPlayers; n <= MaxPlayers; n++ {
		all = append(all, Basic(n))
		for k := 0; k <= Casinos; k++ {
			all = append(all, Rules{Players: n, Main: true, Tiles: k})
		}
	}
	for i, id := range Tiles() { // each tile alone, so that every one appears
		all = append(all, Rules{Players: 2 + i%4, Main: true, Tiles: 1, TileSet: []string{id}})
	}
	var out []Rules
	for _, r := range all {
		if r.Validate() == nil { // a tile count above the tiles implemented is not
			out = append(out, r)
		}
	}
	return out
}

// The checks every game of the family passes (engine/enginetest): views,
// resampling, clones, chance, standings, and an illegal action that must
// change nothing.
func TestRoyaleKeepsTheContract(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 1
	}
	opt := enginetest.Options[*State, Action]{
		Equal:   func(a, b *State) bool { return *a == *b },
		Illegal: func(s *State) (Action, bool) { return Place(7), true },
	}
	for i, r := range allRules() {
		rng := engine.NewRand(uint64(i))
		steps := enginetest.RandomGames[*State, Action, Event](t, func() *State {
			s, err := NewGame(r)
			if err != nil {
				t.Fatal(err)
			}
			return s
		}, games, rng, opt)
		if steps < games*Rounds*(pairsDealt+r.Players*2) {
			t.Errorf("%+v: only %d steps in %d games", r, steps, games)
		}
	}
}
