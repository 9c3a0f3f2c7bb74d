package royale

import (
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// Opponents are levels for measurements only (sim --seats), not offered
// in the game.
var Opponents = []string{"greedy"}

// Greedy is the one-turn greedy bot: it places where the money it would
// hold if the round were paid right after the placement is highest (the
// most dice take the higher card, the second most the lower; no credit for
// a lead that may not last or for dice kept), less $3,000 a die placed
// while dice remain; it never sits out; tile decisions as Lookahead.
func Greedy(s *royale.State, seat int, r *engine.Rand) royale.Action {
	l := s.Legal()
	if len(l) == 0 || l[0].Kind != royale.ActPlace {
		return Lookahead(s, seat, r)
	}
	best, bestV := l[0], -1e18
	for _, a := range l {
		if a.Kind != royale.ActPlace {
			continue
		}
		c := s.Clone()
		if _, err := c.Apply(a); err != nil {
			continue
		}
		used := s.Supply(seat).Units() - c.Supply(seat).Units()
		v := paidNow(c, seat) - 3000*float64(used) - 0.5*float64(r.Intn(1000))
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// paidNow is seat p's money plus what it would take at every casino if
// the round were paid now.
func paidNow(s *royale.State, p int) float64 {
	v := float64(s.Money(p))
	for c := 1; c <= royale.Casinos; c++ {
		hi, lo := s.Pair(c)
		var units [royale.Grey + 1]int
		for o := range units {
			units[o] = s.DiceAt(c, o).Units()
		}
		if units[p] > 0 {
			v += share(units[:], p, hi, lo, 1e-3)
		}
	}
	return v
}
