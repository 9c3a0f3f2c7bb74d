package record

import (
	"fmt"
	"slices"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Step is one entry of a record's history: an action, and optionally the
// seat that took it (By is -1 for chance; nil when not written).
type Step[A any] struct {
	Action A
	By     *int
}

// ReplayError is an error at one step of a replay.
type ReplayError[A any] struct {
	Step   int // 1-based
	Action A
	Err    error
}

func (e *ReplayError[A]) Error() string {
	return fmt.Sprintf("step %d (%v): %v", e.Step, e.Action, e.Err)
}

func (e *ReplayError[A]) Unwrap() error { return e.Err }

// CheckBy checks a step's written seat against the seat to act (cp, as
// CurrentPlayer gives it, or the acting seat of a simultaneous decision).
func CheckBy(by *int, cp int) error {
	if by == nil || *by == cp {
		return nil
	}
	want := "chance"
	switch {
	case cp >= 0:
		want = fmt.Sprintf("seat %d", cp)
	case cp == engine.TerminalPlayer:
		want = "nobody (the game is over)"
	}
	return fmt.Errorf("%w: written as by %d, but %s is to act", engine.ErrIllegal, *by, want)
}

// Replay plays steps from s, checking every one, and returns the final
// state (s itself, changed). each, if not nil, is called after every step
// with its index and events. At a simultaneous decision the next steps are
// the acting seats' choices in Acting's order (one step each, "by" the
// seat); they are applied together with ApplyJoint, and each gets the
// joint move's events with the last of them. A history that stops in the
// middle of a joint move replays to the position before it, its dangling
// steps checked (seat and legality) but not applied: each does not see
// them.
func Replay[S engine.State[S, A, E], A comparable, E any](s S, steps []Step[A], each func(step int, a A, evs []E)) (S, error) {
	for i := 0; i < len(steps); i++ {
		st := steps[i]
		cp := s.CurrentPlayer()
		if cp == engine.SimultaneousPlayer {
			n, err := replayJoint(s, steps, i, each)
			if err != nil {
				return s, err
			}
			i += n - 1
			continue
		}
		if err := CheckBy(st.By, cp); err != nil {
			return s, &ReplayError[A]{Step: i + 1, Action: st.Action, Err: err}
		}
		evs, err := s.Apply(st.Action)
		if err != nil {
			return s, &ReplayError[A]{Step: i + 1, Action: st.Action, Err: err}
		}
		if each != nil {
			each(i, st.Action, evs)
		}
	}
	return s, nil
}

// replayJoint applies the joint move that starts at steps[i] and returns
// how many steps it took.
func replayJoint[S engine.State[S, A, E], A comparable, E any](s S, steps []Step[A], i int, each func(int, A, []E)) (int, error) {
	j, ok := any(s).(engine.Joint[A, E])
	if !ok {
		return 0, &ReplayError[A]{Step: i + 1, Action: steps[i].Action, Err: fmt.Errorf("%w: a simultaneous decision in a game without one", ErrRecord)}
	}
	acting := j.Acting()
	// The record may stop while seats are choosing: each choice written
	// (a dangling step) is checked all the same.
	n := min(len(acting), len(steps)-i)
	acts := make([]A, n)
	for k, p := range acting[:n] {
		st := steps[i+k]
		if err := CheckBy(st.By, p); err != nil {
			return 0, &ReplayError[A]{Step: i + k + 1, Action: st.Action, Err: err}
		}
		if !slices.Contains(j.LegalFor(p), st.Action) {
			return 0, &ReplayError[A]{Step: i + k + 1, Action: st.Action, Err: fmt.Errorf("%w: not a choice seat %d has now", engine.ErrIllegal, p)}
		}
		acts[k] = st.Action
	}
	if n < len(acting) {
		return n, nil
	}
	last := i + len(acting) - 1
	evs, err := j.ApplyJoint(acts)
	if err != nil {
		return 0, &ReplayError[A]{Step: last + 1, Action: steps[last].Action, Err: err}
	}
	if each != nil {
		for k := range acts {
			if i+k == last {
				each(i+k, acts[k], evs)
			} else {
				each(i+k, acts[k], nil)
			}
		}
	}
	return len(acting), nil
}
