package royale

import "fmt"

// Block It! (F1): the activating seat takes every grey die of one cluster
// and puts them in one open casino of its choice (R24). Of clusters of the
// same size only the first is listed: they are the same move.
func (s *State) blockLegal() []Action {
	var out []Action
	var seen [4]bool
	for k, n := range s.tv.clusters {
		if n == 0 || seen[n] {
			continue
		}
		seen[n] = true
		for f := 1; f <= 6; f++ {
			if s.open(f) {
				out = append(out, Action{Kind: ActBlock, X: uint8(k + 1), Y: uint8(f)})
			}
		}
	}
	return out
}

func (s *State) applyBlock(a Action, evs []Event) ([]Event, error) {
	if a.Kind != ActBlock || a.X < 1 || a.X > 5 || s.tv.clusters[a.X-1] == 0 || a.Y < 1 || a.Y > 6 || !s.open(int(a.Y)) {
		return nil, fmt.Errorf("%w: %v: move a cluster of grey dice to an open casino (\"block K/C\")", ErrIllegal, a)
	}
	n := s.tv.clusters[a.X-1]
	s.tv.clusters[a.X-1] = 0
	s.dice[a.Y-1][Grey].Reg += n
	evs = append(evs, Event{Kind: EvBlock, Who: s.ctx.by, C: int8(a.Y), Tile: tF1, N: int32(n)})
	return s.tileDone(evs), nil
}

// Handicap's kinds of space, as "handicap C/KIND" names them (Action.Y).
const (
	hcChip = iota + 1
	hc30k
	hcOption
)

// setupHandicap puts the grey dice in the casinos: one in casinos 1-3, two
// in casinos 4-6.
func (s *State) setupHandicap() {
	for c := 0; c < Casinos; c++ {
		s.dice[c][Grey].Reg = 1 + uint8(c/3)
	}
	s.tv.hcap = handicapSpaces
}

// hasOption reports whether seat p could use Handicap's or My Choice's
// option: a remaining die to rotate into an open casino, or a die of its
// own in an open casino to take back.
func (s *State) hasOption(p int) bool {
	return len(s.rotateLegal(ActRotate, p, nil)) > 0 || len(s.returnLegal(p, nil)) > 0
}

// Handicap (F2): the seat may take one grey die from an open casino onto
// a free space of the tile, for its reward (R25).
func (s *State) handicapLegal() []Action {
	if s.ctx.stage == 1 {
		p := int(s.ctx.by)
		return s.returnLegal(p, s.rotateLegal(ActRotate, p, nil))
	}
	out := []Action{{Kind: ActHandicap}}
	opt := s.hasOption(int(s.ctx.by))
	for f := 1; f <= 6; f++ {
		if s.dice[f-1][Grey].Reg == 0 || !s.open(f) {
			continue
		}
		for k := hcChip; k <= hcOption; k++ {
			if s.tv.hcap[k-1] > 0 && (k != hcOption || opt) {
				out = append(out, Action{Kind: ActHandicap, X: uint8(f), Y: uint8(k)})
			}
		}
	}
	return out
}

func (s *State) applyHandicap(a Action, evs []Event) ([]Event, error) {
	p := int(s.ctx.by)
	if s.ctx.stage == 1 {
		return s.applyOption(a, evs)
	}
	if a.Kind != ActHandicap || (a.X == 0) != (a.Y == 0) {
		return nil, fmt.Errorf("%w: %v: Handicap: \"handicap C/chip\", \"handicap C/30k\", \"handicap C/option\" or \"handicap none\"", ErrIllegal, a)
	}
	if a.X == 0 {
		return s.tileDone(evs), nil
	}
	f, k := int(a.X), int(a.Y)
	if f > 6 || k > hcOption || s.dice[f-1][Grey].Reg == 0 || !s.open(f) || s.tv.hcap[k-1] == 0 || (k == hcOption && !s.hasOption(p)) {
		return nil, fmt.Errorf("%w: %v: no grey die or no free space for it", ErrIllegal, a)
	}
	s.dice[f-1][Grey].Reg--
	s.tv.hcap[k-1]--
	evs = append(evs, Event{Kind: EvHandicap, Who: int8(p), C: int8(f), Tile: tF2, N: int32(k)})
	switch k {
	case hcChip:
		evs = s.giveChips(p, 1, tF2, evs)
	case hc30k:
		evs = s.payBank(p, handicap30kUnits*Unit, tF2, evs)
	default:
		s.ctx.stage = 1
		return evs, nil
	}
	return s.tileDone(evs), nil
}

// returnLegal lists "return C" and "return Cb": one of seat p's dice in an
// open casino back to its supply.
func (s *State) returnLegal(p int, out []Action) []Action {
	for f := 1; f <= 6; f++ {
		if !s.open(f) {
			continue
		}
		if d := s.dice[f-1][p]; d.Reg > 0 {
			out = append(out, Action{Kind: ActReturn, X: uint8(f)})
		}
		if s.dice[f-1][p].Big > 0 {
			out = append(out, Action{Kind: ActReturn, X: uint8(f), Y: 1})
		}
	}
	return out
}

// applyOption applies the option of Handicap or My Choice: rotate a
// remaining die into a casino without activating it, or take one of the
// seat's dice back.
func (s *State) applyOption(a Action, evs []Event) ([]Event, error) {
	p := int(s.ctx.by)
	switch a.Kind {
	case ActRotate:
		evs, err := s.rotate(a, p, evs)
		if err != nil {
			return nil, err
		}
		return s.tileDone(evs), nil
	case ActReturn:
		if a.X >= 1 && a.X <= 6 && a.Y <= 1 && s.open(int(a.X)) {
			d := &s.dice[a.X-1][p]
			if (a.Y == 0 && d.Reg > 0) || (a.Y == 1 && d.Big > 0) {
				d.Reg -= 1 - a.Y
				d.Big -= a.Y
				s.supply[p].Reg += 1 - a.Y
				s.supply[p].Big += a.Y
				evs = append(evs, Event{Kind: EvReturn, Who: int8(p), C: int8(a.X), Tile: s.ctx.t, Mask: a.Y})
				return s.tileDone(evs), nil
			}
		}
	}
	return nil, fmt.Errorf("%w: %v: rotate a remaining die (\"rotate F\") or take one of yours back (\"return C\")", ErrIllegal, a)
}
