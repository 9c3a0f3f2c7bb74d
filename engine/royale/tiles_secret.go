package royale

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Lucky Punch (A1): the activating seat secretly holds 1-3 tokens
// ("punch K", stage 0); its left neighbour guesses ("guess K", stage 1).
// ctx.a is the secret, which the views of the other seats hide.
func (s *State) punchLegal() []Action {
	k := ActPunch
	if s.ctx.stage == 1 {
		k = ActGuess
	}
	return []Action{{Kind: k, X: 1}, {Kind: k, X: 2}, {Kind: k, X: 3}}
}

func (s *State) applyPunch(a Action, evs []Event) ([]Event, error) {
	want := ActPunch
	if s.ctx.stage == 1 {
		want = ActGuess
	}
	if a.Kind != want || a.X < 1 || a.X > 3 {
		return nil, fmt.Errorf("%w: %v: Lucky Punch: %s 1-3", ErrIllegal, a, map[ActKind]string{ActPunch: "punch", ActGuess: "guess"}[want])
	}
	p := s.ctx.by
	if s.ctx.stage == 0 {
		s.ctx.a, s.ctx.stage = a.X, 1
		s.ctx.who = int8((int(p) + 1) % int(s.n))
		s.secretBy = p
		return append(evs, Event{Kind: EvPunch, Who: p, C: s.ctx.c + 1, Tile: tA1, N: int32(a.X)}), nil
	}
	if s.veiled {
		return nil, fmt.Errorf("%w: %v: the tokens held are hidden in this view (resample it)", ErrIllegal, a)
	}
	held := s.ctx.a
	s.secretBy = -1
	evs = append(evs, Event{Kind: EvGuess, Who: s.ctx.who, C: s.ctx.c + 1, Tile: tA1, N: int32(a.X), Value: int32(held)})
	if a.X != held {
		evs = s.give(int(p), punchPrizes[held], tA1, evs)
	}
	return s.tileDone(evs), nil
}

// boxCode packs a pile: whether it has the $60k token, its $20k tokens and
// its $0 tokens.
func boxCode(has60, n20, n0 uint8) uint8 { return has60<<4 | n20<<2 | n0 }

func boxPile(code uint8) (has60, n20, n0 uint8) { return code >> 4 & 1, code >> 2 & 3, code & 3 }

func boxSize(code uint8) uint8 {
	a, b, c := boxPile(code)
	return a + b + c
}

// boxSplits lists the piles the splitter can make (pile 1, of 1-3 tokens;
// pile 2 is the rest), with only those of size size if size > 0.
func boxSplits(size uint8) []uint8 {
	var out []uint8
	for has60 := uint8(0); has60 <= box60; has60++ {
		for n20 := uint8(0); n20 <= box20; n20++ {
			for n0 := uint8(0); n0 <= box0; n0++ {
				k := has60 + n20 + n0
				if k >= 1 && k <= 3 && (size == 0 || k == size) {
					out = append(out, boxCode(has60, n20, n0))
				}
			}
		}
	}
	return out
}

// boxValue is what pile 1 (pick 1) or the rest (pick 2) is worth, in units.
func boxValue(code, pick uint8) uint8 {
	has60, n20, _ := boxPile(code)
	if pick == 2 {
		has60, n20 = box60-has60, box20-n20
	}
	return box60Units*has60 + box20Units*n20
}

// startBlackBox (G1, during the payout): the seat left of the casino's
// winner w splits the tokens; w picks a pile (R26).
func (s *State) startBlackBox(c, w int) {
	s.ctx = tctx{t: tG1, c: int8(c), by: int8(w), who: int8((w + 1) % int(s.n))}
	s.ph = phTileAct
}

func (s *State) boxLegal() []Action {
	if s.ctx.stage == 1 {
		return []Action{{Kind: ActPick, X: 1}, {Kind: ActPick, X: 2}}
	}
	var out []Action
	for _, code := range boxSplits(0) {
		out = append(out, Action{Kind: ActSplit, X: code})
	}
	return out
}

func (s *State) applyBox(a Action, evs []Event) ([]Event, error) {
	if s.ctx.stage == 0 {
		if a.Kind != ActSplit || !validSplit(a.X) {
			return nil, fmt.Errorf("%w: %v: Black Box: split the tokens (\"split 60+0\")", ErrIllegal, a)
		}
		s.ctx.a, s.ctx.b, s.ctx.stage = a.X, boxSize(a.X), 1
		s.secretBy = s.ctx.who
		evs = append(evs, Event{Kind: EvSplit, Who: s.ctx.who, C: s.ctx.c + 1, Tile: tG1, N: int32(s.ctx.b), Value: int32(a.X)})
		s.ctx.who = s.ctx.by
		return evs, nil
	}
	if a.Kind != ActPick || a.X < 1 || a.X > 2 {
		return nil, fmt.Errorf("%w: %v: Black Box: pick 1 or pick 2", ErrIllegal, a)
	}
	if s.veiled {
		return nil, fmt.Errorf("%w: %v: the piles are hidden in this view (resample it)", ErrIllegal, a)
	}
	v := boxValue(s.ctx.a, a.X)
	s.secretBy = -1
	evs = append(evs, Event{Kind: EvPick, Who: s.ctx.by, C: s.ctx.c + 1, Tile: tG1, N: int32(a.X), Value: int32(v) * Unit, Mask: s.ctx.a})
	z := prize{units: v}
	if v == box20Units {
		z = prize{chips: 2}
	}
	return s.tileDone(s.give(int(s.ctx.by), z, tG1, evs)), nil
}

func validSplit(code uint8) bool {
	for _, c := range boxSplits(0) {
		if c == code {
			return true
		}
	}
	return false
}

// hide veils the secret of a tile (Lucky Punch's tokens, Black Box's
// piles) in the view of every seat but the one that chose it.
func (s *State) hide(seat int) {
	if s.secretBy >= 0 && int(s.secretBy) != seat {
		s.ctx.a, s.veiled = 0, true
	}
}

// fill draws a veiled secret: Lucky Punch's tokens uniformly from 1-3, a
// Black Box split uniformly among those with the pile sizes seen.
func (s *State) fill(r *engine.Rand) {
	if !s.veiled {
		return
	}
	s.veiled = false
	if s.ctx.t == tA1 {
		s.ctx.a = uint8(1 + r.Intn(3))
		return
	}
	sp := boxSplits(s.ctx.b)
	s.ctx.a = sp[r.Intn(len(sp))]
}

// seenBy hides a secret choice from every seat but the one that made it.
func seenBy(seat int, e Event) (Event, bool) {
	if (e.Kind == EvPunch || e.Kind == EvSplit) && int(e.Who) != seat {
		if e.Kind == EvPunch {
			e.N = 0
		}
		e.Value = 0
	}
	return e, true
}

// splitString writes pile 1 of a split: "split 60+20+0".
func splitString(code uint8) string {
	has60, n20, n0 := boxPile(code)
	var parts []string
	for range has60 {
		parts = append(parts, "60")
	}
	for range n20 {
		parts = append(parts, "20")
	}
	for range n0 {
		parts = append(parts, "0")
	}
	return "split " + strings.Join(parts, "+")
}

func parseSplit(arg string) (Action, error) {
	var has60, n20, n0 uint8
	for _, part := range strings.Split(arg, "+") {
		v, err := strconv.Atoi(part)
		switch {
		case err != nil || len(part) > 2:
			return Action{}, fmt.Errorf("split %q: want tokens 60, 20 or 0 joined by +", arg)
		case v == 60:
			has60++
		case v == 20:
			n20++
		case v == 0:
			n0++
		default:
			return Action{}, fmt.Errorf("split %q: the tokens are 60, 20, 20, 0, 0, 0", arg)
		}
	}
	if has60 > box60 || n20 > box20 || n0 > box0 || has60+n20+n0 > 3 {
		return Action{}, fmt.Errorf("split %q: pile 1 has 1-3 of the tokens 60, 20, 20, 0, 0, 0", arg)
	}
	return Action{Kind: ActSplit, X: boxCode(has60, n20, n0)}, nil
}
