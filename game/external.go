package game

import (
	"fmt"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/engine"
)

// ExtAgent talks to an external program (an extbot host of any game) on a
// goroutine of its own, in order, so that neither its start-up (waiting for
// readyok) nor a slow answer ever blocks a frame: Start, Observe and End
// queue their message, Begin queues the request, and Think polls for the
// answer. The dice game's sessions and the other games' (game/playkit) use
// it alike.
type ExtAgent[S engine.State[S, A, E], A interface {
	comparable
	fmt.Stringer
}, E any] struct {
	bot  *extbot.Host[S, A, E]
	jobs chan func()
	done chan struct{} // closed when the worker has stopped
	ch   chan A
}

// NewExtAgent runs b's messages on a goroutine of its own.
func NewExtAgent[S engine.State[S, A, E], A interface {
	comparable
	fmt.Stringer
}, E any](b *extbot.Host[S, A, E]) *ExtAgent[S, A, E] {
	x := &ExtAgent[S, A, E]{bot: b, jobs: make(chan func(), 4096), done: make(chan struct{})}
	go func() {
		defer close(x.done)
		for job := range x.jobs {
			job()
		}
	}()
	return x
}

// Start introduces the game: s is the seat's view (a copy the worker may
// keep) and intro the events the seat may see.
func (x *ExtAgent[S, A, E]) Start(s S, seat int, intro []E) {
	intro = append([]E(nil), intro...)
	x.jobs <- func() { x.bot.StartGame(s, seat, intro) }
}

// Observe tells the program what happened (the events the seat may see)
// and its view after it (a copy the worker may keep).
func (x *ExtAgent[S, A, E]) Observe(s S, evs []E) {
	evs = append([]E(nil), evs...)
	x.jobs <- func() { x.bot.Observe(s, evs) }
}

// End sends the final result.
func (x *ExtAgent[S, A, E]) End(s S) { x.jobs <- func() { x.bot.EndGame(s) } }

// Begin asks for a decision in the seat's view s (a copy the worker may
// keep); Think polls for it.
func (x *ExtAgent[S, A, E]) Begin(s S) {
	ch := make(chan A, 1)
	x.ch = ch
	x.jobs <- func() {
		sr := x.bot.Begin(s)
		sr.Step(0)
		ch <- sr.Best()
	}
}

// Think waits up to d for the decision asked for (Begin).
func (x *ExtAgent[S, A, E]) Think(d time.Duration) (A, bool) {
	select {
	case a := <-x.ch:
		return a, true
	case <-time.After(d):
		var none A
		return none, false
	}
}

// Starting reports whether the program has not yet said readyok (nor
// failed to).
func (x *ExtAgent[S, A, E]) Starting() bool { return !x.bot.Started() }

// Why is empty: a program gives no reasons.
func (x *ExtAgent[S, A, E]) Why() string { return "" }

// Close lets the worker finish what is queued (a moment), stops a program
// that keeps it waiting, then closes the program (quit, then its process
// group is killed and reaped).
func (x *ExtAgent[S, A, E]) Close() error {
	close(x.jobs)
	select {
	case <-x.done:
	case <-time.After(200 * time.Millisecond):
		x.bot.Stop()
		<-x.done
	}
	return x.bot.Close()
}
