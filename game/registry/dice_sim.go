//go:build !js

package registry

import (
	"io"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

func diceSim(r dice.Rules) Sim {
	return &simOf[*dice.State, dice.Action, dice.Event]{
		players: r.Players,
		game: func(n int) (tournament.Game[*dice.State, dice.Action, dice.Event], error) {
			r := r
			r.Players = n
			r.SixthPlayer = r.SixthPlayer || n == dice.MaxPlayers
			return tournament.DiceGame(r), r.Validate()
		},
		random: func(games int, seed uint64, w io.Writer) error {
			return diceRandom(r, games, seed, w)
		},
	}
}

// diceRandom plays uniformly random games through the engine alone, on
// its allocation-free path.
func diceRandom(r dice.Rules, games int, seed uint64, w io.Writer) error {
	s, err := dice.NewGame(r)
	if err != nil {
		return err
	}
	rng := engine.NewRand(seed)
	wins := make([]float64, r.Players)
	money := make([]float64, r.Players)
	actions := 0
	t0 := time.Now()
	for g := 0; g < games; g++ {
		s.Reset()
		actions += s.PlayRandom(rng)
		tally(s.Standings(), wins, money)
	}
	printRandom(w, time.Since(t0), games, r.Players, seed, actions, wins, money)
	return nil
}
