// Package dice has the computer players of Las Vegas, the dice game: four levels ("random",
// "easy", "medium", "hard") behind one interface; the hard bot's search
// also gives the game's hints (its view of every legal action).
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
package dice

// The game-independent part (the Bot, Search and Estimate contract, the
// sliced runner and Why) is package ai/internal/bot; this file instantiates
// it for the dice game, so that the dice policies can later move to a
// package of their own (ai/dice) beside the bots of other games. The levels
// are in levels.go and bots.go, the hard bot in hard.go, search.go,
// winvalue.go and lookahead.go, their evaluations in table.go, policy.go
// and future.go.

import (
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// Bot is a computer player: Name, then Begin(s) to start a Search on its
// own copy of s (s is never modified), or Choose(s, budget) to run one to
// its end (budget > 0: a time limit). A Bot is not safe for concurrent use;
// give every seat its own. See package ai/internal/bot for the contract.
type Bot = bot.Bot[*dice.State, dice.Action]

// Search is one decision being worked out: Step(maxWork) works for about
// maxWork and reports whether it is done; Best is the action to play now
// (valid from Begin on; the zero Action when the seat to act has no
// decision); Estimates describes every legal action.
type Search = bot.Search[dice.Action]

// Estimate is a search's view of one legal action: its estimated win
// probability (-1 for heuristic levels), expected money in dollars at the
// search's horizon, the level's own score, the rollouts behind them, and
// whether the search would play it.
type Estimate = bot.Estimate[dice.Action]

// run steps a search to its end or until budget (if positive) has passed.
func run(sr Search, budget time.Duration) dice.Action { return bot.Run(sr, budget) }

// Why explains a decision in one line for a log: the best action first,
// then up to n-1 others by the level's score, e.g. "place 5: win 41%, money
// $230k (812 rollouts) *; place 2: win 37%, ...".
func Why(est []Estimate, n int) string { return bot.Why(est, n) }
