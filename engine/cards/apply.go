package cards

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// ErrIllegal is wrapped by every error for an action that is not legal now.
var ErrIllegal = engine.ErrIllegal

// Apply applies a chance outcome, a pick in the sequential variation, or a
// chip choice, and returns what happened. At a simultaneous node it is an
// error: the picks go through ApplyJoint (decision C10). On error nothing
// changes.
func (s *State) Apply(a Action) ([]Event, error) { return s.ApplyTo(a, nil) }

// ApplyTo is Apply with the events appended to evs[:0]: a search that
// passes the same buffer every time does not allocate for them.
func (s *State) ApplyTo(a Action, evs []Event) ([]Event, error) {
	if err := s.check(a); err != nil {
		return nil, err
	}
	evs = evs[:0]
	switch a.Kind {
	case ActNote, ActChipDeal, ActDraw:
		evs = s.applyChance(a, evs)
	case ActPick:
		var picks [MaxPlayers]Pick
		picks[s.cur] = a.Pick
		evs = s.place(int(s.cur), a.Pick, evs)
		s.queueClaims(&picks)
	case ActChip:
		evs = s.takeChip(a.Chip, evs)
	}
	return s.advance(evs), nil
}

// check says why a is not legal now (through Apply), or nil.
func (s *State) check(a Action) error {
	cp := s.CurrentPlayer()
	switch {
	case cp == engine.TerminalPlayer:
		return fmt.Errorf("%w: %v: the game is over", ErrIllegal, a)
	case cp == engine.SimultaneousPlayer:
		return fmt.Errorf("%w: %v: the seats pick at once now; submit the picks together with ApplyJoint", ErrIllegal, a)
	case cp == engine.ChancePlayer:
		return s.checkChance(a)
	case a.Kind == ActPick && s.phase == PhPick:
		return s.checkPick(int(s.cur), a)
	case a.Kind == ActChip && s.phase == PhChip:
		if a != TakeChip(a.Chip) || int(a.Chip) >= casino.NumChipColours || s.chipsAt[s.claims[s.claimAt].casino][a.Chip] == 0 {
			return fmt.Errorf("%w: %v: no such chip card at casino %d", ErrIllegal, a, s.claims[s.claimAt].casino+1)
		}
		return nil
	}
	return fmt.Errorf("%w: %v: seat %d is to %s", ErrIllegal, a, cp, s.doing())
}

// doing says in a few words what the seat to act does.
func (s *State) doing() string {
	if s.phase == PhChip {
		return "choose a chip card"
	}
	return "pick cards"
}

// checkPick says why seat p may not place the cards of a, or nil.
func (s *State) checkPick(p int, a Action) error {
	if a.Kind != ActPick || a.Card != 0 || a.Note != 0 || a.Chip != 0 {
		return fmt.Errorf("%w: %v: seat %d is to pick cards", ErrIllegal, a, p)
	}
	if !a.Pick.Valid() {
		return fmt.Errorf("%w: %v: choose 1-2 cards, or up to %d cards that all show the same number", ErrIllegal, a, HandSize)
	}
	q := &s.seats[p]
	if q.hidden {
		// A view playing on for a seat whose hand it does not know: any
		// pick its unknown cards could make.
		if !q.deck.Contains(a.Pick) || a.Pick.Size() > int(q.nHand) {
			return fmt.Errorf("%w: %v: seat %d cannot hold these cards", ErrIllegal, a, p)
		}
		return nil
	}
	if !q.hand.Contains(a.Pick) {
		return fmt.Errorf("%w: %v: seat %d does not hold these cards", ErrIllegal, a, p)
	}
	return nil
}

// ApplyJoint reveals the picks of every seat in Acting (acts[i] is the pick
// of Acting()[i]) and places them together. On error nothing changes.
func (s *State) ApplyJoint(acts []Action) ([]Event, error) { return s.ApplyJointTo(acts, nil) }

// ApplyJointTo is ApplyJoint with the events appended to evs[:0] (see
// ApplyTo).
func (s *State) ApplyJointTo(acts []Action, evs []Event) ([]Event, error) {
	if s.CurrentPlayer() != engine.SimultaneousPlayer {
		return nil, fmt.Errorf("%w: nobody picks at once now", ErrIllegal)
	}
	var buf [MaxPlayers]int
	acting := s.ActingTo(buf[:0])
	if len(acts) != len(acting) {
		return nil, fmt.Errorf("%w: %d picks for %d seats picking", ErrIllegal, len(acts), len(acting))
	}
	for i, p := range acting {
		if err := s.checkPick(p, acts[i]); err != nil {
			return nil, err
		}
	}
	evs = evs[:0]
	var picks [MaxPlayers]Pick
	for i, p := range acting {
		picks[p] = acts[i].Pick
		evs = s.place(p, acts[i].Pick, evs)
	}
	s.queueClaims(&picks)
	return s.advance(evs), nil
}

// place puts seat p's pick at the casinos, discards the rest of its hand,
// and stops the seat if it now has StopAt or more cards placed.
func (s *State) place(p int, pk Pick, evs []Event) []Event {
	q := &s.seats[p]
	if q.hidden {
		q.deck.add(pk, -1)
	} else {
		q.hand.add(pk, -1)
	}
	q.placed.add(pk, 1)
	q.nHand -= uint8(pk.Size())
	evs = append(evs, s.event(Event{Kind: EvPlaced, Seat: int8(p), Pick: pk, Count: uint8(pk.Size())}))
	if q.nHand > 0 {
		d := Event{Kind: EvDiscarded, Seat: int8(p), Pick: q.hand, Count: q.nHand}
		q.glass.add(q.hand, 1)
		q.nGlass += q.nHand
		q.hand, q.nHand = Pick{}, 0
		evs = append(evs, s.event(d))
	}
	if n := q.placed.Size(); n >= StopAt {
		moved := s.DeckSize(p)
		if !q.hidden {
			q.glass.add(q.deck, 1)
			q.deck = Pick{}
		}
		q.nGlass += uint8(moved)
		q.stopped = true
		evs = append(evs, s.event(Event{Kind: EvStopped, Seat: int8(p), Count: uint8(n), Moved: uint8(moved)}))
	}
	return evs
}

// queueClaims lists the chip claims of the seats that just placed: for each
// casino in order 1-6, every seat with at least two dice in its
// pick there, the most dice first, equal ones in turn order from the
// round's start player (decision C7). The claims are given out next, in
// PhChip.
func (s *State) queueClaims(picks *[MaxPlayers]Pick) {
	s.phase, s.nClaims, s.claimAt = PhChip, 0, 0
	if !s.rules.Chips {
		return
	}
	for c := 0; c < NumCasinos; c++ {
		first := s.nClaims
		for i := 0; i < int(s.n); i++ {
			p := (int(s.start) + i) % int(s.n)
			if picks[p].DiceAt(c+1) < 2 {
				continue
			}
			s.claims[s.nClaims] = claim{seat: int8(p), casino: int8(c)}
			s.nClaims++
		}
		// Most dice first; a stable insertion sort keeps turn order.
		for i := first + 1; i < s.nClaims; i++ {
			for j := i; j > first && picks[s.claims[j-1].seat].DiceAt(c+1) < picks[s.claims[j].seat].DiceAt(c+1); j-- {
				s.claims[j-1], s.claims[j] = s.claims[j], s.claims[j-1]
			}
		}
	}
}

// takeChip gives the claiming seat a chip card of colour c from its casino.
func (s *State) takeChip(c casino.Chip, evs []Event) []Event {
	cl := s.claims[s.claimAt]
	s.chipsAt[cl.casino][c]--
	s.seats[cl.seat].chips[c]++
	s.claimAt++
	return append(evs, s.event(Event{Kind: EvChipTaken, Seat: cl.seat, Casino: uint8(cl.casino) + 1, Chip: c}))
}

// event stamps e with the round and turn.
func (s *State) event(e Event) Event {
	e.Round, e.Turn = s.round, s.turn
	return e
}
