package cards

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/enginetest"
)

// The checks every game of the family passes (engine/enginetest), over 2-5
// players with and without the sequential variation and chips: views,
// resampling, clones, chance, joint moves, standings, and an illegal pick
// (no cards) that must change nothing.
func TestCardsKeepsTheContract(t *testing.T) {
	games := 3
	if testing.Short() {
		games = 1
	}
	opt := enginetest.Options[*State, Action]{
		Equal:   func(a, b *State) bool { return *a == *b },
		Illegal: func(s *State) (Action, bool) { return PickOf(Pick{}), true },
	}
	for i, r := range allRules() {
		rng := engine.NewRand(uint64(i + 1))
		steps := enginetest.RandomGames[*State, Action, Event](t, func() *State {
			s, err := NewGame(r)
			if err != nil {
				t.Fatal(err)
			}
			return s
		}, games, rng, opt)
		// Each round deals 12 notes and every seat draws at least 10 cards.
		if min := games * Rounds * (12 + 10*r.Players); steps < min {
			t.Errorf("%+v: %d steps in %d games, want at least %d", r, steps, games, min)
		}
	}
}
