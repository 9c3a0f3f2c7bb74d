package ai

import (
	"math"
	"sort"
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

type hardSearch struct {
	opt      HardOptions
	sc       *scratch
	la       *scratch // the rollout lookahead's buffers
	look     dice.State
	lrng     engine.Rand
	cand     []dice.Action
	base     uint64
	root     dice.State
	sim      dice.State
	rng      engine.Rand
	p        int
	acts     []dice.Action
	n        []int
	win      []float64
	money    []float64
	fallback dice.Action
	pol      *policy
	fut      *future
	// ownFuture: the bot's own placements in rollouts use fut.
	ownFuture bool
	single    float64 // the only legal action's money if the round ended after it
	fb        int     // index of the medium policy's choice in acts
	vals      [][]float64

	alive  []int
	budget int // rollouts for this decision
	stages int
	stage  int
	target int // rollouts per alive action in this stage (cumulative)
	next   int // position in alive of the next action to roll out
	done   bool
}

// planStage sets the cumulative number of rollouts every alive action has
// by the end of the current stage.
func (h *hardSearch) planStage() {
	per := h.budget / h.stages / len(h.alive)
	if per < 1 {
		per = 1
	}
	h.target = h.n[h.alive[0]] + per
	h.next = 0
}

func (h *hardSearch) Step(maxWork time.Duration) bool {
	if h.done {
		return true
	}
	start := time.Now()
	for {
		// Find the next alive action short of the stage's target.
		for h.next < len(h.alive) && h.n[h.alive[h.next]] >= h.target {
			h.next++
		}
		if h.next == len(h.alive) {
			// Round-robin: go around again until every action has its
			// share, then halve.
			short := false
			for _, i := range h.alive {
				if h.n[i] < h.target {
					short = true
				}
			}
			if short {
				h.next = 0
				continue
			}
			h.halve()
			if h.done {
				return true
			}
			continue
		}
		i := h.alive[h.next]
		h.rollout(i)
		h.next++
		if time.Since(start) >= maxWork {
			return false
		}
	}
}

// halve keeps the better half of the alive actions.
func (h *hardSearch) halve() {
	sort.SliceStable(h.alive, func(x, y int) bool { return h.better(h.alive[x], h.alive[y]) })
	keep := (len(h.alive) + 1) / 2
	if h.opt.Z > 0 {
		// The medium policy's choice stays in the race: the final choice
		// is measured against it.
		for j := keep; j < len(h.alive); j++ {
			if h.alive[j] == h.fb {
				h.alive[keep-1], h.alive[j] = h.alive[j], h.alive[keep-1]
			}
		}
	}
	h.alive = h.alive[:keep]
	h.stage++
	if len(h.alive) <= 1 || h.stage >= h.stages {
		h.done = true
		return
	}
	h.planStage()
}

func (h *hardSearch) mean(i int) (float64, float64) {
	if h.n[i] == 0 {
		return -1, 0
	}
	return h.win[i] / float64(h.n[i]), h.money[i] / float64(h.n[i])
}

// better orders actions by estimated win probability, then money, then
// the engine's order.
func (h *hardSearch) better(i, j int) bool {
	wi, mi := h.mean(i)
	wj, mj := h.mean(j)
	if wi != wj {
		return wi > wj
	}
	if mi != mj {
		return mi > mj
	}
	return i < j
}

// rollout plays action i and one sampled continuation to the horizon.
func (h *hardSearch) rollout(i int) {
	k := uint64(h.n[i])
	h.rng.Seed(h.base ^ (k+1)*0x9E3779B97F4A7C15)
	sim := &h.sim
	sim.CopyFrom(&h.root)
	evs := h.sc.evs[:0]
	evs, _ = sim.ApplyTo(h.acts[i], evs)
	round := h.root.Round()
	for !sim.IsTerminal() && (h.opt.GameHorizon || sim.Round() == round) {
		var a dice.Action
		if sim.IsChance() {
			a = sim.SampleChance(&h.rng)
		} else if h.opt.Lookahead > 0 && sim.CurrentPlayer() == h.p && sim.Phase() == dice.PhasePlace {
			a = h.ownChoice(sim)
		} else if h.ownFuture && sim.CurrentPlayer() == h.p {
			a = h.fut.choose(sim, h.sc, &h.rng, h.pol)
		} else {
			a = h.pol.choose(sim, h.sc, &h.rng)
		}
		var err error
		if evs, err = sim.ApplyTo(a, evs[:0]); err != nil {
			break // cannot happen: both come from the engine
		}
	}
	h.sc.evs = evs
	h.n[i]++
	v := winValue(sim, h.p, h.opt.Temp)
	if h.opt.Z > 0 {
		h.vals[i] = append(h.vals[i], v)
	}
	h.win[i] += v
	h.money[i] += float64(sim.Money(h.p))
}

// roundSpread is the typical spread (standard deviation, in $10,000 units)
// of one seat's income in one round, by number of seats, measured in
// medium-vs-medium self-play (docs/ai.md).
var roundSpread = [dice.MaxPlayers + 1]float64{0, 0, 5.5, 5.3, 5, 4.7, 5}

// winValue is seat p's chance of winning from s: exact at the end of the
// game, else a softmax of the money whose temperature follows the luck of
// the rounds left.
func winValue(s *dice.State, p int, temp float64) float64 {
	n := s.Rules().Players
	if s.IsTerminal() {
		return finalShare(s, p)
	}
	left := s.Rules().Rounds - s.Round()
	if left < 1 {
		left = 1
	}
	// A difference of two Gumbels with scale T has the spread of a
	// difference of two incomes when T = spread*sqrt(6*left)/pi.
	T := temp * roundSpread[n] * math.Sqrt(6*float64(left)) / math.Pi * dice.NoteUnit
	mp := float64(s.Money(p))
	z := 0.0
	for q := 0; q < n; q++ {
		z += math.Exp((float64(s.Money(q)) - mp) / T)
	}
	return 1 / z
}

// finalShare is p's share of the win at the end of the game: 1 for a sole
// winner, 1/k for k winners sharing first place (money, then notes).
func finalShare(s *dice.State, p int) float64 {
	n := s.Rules().Players
	mp, np := s.Money(p), s.NotesWon(p)
	k := 1
	for q := 0; q < n; q++ {
		if q == p {
			continue
		}
		mq, nq := s.Money(q), s.NotesWon(q)
		if mq > mp || (mq == mp && nq > np) {
			return 0
		}
		if mq == mp && nq == np {
			k++
		}
	}
	return 1 / float64(k)
}

func (h *hardSearch) Best() dice.Action {
	if len(h.acts) == 1 {
		return h.acts[0]
	}
	best := -1
	for _, i := range h.alive {
		if h.n[i] == 0 {
			continue
		}
		if best < 0 || h.n[i] > h.n[best] || (h.n[i] == h.n[best] && h.better(i, best)) {
			best = i
		}
	}
	if best < 0 {
		return h.fallback
	}
	if h.opt.Z > 0 && best != h.fb && !h.clearlyBetter(best, h.fb) {
		return h.fallback
	}
	return h.acts[best]
}

// clearlyBetter reports whether action i beats action j by more than Z
// standard errors of the paired difference (the k-th rollouts of both
// share their random stream).
func (h *hardSearch) clearlyBetter(i, j int) bool {
	m := min(len(h.vals[i]), len(h.vals[j]))
	if m < 2 {
		return true
	}
	var sum, sq float64
	for k := 0; k < m; k++ {
		d := h.vals[i][k] - h.vals[j][k]
		sum += d
		sq += d * d
	}
	mean := sum / float64(m)
	v := (sq/float64(m) - mean*mean) / float64(m-1)
	return mean > h.opt.Z*math.Sqrt(max(v, 0))
}

func (h *hardSearch) Estimates() []Estimate {
	best := h.Best()
	out := make([]Estimate, len(h.acts))
	for i, a := range h.acts {
		w, m := h.mean(i)
		if h.n[i] == 0 {
			w = -1
			m = h.single
		}
		out[i] = Estimate{Action: a, WinProb: w, Money: m, Score: w, Samples: h.n[i], Best: a == best}
	}
	return out
}

// ownChoice is the bot's own placement inside a rollout with the one-ply
// lookahead (HardOptions.Lookahead): the rollout policy's best few
// placements are each followed by sampled continuations to the bot's next
// placement (or the end of the round) and scored there by the medium
// evaluation: the money gap if the round ended then plus the die cost of
// the dice the bot still has. The samples share their random streams
// across the candidates.
func (h *hardSearch) ownChoice(sim *dice.State) dice.Action {
	h.pol.scores(sim, h.sc)
	n := len(h.sc.legal)
	if n == 0 {
		return dice.Action{}
	}
	if n == 1 {
		return h.sc.legal[0]
	}
	// The top candidates by the policy's score.
	h.cand = h.cand[:0]
	top := min(LookaheadTop, n)
	var used uint64 // legal actions already taken (at most 64 compared)
	for c := 0; c < top; c++ {
		best := -1
		for i, v := range h.sc.vals {
			if i < 64 && used&(1<<i) == 0 && (best < 0 || v > h.sc.vals[best]) {
				best = i
			}
		}
		used |= 1 << best
		h.cand = append(h.cand, h.sc.legal[best])
	}
	cost := dieCostOf(sim, &h.sc.t, *h.pol)
	round := sim.Round()
	p := h.p
	seed := h.rng.Uint64()
	bestA, bestV := h.cand[0], math.Inf(-1)
	st := &h.look
	for _, a := range h.cand {
		v := 0.0
		for m := 0; m < h.opt.Lookahead; m++ {
			h.lrng.Seed(seed ^ uint64(m+1)*0xBF58476D1CE4E5B9)
			st.CopyFrom(sim)
			evs, _ := st.ApplyTo(a, h.la.evs[:0])
			for !st.IsTerminal() && st.Round() == round {
				if st.IsChance() {
					evs, _ = st.ApplyTo(st.SampleChance(&h.lrng), evs[:0])
					continue
				}
				if st.CurrentPlayer() == p && st.Phase() == dice.PhasePlace {
					break
				}
				evs, _ = st.ApplyTo(h.pol.choose(st, h.la, &h.lrng), evs[:0])
			}
			h.la.evs = evs
			h.la.t.load(st)
			tot := h.la.t.totals(-1, nil)
			u := utility(&tot, h.la.t.players, p)
			if !st.IsTerminal() && st.Round() == round {
				u += cost * float64(st.DiceLeft(p))
			}
			v += u
		}
		if v > bestV {
			bestA, bestV = a, v
		}
	}
	return bestA
}
