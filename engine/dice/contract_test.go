package dice

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/enginetest"
)

// The checks every game of the family passes (engine/enginetest), over the
// dice game's rule sets: views, resampling, clones, chance, standings, and
// an illegal placement that must change nothing, and near misses that
// apply exactly when Legal lists them.
func TestDiceKeepsTheContract(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	opt := enginetest.Options[*State, Action]{
		Equal:    func(a, b *State) bool { return *a == *b },
		Illegal:  func(s *State) (Action, bool) { return Place(7), true },
		Canon:    sortedRoll,
		NearMiss: nearMiss,
	}
	for players := 2; players <= 6; players++ {
		on := Online(players)
		on.Chips = true
		for _, r := range []Rules{Classic(min(players, 5)), ClassicNeutral(min(players, 5)), on} {
			rng := engine.NewRand(uint64(players))
			steps := enginetest.RandomGames[*State, Action, Event](t, func() *State {
				s, err := NewGame(r)
				if err != nil {
					t.Fatal(err)
				}
				return s
			}, games, rng, opt)
			if steps < games*4*players*2 {
				t.Errorf("%+v: %d steps in %d games", r, steps, games)
			}
		}
	}
}

// nearMiss lists actions close to legal ones: placements of any face on
// any casino or the slot machine, kicks of any die, chips of any colour,
// and a legal action with its face, casino or target changed.
func nearMiss(s *State, _ int, r *engine.Rand) []Action {
	f := r.Intn(8)
	out := []Action{Place(f), PlaceSlot(f), {Kind: ActPlace, Face: uint8(r.Intn(7)), Casino: uint8(r.Intn(9))},
		Kick(r.Intn(Neutral+2)-1, DieKind(r.Intn(int(numDieKinds)+1))), TakeChip(Chip(r.Intn(NumChipColours + 1)))}
	if l := s.Legal(); len(l) > 0 {
		a := l[r.Intn(len(l))]
		a.Face = uint8(r.Intn(8))
		b := l[r.Intn(len(l))]
		b.Casino = uint8(r.Intn(9))
		c := l[r.Intn(len(l))]
		c.Target.Owner = int8(r.Intn(Neutral+2) - 1)
		out = append(out, a, b, c)
	}
	return out
}

// sortedRoll is a roll as ChanceOutcomes lists it: faces sorted within each
// kind of die.
func sortedRoll(a Action) Action {
	if a.Kind != ActRoll {
		return a
	}
	d := &a.Dice
	for i := 1; i < d.n(); i++ {
		for j := i; j > 0 && d.Kind[j-1] == d.Kind[j] && d.Face[j-1] > d.Face[j]; j-- {
			d.Face[j-1], d.Face[j] = d.Face[j], d.Face[j-1]
		}
	}
	return a
}
