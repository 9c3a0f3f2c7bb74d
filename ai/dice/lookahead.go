package dice

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

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
