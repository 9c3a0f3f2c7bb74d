// Package ai has the computer players of Las Vegas: four levels ("random",
// "easy", "medium", "hard") behind one interface, and an advisor that
// explains the hard bot's view of every legal action.
//
// Bots never block the caller for long: Begin starts a Search on a private
// copy of the state, and the caller runs it in slices with Step (a browser
// runs Go on one thread, so a long computation would freeze the page).
// Best is valid at any time, so a caller with a deadline simply stops
// stepping. Choose is the blocking convenience for headless play.
//
// Every bot draws its randomness from its own engine.Rand, seeded at
// construction, and its work is counted in rollouts rather than time, so
// a game played with the same seeds is the same game on every machine.
package ai

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// Levels lists the bot levels New accepts, weakest first.
var Levels = []string{"random", "easy", "medium", "hard"}

// Bot is a computer player. A Bot is not safe for concurrent use; give
// every seat its own.
type Bot interface {
	// Name is the level, e.g. "hard".
	Name() string
	// Begin starts choosing an action for the seat to act in s. The search
	// works on its own copy: s is never modified and may change afterwards.
	Begin(s *dice.State) Search
	// Choose runs a search to its end, or until budget has passed if budget
	// is positive, and returns its best action. It is Begin plus Step.
	Choose(s *dice.State, budget time.Duration) dice.Action
}

// Search is one decision being worked out.
type Search interface {
	// Step works for about maxWork (at least one unit of work) and reports
	// whether the search is finished.
	Step(maxWork time.Duration) (done bool)
	// Best is the action to play now: valid from Begin on, improved by Step.
	// It is the zero Action when the seat to act has no decision (chance
	// node or game over).
	Best() dice.Action
	// Estimates describes every legal action as the search sees it now.
	Estimates() []Estimate
}

// Estimate is a search's view of one legal action.
type Estimate struct {
	Action dice.Action
	// WinProb is the estimated probability that the acting seat wins the
	// game after this action (a shared first place counts its share).
	// Heuristic bots leave it at -1.
	WinProb float64
	// Money is the expected money of the acting seat in dollars at the
	// search horizon: the end of the current round for the hard bot, the
	// end of the round if it ended right after the action for the others.
	Money float64
	// Score is the level's own score of the action (higher is better).
	Score float64
	// Samples is how many rollouts back the figures (0 for heuristics).
	Samples int
	// Best marks the action the search would play.
	Best bool
}

func (e Estimate) String() string {
	s := e.Action.String()
	if e.WinProb >= 0 {
		s += fmt.Sprintf(": win %.0f%%", 100*e.WinProb)
	}
	s += fmt.Sprintf(", money $%.0fk", e.Money/1000)
	if e.Samples > 0 {
		s += fmt.Sprintf(" (%d rollouts)", e.Samples)
	}
	if e.Best {
		s += " *"
	}
	return s
}

// New returns a bot of the given level ("random", "easy", "medium" or
// "hard") with its own random stream seeded by seed.
func New(level string, seed uint64) (Bot, error) {
	switch level {
	case "random":
		return &randomBot{rng: engine.NewRand(seed)}, nil
	case "easy":
		return &heuristicBot{name: "easy", pol: easyPolicy, rng: engine.NewRand(seed), sc: newScratch()}, nil
	case "medium":
		return &heuristicBot{name: "medium", pol: mediumPolicy, rng: engine.NewRand(seed), sc: newScratch()}, nil
	case "hard":
		return NewHard(seed, HardOptions{}), nil
	case "future":
		fut := defaultFuture
		return &futureBot{fut: &fut, rng: engine.NewRand(seed), sc: newScratch()}, nil
	}
	for _, lv := range []string{"easy", "medium"} {
		if rest, ok := strings.CutPrefix(level, lv+":"); ok {
			pol := easyPolicy
			if lv == "medium" {
				pol = mediumPolicy
			}
			if err := parsePolicy(&pol, rest); err != nil {
				return nil, fmt.Errorf("ai: %q: %w", level, err)
			}
			return &heuristicBot{name: level, pol: pol, rng: engine.NewRand(seed), sc: newScratch()}, nil
		}
	}
	if rest, ok := strings.CutPrefix(level, "hard:"); ok {
		o, err := parseHardOptions(rest)
		if err != nil {
			return nil, fmt.Errorf("ai: %q: %w", level, err)
		}
		return NewHard(seed, o), nil
	}
	return nil, fmt.Errorf("ai: unknown level %q (want random, easy, medium or hard)", level)
}

// parsePolicy reads "diecost=X:noise=Y:explore=Z" into pol, for
// experiments with the heuristic levels.
func parsePolicy(pol *policy, s string) error {
	for _, kv := range strings.Split(s, ":") {
		k, v, _ := strings.Cut(kv, "=")
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return err
		}
		switch k {
		case "diecost":
			pol.dieCost = x
		case "diescale":
			pol.dieScale = x
		case "noise":
			pol.noise = x
		case "explore":
			pol.explore = x
		default:
			return fmt.Errorf("unknown option %q (diecost, noise, explore)", k)
		}
	}
	return nil
}

// parseHardOptions reads "rollouts=N:work=N:temp=X:horizon=game:noise=X" (the part of a
// level such as "hard:rollouts=2000" after the colon), for experiments.
func parseHardOptions(s string) (HardOptions, error) {
	var o HardOptions
	for _, kv := range strings.Split(s, ":") {
		k, v, _ := strings.Cut(kv, "=")
		var err error
		switch k {
		case "rollouts":
			o.Rollouts, err = strconv.Atoi(v)
		case "work":
			o.Work, err = strconv.Atoi(v)
		case "temp":
			o.Temp, err = strconv.ParseFloat(v, 64)
		case "horizon":
			switch v {
			case "round":
				o.GameHorizon = false
			case "game":
				o.GameHorizon = true
			default:
				err = fmt.Errorf("horizon is round or game")
			}
		case "noise":
			o.RolloutNoise, err = strconv.ParseFloat(v, 64)
		case "explore":
			o.RolloutExplore, err = strconv.ParseFloat(v, 64)
		case "z":
			o.Z, err = strconv.ParseFloat(v, 64)
		case "uniform":
			o.Uniform = v == "1" || v == "true"
		case "look":
			o.Lookahead, err = strconv.Atoi(v)
		case "own":
			switch v {
			case "medium":
				o.Own = OwnMedium
			case "future":
				o.Own = OwnFuture
			default:
				err = fmt.Errorf("own is medium or future")
			}
		default:
			err = fmt.Errorf("unknown option %q (rollouts, work, temp, horizon, noise, explore, z, uniform, look, own)", k)
		}
		if err != nil {
			return o, err
		}
	}
	return o, nil
}

// run steps a search to its end or until budget (if positive) has passed.
func run(sr Search, budget time.Duration) dice.Action {
	const slice = 10 * time.Millisecond
	var deadline time.Time
	if budget > 0 {
		deadline = time.Now().Add(budget)
	}
	for {
		w := slice
		if budget > 0 {
			left := time.Until(deadline)
			if left <= 0 {
				break
			}
			w = min(w, left)
		}
		if sr.Step(w) {
			break
		}
	}
	return sr.Best()
}

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

// Why explains a decision in one line for a log: the best action first,
// then up to n-1 others by the level's score, e.g. "place 5: win 41%, money
// $230k (812 rollouts) *; place 2: win 37%, ...".
func Why(est []Estimate, n int) string {
	sorted := append([]Estimate(nil), est...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].Best != sorted[j].Best {
			return sorted[i].Best
		}
		return sorted[i].Score > sorted[j].Score
	})
	if n > 0 && len(sorted) > n {
		sorted = sorted[:n]
	}
	parts := make([]string, len(sorted))
	for i, e := range sorted {
		parts[i] = e.String()
	}
	return strings.Join(parts, "; ")
}
