package royale

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/ai/internal/mc"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// eval scores a position for seat p in dollars: its money, what it would
// win at each casino from the dice there now (softened by the dice still
// to come), and its dice not yet placed, less the same for the best other
// seat.
func eval(s *royale.State, p int) float64 {
	var worth [royale.MaxPlayers]float64
	n := s.Players()
	left := 0
	for q := 0; q < n; q++ {
		left += s.Supply(q).Units()
	}
	spread := 0.4 + float64(left)/float64(4*n) // a few dice to come blur a lead
	unit := dieWorth(s, left)
	for q := 0; q < n; q++ {
		worth[q] = float64(s.Money(q)) + unit*float64(s.Supply(q).Units())
	}
	for c := 1; c <= royale.Casinos; c++ {
		hi, lo := s.Pair(c)
		if hi == 0 && lo == 0 {
			continue
		}
		var units [royale.Grey + 1]int
		for o := range units {
			units[o] = s.DiceAt(c, o).Units()
		}
		for q := 0; q < n; q++ {
			if units[q] > 0 {
				worth[q] += share(units[:], q, hi, lo, spread)
			}
		}
	}
	best := math.Inf(-1)
	for q := 0; q < n; q++ {
		if q != p {
			best = max(best, worth[q])
		}
	}
	return worth[p] - best
}

// dieWorth is what an unplaced die is worth: a share of the money on the
// casinos for every die still to come.
func dieWorth(s *royale.State, left int) float64 {
	if left == 0 {
		return 0
	}
	total := 0
	for c := 1; c <= royale.Casinos; c++ {
		hi, lo := s.Pair(c)
		total += hi + lo
	}
	return 0.3 * float64(total) / float64(left+4*s.Players())
}

// share is owner q's expected take at a casino with these dice units: the
// higher card for first place and the lower for second, each by a soft
// chance from its margin.
func share(units []int, q, hi, lo int, spread float64) float64 {
	best, second := 0, 0
	for o, u := range units {
		if o == q {
			continue
		}
		if u > best {
			best, second = u, best
		} else if u > second {
			second = u
		}
	}
	p1 := 1 / (1 + math.Exp(-(float64(units[q]-best)-0.5)/spread))
	p2 := 1 / (1 + math.Exp(-(float64(units[q]-second)-0.5)/spread))
	return p1*float64(hi) + (p2-p1)*float64(lo)
}

// lookahead plays each legal action on a copy and keeps the best by eval;
// exact ties go at random. The secret tiles' decisions are not taken here:
// see mixed.
func lookahead(s *royale.State, seat int, r *engine.Rand) royale.Action {
	legal := s.Legal()
	if len(legal) == 0 {
		return royale.Action{}
	}
	if a, ok := mixed(s, legal, r); ok {
		return a
	}
	bestA, bestV, ties := legal[0], math.Inf(-1), 0
	for _, a := range legal {
		c := s.Clone()
		if _, err := c.Apply(a); err != nil {
			continue
		}
		v := eval(c, seat)
		switch {
		case v > bestV+1e-6:
			bestA, bestV, ties = a, v, 1
		case v > bestV-1e-6:
			if ties++; r.Intn(ties) == 0 {
				bestA = a
			}
		}
	}
	return bestA
}

// mixed plays the bluffing tiles by their equilibrium mixes, at every
// level: Lucky Punch's hold and guess, Black Box's split and pick. A fixed
// choice there could be read and exploited.
func mixed(s *royale.State, legal []royale.Action, r *engine.Rand) (royale.Action, bool) {
	switch legal[0].Kind {
	case royale.ActPunch, royale.ActGuess:
		mix := punchHold
		if legal[0].Kind == royale.ActGuess {
			mix = punchGuess
		}
		k := 1 + mc.Draw(mix[1:], r)
		for _, a := range legal {
			if int(a.X) == k {
				return a, true
			}
		}
	case royale.ActSplit:
		b := box()
		code := b.splits[mc.Draw(b.split, r)]
		for _, a := range legal {
			if a.X == code {
				return a, true
			}
		}
	case royale.ActPick:
		pick := 2
		if size := s.PileSize(); size >= 1 && size <= 3 && r.Float64() < box().pick1[size] {
			pick = 1
		}
		for _, a := range legal {
			if int(a.X) == pick {
				return a, true
			}
		}
	}
	return royale.Action{}, false
}
