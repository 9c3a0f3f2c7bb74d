package dice

// The levels below hard: random, and one ply of a heuristic (easy, medium,
// and the future model as a level of its own).

import (
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// randomBot plays a uniformly random legal action.
type randomBot struct{ rng *engine.Rand }

func (b *randomBot) Name() string { return "random" }

func (b *randomBot) Begin(s *dice.State) Search {
	legal := s.Legal()
	sr := &fixedSearch{}
	for _, a := range legal {
		sr.est = append(sr.est, Estimate{Action: a, WinProb: -1})
	}
	if len(legal) > 0 {
		i := b.rng.Intn(len(legal))
		sr.best = legal[i]
		sr.est[i].Best = true
	}
	return sr
}

func (b *randomBot) Choose(s *dice.State, budget time.Duration) dice.Action {
	return run(b.Begin(s), budget)
}

// fixedSearch is a search decided at Begin.
type fixedSearch struct {
	best dice.Action
	est  []Estimate
}

func (f *fixedSearch) Step(time.Duration) bool { return true }
func (f *fixedSearch) Best() dice.Action       { return f.best }
func (f *fixedSearch) Estimates() []Estimate {
	return append([]Estimate(nil), f.est...)
}

// Policies of the heuristic levels. Figures are in $10,000 units; see
// docs/ai.md for how they were chosen.
var (
	easyPolicy   = policy{dieCost: 0.3, noise: 2.5, explore: 0.1}
	mediumPolicy = policy{dieScale: 1}
	// rolloutPolicy plays every seat in the hard bot's rollouts: the
	// medium policy, its ties broken at random (more noise and random
	// moves measured weaker, docs/ai.md).
	rolloutPolicy = policy{dieScale: 1, noise: 0.01}
)

// heuristicBot is the easy and medium levels: one ply of the policy.
type heuristicBot struct {
	name string
	pol  policy
	rng  *engine.Rand
	sc   *scratch
}

func (b *heuristicBot) Name() string { return b.name }

func (b *heuristicBot) Begin(s *dice.State) Search {
	sr := &fixedSearch{}
	p := s.CurrentPlayer()
	if p < 0 {
		return sr
	}
	var st dice.State
	st.CopyFrom(s) // work on a copy: s is the caller's
	sr.best = b.pol.choose(&st, b.sc, b.rng)
	b.pol.scores(&st, b.sc)
	for i, a := range b.sc.legal {
		e := Estimate{Action: a, WinProb: -1, Score: b.sc.vals[i], Best: a == sr.best}
		e.Money = moneyAfter(&st, a, p, b.sc)
		sr.est = append(sr.est, e)
	}
	return sr
}

func (b *heuristicBot) Choose(s *dice.State, budget time.Duration) dice.Action {
	return run(b.Begin(s), budget)
}

// futureBot plays the hard bot's rollout model of its own placements
// (future) as a level of its own, for measurements: one ply, heads-up
// only (with more seats it is the medium policy).
type futureBot struct {
	fut *future
	rng *engine.Rand
	sc  *scratch
}

func (b *futureBot) Name() string { return "future" }

func (b *futureBot) Begin(s *dice.State) Search {
	sr := &fixedSearch{}
	if s.CurrentPlayer() < 0 {
		return sr
	}
	var st dice.State
	st.CopyFrom(s)
	sr.best = b.fut.choose(&st, b.sc, b.rng, &mediumPolicy)
	for _, a := range st.Legal() {
		sr.est = append(sr.est, Estimate{Action: a, WinProb: -1, Money: moneyAfter(&st, a, st.CurrentPlayer(), b.sc), Best: a == sr.best})
	}
	return sr
}

func (b *futureBot) Choose(s *dice.State, budget time.Duration) dice.Action {
	return run(b.Begin(s), budget)
}

// moneyAfter is p's money in dollars if the round ended right after a.
func moneyAfter(s *dice.State, a dice.Action, p int, sc *scratch) float64 {
	var c dice.State
	c.CopyFrom(s)
	if _, err := c.ApplyTo(a, sc.evs[:0]); err != nil {
		return 0
	}
	var t table
	t.load(&c)
	tot := t.totals(-1, nil)
	return float64(tot[p]) * dice.NoteUnit
}
