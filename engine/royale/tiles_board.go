package royale

import "fmt"

// tileCasino is the casino (0-5) beside which tile t lies, or -1.
func (s *State) tileCasino(t int8) int {
	for c, x := range s.tile {
		if x == t {
			return c
		}
	}
	return -1
}

// majority is the owner that alone has the most dice in casino c, or -1.
func (s *State) majority(c int) int {
	best, who := 0, -1
	for o := 0; o < owners; o++ {
		switch u := s.dice[c][o].Units(); {
		case u > best:
			best, who = u, o
		case u == best && u > 0:
			who = -1
		}
	}
	return who
}

// takePower (D2, when activated): the seat that alone has the most dice in
// the casino takes the token, from the tile or from another seat.
func (s *State) takePower(p, c int, evs []Event) []Event {
	if s.majority(c) != p || s.tv.power == int8(p) {
		return evs
	}
	s.tv.power = int8(p)
	return append(evs, Event{Kind: EvPower, Who: int8(p), C: int8(c + 1), Tile: tD2})
}

// checkPower returns the Power Play token to the tile when nobody has a
// clear majority in its casino any more (R21).
func (s *State) checkPower(evs []Event) []Event {
	if s.tv.power < 0 {
		return evs
	}
	if c := s.tileCasino(tD2); c >= 0 && s.majority(c) < 0 {
		evs = append(evs, Event{Kind: EvPowerBack, Who: s.tv.power, C: int8(c + 1), Tile: tD2})
		s.tv.power = -1
	}
	return evs
}

// turnStartHook: the Power Play token's holder, at its next turn, may pass
// and instead rotate one of its remaining dice and place it (R21).
func (s *State) turnStartHook(evs []Event) []Event {
	p := int(s.turn)
	if !s.main || s.tv.power != int8(p) || s.supply[p].N() == 0 {
		return evs
	}
	s.ctx = tctx{t: tD2, c: int8(s.tileCasino(tD2)), who: int8(p), by: int8(p), stage: 1}
	s.ph = phTileAct
	return evs
}

// rotateLegal lists "ACT F" and "ACT Fb" for the seat's remaining dice
// rotated to an open casino's face.
func (s *State) rotateLegal(kind ActKind, p int, out []Action) []Action {
	d := s.supply[p]
	for f := 1; f <= 6; f++ {
		if !s.open(f) {
			continue
		}
		if d.Reg > 0 {
			out = append(out, Action{Kind: kind, X: uint8(f)})
		}
		if d.Big > 0 {
			out = append(out, Action{Kind: kind, X: uint8(f), Y: 1})
		}
	}
	return out
}

// rotate moves one of seat p's remaining dice (the Biggy if a.Y is 1)
// into casino a.X, checking that it may.
func (s *State) rotate(a Action, p int, evs []Event) ([]Event, error) {
	d := Dice{Reg: 1 - min(a.Y, 1), Big: min(a.Y, 1)}
	if a.X < 1 || a.X > 6 || a.Y > 1 || !s.open(int(a.X)) || s.supply[p].Reg < d.Reg || s.supply[p].Big < d.Big {
		return nil, fmt.Errorf("%w: %v: rotate one of your remaining dice to an open casino", ErrIllegal, a)
	}
	s.supply[p].Reg -= d.Reg
	s.supply[p].Big -= d.Big
	s.addDice(int(a.X)-1, p, d)
	return append(evs, Event{Kind: EvRotate, Who: int8(p), C: int8(a.X), Tile: s.ctx.t, Mask: a.Y}), nil
}

func (s *State) powerLegal() []Action {
	return s.rotateLegal(ActPower, int(s.ctx.by), []Action{{Kind: ActPower}})
}

func (s *State) applyPower(a Action, evs []Event) ([]Event, error) {
	p := int(s.ctx.by)
	if a.Kind != ActPower {
		return nil, fmt.Errorf("%w: %v: use Power Play (\"power F\", \"power Fb\") or not (\"power no\")", ErrIllegal, a)
	}
	if a.X == 0 && a.Y == 0 {
		s.tv.power, s.ctx = -1, tctx{t: -1}
		s.ph = phRoll
		return append(evs, Event{Kind: EvPowerBack, Who: int8(p), Tile: tD2}), nil
	}
	evs, err := s.rotate(a, p, evs)
	if err != nil {
		return nil, err
	}
	s.tv.power = -1
	evs = append(evs, Event{Kind: EvPowerBack, Who: int8(p), Tile: tD2})
	s.last, s.lastF = Dice{Reg: 1 - a.Y, Big: a.Y}, a.X
	return s.activate(int(a.X)-1, evs)
}

// Knockout? (E2): the activating seat takes back its dice in the bar; then
// each other seat, clockwise, puts one of its remaining dice in the bar,
// unless it has two there already (the Biggy counting one) or has no dice
// left (R22). ctx.a is the next seat's offset; a seat with both a die and
// the Biggy left chooses.
func (s *State) knockout(evs []Event) []Event {
	p := int(s.ctx.by)
	if s.ctx.a == 0 {
		if b := s.tv.bar[p]; b.N() > 0 {
			s.supply[p].Reg += b.Reg
			s.supply[p].Big += b.Big
			s.tv.bar[p] = Dice{}
			evs = append(evs, Event{Kind: EvKnockBack, Who: int8(p), Tile: tE2, N: int32(b.N())})
		}
		s.ctx.a = 1
	}
	for ; int(s.ctx.a) < int(s.n); s.ctx.a++ {
		q := (p + int(s.ctx.a)) % int(s.n)
		d := s.supply[q]
		if d.N() == 0 || s.tv.bar[q].N() >= 2 {
			continue
		}
		if d.Reg > 0 && d.Big > 0 {
			s.ctx.who = int8(q)
			s.ph = phTileAct
			return evs
		}
		evs = s.knock(q, d.Big > 0, evs)
	}
	return s.tileDone(evs)
}

func (s *State) knock(q int, big bool, evs []Event) []Event {
	d := Dice{Reg: 1 - b2u(big), Big: b2u(big)}
	s.supply[q].Reg -= d.Reg
	s.supply[q].Big -= d.Big
	s.tv.bar[q].Reg += d.Reg
	s.tv.bar[q].Big += d.Big
	return append(evs, Event{Kind: EvKnock, Who: int8(q), Tile: tE2, Mask: d.Big})
}

func (s *State) knockLegal() []Action {
	return []Action{{Kind: ActKnock}, {Kind: ActKnock, X: 1}}
}

func (s *State) applyKnock(a Action, evs []Event) ([]Event, error) {
	if a.Kind != ActKnock || a.X > 1 {
		return nil, fmt.Errorf("%w: %v: put a die (\"knock die\") or the Biggy (\"knock biggy\") in the bar", ErrIllegal, a)
	}
	evs = s.knock(int(s.ctx.who), a.X == 1, evs)
	s.ctx.a++
	s.ctx.who = s.ctx.by
	return s.knockout(evs), nil
}

// open reports whether casino f (1-6) takes and gives dice: No Entry!'s
// token closes one.
func (s *State) open(f int) bool { return s.tv.closed != int8(f-1) }

// No Entry! (E1): the activating seat closes another casino (or, once the
// token is out, may leave it where it is, for no reward) (R23).
func (s *State) entryLegal() []Action {
	var out []Action
	if s.tv.closed >= 0 {
		out = append(out, Action{Kind: ActClose})
	}
	for c := 0; c < Casinos; c++ {
		if c != int(s.ctx.c) && int8(c) != s.tv.closed {
			out = append(out, Action{Kind: ActClose, X: uint8(c + 1)})
		}
	}
	return out
}

func (s *State) applyEntry(a Action, evs []Event) ([]Event, error) {
	if a.Kind != ActClose || a.X > Casinos || int(a.X) == int(s.ctx.c)+1 || (a.X == 0 && s.tv.closed < 0) || (a.X > 0 && int8(a.X-1) == s.tv.closed) {
		return nil, fmt.Errorf("%w: %v: close another casino (\"close C\"), or once the token is out leave it (\"close keep\")", ErrIllegal, a)
	}
	if a.X == 0 {
		return s.tileDone(evs), nil
	}
	s.tv.closed = int8(a.X - 1)
	z := entryTrack[s.tv.entry%uint8(len(entryTrack))]
	s.tv.entry++
	evs = append(evs, Event{Kind: EvClose, Who: s.ctx.by, C: int8(a.X), Tile: tE1, N: int32(s.tv.entry)})
	return s.tileDone(s.give(int(s.ctx.by), z, tE1, evs)), nil
}
