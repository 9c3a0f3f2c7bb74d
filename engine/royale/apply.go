package royale

import (
	"fmt"
	"sort"
)

// actor is the seat that decides now (a decision phase).
func (s *State) actor() int {
	if s.ph == phPlace {
		return int(s.turn)
	}
	return s.tileActor()
}

// Legal lists the actions of the seat to act, sorted (by kind, then
// argument). It is empty at chance nodes and at the end.
func (s *State) Legal() []Action { return s.LegalTo(nil) }

// LegalTo is Legal appending to out (a caller's buffer, for search).
func (s *State) LegalTo(out []Action) []Action {
	if s.CurrentPlayer() < 0 {
		return out
	}
	if s.ph != phPlace {
		return append(out, s.tileLegal()...)
	}
	if !s.canPlace() {
		// Only a closed casino's face shows: the seat passes, for free,
		// and keeps its dice (No Entry!, R23); it cannot pay to sit out
		// (R31).
		return append(out, Action{Kind: ActPass})
	}
	for f := 1; f <= 6; f++ {
		if s.roll.Has(f) && s.open(f) {
			out = append(out, Place(f))
		}
	}
	if s.chips[s.turn] > 0 {
		out = append(out, SitOut())
	}
	return out
}

// Apply applies a decision or a chance outcome and returns what happened.
// On error it changes nothing.
func (s *State) Apply(a Action) ([]Event, error) { return s.ApplyTo(a, nil) }

// ApplyTo is Apply appending the events to evs (a caller's buffer, for
// search); on error it returns evs as it was.
func (s *State) ApplyTo(a Action, evs []Event) ([]Event, error) {
	c := *s
	out, err := c.apply(a, evs)
	if err != nil {
		return evs, err
	}
	*s = c
	return out, nil
}

func (s *State) apply(a Action, evs []Event) ([]Event, error) {
	switch s.ph {
	case phOver:
		return nil, fmt.Errorf("%w: %v: the game is over", ErrIllegal, a)
	case phTile:
		if a.Kind != ActTile || !s.canDrawTile(int(a.X)) {
			return nil, fmt.Errorf("%w: %v: a tile side that can be drawn is due", ErrIllegal, a)
		}
		s.tile[s.step] = int8(a.X)
		evs = append(evs, Event{Kind: EvTile, C: int8(s.step) + 1, Tile: int8(a.X), Who: -1})
		if s.step++; s.step == s.tiles {
			s.step, s.ph = 0, phDeal
		}
		return evs, nil
	case phDeal, phAside:
		return s.applyCard(a, evs)
	case phNeutral, phRoll:
		return s.applyRoll(a, evs)
	case phPlace:
		return s.applyPlace(a, evs)
	}
	return s.applyTile(a, evs)
}

func (s *State) canDrawTile(t int) bool {
	ts, n := s.drawableTiles()
	for _, d := range ts[:n] {
		if int(d) == t {
			return true
		}
	}
	return false
}

func (s *State) applyCard(a Action, evs []Event) ([]Event, error) {
	if a.Kind != ActCard || a.X < minCard || a.X > maxCard || s.deck[a.X] == 0 {
		return nil, fmt.Errorf("%w: %v: a card left in the pile is due", ErrIllegal, a)
	}
	s.deck[a.X]--
	if s.ph == phAside {
		s.aside[a.X]++
		evs = append(evs, Event{Kind: EvAside, Who: -1, Tile: -1})
		if s.step++; s.step == 4*Casinos {
			s.bank, s.deck, s.aside = s.deck, s.aside, Cards{}
			evs = append(evs, Event{Kind: EvBank, Who: -1, Tile: -1, N: int32(s.bank.N())})
			return s.afterDeal(evs), nil
		}
		return evs, nil
	}
	s.dealt[s.step] = a.X
	evs = append(evs, Event{Kind: EvCard, Who: -1, Tile: -1, Value: int32(a.X) * Unit})
	if s.step++; s.step < pairsDealt {
		return evs, nil
	}
	evs = s.placePairs(evs)
	s.step = 0
	if s.main && s.round == 0 {
		s.ph = phAside
		return evs, nil
	}
	return s.afterDeal(evs), nil
}

// placePairs puts the 6 pairs dealt (cards 1+2, 3+4, ...) beside the
// casinos: the highest total on casino 6 down to the lowest on casino 1;
// equal totals go by the higher single card.
func (s *State) placePairs(evs []Event) []Event {
	var pairs [Casinos][2]uint8
	for i := range pairs {
		a, b := s.dealt[2*i], s.dealt[2*i+1]
		pairs[i] = [2]uint8{max(a, b), min(a, b)}
	}
	sort.SliceStable(pairs[:], func(i, j int) bool {
		ti, tj := pairs[i][0]+pairs[i][1], pairs[j][0]+pairs[j][1]
		if ti != tj {
			return ti > tj
		}
		return pairs[i][0] > pairs[j][0]
	})
	for i := range pairs {
		c := Casinos - 1 - i
		s.pair[c] = pairs[i]
		evs = append(evs, Event{Kind: EvPair, Who: -1, Tile: -1, C: int8(c + 1), Value: int32(pairs[i][0]) * Unit, N: int32(pairs[i][1]) * Unit})
	}
	s.dealt = [pairsDealt]uint8{}
	return evs
}

// afterDeal gives the round's chips, sets up the tiles and rolls the
// neutral dice or starts the first turn.
func (s *State) afterDeal(evs []Event) []Event {
	for p := 0; p < int(s.n); p++ {
		s.chips[p] += ChipsPerRound
		s.chipsIn += ChipsPerRound
		evs = append(evs, Event{Kind: EvChips, Who: int8(p), Tile: -1, N: ChipsPerRound})
	}
	evs = s.setupTiles(evs)
	if s.n == 2 {
		s.ph = phNeutral
		return evs
	}
	return s.startTurns(evs)
}

func (s *State) startTurns(evs []Event) []Event {
	evs = append(evs, Event{Kind: EvStart, Who: int8(s.start), Tile: -1, N: int32(s.round) + 1})
	return s.beginTurn(int(s.start), evs)
}

// beginTurn starts seat p's turn: it rolls (or decides first, with a tile's
// token).
func (s *State) beginTurn(p int, evs []Event) []Event {
	s.turn = uint8(p)
	s.roll = Roll{}
	s.ph = phRoll
	return s.turnStartHook(evs)
}

func (s *State) applyRoll(a Action, evs []Event) ([]Event, error) {
	n, big := s.rollDice()
	if a.Kind != ActRoll || int(a.Roll.N()) != n+b2i(big) || (a.Roll.Big != 0) != big || a.Roll.Big > 6 {
		return nil, fmt.Errorf("%w: %v: a roll of %d dice%s is due", ErrIllegal, a, n, bigText(big))
	}
	if s.ph == phNeutral {
		evs = append(evs, Event{Kind: EvRoll, Who: Neutral, Tile: -1, Roll: a.Roll})
		for f := 1; f <= 6; f++ {
			d := Dice{Reg: a.Roll.C[f-1], Big: uint8(b2i(int(a.Roll.Big) == f))}
			if d.N() > 0 {
				s.addDice(f-1, Neutral, d)
				evs = append(evs, Event{Kind: EvPlace, Who: Neutral, C: int8(f), Tile: -1, N: int32(d.N()), Mask: d.Big})
			}
		}
		return s.startTurns(evs), nil
	}
	s.roll = a.Roll
	s.ph = phPlace
	evs = append(evs, Event{Kind: EvRoll, Who: int8(s.turn), Tile: -1, Roll: a.Roll})
	return evs, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func bigText(big bool) string {
	if big {
		return " and the Biggy"
	}
	return ""
}

func (s *State) applyPlace(a Action, evs []Event) ([]Event, error) {
	p := int(s.turn)
	switch {
	case a == Place(int(a.X)) && s.roll.Has(int(a.X)) && s.open(int(a.X)):
		f := int(a.X)
		d := Dice{Reg: s.roll.C[f-1]}
		if int(s.roll.Big) == f {
			d.Big = 1
		}
		s.supply[p].Reg -= d.Reg
		s.supply[p].Big -= d.Big
		s.addDice(f-1, p, d)
		evs = append(evs, Event{Kind: EvPlace, Who: int8(p), C: int8(f), Tile: -1, N: int32(d.N()), Mask: d.Big})
		// What is left of the roll, and the dice just placed, stay known
		// until the turn ends (Nice Dice).
		s.roll.C[f-1] = 0
		if d.Big > 0 {
			s.roll.Big = 0
		}
		s.last, s.lastF = d, uint8(f)
		return s.activate(f-1, evs)
	case a == SitOut() && s.chips[p] > 0 && s.canPlace():
		s.chips[p]--
		s.chipsOut++
		evs = append(evs, Event{Kind: EvSitOut, Who: int8(p), Tile: -1})
		return s.endTurn(evs), nil
	}
	if !s.canPlace() {
		if a == (Action{Kind: ActPass}) {
			evs = append(evs, Event{Kind: EvPass, Who: int8(p), Tile: -1})
			return s.endTurn(evs), nil
		}
		return nil, fmt.Errorf("%w: %v: the roll (%s) shows no open casino: pass, for free (no chip is paid)", ErrIllegal, a, s.roll)
	}
	return nil, fmt.Errorf("%w: %v: place a face rolled (%s) on an open casino, or sit out with a chip", ErrIllegal, a, s.roll)
}

// canPlace reports whether the roll shows the face of an open casino.
func (s *State) canPlace() bool {
	for f := 1; f <= 6; f++ {
		if s.roll.Has(f) && s.open(f) {
			return true
		}
	}
	return false
}

// addDice puts d of owner in casino c (0-5).
func (s *State) addDice(c, owner int, d Dice) {
	x := &s.dice[c][owner]
	x.Reg += d.Reg
	x.Big += d.Big
	x.Blk += d.Blk
}

// endTurn passes the turn to the next seat clockwise that has dice left,
// or pays out when nobody has.
func (s *State) endTurn(evs []Event) []Event {
	s.roll, s.last, s.lastF = Roll{}, Dice{}, 0
	for i := 1; i <= int(s.n); i++ {
		p := (int(s.turn) + i) % int(s.n)
		if s.supply[p].N() > 0 {
			return s.beginTurn(p, evs)
		}
	}
	return s.payout(evs)
}
