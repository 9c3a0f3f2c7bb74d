package game

import (
	"errors"
	"fmt"
	"slices"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Chooser decides for one seat of any game of the family. It is given that
// seat's view (engine.State.View), never the full state, so it cannot read
// what the seat may not know.
type Chooser[S any, A comparable] interface {
	Choose(view S, seat int) (A, error)
}

// Submissions collects the secret choices of a simultaneous decision: each
// acting seat submits once, checked against its own legal choices, and
// nothing is applied until every acting seat has submitted. A seat's choice
// is never shown to another (Submitted says only who has chosen).
type Submissions[A comparable] struct {
	acting []int
	legal  [][]A
	choice []A
	done   []bool
}

// ErrNotActing is returned when a seat submits at a node where it has no
// choice to make.
var ErrNotActing = errors.New("this seat does not choose now")

// NewSubmissions starts collecting the choices of the node j is at.
func NewSubmissions[A comparable, E any](j engine.Joint[A, E]) *Submissions[A] {
	acting := j.Acting()
	sub := &Submissions[A]{acting: acting, legal: make([][]A, len(acting)), choice: make([]A, len(acting)), done: make([]bool, len(acting))}
	for i, p := range acting {
		sub.legal[i] = j.LegalFor(p)
	}
	return sub
}

// Submit records seat's choice. A seat may change its mind until all have
// submitted.
func (s *Submissions[A]) Submit(seat int, a A) error {
	i := slices.Index(s.acting, seat)
	if i < 0 {
		return fmt.Errorf("seat %d: %w", seat, ErrNotActing)
	}
	if !slices.Contains(s.legal[i], a) {
		return fmt.Errorf("seat %d: %v is not one of its choices", seat, a)
	}
	s.choice[i], s.done[i] = a, true
	return nil
}

// Submitted reports whether seat has chosen (not what).
func (s *Submissions[A]) Submitted(seat int) bool {
	i := slices.Index(s.acting, seat)
	return i >= 0 && s.done[i]
}

// Waiting lists the acting seats that have not chosen yet.
func (s *Submissions[A]) Waiting() []int {
	var out []int
	for i, p := range s.acting {
		if !s.done[i] {
			out = append(out, p)
		}
	}
	return out
}

// Joint returns every choice in the order of Acting, once all are in.
func (s *Submissions[A]) Joint() ([]A, bool) {
	if slices.Contains(s.done, false) { // not Waiting: no list made each frame
		return nil, false
	}
	return slices.Clone(s.choice), true
}

// EventsFor returns what seat may see of evs: each event through the game's
// engine.Secret, or all of them where the game hides nothing in its events.
func EventsFor[E any](game any, seat int, evs []E) []E {
	sec, ok := game.(engine.Secret[E])
	if !ok {
		return evs
	}
	out := make([]E, 0, len(evs))
	for _, e := range evs {
		if seen, ok := sec.SeenBy(seat, e); ok {
			out = append(out, seen)
		}
	}
	return out
}

// Loop drives one game of any kind to its end: chance outcomes from Rand,
// each decision from the seat's Chooser given its view, and at a
// simultaneous node every acting seat's choice collected first, then applied
// together. It is the one loop for headless play (tournaments, simulations,
// tests); the window's session paces the same steps over frames.
type Loop[S engine.State[S, A, E], A comparable, E any] struct {
	State   S
	Seats   []Chooser[S, A]
	Rand    *engine.Rand
	History []A   // every action and chance outcome; a joint move adds one entry per acting seat, in order
	By      []int // who took each History entry: a seat, or engine.ChancePlayer (as records write it)
	// Events, if set, receives the events of each step (they describe the
	// whole game: give them to observers who may see everything).
	Events func([]E)
}

// Step plays one chance outcome, one decision or one joint move.
func (l *Loop[S, A, E]) Step() error {
	s := l.State
	switch cp := s.CurrentPlayer(); {
	case cp == engine.TerminalPlayer:
		return errors.New("the game is over")
	case cp == engine.ChancePlayer:
		return l.apply(s.SampleChance(l.Rand), cp)
	case cp == engine.SimultaneousPlayer:
		return l.joint()
	case cp >= 0 && cp < len(l.Seats):
		a, err := l.Seats[cp].Choose(s.View(cp), cp)
		if err == nil {
			err = l.apply(a, cp)
		}
		if err != nil {
			return fmt.Errorf("seat %d: %w", cp, err)
		}
		return nil
	default:
		return fmt.Errorf("seat %d has no player", cp)
	}
}

func (l *Loop[S, A, E]) apply(a A, by int) error {
	evs, err := l.State.Apply(a)
	if err != nil {
		return err
	}
	l.History = append(l.History, a)
	l.By = append(l.By, by)
	if l.Events != nil {
		l.Events(evs)
	}
	return nil
}

func (l *Loop[S, A, E]) joint() error {
	j, ok := any(l.State).(engine.Joint[A, E])
	if !ok {
		return errors.New("a simultaneous node in a game without ApplyJoint")
	}
	sub := NewSubmissions(j)
	acting := j.Acting()
	for _, p := range acting {
		if p < 0 || p >= len(l.Seats) {
			return fmt.Errorf("seat %d has no player", p)
		}
		a, err := l.Seats[p].Choose(l.State.View(p), p)
		if err == nil {
			err = sub.Submit(p, a)
		}
		if err != nil {
			return fmt.Errorf("seat %d: %w", p, err)
		}
	}
	acts, _ := sub.Joint()
	evs, err := j.ApplyJoint(acts)
	if err != nil {
		return err
	}
	l.History = append(l.History, acts...)
	l.By = append(l.By, acting...)
	if l.Events != nil {
		l.Events(evs)
	}
	return nil
}

// Run steps until the game is over.
func (l *Loop[S, A, E]) Run() error {
	for !l.State.IsTerminal() {
		if err := l.Step(); err != nil {
			return err
		}
	}
	return nil
}
