package cards

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
	"github.com/lasvegas-dice/lasvegas/engine/enginetest"
)

// The checks every game of the family passes (engine/enginetest), over 2-5
// players with and without the sequential variation and chips: views,
// resampling, clones, chance, joint moves, standings, and an illegal pick
// (no cards) that must change nothing, and near misses that apply exactly
// when Legal or LegalFor lists them.
func TestCardsKeepsTheContract(t *testing.T) {
	games := 3
	if testing.Short() {
		games = 1
	}
	opt := enginetest.Options[*State, Action]{
		Equal:    func(a, b *State) bool { return *a == *b },
		Illegal:  func(s *State) (Action, bool) { return PickOf(Pick{}), true },
		NearMiss: nearMiss,
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

// nearMiss lists actions close to the seat's legal ones: a legal pick with
// one card more or one fewer or with a field of another kind set, a pick of
// one card of any kind, and a chip of any colour.
func nearMiss(s *State, seat int, r *engine.Rand) []Action {
	var one Pick
	one[r.Intn(NumCards)] = 1
	out := []Action{PickOf(one), TakeChip(casino.Chip(r.Intn(casino.NumChipColours + 1)))}
	l := s.Legal()
	if s.CurrentPlayer() == engine.SimultaneousPlayer {
		l = s.LegalFor(seat)
	}
	if len(l) > 0 {
		a := l[r.Intn(len(l))]
		more, fewer := a, a
		more.Pick[r.Intn(NumCards)]++
		if k := r.Intn(NumCards); fewer.Pick[k] > 0 {
			fewer.Pick[k]--
		}
		stray := l[r.Intn(len(l))]
		stray.Card = Card(1 + r.Intn(NumCards-1))
		out = append(out, more, fewer, stray)
	}
	return out
}
