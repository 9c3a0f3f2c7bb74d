package royale

import "fmt"

// prize is a tile's reward: chips, or an amount from the bank (units).
type prize struct{ chips, units uint8 }

// give pays seat p the prize (tile t).
func (s *State) give(p int, z prize, t int8, evs []Event) []Event {
	if z.chips > 0 {
		evs = s.giveChips(p, int(z.chips), t, evs)
	}
	if z.units > 0 {
		evs = s.payBank(p, int(z.units)*Unit, t, evs)
	}
	return evs
}

func rollSum(r Roll) int {
	sum := 0
	for f, k := range r.C {
		sum += (f + 1) * int(k)
	}
	return sum
}

// fiftyRolled goes on with Fifty Fifty (B2) after a roll of the black
// dice. ctx.a is the counter's space (0 = space 1), ctx.b the last sum,
// ctx.stage 0 for the first roll, 2 or 3 after a bet on higher or lower.
func (s *State) fiftyRolled(r Roll, evs []Event) []Event {
	sum := uint8(rollSum(r))
	p := s.ctx.by
	if s.ctx.stage != 0 {
		won := (s.ctx.stage == 2 && sum > s.ctx.b) || (s.ctx.stage == 3 && sum < s.ctx.b)
		if !won {
			evs = append(evs, Event{Kind: EvFifty, Who: p, Tile: tB2, N: -1, Value: int32(sum)})
			return s.tileDone(evs)
		}
		s.ctx.a++
	}
	s.ctx.b, s.ctx.stage = sum, 1
	evs = append(evs, Event{Kind: EvFifty, Who: p, Tile: tB2, N: int32(s.ctx.a) + 1, Value: int32(sum)})
	if int(s.ctx.a) == len(fiftyTrack)-1 {
		return s.tileDone(s.give(int(p), fiftyTrack[s.ctx.a], tB2, evs)) // the last space: R19
	}
	s.ph = phTileAct
	return evs
}

func (s *State) fiftyLegal() []Action {
	return []Action{{Kind: ActFifty, X: 0}, {Kind: ActFifty, X: 1}, {Kind: ActFifty, X: 2}}
}

func (s *State) applyFifty(a Action, evs []Event) ([]Event, error) {
	if a.Kind != ActFifty || a.X > 2 {
		return nil, fmt.Errorf("%w: %v: Fifty Fifty: stop, higher or lower", ErrIllegal, a)
	}
	if a.X == 0 {
		return s.tileDone(s.give(int(s.ctx.by), fiftyTrack[s.ctx.a], tB2, evs)), nil
	}
	s.ctx.stage = a.X + 1
	s.ph = phTileRoll
	return append(evs, Event{Kind: EvBet, Who: s.ctx.by, Tile: tB2, N: int32(a.X)}), nil
}

// niceSource says where a die showing f (big: the Biggy) that Nice Dice
// (H1, casino c) may take comes from: the dice rolled this turn and not
// placed, or those just placed in this casino (R20).
func (s *State) niceSource(f int, big bool) (fromRoll, ok bool) {
	c, p := int(s.ctx.c), int(s.ctx.by)
	if big {
		if int(s.roll.Big) == f {
			return true, true
		}
		return false, f == c+1 && int(s.lastF) == f && s.last.Big > 0 && s.dice[c][p].Big > 0
	}
	if s.roll.C[f-1] > 0 {
		return true, true
	}
	return false, f == c+1 && int(s.lastF) == f && s.last.Reg > 0 && s.dice[c][p].Reg > 0
}

func (s *State) niceLegal() []Action {
	out := []Action{{Kind: ActNice}}
	for f := 1; f <= 6; f++ {
		if s.tv.nice[f-1] != 0 && !s.open(f) {
			continue // the die there could not go to its casino (R20)
		}
		for y := uint8(0); y <= 1; y++ {
			if _, ok := s.niceSource(f, y == 1); ok {
				out = append(out, Action{Kind: ActNice, X: uint8(f), Y: y})
			}
		}
	}
	return out
}

func (s *State) applyNice(a Action, evs []Event) ([]Event, error) {
	if a.Kind != ActNice || a.X > 6 || a.Y > 1 {
		return nil, fmt.Errorf("%w: %v: Nice Dice: \"nice F\", \"nice Fb\" or \"nice none\"", ErrIllegal, a)
	}
	if a.X == 0 {
		return s.tileDone(evs), nil
	}
	f, big := int(a.X), a.Y == 1
	fromRoll, ok := s.niceSource(f, big)
	if !ok || (s.tv.nice[f-1] != 0 && !s.open(f)) {
		return nil, fmt.Errorf("%w: %v: no die showing %d of yours can go on Nice Dice", ErrIllegal, a, f)
	}
	c, p := int(s.ctx.c), int(s.ctx.by)
	d := Dice{Reg: 1 - a.Y, Big: a.Y}
	switch {
	case fromRoll && big:
		s.roll.Big, s.supply[p].Big = 0, 0
	case fromRoll:
		s.roll.C[f-1]--
		s.supply[p].Reg--
	default:
		s.dice[c][p].Reg -= d.Reg
		s.dice[c][p].Big -= d.Big
		s.last.Reg -= d.Reg
		s.last.Big -= d.Big
	}
	if o := s.tv.nice[f-1]; o != 0 {
		moved := Dice{Reg: 1 - s.tv.niceBig>>(f-1)&1, Big: s.tv.niceBig >> (f - 1) & 1}
		s.addDice(f-1, int(o)-1, moved)
		evs = append(evs, Event{Kind: EvNiceOut, Who: o - 1, C: int8(f), Tile: tH1})
	}
	s.tv.nice[f-1] = int8(p) + 1
	s.tv.niceBig = s.tv.niceBig&^(1<<(f-1)) | a.Y<<(f-1)
	evs = append(evs, Event{Kind: EvNice, Who: int8(p), C: int8(f), Tile: tH1, Mask: a.Y})
	return s.tileDone(evs), nil
}

// payNice pays every die on Nice Dice its space's prize and gives it back.
func (s *State) payNice(evs []Event) []Event {
	for f, o := range s.tv.nice {
		if o != 0 {
			big := s.tv.niceBig >> f & 1
			s.supply[o-1].Reg += 1 - big
			s.supply[o-1].Big += big
			evs = s.give(int(o)-1, nicePrizes[f], tH1, evs)
		}
	}
	s.tv.nice, s.tv.niceBig = [6]int8{}, 0
	return evs
}
