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
// bank gives change in cards, the largest that fit first (chips are never
// change; what no card fits is lost).
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
	change := paid - int(s.ctx.a)
	for v := min(change, maxCard); v >= minCard; v-- {
		for s.bank[v] > 0 && v <= change {
			s.bank[v]--
			s.won[q][v]++
			change -= v
			evs = append(evs, Event{Kind: EvChange, Who: int8(q), Tile: tC2, Value: int32(v) * Unit})
		}
	}
	return s.tileDone(evs), nil
}
