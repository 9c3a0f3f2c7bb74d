package cards

import (
	"math"
	"sort"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	"github.com/lasvegas-dice/lasvegas/ai/internal/mc"
	"github.com/lasvegas-dice/lasvegas/engine"
	cg "github.com/lasvegas-dice/lasvegas/engine/cards"
)

// paired is the hard bot's search. Medium's score keeps the few best
// candidates; every sample then deals the hidden cards anew from the
// view, draws the others' picks from a model (at a simultaneous pick) and
// one random stream for the rest of the round, and plays every candidate
// still in the race against that same sample (common random numbers: the
// comparison is paired, so the luck of the deal cancels). After each
// stage the worse half of the candidates drops out. At a simultaneous
// pick the bot draws among the finalists by how sure it is of their
// order (a mixed strategy); else it plays the best mean.
type paired struct {
	view     *cg.State
	seat     int
	r        *engine.Rand
	roll     engine.Rand // the sample's stream, the same for every candidate
	o        hardOptions
	legal    []cg.Action
	cands    []int // indices into legal, best medium score first
	live     int   // cands[:live] are still compared
	stats    []pairStat
	acts     []cg.Action // the joint move being applied
	buf      []cg.Action // a seat's choices in a rollout
	evs      []cg.Event  // the events of a step, thrown away
	acting   []int       // the seats picking at a step
	iters    int         // samples played (each for every live candidate)
	rollouts int
	budget   int
	stage    int // rollouts at which the next stage starts
	chosen   int // the drawn finalist (-1: not yet)
	chosenAt int // the samples when it was drawn
}

type pairStat struct {
	n               int
	sum, win, money float64
	vals            []float64 // by sample: the finalists' line up
}

// pairCandidates is how many picks medium's score lets into the race.
const pairCandidates = 8

func newPaired(view *cg.State, seat int, o hardOptions, seed uint64) *paired {
	s := &paired{view: view.Clone(), seat: seat, r: engine.NewRand(seed), o: o, chosen: -1}
	s.legal = legalFor(view, seat)
	s.stats = make([]pairStat, len(s.legal))
	s.cands = make([]int, len(s.legal))
	for i := range s.cands {
		s.cands[i] = i
	}
	if len(s.legal) > 1 && s.legal[0].Kind == cg.ActPick {
		score := greedyScores(view, seat, s.r, s.legal, greedySamples, mediumCardCost, Quick)
		sort.SliceStable(s.cands, func(a, b int) bool { return score[s.cands[a]] > score[s.cands[b]] })
	}
	s.live = min(len(s.cands), pairCandidates)
	// Work/players rollouts from the third turn on; at the first two, whose
	// rollouts are the longest (the p95 of the decision time), 4/6 and 4/5
	// of that.
	s.budget = max(o.work*4/(view.Players()*max(4, cg.Turns+1-view.Turn())), 1)
	s.stage = s.budget / 3
	return s
}

// Step plays samples for about maxWork; done when the budget is spent.
func (s *paired) Step(maxWork time.Duration) bool {
	if len(s.legal) <= 1 {
		return true
	}
	start := time.Now()
	for s.rollouts < s.budget {
		s.sample()
		if s.rollouts >= s.stage && s.live > 2 {
			s.halve()
		}
		if time.Since(start) >= maxWork {
			break
		}
	}
	return s.rollouts >= s.budget
}

// halve keeps the better half of the live candidates by mean score.
func (s *paired) halve() {
	live := s.cands[:s.live]
	sort.SliceStable(live, func(a, b int) bool { return s.mean(live[a]) > s.mean(live[b]) })
	s.live = max(2, s.live/2)
	s.stage += (s.budget - s.rollouts) / 2
}

func (s *paired) mean(i int) float64 {
	if s.stats[i].n == 0 {
		return math.Inf(-1)
	}
	return s.stats[i].sum / float64(s.stats[i].n)
}

// sample plays one sampled deal for every live candidate.
func (s *paired) sample() {
	full := s.view.Resample(s.r)
	joint := full.CurrentPlayer() == engine.SimultaneousPlayer
	var opp [cg.MaxPlayers]cg.Action
	var acting []int
	if joint {
		acting = full.Acting()
		for _, p := range acting {
			if p != s.seat {
				opp[p] = rollouts[s.o.roll](full, p, s.r)
			}
		}
	}
	seed := s.r.Uint64()
	for _, i := range s.cands[:s.live] {
		st := *full
		var err error
		if joint {
			s.acts = s.acts[:0]
			for _, p := range acting {
				a := opp[p]
				if p == s.seat {
					a = s.legal[i]
				}
				s.acts = append(s.acts, a)
			}
			_, err = st.ApplyJoint(s.acts)
		} else {
			_, err = st.Apply(s.legal[i])
		}
		var v, win, money float64
		if err == nil {
			s.roll.Seed(seed)
			s.rollout(&st)
			v, win, money = s.value(&st)
		}
		t := &s.stats[i]
		t.n++
		t.sum += v
		t.win += win
		t.money += money
		t.vals = append(t.vals, v)
		s.rollouts++
	}
	s.iters++
}

// rollout plays st to the end of its round by the rollout policy,
// reusing the search's buffers (with Quick it allocates nothing).
func (s *paired) rollout(st *cg.State) {
	round := st.Round()
	pol := rollouts[s.o.roll]
	if s.o.roll == "quick" {
		pol = s.quick
	}
	var err error
	for steps := 0; err == nil && steps < 10000 && !st.IsTerminal() && st.Round() == round; steps++ {
		var evs []cg.Event
		switch cp := st.CurrentPlayer(); cp {
		case engine.ChancePlayer:
			evs, err = st.ApplyTo(st.SampleChance(&s.roll), s.evs)
		case engine.SimultaneousPlayer:
			s.acts = s.acts[:0]
			s.acting = st.ActingTo(s.acting)
			for _, p := range s.acting {
				s.acts = append(s.acts, pol(st, p, &s.roll))
			}
			evs, err = st.ApplyJointTo(s.acts, s.evs)
		default:
			evs, err = st.ApplyTo(pol(st, cp, &s.roll), s.evs)
		}
		if cap(evs) > cap(s.evs) {
			s.evs = evs
		}
	}
}

// quick is Quick with the search's buffer: no allocation.
func (s *paired) quick(st *cg.State, seat int, r *engine.Rand) cg.Action {
	s.buf = st.LegalTo(seat, s.buf)
	return quickIn(st, seat, r, s.buf)
}

// value scores st for the seat as the shared search does: its share of
// first place by money, shaded by its lead over the best other seat.
func (s *paired) value(st *cg.State) (v, win, money float64) {
	me, best, ties := st.Money(s.seat), math.MinInt, 1
	for p := 0; p < st.Players(); p++ {
		if p == s.seat {
			continue
		}
		m := st.Money(p)
		switch {
		case m > best:
			best, ties = m, 1
		case m == best:
			ties++
		}
	}
	switch {
	case me > best:
		win = 1
	case me == best:
		win = 1 / float64(ties+1)
	}
	lead := float64(me-best) / 60000
	return 0.8*win + 0.2/(1+math.Exp(-lead)), win, float64(me)
}

// Best is the action to play: at a simultaneous pick a draw among the
// finalists, each against the leader by the chance that it is really
// better (a mixed strategy); else the best mean.
func (s *paired) Best() cg.Action {
	if len(s.legal) == 0 {
		return cg.Action{}
	}
	if s.iters == 0 {
		return s.legal[s.cands[0]]
	}
	live := s.cands[:s.live]
	lead := live[0]
	for _, i := range live {
		if s.mean(i) > s.mean(lead) {
			lead = i
		}
	}
	if s.view.CurrentPlayer() != engine.SimultaneousPlayer {
		return s.legal[lead]
	}
	if s.chosen < 0 || s.chosenAt != s.iters {
		s.chosen, s.chosenAt = s.draw(live, lead), s.iters
	}
	return s.legal[s.chosen]
}

// draw picks among live candidates: each other one with the probability
// that it beats the leader, from its paired mean and standard error.
func (s *paired) draw(live []int, lead int) int {
	p := make([]float64, len(live))
	total := 0.0
	for k, i := range live {
		p[k] = 1
		if i != lead {
			p[k] = s.beats(i, lead)
		}
		total += p[k]
	}
	for k := range p {
		p[k] /= total
	}
	return live[mc.Draw(p, s.r)]
}

// beats is the chance that i's mean is above lead's, from their scores'
// differences on the same samples (normal approximation).
func (s *paired) beats(i, lead int) float64 {
	a, b := s.stats[i].vals, s.stats[lead].vals
	n := min(len(a), len(b))
	if n < 2 {
		return 0
	}
	sum, sq := 0.0, 0.0
	for k := 0; k < n; k++ {
		d := a[k] - b[k]
		sum += d
		sq += d * d
	}
	mean := sum / float64(n)
	se := math.Sqrt(max(sq/float64(n)-mean*mean, 0) / float64(n))
	if se == 0 {
		return 0
	}
	return 0.5 * math.Erfc(-mean/(se*math.Sqrt2))
}

// Estimates describes every legal pick; those dropped before the race
// have no samples.
func (s *paired) Estimates() []bot.Estimate[cg.Action] {
	best := s.Best()
	out := make([]bot.Estimate[cg.Action], len(s.legal))
	for i, a := range s.legal {
		e := bot.Estimate[cg.Action]{Action: a, WinProb: -1, Samples: s.stats[i].n, Best: a == best}
		if t := s.stats[i]; t.n > 0 {
			e.WinProb, e.Money, e.Score = t.win/float64(t.n), t.money/float64(t.n), t.sum/float64(t.n)
		}
		out[i] = e
	}
	return out
}
