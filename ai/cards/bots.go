// Package cards has the bots of Las Vegas: The Card Game: random, easy
// (greedy on the notes it would win now), medium (the one-turn best reply
// to sampled placements of the others) and hard (the shared determinized
// search, ai/internal/mc, with a mix of policies in its rollouts and a
// mixed strategy at the simultaneous picks), and test opponents for
// measurements (Opponents). Every level decides from a seat's view only.
package cards

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	"github.com/lasvegas-dice/lasvegas/ai/internal/mc"
	"github.com/lasvegas-dice/lasvegas/engine"
	cg "github.com/lasvegas-dice/lasvegas/engine/cards"
)

// Levels are the bot levels, weakest first.
var Levels = []string{"random", "easy", "medium", "hard"}

// HardWork is the hard bot's sampled games per decision times the number
// of players (a count, not a time, so that games replay; a rollout costs
// about as much per player; docs/ai.md has the timings).
const HardWork = 2000

// Search is a decision being worked out, stepped in slices (for the
// window's advisor); Estimate is its view of one pick.
type (
	Search   = bot.Search[cg.Action]
	Estimate = bot.Estimate[cg.Action]
)

// Bot is one level in one seat. It implements the bots' contract
// (ai/internal/bot) for the card game.
type Bot struct {
	level string
	seat  int
	r     *engine.Rand
	seed  uint64
	hard  hardOptions
}

var _ bot.Bot[*cg.State, cg.Action] = (*Bot)(nil)

// New makes the bot of level for seat, with its own random stream.
func New(level string, seat int, seed uint64) (*Bot, error) {
	if _, ok := policies[level]; ok {
		return &Bot{level: level, seat: seat, r: engine.NewRand(seed), seed: seed}, nil
	}
	if strings.HasPrefix(level, "hard") {
		o, err := parseHard(level)
		if err != nil {
			return nil, err
		}
		return &Bot{level: "hard", seat: seat, r: engine.NewRand(seed), seed: seed, hard: o}, nil
	}
	return nil, fmt.Errorf("no card-game bot %q (want random, easy, medium or hard; for tests greedy, longest, onebest or stopearly)", level)
}

// Name is the level.
func (b *Bot) Name() string { return b.level }

// Choose runs a search to its end (or budget, if positive).
func (b *Bot) Choose(s *cg.State, budget time.Duration) cg.Action {
	return bot.Run(b.Begin(s), budget)
}

// Begin starts deciding for the bot's seat in s (a view of it).
func (b *Bot) Begin(s *cg.State) bot.Search[cg.Action] {
	if b.level == "hard" {
		b.seed++
		if b.hard.search == "paired" {
			return newPaired(s, b.seat, b.hard, b.seed)
		}
		return mc.New[*cg.State, cg.Action, cg.Event](s, b.seat, b.hard.config(s), b.seed)
	}
	return bot.Decided(policies[b.level](s, b.seat, b.r), legalFor(s, b.seat))
}

// policies are the levels that play one policy, the test opponents included.
var policies = map[string]mc.Policy[*cg.State, cg.Action]{
	"random": randomPolicy, "easy": Easy, "medium": Medium,
	"greedy": Greedy, "longest": Longest, "onebest": OneBest, "stopearly": StopEarly,
}

// roundOver ends a rollout when round r is paid out: money decides games
// and every round starts afresh but for it.
func roundOver(r int) func(*cg.State) bool {
	return func(s *cg.State) bool { return s.Round() > r }
}

// legalFor is seat's choices in s: its picks at a simultaneous node, else
// the legal actions if it is to act.
func legalFor(s *cg.State, seat int) []cg.Action {
	if s.CurrentPlayer() == engine.SimultaneousPlayer {
		return s.LegalFor(seat)
	}
	if s.CurrentPlayer() == seat {
		return s.Legal()
	}
	return nil
}

func randomPolicy(s *cg.State, seat int, r *engine.Rand) cg.Action {
	l := legalFor(s, seat)
	if len(l) == 0 {
		return cg.Action{}
	}
	return l[r.Intn(len(l))]
}

// Easy takes the pick that wins the most right now, counting only notes
// it would hold if the round ended at once (ties broken at random).
func Easy(s *cg.State, seat int, r *engine.Rand) cg.Action {
	return best(s, seat, r, true)
}

// Medium is the one-turn best reply: each pick scored by what the seat
// would win if the round were paid right after this turn, averaged over
// placements of the others by Quick (their hands dealt anew from the
// view; in the sequential variation the rest of the turn is played out),
// plus the chip card it takes, less mediumCardCost a card while turns
// remain. A few hundred microseconds a pick.
func Medium(s *cg.State, seat int, r *engine.Rand) cg.Action {
	return greedyWith(s, seat, r, greedySamples, mediumCardCost, Quick)
}

// mediumCardCost is what medium gives up per card placed before the last
// turn (300-game screens against three easy bots: $0 37.7%, $3,000
// 46.7%, $6,000 50.7%, $9,000 52.7% with the others played by easy;
// against three greedy bots $6,000 won 53.5% with the others by Quick).
const mediumCardCost = 6000

// Lead (the medium level before issue 26, now a rollout policy) weighs
// each pick by the lead it builds for the turns left and the cost of
// reaching the stop at 8 cards early.
func Lead(s *cg.State, seat int, r *engine.Rand) cg.Action {
	return best(s, seat, r, false)
}

func best(s *cg.State, seat int, r *engine.Rand, exact bool) cg.Action {
	l := legalFor(s, seat)
	if len(l) == 0 {
		return cg.Action{}
	}
	bestA, bestV, ties := l[0], math.Inf(-1), 0
	for _, a := range l {
		var v float64
		switch a.Kind {
		case cg.ActPick:
			v = pickValue(s, seat, a.Pick, exact) + 1e-3*float64(a.Pick.Size())
		case cg.ActChip:
			v = float64(chipValue(s, seat, a.Chip))
		}
		switch {
		case v > bestV+1e-9:
			bestA, bestV, ties = a, v, 1
		case v > bestV-1e-9:
			if ties++; r.Intn(ties) == 0 {
				bestA = a
			}
		}
	}
	return bestA
}
