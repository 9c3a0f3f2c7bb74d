package dice

import (
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// HardOptions tune the hard bot. The zero value is the default.
type HardOptions struct {
	// Rollouts, if positive, is the number of rollouts per decision.
	// Zero: Work decides. The work is counted in rollouts, not time, so
	// games are reproducible; a caller with a deadline stops stepping.
	Rollouts int
	// Work is the number of simulated placements per decision (default
	// DefaultWork) when Rollouts is zero: a decision early in a big round
	// gets fewer, longer rollouts, one late in a round more, shorter ones,
	// so decisions take about the same time.
	Work int
	// Temp scales the win-probability model at the end of a rollout
	// (default 1).
	Temp float64
	// GameHorizon plays rollouts to the end of the game instead of the
	// end of the current round.
	GameHorizon bool
	// RolloutNoise, if positive, replaces the rollout policy's noise.
	RolloutNoise float64
	// RolloutExplore, if positive, replaces the rollout policy's chance of
	// a random move (a tiny value such as 1e-9 turns it off).
	RolloutExplore float64
	// Z, if positive, is how many standard errors an action must beat
	// the medium policy's choice by to be preferred to it. Zero means
	// DefaultZ; negative turns the check off.
	Z float64
	// Uniform spreads the rollouts evenly over the actions instead of
	// successive halving.
	Uniform bool
	// Lookahead, if positive, makes the bot's own placements inside the
	// rollouts look one ply further: the medium policy's best
	// LookaheadTop placements are each played, followed by Lookahead
	// sampled continuations up to the bot's next placement (the other
	// seats playing the rollout policy), and scored by the medium
	// evaluation there (money gap plus the die cost of the dice kept).
	Lookahead int
	// Own selects the policy of the bot's own placements in rollouts:
	// OwnFuture or OwnMedium. The default is the future model heads-up,
	// where it makes the bot stronger, and medium with more seats, where
	// it measured no stronger and several times slower (docs/ai.md).
	Own int
}

// Policies of the hard bot's own placements in its rollouts.
const (
	OwnDefault = iota
	OwnMedium
	OwnFuture
)

// LookaheadTop is how many of the medium policy's best placements the
// rollout lookahead (HardOptions.Lookahead) compares.
const LookaheadTop = 3

// Defaults of the hard bot's work per decision, chosen by measurement
// (docs/ai.md): a decision takes well under 100 ms on one core.
const (
	DefaultWork        = 12000
	MinRollouts        = 300
	MaxRollouts        = 6000
	placementsPerRound = 2.0 // dice per placement, on average
	DefaultZ           = -1  // off: measured to make the hard bot play like medium (docs/ai.md)
)

// NewHard returns the hard bot with options.
func NewHard(seed uint64, o HardOptions) Bot {
	if o.Work <= 0 {
		o.Work = DefaultWork
	}
	if o.Z == 0 {
		o.Z = DefaultZ
	}
	if o.Temp <= 0 {
		o.Temp = 1
	}
	pol := rolloutPolicy
	if o.RolloutNoise > 0 {
		pol.noise = o.RolloutNoise
	}
	if o.RolloutExplore > 0 {
		pol.explore = o.RolloutExplore
	}
	fut := defaultFuture
	return &hardBot{rng: engine.NewRand(seed), opt: o, sc: newScratch(), la: newScratch(), pol: pol, fut: &fut}
}

// hardBot is Monte-Carlo search with chance nodes: every legal action is
// tried in rollouts to the end of the round in which every seat plays the
// rollout policy and every chance outcome (rolls, notes, Rainbow cards,
// chips) is sampled from the engine. A rollout ends in a win probability:
// exact (shared wins split) when the game is over, otherwise a softmax of
// the money with a temperature that grows with the rounds left (a model of
// the luck still to come). Actions are compared by successive halving with
// common random numbers: the k-th rollout of every action uses the same
// random stream.
type hardBot struct {
	rng *engine.Rand
	opt HardOptions
	sc  *scratch
	la  *scratch
	pol policy
	fut *future
}

func (b *hardBot) Name() string { return "hard" }

func (b *hardBot) Choose(s *dice.State, budget time.Duration) dice.Action {
	return run(b.Begin(s), budget)
}

func (b *hardBot) Begin(s *dice.State) Search {
	h := &hardSearch{opt: b.opt, sc: b.sc, la: b.la, base: b.rng.Uint64(), pol: &b.pol, fut: b.fut}
	h.root.CopyFrom(s)
	h.p = s.CurrentPlayer()
	h.ownFuture = h.opt.Own == OwnFuture || (h.opt.Own == OwnDefault && s.Rules().Players == 2)
	if h.p < 0 {
		h.done = true
		return h
	}
	h.acts = h.root.Legal()
	k := len(h.acts)
	h.n = make([]int, k)
	h.win = make([]float64, k)
	h.money = make([]float64, k)
	h.fallback = mediumPolicy.choose(&h.root, h.sc, b.rng)
	h.fb = 0
	for i, a := range h.acts {
		if a == h.fallback {
			h.fb = i
		}
	}
	h.vals = make([][]float64, k)
	if k <= 1 {
		if k == 1 {
			h.single = moneyAfter(&h.root, h.acts[0], h.p, h.sc)
		}
		h.done = true
		return h
	}
	h.alive = make([]int, k)
	for i := range h.alive {
		h.alive[i] = i
	}
	h.budget = h.opt.Rollouts
	if h.budget <= 0 {
		// Placements left in the round, from the dice left to roll.
		dice := 0
		for q := 0; q < h.root.Rules().Players; q++ {
			dice += h.root.DiceLeft(q)
		}
		steps := max(float64(dice)/placementsPerRound, 1)
		h.budget = min(max(int(float64(h.opt.Work)/steps), MinRollouts), MaxRollouts)
	}
	h.stages = 1
	if !h.opt.Uniform {
		h.stages = 0
		for m := k; m > 1; m = (m + 1) / 2 {
			h.stages++
		}
	}
	h.planStage()
	return h
}
