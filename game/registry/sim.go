//go:build !js

package registry

import (
	"fmt"
	"io"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine"
)

// action is what the tournament needs of a game's action.
type action interface {
	comparable
	fmt.Stringer
}

// SimOf is a game's Sim: players is the number the flags gave, and game
// makes the tournament's game for a number of players (an error when the
// game's rules refuse it).
func SimOf[S engine.State[S, A, E], A action, E any](players int, game func(players int) (tournament.Game[S, A, E], error)) Sim {
	return &simOf[S, A, E]{players: players, game: game}
}

type simOf[S engine.State[S, A, E], A action, E any] struct {
	players int
	game    func(players int) (tournament.Game[S, A, E], error)
	// random, if set, replaces the contract's random games (the dice
	// game's allocation-free path).
	random func(games int, seed uint64, w io.Writer) error
}

func (s *simOf[S, A, E]) Players() int { return s.players }

func (s *simOf[S, A, E]) SetPlayers(n int) error {
	if _, err := s.game(n); err != nil {
		return err
	}
	s.players = n
	return nil
}

func (s *simOf[S, A, E]) Tournament(cfg tournament.Config) (*tournament.Result, error) {
	g, err := s.game(s.players)
	if err != nil {
		return nil, err
	}
	return tournament.PlayGame(g, cfg)
}

func (s *simOf[S, A, E]) Random(games int, seed uint64, w io.Writer) error {
	if s.random != nil {
		return s.random(games, seed, w)
	}
	g, err := s.game(s.players)
	if err != nil {
		return err
	}
	return RandomGames(g.New, s.players, games, seed, w)
}

// RandomGames plays uniformly random games of any game through the
// contract and prints their speed and the seats' results.
func RandomGames[S engine.State[S, A, E], A comparable, E any](newGame func() (S, error), players, games int, seed uint64, w io.Writer) error {
	rng := engine.NewRand(seed)
	wins := make([]float64, players)
	money := make([]float64, players)
	actions := 0
	t0 := time.Now()
	for g := 0; g < games; g++ {
		s, err := newGame()
		if err != nil {
			return err
		}
		n, err := playRandom(s, rng)
		if err != nil {
			return fmt.Errorf("game %d: %v", g+1, err)
		}
		actions += n
		tally(s.Standings(), wins, money)
	}
	printRandom(w, time.Since(t0), games, players, seed, actions, wins, money)
	return nil
}

// printRandom prints what RandomGames measured.
func printRandom(w io.Writer, el time.Duration, games, players int, seed uint64, actions int, wins, money []float64) {
	fmt.Fprintf(w, "%d random games, %d players, seed %d: %.0f games/s (%.2f µs/game, %.0f actions/game)\n",
		games, players, seed, float64(games)/el.Seconds(), float64(el.Microseconds())/float64(games), float64(actions)/float64(games))
	for p := 0; p < players; p++ {
		fmt.Fprintf(w, "  seat %d: first place %5.1f%%, mean money $%s\n", p+1, 100*wins[p]/float64(games), Thousands(int(money[p]/float64(games))))
	}
}

// playRandom plays s to its end with uniformly random choices and returns
// the number of actions and chance outcomes applied.
func playRandom[S engine.State[S, A, E], A comparable, E any](s S, rng *engine.Rand) (int, error) {
	n := 0
	for ; !s.IsTerminal(); n++ {
		if n > 1_000_000 {
			return n, fmt.Errorf("not over after %d steps", n)
		}
		var err error
		switch cp := s.CurrentPlayer(); cp {
		case engine.ChancePlayer:
			_, err = s.Apply(s.SampleChance(rng))
		case engine.SimultaneousPlayer:
			j, ok := any(s).(engine.Joint[A, E])
			if !ok {
				return n, fmt.Errorf("a simultaneous node in a game without Joint")
			}
			var acts []A
			for _, p := range j.Acting() {
				l := j.LegalFor(p)
				acts = append(acts, l[rng.Intn(len(l))])
			}
			_, err = j.ApplyJoint(acts)
		default:
			l := s.Legal()
			_, err = s.Apply(l[rng.Intn(len(l))])
		}
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// tally adds a finished game's standings: first places (shared ones as a
// fraction) and money.
func tally(st []engine.Standing, wins, money []float64) {
	nw := 0
	for _, x := range st {
		if x.Winner {
			nw++
		}
	}
	for _, x := range st {
		money[x.Seat] += float64(x.Money)
		if x.Winner {
			wins[x.Seat] += 1 / float64(nw)
		}
	}
}
