//go:build js

package registry

import (
	"errors"
	"fmt"
	"io"

	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
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

// SimOf is a game's Sim: in the browser, only its number of players (the
// registry's own games build theirs below; SimOf is for a game added
// from outside, such as the contract's test game).
func SimOf[S engine.State[S, A, E], A action, E any](players int, _ func(players int) (tournament.Game[S, A, E], error)) Sim {
	return &noSim{players: players}
}

// The games' Sims in the browser: only their number of players. Each game's
// Sim is built in a file of its own (dice_sim.go, cards_sim.go,
// royale_sim.go) so that no closure over the tournament's game, and with
// it no external program's host (extbot.Host), is linked into the wasm.
func diceSim(r dice.Rules) Sim     { return &noSim{players: r.Players} }
func cardsSim(r cards.Rules) Sim   { return &noSim{players: r.Players} }
func royaleSim(r royale.Rules) Sim { return &noSim{players: r.Players} }
