// Package bot is the game-independent part of the computer players: the
// contract between a bot and its caller (Bot, Search, Estimate), the runner
// that steps a search in slices, and Why. Package ai/dice instantiates it for
// the dice game (ai/dice's bots are Bot[*dice.State, dice.Action]); the bots of
// another game can share it.
//
// Bots never block the caller for long: Begin starts a Search on a private
// copy of the state, and the caller runs it in slices with Step (a browser
// runs Go on one thread, so a long computation would freeze the page).
// Best is valid at any time, so a caller with a deadline simply stops
// stepping. Choose is the blocking convenience for headless play.
package bot

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// Bot is a computer player for states S and actions A. A Bot is not safe
// for concurrent use; give every seat its own.
type Bot[S any, A fmt.Stringer] interface {
	// Name is the level, e.g. "hard".
	Name() string
	// Begin starts choosing an action for the seat to act in s. The search
	// works on its own copy: s is never modified and may change afterwards.
	Begin(s S) Search[A]
	// Choose runs a search to its end, or until budget has passed if budget
	// is positive, and returns its best action. It is Begin plus Step.
	Choose(s S, budget time.Duration) A
}

// Search is one decision being worked out.
type Search[A fmt.Stringer] interface {
	// Step works for about maxWork (at least one unit of work) and reports
	// whether the search is finished.
	Step(maxWork time.Duration) (done bool)
	// Best is the action to play now: valid from Begin on, improved by Step.
	// It is the zero action when the seat to act has no decision (chance
	// node or game over).
	Best() A
	// Estimates describes every legal action as the search sees it now.
	Estimates() []Estimate[A]
}

// Estimate is a search's view of one legal action.
type Estimate[A fmt.Stringer] struct {
	Action A
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

func (e Estimate[A]) String() string {
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

// Slice is how much work Run gives a search per Step.
const Slice = 10 * time.Millisecond

// Run steps a search to its end, or until budget (if positive) has passed,
// and returns its best action.
func Run[A fmt.Stringer](sr Search[A], budget time.Duration) A {
	var deadline time.Time
	if budget > 0 {
		deadline = time.Now().Add(budget)
	}
	for {
		w := Slice
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

// Why explains a decision in one line for a log: the best action first,
// then up to n-1 others by the level's score, e.g. "place 5: win 41%, money
// $230k (812 rollouts) *; place 2: win 37%, ...".
func Why[A fmt.Stringer](est []Estimate[A], n int) string {
	sorted := append([]Estimate[A](nil), est...)
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

// Decided is the search of a decision made at once (a heuristic's): a
// stepped no-op whose estimates list the legal actions, a marked best.
func Decided[A action](a A, legal []A) Search[A] { return &decided[A]{a: a, legal: legal} }

// action is what a decided search needs of an action: comparable, and a
// text for estimates.
type action interface {
	comparable
	fmt.Stringer
}

type decided[A action] struct {
	a     A
	legal []A
}

func (d *decided[A]) Step(time.Duration) bool { return true }
func (d *decided[A]) Best() A                 { return d.a }
func (d *decided[A]) Estimates() []Estimate[A] {
	out := make([]Estimate[A], len(d.legal))
	for i, a := range d.legal {
		out[i] = Estimate[A]{Action: a, WinProb: -1, Best: a == d.a}
	}
	return out
}
