package playkit

import (
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

// Bots are a session's bots: one for each seat a bot plays, each deciding
// from its seat's view in slices.
type Bots[S interface{ View(seat int) S }, A any] struct {
	begin  []Begin[S, A] // nil for people
	search []Search[A]   // per seat: the decision being worked out
}

// NewBots makes each bot seat's bot with newBot (the game's), with a seed
// of its own drawn from the game's.
func NewBots[S interface{ View(seat int) S }, A any](seats []Seat, seed uint64, newBot func(level string, seat int, seed uint64) (Begin[S, A], error)) (Bots[S, A], error) {
	b := Bots[S, A]{begin: make([]Begin[S, A], len(seats)), search: make([]Search[A], len(seats))}
	for i, s := range seats {
		if s.Human {
			continue
		}
		bg, err := newBot(s.Level, i, seed*31+uint64(i)+1)
		if err != nil {
			return b, err
		}
		b.begin[i] = bg
	}
	return b, nil
}

// Plays reports whether a bot plays seat p.
func (b Bots[S, A]) Plays(p int) bool { return b.begin[p] != nil }

// Think works on seat p's bot's decision in st for about slice, and
// returns it once decided.
func (b Bots[S, A]) Think(p int, st S, slice time.Duration) (A, bool) {
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

// Chance plays the chance outcome due in st, drawn with r, and writes it in
// rec; st and rec are unchanged on error.
func Chance[S engine.State[S, A, E], A comparable, E any, R any](st S, r *engine.Rand, rec *record.Doc[R, A]) ([]E, error) {
	a := st.SampleChance(r)
	evs, err := st.Apply(a)
	if err != nil {
		return nil, err
	}
	rec.Add(a, engine.ChancePlayer)
	return evs, nil
}
