package dice

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// policy is the one-ply heuristic shared by the easy and medium bots and by
// the hard bot's rollouts: the best placement if the round ended right after
// it, counting the gap to the leaders (see utility), less a cost for every
// die it uses up, plus optional noise.
type policy struct {
	// dieCost is charged per die placed (in $10,000 units): a die kept is
	// worth something later in the round.
	dieCost float64
	// dieScale, if positive, replaces dieCost by dieScale times the money
	// on the table per die still to be placed by anyone: dice are worth
	// more when few are left to fight over much money.
	dieScale float64
	// noise is the scale of Gumbel noise added to every score (0: none),
	// in $10,000 units; the bot then plays a softmax of the scores.
	noise float64
	// explore is the probability of a uniformly random legal action.
	explore float64
}

// scratch holds the buffers one policy user needs, so choosing allocates
// nothing.
type scratch struct {
	t     table
	s     dice.State
	legal []dice.Action
	evs   []dice.Event
	vals  []float64
}

func newScratch() *scratch {
	return &scratch{legal: make([]dice.Action, 0, 16), evs: make([]dice.Event, 0, 64), vals: make([]float64, 0, 16)}
}

// scores fills sc.legal and sc.vals with the legal actions of s and their
// heuristic scores for the seat to act (without noise).
func (pol *policy) scores(s *dice.State, sc *scratch) {
	sc.legal = s.LegalTo(sc.legal[:0])
	sc.vals = sc.vals[:0]
	p := s.CurrentPlayer()
	if p < 0 || len(sc.legal) == 0 {
		return
	}
	if s.Phase() == dice.PhasePlace {
		sc.t.load(s)
		rc := countRoll(s.CurrentRoll())
		cost := dieCostOf(s, &sc.t, *pol)
		for _, a := range sc.legal {
			f := int(a.Face)
			v := sc.t.placeEval(p, &rc, f, int(a.Casino))
			used := float64(rc.reg[f] + rc.big[f] + rc.kick[f])
			v -= cost * used
			sc.vals = append(sc.vals, v)
		}
		return
	}
	// Kicks and chips: play each on a copy and look at the table after.
	for _, a := range sc.legal {
		sc.vals = append(sc.vals, evalAfter(s, a, p, sc))
	}
}

// evalAfter is p's utility if the round ended right after a.
func evalAfter(s *dice.State, a dice.Action, p int, sc *scratch) float64 {
	sc.s.CopyFrom(s)
	var err error
	sc.evs, err = sc.s.ApplyTo(a, sc.evs[:0])
	if err != nil {
		return math.Inf(-1)
	}
	sc.t.load(&sc.s)
	tot := sc.t.totals(-1, nil)
	return utility(&tot, sc.t.players, p)
}

// choose picks the policy's action at a decision node of s.
func (pol *policy) choose(s *dice.State, sc *scratch, rng *engine.Rand) dice.Action {
	pol.scores(s, sc)
	n := len(sc.legal)
	if n == 0 {
		return dice.Action{}
	}
	if n == 1 {
		return sc.legal[0]
	}
	if pol.explore > 0 && rng.Float64() < pol.explore {
		return sc.legal[rng.Intn(n)]
	}
	best, bv := 0, math.Inf(-1)
	for i, v := range sc.vals {
		if pol.noise > 0 {
			v += pol.noise * gumbel(rng)
		}
		if v > bv {
			best, bv = i, v
		}
	}
	return sc.legal[best]
}

// gumbel draws the noise added to scores: logistic noise, which has the
// shape of a Gumbel draw (a difference of two Gumbels is logistic) and costs
// one log.
func gumbel(r *engine.Rand) float64 {
	u := min(max(r.Float64(), 1e-9), 1-1e-9)
	return math.Log(u / (1 - u))
}

// dieCostOf is pol's cost of a die in s, whose table t has been loaded.
func dieCostOf(s *dice.State, t *table, pol policy) float64 {
	if pol.dieScale <= 0 {
		return pol.dieCost
	}
	money, dice := 0, 0
	for c := 0; c < t.casinos; c++ {
		for i := 0; i < int(t.nn[c]); i++ {
			money += int(t.notes[c][i])
		}
	}
	for q := 0; q < t.players; q++ {
		dice += s.DiceLeft(q)
	}
	return pol.dieScale * float64(money) / float64(max(dice, 1))
}
