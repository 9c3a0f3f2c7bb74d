package playkit

import (
	"fmt"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
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
}

// NewBots makes each bot seat's bot with newBot (the game's), with a seed
// of its own drawn from the game's, and starts each program seat's program
// with newExt (the game's extbot constructor) and the time limits of opts.
func NewBots[S engine.State[S, A, E], A Action, E any](seats []Seat, seed uint64, newBot func(level string, seat int, seed uint64) (Begin[S, A], error), newExt NewExt[S, A, E], opts Options) (Bots[S, A, E], error) {
	b := Bots[S, A, E]{begin: make([]Begin[S, A], len(seats)), search: make([]Search[A], len(seats)), programs: newPrograms[S, A, E](len(seats))}
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

// Think works on seat p's bot's decision in st for about slice, and
// returns it once decided.
func (b Bots[S, A, E]) Think(p int, st S, slice time.Duration) (A, bool) {
	if b.search[p] == nil {
		b.search[p] = b.begin[p](st.View(p))
	}
	if !b.search[p].Step(slice) {
		var none A
		return none, false
	}
	a := b.search[p].Best()
	b.search[p] = nil
	return a, true
}

// Chance plays the chance outcome due in st, drawn with r (or the
// script's, in a scripted session: ErrScriptEnd past its end), and writes
// it in rec; st and rec are unchanged on error.
func Chance[S engine.State[S, A, E], A Action, E any, R any](st S, r *engine.Rand, rec *record.Doc[R, A], b Bots[S, A, E]) ([]E, error) {
	var a A
	if b.script != nil {
		var ok bool
		if a, ok = b.script.take(engine.ChancePlayer); !ok {
			return nil, ErrScriptEnd
		}
	} else {
		a = st.SampleChance(r)
	}
	evs, err := st.Apply(a)
	if err != nil {
		return nil, err
	}
	rec.Add(a, engine.ChancePlayer)
	return evs, nil
}
