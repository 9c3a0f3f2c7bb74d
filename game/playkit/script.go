package playkit

import (
	"errors"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/record"
)

// Script is a record's steps played again, in order: in a session made
// with Options.Script, every seat plays its recorded decisions and chance
// its recorded outcomes (the replay viewer; no program is started, no bot
// thinks, nothing random is drawn).
type Script[A any] struct {
	steps []record.Step[A]
	next  int
}

// NewScript plays steps.
func NewScript[A any](steps []record.Step[A]) *Script[A] { return &Script[A]{steps: steps} }

// Done reports whether every step has been played.
func (s *Script[A]) Done() bool { return s.next >= len(s.steps) }

// Played is the number of steps played.
func (s *Script[A]) Played() int { return s.next }

// take is the next step if seat by takes it (engine.ChancePlayer for
// chance), and moves past it.
func (s *Script[A]) take(by int) (A, bool) {
	if s.next < len(s.steps) {
		if st := s.steps[s.next]; st.By != nil && *st.By == by {
			s.next++
			return st.Action, true
		}
	}
	var none A
	return none, false
}

// ErrScriptEnd is the chance of a scripted session past its record's end.
var ErrScriptEnd = errors.New("the record ends here")

// scriptSearch is a seat's decision in a scripted session: its next step.
type scriptSearch[A any] struct {
	s    *Script[A]
	seat int
	a    A
	done bool
}

func (sr *scriptSearch[A]) Step(time.Duration) bool {
	if !sr.done {
		sr.a, sr.done = sr.s.take(sr.seat)
	}
	return sr.done
}

func (sr *scriptSearch[A]) Best() A { return sr.a }

// scriptBegin is seat's decisions in a scripted session.
func scriptBegin[S, A any](s *Script[A], seat int) Begin[S, A] {
	return func(S) Search[A] { return &scriptSearch[A]{s: s, seat: seat} }
}

// Watched are a record's seats as a replay seats them: the same names,
// every seat played by its recorded steps (none a person, so no hand is
// drawn as anyone's own and no handover comes).
func Watched(infos []record.SeatInfo) []record.SeatInfo {
	out := make([]record.SeatInfo, len(infos))
	for i, s := range infos {
		out[i] = record.SeatInfo{Name: s.Name, Kind: "bot:medium"}
	}
	return out
}

// Replay is the game of doc played again from its step upto (0: the
// start): resume makes the session that stands after doc's first upto
// steps (a copy of doc cut there, its seats Watched, no result), and from
// there every seat and the chance play doc's steps (the script returned),
// as a spectator sees them; nothing is saved and no program starts. Each
// game's Replay is this with its Resume.
func Replay[R any, A any, G any](doc record.Doc[R, A], upto int, resume func(pre record.Doc[R, A], opts Options) (G, error)) (G, *Script[A], error) {
	upto = min(max(upto, 0), len(doc.History))
	pre := doc
	pre.History, pre.Result, pre.Seats = doc.History[:upto:upto], nil, Watched(doc.Seats)
	sc := NewScript(doc.History[upto:])
	g, err := resume(pre, Options{Script: sc})
	return g, sc, err
}
