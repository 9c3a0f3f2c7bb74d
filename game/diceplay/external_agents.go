//go:build !js

package diceplay

import (
	"io"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
)

// ExternalAgents returns the factory for External seats: each runs its
// command as a child process speaking the bot protocol (docs/bot-protocol.md)
// with the given time limit per answer. A program that crashes, hangs or
// answers badly is logged and replaced move by move by the medium bot.
func ExternalAgents(timeout time.Duration) AgentFactory {
	return ExternalAgentLimits(timeout, 0)
}

// ExternalAgentLimits is ExternalAgents with a time limit for the program's
// start-up too (until readyok; 0: extbot's default, 10 s).
func ExternalAgentLimits(answer, start time.Duration) AgentFactory {
	return func(seat int, s game.Seat, rules dice.Rules, seed uint64, log io.Writer) (Agent, error) {
		b, err := extbot.New(s.Command, extbot.Options{Timeout: answer, StartTimeout: start, Log: log, Seed: seed, Name: s.Name})
		if err != nil {
			return nil, err
		}
		return game.NewExtAgent(b), nil
	}
}
