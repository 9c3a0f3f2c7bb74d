// Package testgame is "Pick", a game of a few lines that uses every part of
// the contract the dice game does not: hidden hands, a simultaneous decision,
// views that hide and Resample that fills in. The session, the shared
// random-game checks and the tests of agents run on it, so Las Vegas: The
// Card Game plugs into parts that are already proven.
//
// Rules: 2-4 seats are each dealt a hidden hand of HandSize cards (1-6, dealt
// one at a time, uniformly). Then, HandSize times, every seat picks a card
// from its hand in secret; the picks are revealed together and pay one
// casino holding a $10k note per turn number with the family's payout rule:
// equal picks cancel, the highest single pick wins the note. Most money
// wins, then most notes.
package testgame

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// Sizes of the game.
const (
	MaxSeats = 4
	HandSize = 3
)

// Action is a card value 1-6: a card dealt (chance) or picked (a seat).
type Action uint8

func (a Action) String() string { return fmt.Sprintf("card %d", uint8(a)) }

// Event says what happened.
type Event struct {
	Kind string // "dealt", "revealed", "won", "cancelled"
	Seat int
	Card Action // the card dealt (in a view, 0 when another seat's), revealed or winning
	Note int    // dollars, for "won"
}

// ErrIllegal is returned, wrapped, for an action that is not legal.
var ErrIllegal = engine.ErrIllegal

// State is a position of Pick. It is a plain value.
type State struct {
	n      int
	hand   [MaxSeats][HandSize]Action // 0 = played (or hidden, in a view)
	hidden [MaxSeats]bool             // in a view: this seat's hand is not known
	dealt  int
	turn   int
	money  [MaxSeats]int
	notes  [MaxSeats]int
}

var (
	_ engine.State[*State, Action, Event] = (*State)(nil)
	_ engine.Joint[Action, Event]         = (*State)(nil)
	_ engine.Secret[Event]                = (*State)(nil)
)

// SeenBy: a card dealt to another seat is seen face down (Card 0); the rest
// is public.
func (s *State) SeenBy(seat int, e Event) (Event, bool) {
	if e.Kind == "dealt" && e.Seat != seat {
		e.Card = 0
	}
	return e, true
}

// New returns a game for n seats (2-4).
func New(n int) (*State, error) {
	if n < 2 || n > MaxSeats {
		return nil, fmt.Errorf("pick: %d seats (2-%d)", n, MaxSeats)
	}
	return &State{n: n}, nil
}

// Players is the number of seats.
func (s *State) Players() int { return s.n }

// Hand is seat p's hand as this state knows it (0 = played or hidden).
func (s *State) Hand(p int) [HandSize]Action { return s.hand[p] }

// CurrentPlayer is ChancePlayer while dealing, then SimultaneousPlayer.
func (s *State) CurrentPlayer() int {
	switch {
	case s.dealt < s.n*HandSize:
		return engine.ChancePlayer
	case s.turn < HandSize:
		return engine.SimultaneousPlayer
	}
	return engine.TerminalPlayer
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.CurrentPlayer() == engine.TerminalPlayer }

// Legal is empty: at a chance node see ChanceOutcomes, at a simultaneous
// node LegalFor.
func (s *State) Legal() []Action { return nil }

// ChanceOutcomes: each card 1-6 with probability 1/6.
func (s *State) ChanceOutcomes() []engine.Outcome[Action] {
	if s.CurrentPlayer() != engine.ChancePlayer {
		return nil
	}
	out := make([]engine.Outcome[Action], 6)
	for i := range out {
		out[i] = engine.Outcome[Action]{Action: Action(i + 1), Prob: 1.0 / 6}
	}
	return out
}

// SampleChance draws the next card.
func (s *State) SampleChance(r *engine.Rand) Action { return Action(r.Intn(6) + 1) }

// Apply deals the next card (the only single action of Pick).
func (s *State) Apply(a Action) ([]Event, error) {
	if s.CurrentPlayer() != engine.ChancePlayer {
		return nil, fmt.Errorf("%w: %d: no chance outcome is due (picks go through ApplyJoint)", ErrIllegal, a)
	}
	if a < 1 || a > 6 {
		return nil, fmt.Errorf("%w: card %d", ErrIllegal, a)
	}
	p, i := s.dealt%s.n, s.dealt/s.n
	s.hand[p][i] = a
	s.dealt++
	return []Event{{Kind: "dealt", Seat: p, Card: a}}, nil
}

// Acting lists the seats that pick now: all of them.
func (s *State) Acting() []int {
	if s.CurrentPlayer() != engine.SimultaneousPlayer {
		return nil
	}
	out := make([]int, s.n)
	for i := range out {
		out[i] = i
	}
	return out
}

// LegalFor lists the distinct cards in seat's hand, sorted. For a seat whose
// hand this view does not know, it is empty: play on Resample.
func (s *State) LegalFor(seat int) []Action {
	if s.CurrentPlayer() != engine.SimultaneousPlayer || seat < 0 || seat >= s.n || s.hidden[seat] {
		return nil
	}
	var seen [7]bool
	for _, c := range s.hand[seat] {
		seen[c] = true
	}
	var out []Action
	for c := 1; c <= 6; c++ {
		if seen[c] {
			out = append(out, Action(c))
		}
	}
	return out
}

// ApplyJoint reveals every seat's pick at once and pays the turn's note.
func (s *State) ApplyJoint(acts []Action) ([]Event, error) {
	if s.CurrentPlayer() != engine.SimultaneousPlayer {
		return nil, fmt.Errorf("%w: nobody picks now", ErrIllegal)
	}
	if len(acts) != s.n {
		return nil, fmt.Errorf("%w: %d picks for %d seats", ErrIllegal, len(acts), s.n)
	}
	for p, a := range acts {
		if !s.holds(p, a) {
			return nil, fmt.Errorf("%w: seat %d has no card %d", ErrIllegal, p, a)
		}
	}
	var evs []Event
	keys := make([]int32, s.n)
	for p, a := range acts {
		s.play(p, a)
		keys[p] = int32(a)
		evs = append(evs, Event{Kind: "revealed", Seat: p, Card: a})
	}
	tied, order := make([]bool, s.n), make([]int, s.n)
	s.turn++
	note := s.turn * 10000
	if casino.Resolve(keys, tied, order) == 0 {
		return append(evs, Event{Kind: "cancelled", Seat: -1, Note: note}), nil
	}
	w := order[0]
	s.money[w] += note
	s.notes[w]++
	return append(evs, Event{Kind: "won", Seat: w, Card: acts[w], Note: note}), nil
}

func (s *State) holds(p int, a Action) bool {
	for _, c := range s.hand[p] {
		if c == a && a != 0 {
			return true
		}
	}
	return s.hidden[p] && a >= 1 && a <= 6
}

func (s *State) play(p int, a Action) {
	if s.hidden[p] {
		return
	}
	for i, c := range s.hand[p] {
		if c == a {
			s.hand[p][i] = 0
			return
		}
	}
}

// Clone copies the state.
func (s *State) Clone() *State { c := *s; return &c }

// View hides every other seat's hand: what seat knows is its own cards, the
// number of cards the others hold, and everything revealed.
func (s *State) View(seat int) *State {
	v := s.Clone()
	for p := 0; p < s.n; p++ {
		if p != seat {
			v.hand[p] = [HandSize]Action{}
			v.hidden[p] = true
		}
	}
	return v
}

// Resample fills the hidden hands with cards drawn as the deal draws them:
// each unplayed card is uniform and independent of everything revealed.
func (s *State) Resample(r *engine.Rand) *State {
	c := s.Clone()
	for p := 0; p < s.n; p++ {
		if !c.hidden[p] {
			continue
		}
		c.hidden[p] = false
		dealt := min(HandSize, (s.dealt+s.n-1-p)/s.n)
		for i := s.turn; i < dealt; i++ {
			c.hand[p][i] = Action(r.Intn(6) + 1)
		}
	}
	return c
}

// Standings ranks by money, then notes.
func (s *State) Standings() []engine.Standing {
	out := make([]engine.Standing, s.n)
	for p := range out {
		out[p] = engine.Standing{Seat: p, Money: s.money[p], NoteMoney: s.money[p], Notes: s.notes[p]}
	}
	casino.RankStandings(out)
	return out
}
