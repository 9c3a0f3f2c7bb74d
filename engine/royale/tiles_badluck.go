package royale

import "fmt"

// markBadLuck (C2, before the payout): the seats with the fewest dice in
// the casino, before equal counts cancel and counting seats with none,
// will owe $50,000 at the round's end (R30).
func (s *State) markBadLuck(c int, evs []Event) []Event {
	low := -1
	for p := 0; p < int(s.n); p++ {
		if u := s.dice[c][p].Units(); low < 0 || u < low {
			low = u
		}
	}
	for p := 0; p < int(s.n); p++ {
		if s.dice[c][p].Units() == low {
			s.tv.badLuck |= 1 << p
		}
	}
	return append(evs, Event{Kind: EvBadLuck, Who: -1, C: int8(c + 1), Tile: tC2, Mask: s.tv.badLuck, N: int32(low)})
}

// badLuckPay starts seat q's payment of Bad Luck: a seat with $50,000 or
// less pays everything at once; another chooses cards and chips to give
// until the debt is paid (it reports true: a decision is due).
func (s *State) badLuckPay(q int, evs *[]Event) bool {
	if s.Money(q) <= badLuckDebt*Unit {
		*evs = append(*evs, Event{Kind: EvBadPay, Who: int8(q), Tile: tC2, N: 2, Value: int32(s.Money(q))})
		s.bank.add(&s.won[q])
		s.won[q] = Cards{}
		s.chipsOut += s.chips[q]
		s.chips[q] = 0
		return false
	}
	s.ctx = tctx{t: tC2, c: int8(s.tileCasino(tC2)), who: int8(q), by: int8(q), a: badLuckDebt}
	s.ph = phTileAct
	return true
}

func (s *State) badLuckLegal() []Action {
	q := int(s.ctx.by)
	var out []Action
	if s.chips[q] > 0 {
		out = append(out, Action{Kind: ActPay})
	}
	for v := minCard; v <= maxCard; v++ {
		if s.won[q][v] > 0 {
			out = append(out, Action{Kind: ActPay, X: uint8(v)})
		}
	}
	return out
}

// applyBadLuck takes one card or chip of the debt; once it is paid, the
// bank gives change in cards (changeFor; chips are never change; what its
// cards cannot make is lost).
func (s *State) applyBadLuck(a Action, evs []Event) ([]Event, error) {
	q := int(s.ctx.by)
	if a.Kind != ActPay || !containsAction(s.badLuckLegal(), a) {
		return nil, fmt.Errorf("%w: %v: Bad Luck: pay a card you have (\"pay 50k\") or a chip (\"pay chip\")", ErrIllegal, a)
	}
	paid := int(a.X)
	if a.X == 0 {
		s.chips[q]--
		s.chipsOut++
		paid = 1
	} else {
		s.won[q][a.X]--
		s.bank[a.X]++
	}
	evs = append(evs, Event{Kind: EvBadPay, Who: int8(q), Tile: tC2, N: int32(b2i(a.X == 0)), Value: int32(paid) * Unit})
	if paid < int(s.ctx.a) {
		s.ctx.a -= uint8(paid)
		return evs, nil
	}
	change := s.changeFor(paid - int(s.ctx.a))
	for v := maxCard; v >= minCard; v-- {
		for range change[v] {
			s.bank[v]--
			s.won[q][v]++
			evs = append(evs, Event{Kind: EvChange, Who: int8(q), Tile: tC2, Value: int32(v) * Unit})
		}
	}
	return s.tileDone(evs), nil
}

// changeFor is the cards the bank gives as change for units owed: with
// exact change (R33) the combination of its cards with the largest sum up
// to units, among equal sums the fewest cards, then the largest cards;
// else, as records before it, the largest card that fits first (R30).
func (s *State) changeFor(units int) Cards {
	var best, cur Cards
	if !s.exact {
		for v := min(units, maxCard); v >= minCard; v-- {
			for cur[v] < s.bank[v] && v <= units {
				cur[v]++
				units -= v
			}
		}
		return cur
	}
	bestSum := 0
	var try func(v, left int)
	try = func(v, left int) {
		if v < minCard {
			if sum := units - left; sum > bestSum || sum == bestSum && betterChange(cur, best) {
				best, bestSum = cur, sum
			}
			return
		}
		for k := min(int(s.bank[v]), left/v); k >= 0; k-- {
			cur[v] = uint8(k)
			try(v-1, left-k*v)
		}
		cur[v] = 0
	}
	try(min(units, maxCard), units)
	return best
}

// betterChange reports whether a, of the same sum as b, has fewer cards,
// or as many and larger ones (compared from the largest card down).
func betterChange(a, b Cards) bool {
	if a.N() != b.N() {
		return a.N() < b.N()
	}
	for v := maxCard; v >= minCard; v-- {
		if a[v] != b[v] {
			return a[v] > b[v]
		}
	}
	return false
}
