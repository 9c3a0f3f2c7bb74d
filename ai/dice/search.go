package dice

// The hard bot's search: successive halving over the legal actions, each
// rollout played to the horizon with common random numbers.

import (
	"math"
	"sort"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

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
