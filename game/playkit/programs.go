//go:build !js

package playkit

import (
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/game"
)

// programs are the external programs of a session's seats, each talking to
// its program on a goroutine of its own (game.ExtAgent), so that no frame
// waits for one; one that fails or keeps quiet is answered move by move by
// the medium bot (extbot.Host). A program only ever gets its seat's view
// and the events its seat may see (game.EventsFor).
type programs[S engine.State[S, A, E], A Action, E any] struct {
	ext   []*game.ExtAgent[S, A, E] // per seat, nil where no program plays
	log   lines                     // the hosts' lines, for the session's log
	ended bool
}

func newPrograms[S engine.State[S, A, E], A Action, E any](seats int) *programs[S, A, E] {
	return &programs[S, A, E]{ext: make([]*game.ExtAgent[S, A, E], seats)}
}

// start starts seat i's program and returns how its decisions begin.
func (ps *programs[S, A, E]) start(i int, s Seat, seed uint64, newExt NewExt[S, A, E], opts Options) (Begin[S, A], error) {
	if newExt == nil {
		return nil, errors.New("external programs are not available here")
	}
	h, err := newExt(s.Command, i, extbot.Options{Timeout: opts.ExtTimeout, StartTimeout: opts.ExtStartTimeout,
		Log: &ps.log, Seed: seed, Name: s.Name})
	if err != nil {
		return nil, err
	}
	x := game.NewExtAgent(h)
	ps.ext[i] = x
	return func(view S) Search[A] {
		x.Begin(view)
		return &extSearch[S, A, E]{x: x}
	}, nil
}

// Start introduces the game of st to every program: its seat's view.
func (ps *programs[S, A, E]) Start(st S) {
	for p, x := range ps.ext {
		if x != nil {
			x.Start(st.View(p), p, nil)
		}
	}
}

// Observe tells every program what happened (evs, as Apply gave them, in
// st after them): the events its seat may see and its seat's view.
func (ps *programs[S, A, E]) Observe(st S, evs []E) {
	for p, x := range ps.ext {
		if x != nil {
			x.Observe(st.View(p), game.EventsFor(st, p, evs))
		}
	}
}

// End tells every program the game of st is over, once.
func (ps *programs[S, A, E]) End(st S) {
	if ps.ended {
		return
	}
	ps.ended = true
	for p, x := range ps.ext {
		if x != nil {
			x.End(st.View(p))
		}
	}
}

// any reports whether a program plays a seat.
func (ps *programs[S, A, E]) any() bool {
	for _, x := range ps.ext {
		if x != nil {
			return true
		}
	}
	return false
}

// Problems are the lines the programs' hosts wrote since the last call (a
// program that failed, answered late or badly), for the session's log.
func (ps *programs[S, A, E]) Problems() []string { return ps.log.take() }

// Close stops the programs (quit, then their process groups are killed).
func (ps *programs[S, A, E]) Close() error {
	var errs []error
	for p, x := range ps.ext {
		if x != nil {
			errs = append(errs, x.Close())
			ps.ext[p] = nil
		}
	}
	return errors.Join(errs...)
}

// extSearch is a program's decision: each Step polls for its answer.
type extSearch[S engine.State[S, A, E], A Action, E any] struct {
	x    *game.ExtAgent[S, A, E]
	best A
	done bool
}

func (sr *extSearch[S, A, E]) Step(d time.Duration) bool {
	if !sr.done {
		sr.best, sr.done = sr.x.Think(d)
	}
	return sr.done
}

func (sr *extSearch[S, A, E]) Best() A { return sr.best }

// lines keeps what is written to it, a line at a time, from any goroutine.
type lines struct {
	mu   sync.Mutex
	text []string
}

func (l *lines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, line := range strings.Split(strings.TrimRight(string(p), "\n"), "\n") {
		if line = strings.TrimSpace(line); line != "" && len(l.text) < maxLog {
			l.text = append(l.text, line)
		}
	}
	return len(p), nil
}

func (l *lines) take() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := l.text
	l.text = nil
	return out
}
