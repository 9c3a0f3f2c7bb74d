package cards

import (
	"math"

	cg "github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// standing is one casino as the heuristics see it: every seat's dice there.
type standing [cg.MaxPlayers]int

// atCasino is the dice each seat has at casino c (1-6), from what is
// public: the cards placed.
func atCasino(s *cg.State, c int) (d standing) {
	for p := 0; p < s.Players(); p++ {
		d[p] = s.Placed(p).DiceAt(c)
	}
	return d
}

// take is what seat p would win at casino c if it paid out now with dice
// d: the higher note for the most dice, the lower for the second most,
// after equal counts cancel (the engine's payout rule, casino.Resolve,
// without its allocations: a test checks they agree).
func take(s *cg.State, c int, d standing, p int) int {
	mine := d[p]
	if mine == 0 {
		return 0
	}
	n, above := s.Players(), 0
	for q := 0; q < n; q++ {
		switch {
		case q == p || d[q] < mine:
		case d[q] == mine:
			return 0
		case unique(d, n, q):
			above++
		}
	}
	hi, lo := notes(s, c)
	switch above {
	case 0:
		return hi
	case 1:
		return lo
	}
	return 0
}

// unique reports whether no seat but q has q's count in d.
func unique(d standing, n, q int) bool {
	for r := 0; r < n; r++ {
		if r != q && d[r] == d[q] {
			return false
		}
	}
	return true
}

// notes is the higher and the lower note at casino c, in dollars.
func notes(s *cg.State, c int) (hi, lo int) {
	n := s.NotesAt(c)
	hi, lo = n[0].Dollars(), n[1].Dollars()
	return max(hi, lo), min(hi, lo)
}

// soft is take softened for a round that is not over: a lead of one die is
// worth less than a lead of three, since others may still come. It is
// seat p's expected dollars at casino c from its margin over the others.
func soft(s *cg.State, c int, d standing, p int, left float64) float64 {
	if d[p] == 0 {
		return 0
	}
	hi, lo := notes(s, c)
	best, second := 0, 0 // the two highest counts of the others
	for q := 0; q < s.Players(); q++ {
		if q == p {
			continue
		}
		if d[q] > best {
			best, second = d[q], best
		} else if d[q] > second {
			second = d[q]
		}
	}
	// The chance to hold first (second) place shrinks with the turns left
	// and grows with the margin; a tie (margin 0) is as bad as a loss
	// when the round ends now, and still open before.
	spread := 0.5 + 1.5*left
	pFirst := 1 / (1 + math.Exp(-(float64(d[p]-best)-0.5)/spread))
	pSecond := 1 / (1 + math.Exp(-(float64(d[p]-second)-0.5)/spread))
	return pFirst*float64(hi) + (pSecond-pFirst)*float64(lo)
}

// pickValue scores seat p placing pick in s: the softened gain at every
// casino the pick reaches, less the cost of the cards toward the stop at 8
// (cards placed early cost turns later).
func pickValue(s *cg.State, p int, pick cg.Pick, exact bool) float64 {
	left := float64(cg.Turns-s.Turn()) / float64(cg.Turns-1) // 1 at the first turn, 0 at the last
	v := 0.0
	for c := 1; c <= cg.NumCasinos; c++ {
		add := pick.DiceAt(c)
		if add == 0 {
			continue
		}
		d := atCasino(s, c)
		if exact {
			before := take(s, c, d, p)
			d[p] += add
			v += float64(take(s, c, d, p) - before)
			continue
		}
		before := soft(s, c, d, p, left)
		d[p] += add
		v += soft(s, c, d, p, left) - before
		if add >= 2 {
			v += float64(bestChip(s, p, c))
		}
	}
	placed := s.Placed(p).Size() + pick.Size()
	if placed >= cg.StopAt && s.Turn() < cg.Turns {
		v -= 15000 * left // stopping early gives up the turns left
	}
	return v
}

// bestChip is what the best chip card at casino c (1-6) adds to seat p's
// sets (0 if none lies there).
func bestChip(s *cg.State, p, c int) int {
	best := 0
	for col, k := range s.ChipsAt(c) {
		if k > 0 {
			best = max(best, chipValue(s, p, casino.Chip(col)))
		}
	}
	return best
}

// chipValue is what taking a chip of colour c adds to seat p's sets.
func chipValue(s *cg.State, p int, c casino.Chip) int {
	k := int(s.Chips(p)[c])
	return casino.ChipSetValue(k+1) - casino.ChipSetValue(k)
}
