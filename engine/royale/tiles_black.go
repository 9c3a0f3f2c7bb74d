package royale

import (
	"fmt"
	"strconv"
	"strings"
)

// leader is the seat about to win casino c's higher card (after equal
// counts cancel), or -1 if that is an imaginary player or nobody.
func (s *State) leader(c int) int {
	r := s.rank(c)
	if r.m == 0 || r.order[0] >= Neutral || s.pair[c][0] == 0 {
		return -1
	}
	return r.order[0]
}

// Prime Time (B1, before the payout): the seat about to win the casino's
// higher card rolls the black dice and may place none, one or both of them
// in the casinos of their faces, where they count as its dice (R28).
func (s *State) startPrimeTime(c int) bool {
	w := s.leader(c)
	if w < 0 {
		return false
	}
	s.ctx = tctx{t: tB1, c: int8(c), who: int8(w), by: int8(w)}
	s.ph = phTileRoll
	return true
}

// blackFaces are the two black dice's faces, lower first.
func blackFaces(r Roll) (lo, hi uint8) {
	for f := uint8(1); f <= 6; f++ {
		for range r.C[f-1] {
			if lo == 0 {
				lo = f
			} else {
				hi = f
			}
		}
	}
	return lo, hi
}

func (s *State) primeLegal() []Action {
	lo, hi := blackFaces(s.ctx.roll)
	out := []Action{{Kind: ActPrime}}
	if s.open(int(lo)) {
		out = append(out, Action{Kind: ActPrime, X: lo})
	}
	if hi != lo && s.open(int(hi)) {
		out = append(out, Action{Kind: ActPrime, X: hi})
	}
	if s.open(int(lo)) && s.open(int(hi)) {
		out = append(out, Action{Kind: ActPrime, X: lo, Y: hi})
	}
	return out
}

func (s *State) applyPrime(a Action, evs []Event) ([]Event, error) {
	if a.Kind != ActPrime || !containsAction(s.primeLegal(), a) {
		return nil, fmt.Errorf("%w: %v: Prime Time: place none, one or both black dice (rolled %s) in open casinos", ErrIllegal, a, s.ctx.roll)
	}
	p := int(s.ctx.by)
	for _, f := range []uint8{a.X, a.Y} {
		if f != 0 {
			s.dice[f-1][p].Blk++
			evs = append(evs, Event{Kind: EvPrime, Who: int8(p), C: int8(f), Tile: tB1})
		}
	}
	return s.tileDone(evs), nil
}

func containsAction(l []Action, a Action) bool {
	for _, x := range l {
		if x == a {
			return true
		}
	}
	return false
}

// My Choice (H2): after the black dice are rolled, the seat chooses one of
// the two faces and does its action (stage 0); an "activate" face then
// names the casino (stage 1), an option face the die (stage 2).
func (s *State) choiceLegal() []Action {
	p := int(s.ctx.by)
	switch s.ctx.stage {
	case 1:
		var out []Action
		for c := 0; c < Casinos; c++ {
			if s.tile[c] >= 0 && c != int(s.ctx.c) && s.open(c+1) {
				out = append(out, Action{Kind: ActActivate, X: uint8(c + 1)})
			}
		}
		return out
	case 2:
		return s.returnLegal(p, s.rotateLegal(ActRotate, p, nil))
	}
	lo, hi := blackFaces(s.ctx.roll)
	var out []Action
	for _, f := range []uint8{lo, hi} {
		if (len(out) == 0 || out[len(out)-1].X != f) && s.choiceUsable(f) {
			out = append(out, Action{Kind: ActChoose, X: f})
		}
	}
	return out
}

// choiceUsable reports whether My Choice's face f can be done now.
func (s *State) choiceUsable(f uint8) bool {
	p := int(s.ctx.by)
	switch f {
	case mcActivate:
		s2 := *s
		s2.ctx.stage = 1
		return len(s2.choiceLegal()) > 0
	case mcOption:
		return s.hasOption(p)
	case mcSixty:
		return s.supply[p].N() > 0
	}
	return true
}

func (s *State) applyChoice(a Action, evs []Event) ([]Event, error) {
	if !containsAction(s.choiceLegal(), a) {
		return nil, fmt.Errorf("%w: %v: My Choice: not a choice now (rolled %s)", ErrIllegal, a, s.ctx.roll)
	}
	p := int(s.ctx.by)
	switch {
	case s.ctx.stage == 2:
		return s.applyOption(a, evs)
	case s.ctx.stage == 1:
		c := int(a.X) - 1
		evs = append(evs, Event{Kind: EvActivate, Who: int8(p), C: int8(a.X), Tile: s.tile[c]})
		s.ctx = tctx{t: s.tile[c], c: int8(c), who: int8(p), by: int8(p)}
		return s.runTile(evs), nil
	}
	evs = append(evs, Event{Kind: EvChoose, Who: int8(p), Tile: tH2, N: int32(a.X)})
	switch a.X {
	case mcActivate:
		s.ctx.stage = 1
		return evs, nil
	case mcOption:
		s.ctx.stage = 2
		return evs, nil
	case mcSixty:
		d := Dice{Big: 1}
		if s.supply[p].Reg > 0 {
			d = Dice{Reg: 1}
		}
		s.supply[p].Reg -= d.Reg
		s.supply[p].Big -= d.Big
		s.tv.choice[p].Reg += d.Reg
		s.tv.choice[p].Big += d.Big
		return s.tileDone(s.payBank(p, sixtyUnits*Unit, tH2, evs)), nil
	}
	return s.tileDone(s.give(p, choicePrizes[a.X], tH2, evs)), nil
}

// choiceRolled goes on with My Choice after the roll: with no face that
// can be done, nothing happens.
func (s *State) choiceRolled(evs []Event) []Event {
	if len(s.choiceLegal()) == 0 {
		return s.tileDone(evs)
	}
	s.ph = phTileAct
	return evs
}

func primeString(a Action) string {
	switch {
	case a.X == 0:
		return "prime none"
	case a.Y == 0:
		return "prime " + strconv.Itoa(int(a.X))
	}
	return "prime " + strconv.Itoa(int(a.X)) + "+" + strconv.Itoa(int(a.Y))
}

func parsePrime(arg string) (Action, error) {
	if arg == "none" {
		return Action{Kind: ActPrime}, nil
	}
	x, y, both := strings.Cut(arg, "+")
	f, big, err := faceArg(x)
	g := uint8(0)
	if both && err == nil {
		var big2 bool
		g, big2, err = faceArg(y)
		big = big || big2 || g < f
	}
	if err != nil || big {
		return Action{}, fmt.Errorf("prime %q: want none, a face (\"prime 3\") or two, lower first (\"prime 3+5\")", arg)
	}
	return Action{Kind: ActPrime, X: f, Y: g}, nil
}
