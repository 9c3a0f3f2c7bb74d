package cards

import (
	"errors"
	"math"

	"github.com/lasvegas-dice/lasvegas/ai/internal/mc"

	"github.com/lasvegas-dice/lasvegas/engine"
	cg "github.com/lasvegas-dice/lasvegas/engine/cards"
)

// Opponents are levels for measurements only (sim --seats, tournaments),
// not offered in the game: a greedy one-turn bot and three fixed
// strategies, to check that the hard bot is not beaten by a simple idea.
var Opponents = []string{"greedy", "longest", "onebest", "stopearly"}

// greedySamples is how many random placements of the others the greedy
// bot averages a pick over.
const greedySamples = 8

// cardCost is what the greedy bot gives up per card placed while turns
// remain (cards placed now are turns lost later).
const cardCost = 3000

// Greedy scores each pick by what it would win if the round were paid
// right after this turn, averaged over random placements by the others
// (drawn from hands dealt anew from the seat's view), plus the chip card
// the pick takes, less cardCost a card while turns remain.
func Greedy(s *cg.State, seat int, r *engine.Rand) cg.Action {
	return greedyWith(s, seat, r, greedySamples, cardCost, nil)
}

func greedyWith(s *cg.State, seat int, r *engine.Rand, samples int, cost float64, opp mc.Policy[*cg.State, cg.Action]) cg.Action {
	l := legalFor(s, seat)
	if len(l) == 0 || l[0].Kind != cg.ActPick {
		return best(s, seat, r, true)
	}
	score := greedyScores(s, seat, r, l, samples, cost, opp)
	return argmax(l, r, func(i int) float64 { return score[i] })
}

// greedyScores is the greedy score of each pick in l (see Greedy), with
// the others placed by opp (nil: at random).
func greedyScores(s *cg.State, seat int, r *engine.Rand, l []cg.Action, samples int, cost float64, opp mc.Policy[*cg.State, cg.Action]) []float64 {
	if opp == nil {
		opp = randomPolicy
	}
	joint := s.CurrentPlayer() == engine.SimultaneousPlayer
	score := make([]float64, len(l))
	for k := 0; k < samples; k++ {
		full := s.Resample(r)
		if !joint {
			for i, a := range l {
				score[i] += turnOut(full, seat, a, opp, r)
			}
			continue
		}
		var others [cg.MaxPlayers]cg.Pick
		for _, p := range full.Acting() {
			if p != seat {
				others[p] = opp(full, p, r).Pick
			}
		}
		for i, a := range l {
			others[seat] = a.Pick
			score[i] += paidNow(full, seat, &others)
		}
	}
	for i, a := range l {
		score[i] /= float64(samples)
		if joint && s.Rules().Chips {
			score[i] += chipsTaken(s, seat, a.Pick)
		}
		if s.Turn() < cg.Turns {
			score[i] -= cost * float64(a.Pick.Size())
		}
	}
	return score
}

// turnOut is seat's money if it played a in s (sequential: its turn) and
// the other seats played the rest of the turn by opp, with the round paid
// right after.
func turnOut(s *cg.State, seat int, a cg.Action, opp mc.Policy[*cg.State, cg.Action], r *engine.Rand) float64 {
	st := s.Clone()
	round, turn := st.Round(), st.Turn()
	_, err := st.Apply(a)
	for steps := 0; err == nil && steps < 200 && st.Round() == round && st.Turn() == turn; steps++ {
		switch cp := st.CurrentPlayer(); {
		case cp == engine.ChancePlayer:
			_, err = st.Apply(st.SampleChance(r))
		case cp >= 0:
			_, err = st.Apply(opp(st, cp, r))
		default:
			err = errDone
		}
	}
	var none [cg.MaxPlayers]cg.Pick
	return float64(st.Money(seat)) + paidNow(st, seat, &none)
}

// errDone ends turnOut at a node it does not play.
var errDone = errors.New("done")

// paidNow is what seat would win at the casinos if picks were placed and
// the round paid at once.
func paidNow(s *cg.State, seat int, picks *[cg.MaxPlayers]cg.Pick) float64 {
	v := 0
	for c := 1; c <= cg.NumCasinos; c++ {
		d := atCasino(s, c)
		for p := 0; p < s.Players(); p++ {
			d[p] += picks[p].DiceAt(c)
		}
		v += take(s, c, d, seat)
	}
	return float64(v)
}

// chipsTaken is the best chip card at each casino where pick places two
// dice or more.
func chipsTaken(s *cg.State, seat int, pick cg.Pick) float64 {
	v := 0
	for c := 1; c <= cg.NumCasinos; c++ {
		if pick.DiceAt(c) >= 2 {
			v += bestChip(s, seat, c)
		}
	}
	return float64(v)
}

// Longest places the most cards it can (then the most dice, then what
// they win now).
func Longest(s *cg.State, seat int, r *engine.Rand) cg.Action {
	return fixed(s, seat, r, func(a cg.Action) float64 {
		return 1e6*float64(a.Pick.Size()) + nowValue(s, seat, a.Pick)
	})
}

// OneBest places one card, at the casino with the best note (a double
// card first).
func OneBest(s *cg.State, seat int, r *engine.Rand) cg.Action {
	return fixed(s, seat, r, func(a cg.Action) float64 {
		if a.Pick.Size() != 1 {
			return math.Inf(-1)
		}
		for c := 1; c <= cg.NumCasinos; c++ {
			if d := a.Pick.DiceAt(c); d > 0 {
				hi, _ := notes(s, c)
				return float64(hi + d)
			}
		}
		return 0
	})
}

// StopEarly hurries to the stop at 8 cards: what a pick wins now plus
// $10,000 a card, so that it places many cards on good casinos.
func StopEarly(s *cg.State, seat int, r *engine.Rand) cg.Action {
	return fixed(s, seat, r, func(a cg.Action) float64 {
		return nowValue(s, seat, a.Pick) + 10000*float64(a.Pick.Size())
	})
}

// nowValue is what pick adds to seat's winnings if the round ended now.
func nowValue(s *cg.State, seat int, pick cg.Pick) float64 {
	var picks [cg.MaxPlayers]cg.Pick
	before := paidNow(s, seat, &picks)
	picks[seat] = pick
	return paidNow(s, seat, &picks) - before
}

// fixed plays the pick of highest score (chip colours as medium does).
func fixed(s *cg.State, seat int, r *engine.Rand, score func(cg.Action) float64) cg.Action {
	l := legalFor(s, seat)
	if len(l) == 0 || l[0].Kind != cg.ActPick {
		return best(s, seat, r, true)
	}
	return argmax(l, r, func(i int) float64 { return score(l[i]) })
}

// argmax is the action of highest score, ties broken at random.
func argmax(l []cg.Action, r *engine.Rand, score func(i int) float64) cg.Action {
	bestA, bestV, ties := l[0], math.Inf(-1), 0
	for i, a := range l {
		v := score(i)
		switch {
		case v > bestV+1e-9:
			bestA, bestV, ties = a, v, 1
		case v > bestV-1e-9:
			if ties++; r.Intn(ties) == 0 {
				bestA = a
			}
		}
	}
	return bestA
}
