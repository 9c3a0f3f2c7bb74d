package royale

import "github.com/lasvegas-dice/lasvegas/engine/casino"

// ranking is the one payout rule (engine/casino Resolve) applied to the
// owners' dice in casino c (0-5), without allocating: order[:m] are the
// owners left after equal counts cancel, best first.
type ranking struct {
	keys  [owners]int32
	tied  [owners]bool
	order [owners]int
	m     int
}

func (s *State) rank(c int) (r ranking) {
	for o := 0; o < owners; o++ {
		r.keys[o] = int32(s.dice[c][o].Units())
	}
	r.m = casino.Resolve(r.keys[:], r.tied[:], r.order[:])
	return r
}

// ties appends an event for each group of owners that cancelled.
func (r *ranking) ties(c int, evs []Event) []Event {
	var done [owners]bool
	for o := 0; o < owners; o++ {
		if !r.tied[o] || done[o] {
			continue
		}
		var mask uint8
		for o2 := o; o2 < owners; o2++ {
			if r.tied[o2] && r.keys[o2] == r.keys[o] {
				mask |= 1 << o2
				done[o2] = true
			}
		}
		evs = append(evs, Event{Kind: EvTie, Who: -1, C: int8(c + 1), Tile: -1, Mask: mask, N: r.keys[o]})
	}
	return evs
}

// payout starts the payout: the tiles' before-payout steps (casinos 1 to
// 6), then the casinos 6 down to 1, each with its tile's payout, then the
// end of the round (R12).
func (s *State) payout(evs []Event) []Event {
	s.pay = payCursor{stage: 1, first: -1}
	s.ph = phPayout
	return s.runPayout(evs)
}

// runPayout goes on with the payout until a tile waits for a decision or a
// roll, or the round ends.
func (s *State) runPayout(evs []Event) []Event {
	for s.pay.stage == 1 && s.pay.i < Casinos {
		c := int(s.pay.i)
		s.pay.i++
		var wait bool
		if evs, wait = s.beforePayout(c, evs); wait {
			return evs
		}
	}
	if s.pay.stage == 1 {
		s.pay.stage, s.pay.i = 2, Casinos-1
	}
	for s.pay.stage == 2 && s.pay.i >= 0 {
		c := int(s.pay.i)
		s.pay.i--
		var w int
		evs, w = s.payCasino(c, evs)
		if s.pay.first < 0 && w >= 0 {
			s.pay.first = int8(w)
		}
		var wait bool
		if evs, wait = s.duringPayout(c, w, evs); wait {
			return evs
		}
	}
	if s.pay.stage == 2 {
		s.pay.stage, s.pay.i = 3, 0
	}
	// Stage 3, the round's end: Bad Luck's payments, from the start player
	// clockwise.
	for s.pay.i < int8(s.n) {
		q := (int(s.start) + int(s.pay.i)) % int(s.n)
		s.pay.i++
		if s.tv.badLuck&(1<<q) != 0 && s.badLuckPay(q, &evs) {
			return evs
		}
	}
	first := int(s.pay.first)
	s.pay = payCursor{}
	return s.endRound(first, evs)
}

// payCasino pays casino c (0-5) by the one payout rule: equal counts cancel,
// the most dice win the higher card, the runner-up the lower. It returns
// the events and the seat that won the higher card (-1 if none did).
func (s *State) payCasino(c int, evs []Event) ([]Event, int) {
	r := s.rank(c)
	evs = r.ties(c, evs)
	winner := -1
	for i, card := range s.pair[c] {
		if card == 0 {
			continue
		}
		if i >= r.m {
			evs = append(evs, Event{Kind: EvUnclaimed, Who: -1, C: int8(c + 1), Tile: -1, Value: int32(card) * Unit, N: int32(b2i(s.main))})
			s.putBack(card)
			continue
		}
		who := r.order[i]
		evs = append(evs, Event{Kind: EvWin, Who: int8(who), C: int8(c + 1), Tile: -1, Value: int32(card) * Unit})
		if who >= Neutral {
			evs = append(evs, Event{Kind: EvImaginary, Who: int8(who), C: int8(c + 1), Tile: -1, Value: int32(card) * Unit, N: int32(b2i(s.main))})
			s.putBack(card)
			continue
		}
		s.won[who][card]++
		if i == 0 {
			winner = who
		}
	}
	s.pair[c] = [2]uint8{}
	return evs, winner
}

// putBack returns a card nobody (or an imaginary player) won: under the
// pile in the basic game, to the bank in the main game (R6).
func (s *State) putBack(card uint8) {
	if s.main {
		s.bank[card]++
		return
	}
	s.under[card]++
}

// endRound sets the next round's start player and begins it, or ends the
// game. first is the seat that won the highest casino's higher card
// (-1: no seat won a higher card; R4).
func (s *State) endRound(first int, evs []Event) []Event {
	if first < 0 {
		first = (int(s.start) + 1) % int(s.n)
	}
	s.start = uint8(first)
	s.round++
	if s.round == Rounds {
		s.ph = phOver
		s.dice = [Casinos][owners]Dice{}
		s.tile = [Casinos]int8{-1, -1, -1, -1, -1, -1}
		s.resetTiles()
		return append(evs, Event{Kind: EvGameOver, Who: -1, Tile: -1})
	}
	s.beginRound()
	return evs
}

// Contender is one participant of a payout (engine/casino).
type Contender = casino.Contender

// payLikeCasino pays a tile's own payout (tile t beside casino c) by the
// one payout rule: equal counts cancel, the rest rank, and rank i gets
// amounts[i] from the bank.
func (s *State) payLikeCasino(c int, t int8, cs []Contender, amounts [2]int, evs []Event) []Event {
	p := casino.Order(cs, false)
	for _, g := range p.Ties {
		evs = append(evs, Event{Kind: EvTie, Who: -1, C: int8(c + 1), Tile: t, Mask: uint8(g.Mask), N: int32(g.Units)})
	}
	for i, w := range p.Ranked {
		if i < len(amounts) {
			evs = s.payBank(w.Who, amounts[i], t, evs)
		}
	}
	return evs
}
