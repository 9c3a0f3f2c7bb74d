package royale

import (
	"sync"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// solve finds the equilibrium mixes of the zero-sum game whose payoff to
// the column player is pay[i][j] when the row player (who minimizes) plays
// i and the column player plays j, by regret matching+ with linear
// averaging for a fixed number of iterations (deterministic). It returns
// both average strategies.
func solve(pay [][]float64, iters int) (rows, cols []float64) {
	n, m := len(pay), len(pay[0])
	rr, rc := make([]float64, n), make([]float64, m) // cumulative regrets
	sr, sc := make([]float64, n), make([]float64, m) // weighted strategy sums
	x, y := make([]float64, n), make([]float64, m)
	for t := 1; t <= iters; t++ {
		match(rr, x)
		match(rc, y)
		// The value of each pure strategy against the other's mix.
		ur, uc := make([]float64, n), make([]float64, m)
		v := 0.0
		for i := range pay {
			for j, p := range pay[i] {
				ur[i] -= p * y[j] // rows minimize: their utility is -pay
				uc[j] += p * x[i]
				v += p * x[i] * y[j]
			}
		}
		for i := range rr {
			rr[i] = max(0, rr[i]+ur[i]+v)
			sr[i] += float64(t) * x[i]
		}
		for j := range rc {
			rc[j] = max(0, rc[j]+uc[j]-v)
			sc[j] += float64(t) * y[j]
		}
	}
	return normalize(sr), normalize(sc)
}

// match is regret matching: play in proportion to positive regret, or
// uniformly when there is none.
func match(regret, out []float64) {
	sum := 0.0
	for _, r := range regret {
		sum += max(r, 0)
	}
	for i, r := range regret {
		if sum > 0 {
			out[i] = max(r, 0) / sum
		} else {
			out[i] = 1 / float64(len(out))
		}
	}
}

func normalize(xs []float64) []float64 {
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = x / sum
	}
	return out
}

// Lucky Punch: the holder's mix over 1-3 tokens and the guesser's mix over
// its guesses, in the closed form of this hide-and-seek game: with prizes
// v_k for holding k against a wrong guess, the guesser makes every k worth
// the same to the holder (v_k (1 - q_k) = V) and the holder makes every
// guess cost the same (p_k v_k equal).
var punchHold, punchGuess = punchMixes()

func punchMixes() (hold, guess [4]float64) {
	inv := 0.0
	for k := 1; k <= 3; k++ {
		inv += 1 / float64(royale.PunchPrize(k))
	}
	v := 2 / inv // sum of q_k = 3 - V sum(1/v_k) = 1
	for k := 1; k <= 3; k++ {
		vk := float64(royale.PunchPrize(k))
		hold[k] = 1 / vk / inv
		guess[k] = 1 - v/vk
	}
	return hold, guess
}

// Black Box: the splitter's mix over splits (pile 1, as a split action's
// code) and the picker's chance to take pile 1 by its size (1-3).
type boxMix struct {
	splits []uint8
	split  []float64
	pick1  [4]float64
}

// box is solved on first use, not at init: the solve takes a noticeable
// part of the browser's start (docs/performance.md, "Browser load").
var box = sync.OnceValue(boxMixes)

// boxMixes solves the Black Box as a zero-sum game: the splitter chooses a
// split, the picker sees only the piles' sizes and picks by a rule from
// size to pile (8 rules); the picker gets the pile's value.
func boxMixes() boxMix {
	var b boxMix
	b.splits = royale.BoxSplits()
	size := func(code uint8) int { return int(code>>4&1 + code>>2&3 + code&3) }
	pay := make([][]float64, len(b.splits))
	for i, code := range b.splits {
		pay[i] = make([]float64, 8)
		for rule := 0; rule < 8; rule++ {
			pick := 1 + (rule >> (size(code) - 1) & 1) // bit k-1: pile 2 when pile 1 has k tokens
			pay[i][rule] = float64(royale.BoxValue(code, pick))
		}
	}
	rows, cols := solve(pay, 20000)
	b.split = rows
	for k := 1; k <= 3; k++ {
		for rule, y := range cols {
			if rule>>(k-1)&1 == 0 {
				b.pick1[k] += y
			}
		}
	}
	return b
}
