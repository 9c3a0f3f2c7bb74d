//go:build js

package registry

import (
	"errors"
	"fmt"
	"io"

	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// The browser plays no sim: its games' Sim only keeps the number of
// players, so that the tournament's loop, the random games and the
// bots' tournament builders stay out of the wasm (they are about
// 67 kB of its gzip, 419 kB before compression, on 2026-11-27).

// errNoSim is every browser Sim's answer.
var errNoSim = errors.New("sim is not part of the browser's game")

// action is what the tournament needs of a game's action.
type action interface {
	comparable
	fmt.Stringer
}

type noSim struct{ players int }

func (s *noSim) Players() int                                             { return s.players }
func (s *noSim) SetPlayers(n int) error                                   { s.players = n; return nil }
func (s *noSim) Random(int, uint64, io.Writer) error                      { return errNoSim }
func (s *noSim) Tournament(tournament.Config) (*tournament.Result, error) { return nil, errNoSim }

// SimOf is a game's Sim: in the browser, only its number of players.
func SimOf[S engine.State[S, A, E], A action, E any](players int, _ func(players int) (tournament.Game[S, A, E], error)) Sim {
	return &noSim{players: players}
}

func diceSim(r dice.Rules) Sim { return &noSim{players: r.Players} }
