// Package enginetest holds the checks every game of the family must pass,
// written once over the contract (engine.State, engine.Joint): random games
// played to the end, and at every step the properties OpenSpiel's random-sim
// test checks. Each game's tests call RandomGames with its own constructor
// and, where the state is a comparable value, an equality.
package enginetest

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Options tunes RandomGames.
type Options[S, A any] struct {
	// Equal compares two states exactly (nil: only what the contract shows
	// is compared). With it, a failed Apply must leave the state equal.
	Equal func(a, b S) bool
	// Illegal returns an action that is not legal now, to check that Apply
	// rejects it and changes nothing (nil: not checked).
	Illegal func(s S) (A, bool)
	// Canon maps a chance outcome to the form ChanceOutcomes lists it in
	// (nil: as sampled). The dice game lists rolls with the faces of each
	// kind of die sorted, while SampleChance keeps the order rolled.
	Canon func(a A) A
	// NearMiss returns actions close to legal ones for seat (the seat to
	// act, or one acting at a simultaneous node): the right kind with a
	// wrong argument, another seat's or another phase's action. Apply (or
	// ApplyJoint, with the other seats' choices legal) must accept each
	// exactly when Legal (LegalFor) lists it. Actions played earlier in the
	// game are tried the same way, with or without NearMiss.
	NearMiss func(s S, seat int, r *engine.Rand) []A
	// MaxSteps bounds one game (default 100000).
	MaxSteps int
}

// TB is the part of testing.TB the checks use.
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
}

// RandomGames plays games from newGame() to the end with random decisions
// and chance drawn from r, and fails t at the first step that breaks the
// contract:
//   - CurrentPlayer is a seat, ChancePlayer, SimultaneousPlayer or
//     TerminalPlayer, and the terminal state has no legal action;
//   - Legal is non-empty at a seat's turn, sorted the same on every call,
//     and each listed action applies on a clone without error;
//   - listed chance outcomes have positive probabilities summing to 1;
//   - a clone is independent: applying to it leaves the original as it was;
//   - View(seat) keeps whose turn it is and, for the seat to act, its legal
//     actions; Resample of a view does too;
//   - at a simultaneous node every acting seat has a choice, and all picks
//     apply together;
//   - Standings always rank every seat, from 1;
//   - a near miss (Options.NearMiss, and actions played earlier in the
//     game) applies exactly when Legal or LegalFor lists it.
//
// It returns the number of steps played.
func RandomGames[S engine.State[S, A, E], A comparable, E any](t TB, newGame func() S, games int, r *engine.Rand, opt Options[S, A]) int {
	t.Helper()
	if opt.MaxSteps == 0 {
		opt.MaxSteps = 100000
	}
	steps := 0
	for g := 0; g < games; g++ {
		s := newGame()
		var seen []A // actions played so far, near misses later
		for n := 0; !s.IsTerminal(); n++ {
			if n >= opt.MaxSteps {
				t.Fatalf("game %d: not over after %d steps", g, n)
			}
			if err := step(s, r, opt, &seen); err != nil {
				t.Fatalf("game %d step %d: %v", g, n, err)
			}
			steps++
		}
		if l := s.Legal(); len(l) != 0 {
			t.Fatalf("game %d: terminal state lists %d legal actions", g, len(l))
		}
		if err := checkStandings(s); err != nil {
			t.Fatalf("game %d at the end: %v", g, err)
		}
	}
	return steps
}

// step checks s and advances it by one action, chance outcome or joint move.
func step[S engine.State[S, A, E], A comparable, E any](s S, r *engine.Rand, opt Options[S, A], seen *[]A) error {
	if err := checkStandings(s); err != nil {
		return err
	}
	before := s.Clone()
	cp := s.CurrentPlayer()
	var err error
	switch {
	case cp == engine.ChancePlayer:
		err = stepChance(s, r, opt.Canon, seen)
	case cp == engine.SimultaneousPlayer:
		err = stepJoint(s, r, opt, seen)
	case cp >= 0 && cp < s.Players():
		err = stepSeat(s, cp, r, opt, seen)
	default:
		err = fmt.Errorf("CurrentPlayer %d with %d seats", cp, s.Players())
	}
	if err != nil {
		return err
	}
	if opt.Equal != nil && opt.Equal(before, s) {
		return fmt.Errorf("a step by %d changed nothing", cp)
	}
	return nil
}

func stepChance[S engine.State[S, A, E], A comparable, E any](s S, r *engine.Rand, canon func(A) A, seen *[]A) error {
	outs := s.ChanceOutcomes()
	if outs != nil {
		sum := 0.0
		for _, o := range outs {
			if !(o.Prob > 0) {
				return fmt.Errorf("chance outcome %v has probability %v", o.Action, o.Prob)
			}
			sum += o.Prob
		}
		if math.Abs(sum-1) > 1e-9 {
			return fmt.Errorf("%d chance outcomes sum to %v", len(outs), sum)
		}
	}
	a := s.SampleChance(r)
	c := a
	if canon != nil {
		c = canon(a)
	}
	if outs != nil && !slices.ContainsFunc(outs, func(o engine.Outcome[A]) bool { return o.Action == c }) {
		return fmt.Errorf("sampled %v is not among the %d outcomes listed", a, len(outs))
	}
	if _, err := s.Apply(a); err != nil {
		return fmt.Errorf("chance outcome %v: %v", a, err)
	}
	*seen = append(*seen, a)
	return nil
}

func stepSeat[S engine.State[S, A, E], A comparable, E any](s S, seat int, r *engine.Rand, opt Options[S, A], seen *[]A) error {
	legal := s.Legal()
	if len(legal) == 0 {
		return fmt.Errorf("seat %d to act has no legal action", seat)
	}
	if !slices.Equal(legal, s.Legal()) {
		return errors.New("legal differs between two calls")
	}
	if err := checkViews(s, seat, legal, r); err != nil {
		return err
	}
	if opt.Equal != nil {
		c := s.Clone()
		for _, a := range legal {
			if _, err := c.Clone().Apply(a); err != nil {
				return fmt.Errorf("legal action %v: %v", a, err)
			}
		}
		if !opt.Equal(c, s) {
			return fmt.Errorf("applying to a clone changed the original")
		}
		if opt.Illegal != nil {
			if bad, ok := opt.Illegal(s); ok {
				if _, err := s.Apply(bad); err == nil {
					return fmt.Errorf("illegal action %v was applied", bad)
				}
				if !opt.Equal(c, s) {
					return fmt.Errorf("a rejected action %v changed the state", bad)
				}
			}
		}
	}
	for _, a := range nearMisses(s, seat, r, opt, *seen) {
		_, err := s.Clone().Apply(a)
		if listed := slices.Contains(legal, a); listed != (err == nil) {
			return disagree(a, listed, err)
		}
	}
	a := legal[r.Intn(len(legal))]
	if _, err := s.Apply(a); err != nil {
		return fmt.Errorf("legal action %v: %v", a, err)
	}
	*seen = append(*seen, a)
	return nil
}

// nearMisses are the actions to try on seat's decision: the game's own
// near misses and a few actions played earlier in the game.
func nearMisses[S engine.State[S, A, E], A comparable, E any](s S, seat int, r *engine.Rand, opt Options[S, A], seen []A) []A {
	var out []A
	if opt.NearMiss != nil {
		out = opt.NearMiss(s, seat, r)
	}
	for i := 0; i < 3 && len(seen) > 0; i++ {
		out = append(out, seen[r.Intn(len(seen))])
	}
	return out
}

// disagree says how Apply and the legal list disagreed on a.
func disagree[A any](a A, listed bool, err error) error {
	if listed {
		return fmt.Errorf("near miss %v is listed as legal, yet Apply refuses it: %v", a, err)
	}
	return fmt.Errorf("near miss %v is not listed as legal, yet Apply accepts it", a)
}

// checkViews: the seat to act sees its own turn and options in its view and
// in a resampled view; every other seat's view agrees on whose turn it is.
func checkViews[S engine.State[S, A, E], A comparable, E any](s S, seat int, legal []A, r *engine.Rand) error {
	for p := 0; p < s.Players(); p++ {
		v := s.View(p)
		if v.CurrentPlayer() != s.CurrentPlayer() {
			return fmt.Errorf("seat %d's view has CurrentPlayer %d, the state %d", p, v.CurrentPlayer(), s.CurrentPlayer())
		}
		if p != seat {
			continue
		}
		if !slices.Equal(v.Legal(), legal) {
			return fmt.Errorf("seat %d's view lists other actions than the state", p)
		}
		if rs := v.Resample(r); !slices.Equal(rs.Legal(), legal) {
			return fmt.Errorf("seat %d's resampled view lists other actions than the state", p)
		}
	}
	return nil
}

func stepJoint[S engine.State[S, A, E], A comparable, E any](s S, r *engine.Rand, opt Options[S, A], seen *[]A) error {
	j, ok := any(s).(engine.Joint[A, E])
	if !ok {
		return fmt.Errorf("SimultaneousPlayer, but the state has no ApplyJoint")
	}
	acting := j.Acting()
	if len(acting) == 0 {
		return fmt.Errorf("simultaneous node with nobody acting")
	}
	acts := make([]A, len(acting))
	for i, p := range acting {
		l := j.LegalFor(p)
		if len(l) == 0 {
			return fmt.Errorf("seat %d acts at a simultaneous node with no choice", p)
		}
		vj, ok := any(s.View(p)).(engine.Joint[A, E])
		if !ok || !slices.Equal(vj.LegalFor(p), l) {
			return fmt.Errorf("seat %d's view lists other choices than the state", p)
		}
		rj := any(s.View(p).Resample(r)).(engine.Joint[A, E])
		if !slices.Equal(rj.LegalFor(p), l) {
			return fmt.Errorf("seat %d's resampled view lists other choices than the state", p)
		}
		acts[i] = l[r.Intn(len(l))]
	}
	if err := jointNearMisses(s, acting, acts, r, opt, *seen); err != nil {
		return err
	}
	if _, err := j.ApplyJoint(acts); err != nil {
		return fmt.Errorf("joint move %v: %v", acts, err)
	}
	*seen = append(*seen, acts...)
	return nil
}

// jointNearMisses puts each near miss of an acting seat among the other
// seats' legal choices (acts): ApplyJoint must accept it exactly when the
// seat's LegalFor lists it. Another acting seat's choice is tried too, and
// Apply alone must refuse what Legal does not list.
func jointNearMisses[S engine.State[S, A, E], A comparable, E any](s S, acting []int, acts []A, r *engine.Rand, opt Options[S, A], seen []A) error {
	for i, p := range acting {
		misses := nearMisses(s, p, r, opt, seen)
		misses = append(misses, acts[r.Intn(len(acts))])
		legal := any(s).(engine.Joint[A, E]).LegalFor(p)
		for _, a := range misses {
			try := slices.Clone(acts)
			try[i] = a
			_, err := any(s.Clone()).(engine.Joint[A, E]).ApplyJoint(try)
			if listed := slices.Contains(legal, a); listed != (err == nil) {
				return fmt.Errorf("seat %d: %w", p, disagree(a, listed, err))
			}
			if _, err := s.Clone().Apply(a); err == nil && !slices.Contains(s.Legal(), a) {
				return fmt.Errorf("seat %d: %w", p, disagree(a, false, nil))
			}
		}
	}
	return nil
}

func checkStandings[S engine.State[S, A, E], A comparable, E any](s S) error {
	st := s.Standings()
	if len(st) != s.Players() {
		return fmt.Errorf("%d standings for %d seats", len(st), s.Players())
	}
	seen := make([]bool, s.Players())
	for i, x := range st {
		if x.Seat < 0 || x.Seat >= len(seen) || seen[x.Seat] {
			return fmt.Errorf("standings list seat %d twice or out of range", x.Seat)
		}
		seen[x.Seat] = true
		if x.Rank < 1 || x.Rank > i+1 || (i == 0 && x.Rank != 1) {
			return fmt.Errorf("standing %d has rank %d", i, x.Rank)
		}
	}
	return nil
}
