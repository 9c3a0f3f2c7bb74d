package playkit

import (
	"fmt"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/game"
)

// Search is a bot's decision being worked out in slices.
type Search[A any] interface {
	Step(maxWork time.Duration) bool
	Best() A
}

// Begin starts a bot's decision from its seat's view.
type Begin[S, A any] func(view S) Search[A]

// Action is what a game's actions must be: comparable, and written in an
// external program's protocol by their String.
type Action interface {
	comparable
	fmt.Stringer
}

// Bots are a session's bots: one for each seat a bot or an external
// program plays, each deciding from its seat's view in slices (a program
// on a goroutine of its own, polled: see programs.go).
type Bots[S engine.State[S, A, E], A Action, E any] struct {
	begin  []Begin[S, A] // nil for people
	search []Search[A]   // per seat: the decision being worked out
	*programs[S, A, E]
	// script, if set, plays every seat and the chance (Options.Script).
	script *Script[A]
	// pace is the Update being stepped (Pace).
	pace *pace
}

// pace is what a session's bot seats share during one Update: the slice
// each may think, and whether one has not finished (the seats after it
// wait for the next Update, so an Update holds one unfinished slice).
type pace struct {
	slice   time.Duration
	stalled bool
}

// NewBots makes each bot seat's bot with newBot (the game's), with a seed
// of its own drawn from the game's, and starts each program seat's program
// with newExt (the game's extbot constructor) and the time limits of opts.
func NewBots[S engine.State[S, A, E], A Action, E any](seats []Seat, seed uint64, newBot func(level string, seat int, seed uint64) (Begin[S, A], error), newExt NewExt[S, A, E], opts Options) (Bots[S, A, E], error) {
	b := Bots[S, A, E]{begin: make([]Begin[S, A], len(seats)), search: make([]Search[A], len(seats)), programs: newPrograms[S, A, E](len(seats)), pace: &pace{}}
	if sc, ok := opts.Script.(*Script[A]); ok {
		b.script = sc
		for i := range seats {
			b.begin[i] = scriptBegin[S](sc, i)
		}
		return b, nil
	}
	for i, s := range seats {
		var bg Begin[S, A]
		var err error
		switch {
		case s.IsHuman():
			continue
		case s.IsProgram():
			bg, err = b.programs.start(i, s, seed*31+uint64(i)+1, newExt, opts)
		default:
			bg, err = newBot(s.Level, i, seed*31+uint64(i)+1)
		}
		if err != nil {
			b.Close()
			return b, err
		}
		b.begin[i] = bg
	}
	return b, nil
}

// Plays reports whether a bot (or a program) plays seat p.
func (b Bots[S, A, E]) Plays(p int) bool { return b.begin[p] != nil }

// Pace starts an Update of the session: each bot seat asked by the loop
// may think for about slice, until one of them has not finished.
func (b Bots[S, A, E]) Pace(slice time.Duration) { *b.pace = pace{slice: slice} }

// Loop is a session's game loop over st (game.Loop, paced, keeping no
// history: the session writes its record from Applied): the seats a bot, a
// program or a replay's script plays think through b, one slice a Step
// (Pace), each other seat is person(p) (a mailbox of the person's
// decision), and chance is drawn with rng (a replay's: the record's
// outcomes, then ErrScriptEnd).
func (b Bots[S, A, E]) Loop(st S, rng *engine.Rand, person func(p int) game.Chooser[S, A]) *game.Loop[S, A, E] {
	l := &game.Loop[S, A, E]{State: st, Rand: rng, NoHistory: true, Seats: make([]game.Chooser[S, A], len(b.begin))}
	for p := range b.begin {
		if b.Plays(p) {
			l.Seats[p] = botSeat[S, A, E]{b: b, p: p}
		} else {
			l.Seats[p] = person(p)
		}
	}
	if sc := b.script; sc != nil {
		l.Chance = func(S) (A, error) {
			a, ok := sc.take(engine.ChancePlayer)
			if !ok {
				return a, ErrScriptEnd
			}
			return a, nil
		}
	}
	return l
}

// botSeat is seat p's bot (or program, or script) in the session's loop:
// its decision begins from the seat's view and is worked on one slice a
// Step; game.ErrWaiting until decided.
type botSeat[S engine.State[S, A, E], A Action, E any] struct {
	b Bots[S, A, E]
	p int
}

func (c botSeat[S, A, E]) Pace(s game.Sight[S]) (A, error) {
	b, p := c.b, c.p
	var none A
	if b.pace.stalled {
		return none, game.ErrWaiting
	}
	if b.search[p] == nil {
		b.search[p] = b.begin[p](s.View())
	}
	if !b.search[p].Step(b.pace.slice) {
		b.pace.stalled = true
		return none, game.ErrWaiting
	}
	a := b.search[p].Best()
	b.search[p] = nil
	return a, nil
}

// Choose decides at once (headless play): the search runs to its end (a
// script's seat whose step is not next waits).
func (c botSeat[S, A, E]) Choose(view S, _ int) (A, error) {
	sr := c.b.begin[c.p](view)
	for range 1000 {
		if sr.Step(10 * time.Millisecond) {
			return sr.Best(), nil
		}
	}
	var none A
	return none, game.ErrWaiting
}

// BotsOf adapts a bot package's constructor (New(level, seat, seed)),
// whose bots begin a decision with Begin(view) returning a search of R,
// to a game's NewBot.
func BotsOf[S, A any, R Search[A], B interface{ Begin(S) R }](newBot func(level string, seat int, seed uint64) (B, error)) func(level string, seat int, seed uint64) (Begin[S, A], error) {
	return func(level string, seat int, seed uint64) (Begin[S, A], error) {
		b, err := newBot(level, seat, seed)
		if err != nil {
			return nil, err
		}
		return func(s S) Search[A] { return b.Begin(s) }, nil
	}
}
