package royale

import "fmt"

// High Five (C1): the seat whose activation brings its dice in the casino
// to five (the Biggy counting two) takes the token, if it is still on the
// tile; it pays $100,000 from the bank during the payout.
func (s *State) highFive(p, c int, evs []Event) []Event {
	d := s.dice[c][p]
	if s.tv.highFive >= 0 || int(d.Reg)+2*int(d.Big) < 5 {
		return evs
	}
	s.tv.highFive = int8(p)
	return append(evs, Event{Kind: EvHighFive, Who: int8(p), C: int8(c + 1), Tile: tC1})
}

// Pay Day (D1): $10,000 for each casino that holds a die of the seat's
// colour; $10k or $20k are paid as 1 or 2 chips, $30k-$60k from the bank.
func (s *State) payDay(p int, evs []Event) []Event {
	n := 0
	for c := range s.dice {
		if d := s.dice[c][p]; d.Reg+d.Big > 0 {
			n++
		}
	}
	if n <= 2 {
		return s.giveChips(p, n, tD1, evs)
	}
	return s.payBank(p, n*Unit, tD1, evs)
}

// Jackpot (A2): a sum of 7 or a double pays the counter's amount from the
// bank and puts it back to $30,000; anything else moves it up $10,000, to
// $80,000 at most.
func (s *State) jackpot(p int, r Roll, evs []Event) []Event {
	lo, hi := 0, 0
	for f := 6; f >= 1; f-- {
		for range r.C[f-1] {
			lo, hi = f, max(hi, f)
		}
	}
	if lo+hi == 7 || lo == hi {
		evs = s.payBank(p, int(s.tv.jackpot)*Unit, tA2, evs)
		s.tv.jackpot = jackpotStart
	} else {
		s.tv.jackpot = min(s.tv.jackpot+1, jackpotMax)
	}
	return append(evs, Event{Kind: EvJackpot, Who: -1, Tile: tA2, Value: int32(s.tv.jackpot) * Unit})
}

// Double Down (G2): the activating seat may move any of its dice in the
// casino onto the tile ("double 2b": two dice and the Biggy; "double 0":
// none).
func (s *State) doubleLegal() []Action {
	d := s.dice[s.ctx.c][s.ctx.by]
	var out []Action
	for n := uint8(0); n <= d.Reg; n++ {
		out = append(out, Action{Kind: ActDouble, X: n})
		if d.Big > 0 {
			out = append(out, Action{Kind: ActDouble, X: n, Y: 1})
		}
	}
	return out
}

func (s *State) applyDouble(a Action, evs []Event) ([]Event, error) {
	c, p := int(s.ctx.c), int(s.ctx.by)
	d := &s.dice[c][p]
	if a.Kind != ActDouble || a.X > d.Reg || a.Y > d.Big {
		return nil, fmt.Errorf("%w: %v: move some of your %d dice%s onto Double Down (\"double N\", \"double Nb\")", ErrIllegal, a, d.Reg, bigText(d.Big > 0))
	}
	d.Reg -= a.X
	d.Big -= a.Y
	s.tv.double[p].Reg += a.X
	s.tv.double[p].Big += a.Y
	evs = append(evs, Event{Kind: EvDouble, Who: int8(p), C: int8(c + 1), Tile: tG2, N: int32(a.X + a.Y), Mask: a.Y})
	return s.tileDone(evs), nil
}

// payDoubleDown pays the dice on Double Down like a casino: after equal
// counts cancel, $60,000 and $30,000 from the bank.
func (s *State) payDoubleDown(c int, evs []Event) []Event {
	var cs []Contender
	for p := 0; p < int(s.n); p++ {
		if u := s.tv.double[p].Units(); u > 0 {
			cs = append(cs, Contender{Who: p, Units: u})
		}
	}
	return s.payLikeCasino(c, tG2, cs, [2]int{doubleDownUnits[0] * Unit, doubleDownUnits[1] * Unit}, evs)
}
