package game

import (
	"io"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// observer is an agent that wants to hear about the game (external bots).
// Every state it gets is its seat's view (State.View), a copy it may keep.
type observer interface {
	Start(s *dice.State, seat int, intro []dice.Event)
	Observe(s *dice.State, evs []dice.Event)
	End(s *dice.State)
}

// ExternalAgents returns the factory for External seats: each runs its
// command as a child process speaking the bot protocol (docs/bot-protocol.md)
// with the given time limit per answer. A program that crashes, hangs or
// answers badly is logged and replaced move by move by the medium bot.
func ExternalAgents(timeout time.Duration) AgentFactory {
	return func(seat int, s Seat, rules dice.Rules, log io.Writer) (Agent, error) {
		b, err := extbot.New(s.Command, extbot.Options{Timeout: timeout, Log: log, Seed: uint64(seat) + 1, Name: s.Name})
		if err != nil {
			return nil, err
		}
		return &extAgent{bot: b}, nil
	}
}

// extAgent asks the program on a goroutine, so a slow answer never blocks
// a frame; Think polls for it.
type extAgent struct {
	bot *extbot.Bot
	ch  chan dice.Action
}

func (x *extAgent) Start(s *dice.State, seat int, intro []dice.Event) {
	x.bot.StartGame(s, seat, intro)
}
func (x *extAgent) Observe(s *dice.State, evs []dice.Event) { x.bot.Observe(s, evs) }
func (x *extAgent) End(s *dice.State)                       { x.bot.EndGame(s) }

func (x *extAgent) Begin(s *dice.State) {
	sr := x.bot.Begin(s) // works on its own clone
	ch := make(chan dice.Action, 1)
	x.ch = ch
	go func() {
		sr.Step(0)
		ch <- sr.Best()
	}()
}

func (x *extAgent) Think(d time.Duration) (dice.Action, bool) {
	select {
	case a := <-x.ch:
		return a, true
	case <-time.After(d):
		return dice.Action{}, false
	}
}

func (x *extAgent) Why() string  { return "" }
func (x *extAgent) Close() error { return x.bot.Close() }
