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
	return ExternalAgentLimits(timeout, 0)
}

// ExternalAgentLimits is ExternalAgents with a time limit for the program's
// start-up too (until readyok; 0: extbot's default, 10 s).
func ExternalAgentLimits(answer, start time.Duration) AgentFactory {
	return func(seat int, s Seat, rules dice.Rules, seed uint64, log io.Writer) (Agent, error) {
		b, err := extbot.New(s.Command, extbot.Options{Timeout: answer, StartTimeout: start, Log: log, Seed: seed, Name: s.Name})
		if err != nil {
			return nil, err
		}
		return newExtAgent(b), nil
	}
}

// extAgent talks to the program on a goroutine of its own, in order, so
// that neither its start-up (waiting for readyok) nor a slow answer ever
// blocks a frame: Start, Observe and End queue their message, Begin queues
// the request, and Think polls for the answer.
type extAgent struct {
	bot  *extbot.Bot
	jobs chan func()
	done chan struct{} // closed when the worker has stopped
	ch   chan dice.Action
}

func newExtAgent(b *extbot.Bot) *extAgent {
	x := &extAgent{bot: b, jobs: make(chan func(), 4096), done: make(chan struct{})}
	go func() {
		defer close(x.done)
		for job := range x.jobs {
			job()
		}
	}()
	return x
}

// The states are views (copies) and the events are copied, so the worker
// may use them later.
func (x *extAgent) Start(s *dice.State, seat int, intro []dice.Event) {
	intro = append([]dice.Event(nil), intro...)
	x.jobs <- func() { x.bot.StartGame(s, seat, intro) }
}

func (x *extAgent) Observe(s *dice.State, evs []dice.Event) {
	evs = append([]dice.Event(nil), evs...)
	x.jobs <- func() { x.bot.Observe(s, evs) }
}

func (x *extAgent) End(s *dice.State) { x.jobs <- func() { x.bot.EndGame(s) } }

func (x *extAgent) Begin(s *dice.State) {
	ch := make(chan dice.Action, 1)
	x.ch = ch
	x.jobs <- func() {
		sr := x.bot.Begin(s)
		sr.Step(0)
		ch <- sr.Best()
	}
}

func (x *extAgent) Think(d time.Duration) (dice.Action, bool) {
	select {
	case a := <-x.ch:
		return a, true
	case <-time.After(d):
		return dice.Action{}, false
	}
}

// Starting reports whether the program has not yet said readyok (nor
// failed to).
func (x *extAgent) Starting() bool { return !x.bot.Started() }

func (x *extAgent) Why() string { return "" }

// Close lets the worker finish what is queued (a moment), stops a program
// that keeps it waiting, then closes the program (quit, then its process
// group is killed and reaped).
func (x *extAgent) Close() error {
	close(x.jobs)
	select {
	case <-x.done:
	case <-time.After(200 * time.Millisecond):
		x.bot.Stop()
		<-x.done
	}
	return x.bot.Close()
}
