package royale

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/enginetest"
)

// allRules are the rule sets the random checks play: the basic game at 2-5
// players, the main game at 2-5 players with every number of tiles (0-6),
// and each tile side alone, as read now (Current); and the readings of
// older records (no neutral Biggy, change largest card first) at 2
// players, basic and with 6 tiles.
func allRules() []Rules {
	all := []Rules{{Players: 2}, {Players: 2, Main: true, Tiles: Casinos}}
	for n := MinPlayers; n <= MaxPlayers; n++ {
		all = append(all, Basic(n))
		for k := 0; k <= Casinos; k++ {
			all = append(all, Rules{Players: n, Main: true, Tiles: k}.Current())
		}
	}
	for i, id := range Tiles() { // each tile alone, so that every one appears
		all = append(all, Rules{Players: 2 + i%4, Main: true, Tiles: 1, TileSet: []string{id}}.Current())
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
// resampling, clones, chance, standings, an illegal action that must
// change nothing, and near misses that apply exactly when Legal lists them.
func TestRoyaleKeepsTheContract(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 1
	}
	opt := enginetest.Options[*State, Action]{
		Equal:    func(a, b *State) bool { return *a == *b },
		Illegal:  func(s *State) (Action, bool) { return Place(7), true },
		NearMiss: nearMiss,
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

// nearMiss lists actions close to legal ones: a placement of any face, a
// sit-out, a pass, a legal action with another argument, and an action of
// any kind with any arguments.
func nearMiss(s *State, _ int, r *engine.Rand) []Action {
	out := []Action{Place(1 + r.Intn(6)), SitOut(), {Kind: ActPass},
		{Kind: ActKind(1 + r.Intn(int(numActKinds))), X: uint8(r.Intn(12)), Y: uint8(r.Intn(8))}}
	if l := s.Legal(); len(l) > 0 {
		a, b := l[r.Intn(len(l))], l[r.Intn(len(l))]
		a.X = uint8(r.Intn(12))
		b.Y = uint8(r.Intn(8))
		out = append(out, a, b)
	}
	return out
}
