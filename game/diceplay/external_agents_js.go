//go:build js

package diceplay

import (
	"errors"
	"io"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
)

// ExternalAgents: the browser starts no program (there is no process to
// start), so none of the hosts' code is in its build.
func ExternalAgents(time.Duration) AgentFactory { return ExternalAgentLimits(0, 0) }

// ExternalAgentLimits: as ExternalAgents.
func ExternalAgentLimits(_, _ time.Duration) AgentFactory {
	return func(int, game.Seat, dice.Rules, uint64, io.Writer) (Agent, error) {
		return nil, errors.New("external programs are not available in the browser")
	}
}
