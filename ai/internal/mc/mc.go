// Package mc is the shared search of the bots of games with hidden
// information and simultaneous decisions: determinized Monte Carlo over the
// engine's contract, in slices. Every iteration draws a full state
// consistent with the seat's view (Resample), so the search never reads
// what the seat cannot know; it plays the candidate action and rolls the
// game out with a per-game policy to a horizon, and scores the outcome.
//
//   - At a seat's own decision the candidates are sampled by UCB1; Best is
//     the most-sampled action.
//   - At a simultaneous decision every acting seat runs Exp3 over its own
//     choices in the sampled states (decoupled, as in simultaneous-move
//     MCTS), so the seats' strategies adapt to one another, and the bot
//     plays an action drawn from its average strategy: a mixed strategy,
//     never a fixed reply that an opponent could learn.
package mc

import (
	"fmt"
	"math"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Policy chooses seat's action in the full state s (a sampled one, during
// a search): at s's simultaneous decision one of LegalFor(seat), else one
// of Legal().
type Policy[S any, A any] func(s S, seat int, r *engine.Rand) A

// Config is what a game's bot gives the search.
type Config[S any, A any] struct {
	// Rollout plays every seat after the candidate action; nil: uniformly
	// at random.
	Rollout Policy[S, A]
	// Horizon, if set, ends a rollout early (at the end of a round, say);
	// the standings then are scored as if the game had ended.
	Horizon func(s S) bool
	// MoneyScale is the lead in dollars that counts as a clear win when a
	// seat's score is shaded by its money (default $50,000).
	MoneyScale float64
	// MaxIterations stops the search (0: only the time budget does).
	MaxIterations int
	// Opponents, if set, plays the other seats at the root's simultaneous
	// decision too, as a model of them (nil: each learns its own mix by
	// Exp3 in the samples). The seat's own choice is still learned by
	// Exp3 against it, and played as a mixed strategy.
	Opponents Policy[S, A]
}

// Search is one decision being worked out. It implements bot.Search.
type Search[S engine.State[S, A, E], A interface {
	comparable
	fmt.Stringer
}, E any] struct {
	view   S
	seat   int
	cfg    Config[S, A]
	r      *engine.Rand
	joint  bool
	acts   []A     // the seat's candidates
	arms   []arm   // the seat's statistics, by candidate
	opp    []exp3m // Exp3 of the other acting seats, by seat (joint only)
	iters  int
	best   int // the drawn candidate at a simultaneous decision (-1: none yet)
	bestAt int // the iteration count when it was drawn
}

type arm struct {
	n          int
	value, win float64 // sums
	money      float64 // sum of dollars
	logw       float64 // Exp3: learning rate times estimated reward sum
	avg        float64 // Exp3: sum of the strategy's probabilities
}

// exp3m is one opponent's Exp3 over whatever choices it has in a sample.
type exp3m map[any]float64

// New starts a search for seat in view (what the seat knows), with its own
// random stream from seed.
func New[S engine.State[S, A, E], A interface {
	comparable
	fmt.Stringer
}, E any](view S, seat int, cfg Config[S, A], seed uint64) *Search[S, A, E] {
	if cfg.MoneyScale <= 0 {
		cfg.MoneyScale = 50000
	}
	s := &Search[S, A, E]{view: view.Clone(), seat: seat, cfg: cfg, r: engine.NewRand(seed), best: -1}
	switch cp := view.CurrentPlayer(); {
	case cp == seat:
		s.acts = view.Legal()
	case cp == engine.SimultaneousPlayer:
		if j, ok := any(view).(engine.Joint[A, E]); ok {
			s.acts, s.joint = j.LegalFor(seat), true
			s.opp = make([]exp3m, view.Players())
		}
	}
	s.arms = make([]arm, len(s.acts))
	return s
}

// Step runs iterations for about maxWork and reports whether the search is
// finished (no choice, one choice, or MaxIterations reached).
func (s *Search[S, A, E]) Step(maxWork time.Duration) bool {
	if len(s.acts) <= 1 {
		return true
	}
	start := time.Now()
	for k := 0; ; k++ {
		if s.cfg.MaxIterations > 0 && s.iters >= s.cfg.MaxIterations {
			return true
		}
		s.iterate()
		if k%8 == 7 && time.Since(start) >= maxWork {
			return s.cfg.MaxIterations > 0 && s.iters >= s.cfg.MaxIterations
		}
	}
}

// Iterations is how many sampled games the search has played.
func (s *Search[S, A, E]) Iterations() int { return s.iters }

func (s *Search[S, A, E]) iterate() {
	st := s.view.Resample(s.r)
	if s.joint {
		s.iterateJoint(st)
	} else {
		i := s.ucb()
		if _, err := st.Apply(s.acts[i]); err == nil {
			s.score(st, i)
		}
	}
	s.iters++
}

// ucb picks the candidate to sample: each once, then by UCB1.
func (s *Search[S, A, E]) ucb() int {
	best, bestU := 0, math.Inf(-1)
	logN := math.Log(float64(s.iters + 1))
	for i, a := range s.arms {
		if a.n == 0 {
			return i
		}
		u := a.value/float64(a.n) + 0.5*math.Sqrt(2*logN/float64(a.n))
		if u > bestU {
			best, bestU = i, u
		}
	}
	return best
}

// score rolls st out and credits candidate i with the seat's outcome.
func (s *Search[S, A, E]) score(st S, i int) {
	s.rollout(st)
	v, win, money := s.value(st, s.seat)
	a := &s.arms[i]
	a.n++
	a.value += v
	a.win += win
	a.money += float64(money)
}

func (s *Search[S, A, E]) rollout(st S) {
	for steps := 0; !st.IsTerminal() && steps < 100000; steps++ {
		if s.cfg.Horizon != nil && s.cfg.Horizon(st) {
			return
		}
		var err error
		switch cp := st.CurrentPlayer(); cp {
		case engine.ChancePlayer:
			_, err = st.Apply(st.SampleChance(s.r))
		case engine.SimultaneousPlayer:
			j := any(st).(engine.Joint[A, E])
			acting := j.Acting()
			acts := make([]A, len(acting))
			for k, p := range acting {
				acts[k] = s.policy(st, p)
			}
			_, err = j.ApplyJoint(acts)
		default:
			_, err = st.Apply(s.policy(st, cp))
		}
		if err != nil {
			return // a broken policy ends the rollout; the score counts what was reached
		}
	}
}

func (s *Search[S, A, E]) policy(st S, seat int) A {
	if s.cfg.Rollout != nil {
		return s.cfg.Rollout(st, seat, s.r)
	}
	return Random[S, A, E](st, seat, s.r)
}

// Random is the uniform policy.
func Random[S engine.State[S, A, E], A comparable, E any](st S, seat int, r *engine.Rand) A {
	var l []A
	if st.CurrentPlayer() == engine.SimultaneousPlayer {
		l = any(st).(engine.Joint[A, E]).LegalFor(seat)
	} else {
		l = st.Legal()
	}
	var zero A
	if len(l) == 0 {
		return zero
	}
	return l[r.Intn(len(l))]
}

// value scores st for seat in [0, 1]: its share of first place, shaded by
// its money against the best other seat's. It also returns the share and
// the money.
func (s *Search[S, A, E]) value(st S, seat int) (v, win float64, money int) {
	stand := st.Standings()
	winners, best := 0, math.MinInt
	var me engine.Standing
	for _, x := range stand {
		if x.Winner {
			winners++
		}
		if x.Seat == seat {
			me = x
		} else if x.Money > best {
			best = x.Money
		}
	}
	if me.Winner && winners > 0 {
		win = 1 / float64(winners)
	}
	lead := float64(me.Money-best) / s.cfg.MoneyScale
	return 0.8*win + 0.2/(1+math.Exp(-lead)), win, me.Money
}
