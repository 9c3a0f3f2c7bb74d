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

// ErrWaiting is a seat that has not decided yet: a person who has not
// chosen, a bot still thinking in slices. A Chooser (or Pacer) returns it,
// and the Loop's Step then returns it unwrapped (no allocation a frame) and
// has applied nothing: call Step again later.
var ErrWaiting = errors.New("not decided yet")

// Sight is a seat's view of the game, made only when asked: a Pacer still
// waiting (a person pondering, a bot that has begun its search) costs no
// view a Step.
type Sight[S any] struct {
	st   interface{ View(seat int) S }
	seat int
}

// Seat is the seat whose view this is.
func (s Sight[S]) Seat() int { return s.seat }

// View is the seat's view (engine.State.View), made now.
func (s Sight[S]) View() S { return s.st.View(s.seat) }

// Pacer is a Chooser that may take several Steps to decide (the window's
// seats): the Loop calls Pace instead of Choose, and Pace returns
// ErrWaiting until the seat has decided.
type Pacer[S any, A comparable] interface {
	Pace(s Sight[S]) (A, error)
}

// Mailbox is a person's seat in the window: the session posts the person's
// decision (checked as it likes), and the Loop takes it at its next Step;
// while it is empty the seat is waiting (ErrWaiting).
type Mailbox[S any, A comparable] struct {
	a    A
	full bool
}

// Post puts the person's decision in the mailbox (replacing one there).
func (m *Mailbox[S, A]) Post(a A) { m.a, m.full = a, true }

// Clear empties the mailbox.
func (m *Mailbox[S, A]) Clear() { m.full = false }

// Full reports whether a decision waits in the mailbox.
func (m *Mailbox[S, A]) Full() bool { return m.full }

// Pace takes the decision posted, or says the seat is waiting.
func (m *Mailbox[S, A]) Pace(Sight[S]) (A, error) {
	if !m.full {
		var none A
		return none, ErrWaiting
	}
	m.full = false
	return m.a, nil
}

// Choose is Pace: a mailbox needs no view.
func (m *Mailbox[S, A]) Choose(S, int) (A, error) { return m.Pace(Sight[S]{}) }

// Loop drives one game of any kind: chance outcomes from Rand (or Chance),
// each decision from the seat's Chooser given its view, and at a
// simultaneous node every acting seat's choice collected first (in Sub),
// then applied together. It is the one loop of the family: headless play
// (tournaments, simulations, tests) calls Run, and the window's sessions
// call Step once a frame with Pacers for seats (a Mailbox for a person, a
// bot thinking a slice a call), so that every chance outcome, decision and
// joint move of every game is applied here.
type Loop[S engine.State[S, A, E], A comparable, E any] struct {
	State   S
	Seats   []Chooser[S, A]
	Rand    *engine.Rand
	History []A   // every action and chance outcome; a joint move adds one entry per acting seat, in order
	By      []int // who took each History entry: a seat, or engine.ChancePlayer (as records write it)
	// NoHistory: History and By are not kept (a session writes its own
	// record from Applied).
	NoHistory bool
	// Chance, if set, gives each chance outcome instead of Rand (a replay
	// takes them from its record); its error is Step's, nothing applied.
	Chance func(S) (A, error)
	// Sub are the choices collected at the simultaneous node the game is
	// at, kept across Steps while a seat is waiting (nil between nodes; a
	// session that replaces State sets it to nil or to the node's).
	Sub *Submissions[A]
	// Applying, if set, is called just before a step is applied, with who
	// takes it: a seat, engine.ChancePlayer or engine.SimultaneousPlayer.
	Applying func(by int)
	// Applied, if set, is called after each applied step with its actions,
	// who took each and its events (the whole story: a session writes its
	// record, log and autosave, and tells programs what their seats see).
	// The slices are the Loop's until the next Step: keep copies.
	Applied func(acts []A, by []int, evs []E)
	// Events, if set, receives the events of each step (they describe the
	// whole game: give them to observers who may see everything).
	Events func([]E)

	one   [1]A
	oneBy [1]int
}

// Step plays one chance outcome, one decision or one joint move. It
// returns ErrWaiting, having applied nothing, while a seat has not decided.
func (l *Loop[S, A, E]) Step() error {
	s := l.State
	switch cp := s.CurrentPlayer(); {
	case cp == engine.TerminalPlayer:
		return errors.New("the game is over")
	case cp == engine.ChancePlayer:
		if l.Chance == nil {
			return l.apply(s.SampleChance(l.Rand), cp)
		}
		a, err := l.Chance(s)
		if err != nil {
			return err
		}
		return l.apply(a, cp)
	case cp == engine.SimultaneousPlayer:
		return l.joint()
	case cp >= 0 && cp < len(l.Seats):
		a, err := l.choose(cp)
		if errors.Is(err, ErrWaiting) {
			return err
		}
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

// choose asks seat p's Chooser (its Pacer if it has one).
func (l *Loop[S, A, E]) choose(p int) (A, error) {
	if pc, ok := l.Seats[p].(Pacer[S, A]); ok {
		return pc.Pace(Sight[S]{st: l.State, seat: p})
	}
	return l.Seats[p].Choose(l.State.View(p), p)
}

func (l *Loop[S, A, E]) apply(a A, by int) error {
	if l.Applying != nil {
		l.Applying(by)
	}
	evs, err := l.State.Apply(a)
	if err != nil {
		return err
	}
	l.one[0], l.oneBy[0] = a, by
	l.applied(l.one[:], l.oneBy[:], evs)
	return nil
}

func (l *Loop[S, A, E]) applied(acts []A, by []int, evs []E) {
	if !l.NoHistory {
		l.History = append(l.History, acts...)
		l.By = append(l.By, by...)
	}
	if l.Applied != nil {
		l.Applied(acts, by, evs)
	}
	if l.Events != nil {
		l.Events(evs)
	}
}

// Submit is seat's secret choice at the simultaneous node the game is at,
// posted from outside (a person's, from the window): checked and kept in
// Sub as a Chooser's would be, and applied with the others' by a later
// Step.
func (l *Loop[S, A, E]) Submit(seat int, a A) error {
	j, ok := any(l.State).(engine.Joint[A, E])
	if !ok || l.State.CurrentPlayer() != engine.SimultaneousPlayer {
		return fmt.Errorf("seat %d: %w", seat, ErrNotActing)
	}
	if l.Sub == nil {
		l.Sub = NewSubmissions(j)
	}
	return l.Sub.Submit(seat, a)
}

// Submitted reports whether seat has chosen at the simultaneous node the
// game is at (never what).
func (l *Loop[S, A, E]) Submitted(seat int) bool { return l.Sub != nil && l.Sub.Submitted(seat) }

// joint asks every acting seat that has not chosen yet, in seat order, and
// applies the joint move once all have; a seat still waiting does not stop
// the others from being asked.
func (l *Loop[S, A, E]) joint() error {
	j, ok := any(l.State).(engine.Joint[A, E])
	if !ok {
		return errors.New("a simultaneous node in a game without ApplyJoint")
	}
	if l.Sub == nil {
		l.Sub = NewSubmissions(j)
	}
	sub := l.Sub
	waiting := false
	for _, p := range sub.acting {
		if sub.Submitted(p) {
			continue
		}
		if p < 0 || p >= len(l.Seats) {
			return fmt.Errorf("seat %d has no player", p)
		}
		a, err := l.choose(p)
		if errors.Is(err, ErrWaiting) {
			waiting = true
			continue
		}
		if err == nil {
			err = sub.Submit(p, a)
		}
		if err != nil {
			return fmt.Errorf("seat %d: %w", p, err)
		}
	}
	if waiting {
		return ErrWaiting
	}
	acts, _ := sub.Joint()
	if l.Applying != nil {
		l.Applying(engine.SimultaneousPlayer)
	}
	evs, err := j.ApplyJoint(acts)
	l.Sub = nil
	if err != nil {
		return err
	}
	l.applied(acts, sub.acting, evs)
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
