package royale

import "github.com/lasvegas-dice/lasvegas/engine/casino"

// contenders lists the owners with dice in casino c (0-5), seats first,
// then the neutral player, then the grey dice.
func (s *State) contenders(c int) []casino.Contender {
	var out []casino.Contender
	for o := 0; o < owners; o++ {
		if u := s.dice[c][o].Units(); u > 0 {
			out = append(out, casino.Contender{Who: o, Units: u})
		}
	}
	return out
}

// payout pays every casino, 6 down to 1, and ends the round.
func (s *State) payout(evs []Event) []Event {
	first := -1
	for c := Casinos - 1; c >= 0; c-- {
		var w int
		evs, w = s.payCasino(c, evs)
		if first < 0 && w >= 0 {
			first = w
		}
	}
	return s.endRound(first, evs)
}

// payCasino pays casino c (0-5) by the one payout rule: equal counts cancel,
// the most dice win the higher card, the runner-up the lower. It returns
// the events and the seat that won the higher card (-1 if none did).
func (s *State) payCasino(c int, evs []Event) ([]Event, int) {
	p := casino.Order(s.contenders(c), false)
	for _, t := range p.Ties {
		evs = append(evs, Event{Kind: EvTie, Who: -1, C: int8(c + 1), Tile: -1, Mask: uint8(t.Mask), N: int32(t.Units)})
	}
	winner := -1
	for i, card := range s.pair[c] {
		if card == 0 {
			continue
		}
		if i >= len(p.Ranked) {
			evs = append(evs, Event{Kind: EvUnclaimed, Who: -1, C: int8(c + 1), Tile: -1, Value: int32(card) * Unit, N: int32(b2i(s.main))})
			s.putBack(card)
			continue
		}
		who := p.Ranked[i].Who
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
		return append(evs, Event{Kind: EvGameOver, Who: -1, Tile: -1})
	}
	s.beginRound()
	return evs
}
