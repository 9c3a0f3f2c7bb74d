package tournament

import (
	"fmt"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	"github.com/lasvegas-dice/lasvegas/ai/internal/mc"
	"github.com/lasvegas-dice/lasvegas/engine"
)

// UniformLevels are the levels UniformBot makes.
var UniformLevels = []string{"random"}

// UniformBot is the bot of a game that has none of its own yet (the
// contract's test game): the level "random", which picks uniformly among
// its seat's legal actions, from its own seeded stream. It fits Game.Bot.
func UniformBot[S engine.State[S, A, E], A action, E any](level string, seat int, seed uint64) (bot.Bot[S, A], error) {
	if level != "random" {
		return nil, fmt.Errorf("no bot %q (want random)", level)
	}
	return &uniform[S, A, E]{seat: seat, r: engine.NewRand(seed)}, nil
}

type uniform[S engine.State[S, A, E], A action, E any] struct {
	seat int
	r    *engine.Rand
}

func (u *uniform[S, A, E]) Name() string { return "random" }

func (u *uniform[S, A, E]) Begin(s S) bot.Search[A] {
	seat := s.CurrentPlayer()
	var legal []A
	if seat == engine.SimultaneousPlayer {
		seat = u.seat
		legal = any(s).(engine.Joint[A, E]).LegalFor(seat)
	} else {
		legal = s.Legal()
	}
	return bot.Decided(mc.Random[S, A, E](s, seat, u.r), legal)
}

func (u *uniform[S, A, E]) Choose(s S, budget time.Duration) A {
	return bot.Run(u.Begin(s), budget)
}
