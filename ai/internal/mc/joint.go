package mc

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	"github.com/lasvegas-dice/lasvegas/engine"
)

// Exp3's exploration: a share gamma of every draw is uniform.
const gamma = 0.15

// iterateJoint plays one sampled joint move at the root: every acting seat
// draws its choice from its Exp3 strategy, the game is rolled out, and each
// seat's strategy learns from its own outcome.
func (s *Search[S, A, E]) iterateJoint(st S) {
	j, ok := any(st).(engine.Joint[A, E])
	if !ok {
		return
	}
	acting := j.Acting()
	acts := make([]A, len(acting))
	probs := make([]float64, len(acting))
	nlegal := make([]int, len(acting))
	mine := -1
	for k, p := range acting {
		if p == s.seat {
			mine = s.drawMine()
			acts[k], probs[k] = s.acts[mine], s.mineProb(mine)
			continue
		}
		if s.cfg.Opponents != nil {
			acts[k] = s.cfg.Opponents(st, p, s.r)
			continue
		}
		legal := j.LegalFor(p)
		nlegal[k] = len(legal)
		acts[k], probs[k] = s.drawOpp(p, legal)
	}
	if mine < 0 {
		return
	}
	if _, err := j.ApplyJoint(acts); err != nil {
		return
	}
	s.rollout(st)
	for k, p := range acting {
		if p != s.seat && s.cfg.Opponents != nil {
			continue
		}
		v, win, money := s.value(st, p)
		if p == s.seat {
			a := &s.arms[mine]
			a.n++
			a.value += v
			a.win += win
			a.money += float64(money)
			a.logw += s.eta(len(s.acts)) * v / probs[k]
			continue
		}
		if s.cfg.Opponents == nil {
			s.opp[p][acts[k]] += s.eta(nlegal[k]) * v / probs[k]
		}
	}
}

// eta is Exp3's learning rate for k choices: four times the textbook
// gamma/k, which learns too slowly for the few hundred samples a decision
// gets (the card game's hard bot won 37% of heads-up games against medium
// with 1x, 67% with 4x, 55% with 12x; 60 games each).
func (s *Search[S, A, E]) eta(k int) float64 { return 4 * gamma / float64(max(k, 1)) }

// strategy is Exp3's mix over weights w (log domain): softmax with a
// uniform share gamma.
func strategy(logw []float64, out []float64) {
	m := math.Inf(-1)
	for _, w := range logw {
		m = max(m, w)
	}
	sum := 0.0
	for i, w := range logw {
		out[i] = math.Exp(w - m)
		sum += out[i]
	}
	for i := range out {
		out[i] = (1-gamma)*out[i]/sum + gamma/float64(len(out))
	}
}

// exploit is the part of strategy p that is not exploration.
func exploit(p float64, k int) float64 { return (p - gamma/float64(k)) / (1 - gamma) }

func (s *Search[S, A, E]) mineStrategy() []float64 {
	logw := make([]float64, len(s.arms))
	for i, a := range s.arms {
		logw[i] = a.logw
	}
	p := make([]float64, len(logw))
	strategy(logw, p)
	return p
}

func (s *Search[S, A, E]) mineProb(i int) float64 { return s.mineStrategy()[i] }

// drawMine draws the seat's candidate from its strategy and adds the
// strategy, less its exploration, to the average, weighted by the
// iteration (linear averaging, as in CFR+: the early, uninformed
// strategies count less).
func (s *Search[S, A, E]) drawMine() int {
	p := s.mineStrategy()
	for i := range s.arms {
		s.arms[i].avg += float64(s.iters+1) * exploit(p[i], len(p))
	}
	return Draw(p, s.r)
}

func (s *Search[S, A, E]) drawOpp(seat int, legal []A) (A, float64) {
	var zero A
	if len(legal) == 0 {
		return zero, 1
	}
	if s.opp[seat] == nil {
		s.opp[seat] = exp3m{}
	}
	logw := make([]float64, len(legal))
	for i, a := range legal {
		logw[i] = s.opp[seat][a]
	}
	p := make([]float64, len(legal))
	strategy(logw, p)
	i := Draw(p, s.r)
	return legal[i], p[i]
}

// Draw draws an index with the probabilities p (summing to 1).
func Draw(p []float64, r *engine.Rand) int {
	x := r.Float64()
	for i, q := range p {
		if x < q {
			return i
		}
		x -= q
	}
	return len(p) - 1
}

// Best is the action to play. At a seat's own decision it is the
// most-sampled candidate (the higher mean on equal counts). At a
// simultaneous decision it is drawn once from the average strategy, with
// choices under 5% of it left out (they are exploration, not strategy);
// before the first iteration it is the first candidate.
func (s *Search[S, A, E]) Best() A {
	var zero A
	if len(s.acts) == 0 {
		return zero
	}
	if s.joint {
		if s.iters == 0 {
			return s.acts[0]
		}
		return s.acts[s.mixed()]
	}
	best := 0
	for i, a := range s.arms {
		b := s.arms[best]
		if a.n > b.n || a.n == b.n && a.n > 0 && a.value/float64(a.n) > b.value/float64(b.n) {
			best = i
		}
	}
	return s.acts[best]
}

// mixed draws (once per iteration count) from the average strategy.
func (s *Search[S, A, E]) mixed() int {
	if s.best >= 0 && s.bestAt == s.iters {
		return s.best
	}
	avg := s.Mix()
	for i, p := range avg {
		if p < 0.05 {
			avg[i] = 0
		}
	}
	total := 0.0
	for _, p := range avg {
		total += p
	}
	for i := range avg {
		avg[i] /= total
	}
	s.best, s.bestAt = Draw(avg, s.r), s.iters
	return s.best
}

// Mix is the seat's average strategy over its candidates (at a
// simultaneous decision; nil otherwise), in the order of Candidates.
func (s *Search[S, A, E]) Mix() []float64 {
	if !s.joint || s.iters == 0 {
		return nil
	}
	out := make([]float64, len(s.arms))
	total := 0.0
	for _, a := range s.arms {
		total += a.avg
	}
	for i, a := range s.arms {
		out[i] = a.avg / total
	}
	return out
}

// Candidates are the seat's choices, in the order of Mix and Estimates.
func (s *Search[S, A, E]) Candidates() []A { return s.acts }

// Estimates describes every candidate as the search sees it now.
func (s *Search[S, A, E]) Estimates() []bot.Estimate[A] {
	best := s.Best()
	out := make([]bot.Estimate[A], len(s.acts))
	mix := s.Mix()
	for i, a := range s.arms {
		e := bot.Estimate[A]{Action: s.acts[i], WinProb: -1, Samples: a.n, Best: s.acts[i] == best}
		if a.n > 0 {
			e.WinProb = a.win / float64(a.n)
			e.Money = a.money / float64(a.n)
			e.Score = a.value / float64(a.n)
		}
		if mix != nil {
			e.Score = mix[i]
		}
		out[i] = e
	}
	return out
}
