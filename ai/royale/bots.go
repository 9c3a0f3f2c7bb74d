// Package royale has the bots of Las Vegas Royale: random; easy (places
// where it gains most now, never sits out); medium and hard (the shared
// search, ai/internal/mc, over 40 and 800 sampled games to the end of the
// round, whose players look one action ahead with a position value that
// counts the dice still to place, so they sit out and answer every tile's
// decision). Every level plays Lucky Punch and Black Box by their
// equilibrium mixes.
package royale

import (
	"fmt"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	"github.com/lasvegas-dice/lasvegas/ai/internal/mc"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// Levels are the bot levels, weakest first.
var Levels = []string{"random", "easy", "medium", "hard"}

// Sampled games per decision of the searching levels (counts, so that
// games replay; docs/ai.md has the timings).
const (
	MediumWork = 40
	HardWork   = 800
)

// Bot is one level in one seat.
type Bot struct {
	level string
	seat  int
	r     *engine.Rand
	seed  uint64
}

var _ bot.Bot[*royale.State, royale.Action] = (*Bot)(nil)

// New makes the bot of level for seat, with its own random stream.
func New(level string, seat int, seed uint64) (*Bot, error) {
	for _, l := range append(Levels[:len(Levels):len(Levels)], Opponents...) {
		if l == level {
			return &Bot{level: level, seat: seat, r: engine.NewRand(seed), seed: seed}, nil
		}
	}
	return nil, fmt.Errorf("no Royale bot %q (want random, easy, medium or hard; for tests greedy)", level)
}

// Name is the level.
func (b *Bot) Name() string { return b.level }

// Choose runs a search to its end (or budget, if positive).
func (b *Bot) Choose(s *royale.State, budget time.Duration) royale.Action {
	return bot.Run(b.Begin(s), budget)
}

// Begin starts deciding for the seat to act in s (a view).
func (b *Bot) Begin(s *royale.State) bot.Search[royale.Action] {
	seat := s.CurrentPlayer()
	legal := s.Legal()
	work := map[string]int{"medium": MediumWork, "hard": HardWork}[b.level]
	if work > 0 && len(legal) > 1 {
		if _, ok := mixed(s, legal, b.r); !ok {
			b.seed++
			r := s.Round()
			return mc.New[*royale.State, royale.Action, royale.Event](s, seat, mc.Config[*royale.State, royale.Action]{
				Rollout:       Lookahead,
				Horizon:       func(x *royale.State) bool { return x.Round() > r },
				MoneyScale:    60000,
				MaxIterations: work,
			}, b.seed)
		}
	}
	pol := map[string]mc.Policy[*royale.State, royale.Action]{"random": Random, "easy": Easy, "medium": Lookahead, "hard": Lookahead, "greedy": Greedy}[b.level]
	return bot.Decided(pol(s, seat, b.r), legal)
}

// Random plays uniformly, but the bluffing tiles by their mixes.
func Random(s *royale.State, _ int, r *engine.Rand) royale.Action {
	l := s.Legal()
	if len(l) == 0 {
		return royale.Action{}
	}
	if a, ok := mixed(s, l, r); ok {
		return a
	}
	return l[r.Intn(len(l))]
}

// Easy places where the money it would hold now grows most (never sitting
// out); tile decisions as Lookahead.
func Easy(s *royale.State, seat int, r *engine.Rand) royale.Action {
	l := s.Legal()
	if len(l) == 0 || l[0].Kind != royale.ActPlace {
		return Lookahead(s, seat, r)
	}
	var place []royale.Action
	for _, a := range l {
		if a.Kind == royale.ActPlace {
			place = append(place, a)
		}
	}
	best, bestV := place[0], -1e18
	for _, a := range place {
		c := s.Clone()
		if _, err := c.Apply(a); err != nil {
			continue
		}
		if v := eval(c, seat) - 0.5*float64(r.Intn(1000)); v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// Lookahead looks one action ahead (see eval): the searching levels'
// rollouts, and their choice where there is nothing to search.
func Lookahead(s *royale.State, seat int, r *engine.Rand) royale.Action {
	return lookahead(s, seat, r)
}
