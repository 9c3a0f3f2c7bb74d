package cards

import (
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// advance carries the game on through everything that needs no decision
// and no chance outcome, until one is due, appending what happens to evs.
func (s *State) advance(evs []Event) []Event {
	for {
		switch s.phase {
		case PhNotes:
			if s.dealt < NumCasinos*NotesPerCasino {
				return evs
			}
			s.dealt = 0
			if s.rules.Chips {
				s.phase = PhChips
				continue
			}
			evs = s.startTurn(evs)
		case PhChips:
			if s.dealt < NumCasinos && sum(s.chipPile[:]) > 0 {
				return evs
			}
			s.dealt = 0
			evs = s.startTurn(evs)
		case PhDraw:
			if p := s.drawer(); p >= 0 {
				s.cur = int8(p)
				return evs
			}
			s.phase = PhPick
			return evs
		case PhChip:
			var done bool
			if evs, done = s.resolveClaims(evs); !done {
				return evs
			}
			evs = s.endPlacement(evs)
		default:
			return evs
		}
	}
}

// sum adds up counts.
func sum(xs []uint8) int {
	n := 0
	for _, x := range xs {
		n += int(x)
	}
	return n
}

// drawer is the next seat that draws before the picks, or -1: in the
// simultaneous game every seat still playing, in turn order from the start
// player; in the sequential variation the seat to pick (decision C3).
func (s *State) drawer() int {
	if s.rules.Sequential {
		if s.needsDraw(int(s.cur)) {
			return int(s.cur)
		}
		return -1
	}
	for i := 0; i < int(s.n); i++ {
		if p := (int(s.start) + i) % int(s.n); s.needsDraw(p) {
			return p
		}
	}
	return -1
}

// needsDraw reports whether seat p, still playing, holds fewer than
// HandSize cards and has cards left to draw.
func (s *State) needsDraw(p int) bool {
	return s.active(p) && int(s.seats[p].nHand) < HandSize && s.DeckSize(p) > 0
}

// resolveClaims gives out the chip cards claimed this turn, in order. A
// claim at a casino with chip cards of one colour only takes one at once; a
// claim with a choice of colours stops for the seat's decision (done
// false); a claim at a casino without chip cards is lost.
func (s *State) resolveClaims(evs []Event) ([]Event, bool) {
	for s.claimAt < s.nClaims {
		cl := s.claims[s.claimAt]
		colours, last := 0, casino.Chip(0)
		for c, k := range s.chipsAt[cl.casino] {
			if k > 0 {
				colours++
				last = casino.Chip(c)
			}
		}
		switch colours {
		case 0:
			evs = append(evs, s.event(Event{Kind: EvNoChip, Seat: cl.seat, Casino: uint8(cl.casino) + 1}))
			s.claimAt++
		case 1:
			evs = s.takeChip(last, evs)
			evs[len(evs)-1].Auto = true
		default:
			s.cur = cl.seat
			return evs, false
		}
	}
	s.nClaims, s.claimAt = 0, 0
	return evs, true
}

// endPlacement moves on after a placement and its chip claims: to the next
// seat in the sequential variation, or to the next turn.
func (s *State) endPlacement(evs []Event) []Event {
	if s.rules.Sequential {
		s.seq++
		if s.nextSeq() {
			s.phase = PhDraw
			return evs
		}
	}
	if int(s.turn) >= Turns || s.allStopped() {
		return s.endRound(evs)
	}
	s.turn++
	return s.startTurn(evs)
}

// nextSeq moves the sequential variation to the next seat still playing
// this turn, and reports whether there is one.
func (s *State) nextSeq() bool {
	for ; int(s.seq) < int(s.n); s.seq++ {
		if p := (int(s.start) + int(s.seq)) % int(s.n); s.active(p) {
			s.cur = int8(p)
			return true
		}
	}
	return false
}

func (s *State) allStopped() bool {
	for p := 0; p < int(s.n); p++ {
		if s.active(p) {
			return false
		}
	}
	return true
}

// startTurn begins a turn: the seats draw, then pick.
func (s *State) startTurn(evs []Event) []Event {
	s.phase, s.seq = PhDraw, 0
	if s.rules.Sequential {
		s.nextSeq()
	}
	return append(evs, s.event(Event{Kind: EvTurn, Seat: -1}))
}

// endRound pays out every casino, then starts the next round or ends the
// game.
func (s *State) endRound(evs []Event) []Event {
	for c := 0; c < NumCasinos; c++ {
		evs = s.payout(c, evs)
	}
	evs = append(evs, s.event(Event{Kind: EvRoundEnded, Seat: -1}))
	if int(s.round) >= Rounds {
		s.phase = PhOver
		return append(evs, s.event(Event{Kind: EvGameEnded, Seat: -1}))
	}
	s.round++
	s.turn = 1
	s.start = (s.start + 1) % s.n
	s.phase, s.dealt = PhNotes, 0
	for p := 0; p < int(s.n); p++ {
		q := &s.seats[p]
		q.deck.add(q.hand, 1)
		q.deck.add(q.glass, 1)
		q.deck.add(q.placed, 1)
		q.hand, q.glass, q.placed = Pick{}, Pick{}, Pick{}
		q.nHand, q.nGlass, q.stopped = 0, 0, false
	}
	return evs
}

// payout pays casino c (0-5) with the family's rule: equal dice counts
// cancel and those cards go to the glasses; the most dice take the higher
// note, the second most the other; notes not won leave the game.
func (s *State) payout(c int, evs []Event) []Event {
	var cs []casino.Contender
	for p := 0; p < int(s.n); p++ {
		if d := s.seats[p].placed.DiceAt(c + 1); d > 0 {
			cs = append(cs, casino.Contender{Who: p, Units: d})
		}
	}
	pay := casino.Order(cs, false)
	for _, t := range pay.Ties {
		for p := 0; p < int(s.n); p++ {
			if t.Mask&(1<<uint(p)) != 0 {
				s.untie(p, c)
			}
		}
		evs = append(evs, s.event(Event{Kind: EvTie, Seat: -1, Casino: uint8(c) + 1, Mask: uint8(t.Mask), Count: uint8(t.Units)}))
	}
	hi, lo := s.notesAt[c][0], s.notesAt[c][1]
	if lo > hi {
		hi, lo = lo, hi
	}
	for rank, n := range [NotesPerCasino]Note{hi, lo} {
		if n == 0 {
			continue
		}
		if rank >= len(pay.Ranked) {
			evs = append(evs, s.event(Event{Kind: EvNoteReturned, Seat: -1, Casino: uint8(c) + 1, Note: n}))
			continue
		}
		w := pay.Ranked[rank]
		q := &s.seats[w.Who]
		q.money += int32(n.Dollars())
		q.notes[n-MinNote]++
		evs = append(evs, s.event(Event{Kind: EvNotePaid, Seat: int8(w.Who), Casino: uint8(c) + 1, Note: n, Rank: uint8(rank), Count: uint8(w.Units)}))
	}
	s.notesAt[c] = [NotesPerCasino]Note{}
	return evs
}

// untie moves seat p's cards at casino c (0-5) to its glass.
func (s *State) untie(p, c int) {
	q := &s.seats[p]
	var back Pick
	back[CardOf(c+1, false)] = q.placed[CardOf(c+1, false)]
	back[CardOf(c+1, true)] = q.placed[CardOf(c+1, true)]
	q.placed.add(back, -1)
	q.nGlass += uint8(back.Size())
	if q.hidden {
		q.deck.add(back, 1) // the unknown pool holds the glass in a view
	} else {
		q.glass.add(back, 1)
	}
}
