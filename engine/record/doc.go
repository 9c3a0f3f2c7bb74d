package record

import (
	"encoding/json"
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Doc is a game's record as it is written: what every game's record holds,
// with the game's rules R and actions A. A game's Record embeds it and adds
// how its steps are written.
type Doc[R any, A any] struct {
	Format  string     `json:"format"`
	Version int        `json:"version"`
	Game    string     `json:"game"`
	Rules   R          `json:"rules"`
	Seats   []SeatInfo `json:"seats"`
	Seed    uint64     `json:"seed"`
	Created string     `json:"created,omitempty"`
	History []Step[A]  `json:"history"`
	Result  *Result    `json:"result,omitempty"`
}

// NewDoc starts the record of a game with these rules, seats and seed.
func NewDoc[R any, A any](game string, r R, seats []SeatInfo, seed uint64) Doc[R, A] {
	return Doc[R, A]{Format: Format, Version: Version, Game: game, Rules: r, Seats: seats, Seed: seed}
}

// Add appends an action taken by seat by (engine.ChancePlayer for chance).
func (d *Doc[R, A]) Add(a A, by int) {
	b := by
	d.History = append(d.History, Step[A]{Action: a, By: &b})
}

// ender is what Finish needs of a game's state.
type ender interface {
	IsTerminal() bool
	Standings() []engine.Standing
}

// Finish writes the result of a finished game (nothing if s is not over).
func (d *Doc[R, A]) Finish(s ender) {
	if s.IsTerminal() {
		d.Result = ResultOf(s.Standings())
	}
}

// Marshal writes the record as indented JSON, one history step a line,
// each written by step (see WriteStep).
func (d *Doc[R, A]) Marshal(step func(Step[A]) ([]byte, error)) ([]byte, error) {
	head := *d
	head.History = nil
	steps := make([][]byte, len(d.History))
	for i, st := range d.History {
		b, err := step(st)
		if err != nil {
			return nil, fmt.Errorf("step %d: %w", i+1, err)
		}
		steps[i] = b
	}
	return Marshal(head, steps)
}

// Parse reads a game's record strictly (see ParseHead): rules checked by
// check (which returns the number of players), seats and the result
// against it, and every step read by parse. It checks the form, not the
// moves (see ReplayDoc).
func Parse[R any, A any](data []byte, spec Spec, check func(R) (players int, err error), parse func(key string, raw json.RawMessage) (A, error)) (*Doc[R, A], error) {
	h, err := ParseHead(data, spec)
	if err != nil {
		return nil, err
	}
	d := &Doc[R, A]{Format: Format, Version: h.Version, Game: spec.Game, Seats: h.Seats, Seed: h.Seed, Created: h.Created, Result: h.Result}
	if err := DecodeRules(h.Rules, &d.Rules); err != nil {
		return nil, err
	}
	players, err := check(d.Rules)
	if err != nil {
		return nil, fmt.Errorf("%w: rules: %v", ErrRecord, err)
	}
	if len(d.Seats) != 0 && len(d.Seats) != players {
		return nil, fmt.Errorf("%w: %d seats for %d players", ErrRecord, len(d.Seats), players)
	}
	if d.Result != nil {
		if err := d.Result.CheckShape(players); err != nil {
			return nil, err
		}
	}
	d.History = make([]Step[A], len(h.History))
	for i, raw := range h.History {
		a, by, err := ReadStep(raw, spec.Steps, parse)
		if err != nil {
			return nil, fmt.Errorf("%w: step %d: %v", ErrRecord, i+1, err)
		}
		d.History[i] = Step[A]{Action: a, By: by}
	}
	return d, nil
}

// ReplayDoc plays d's history from s, a new game with d's rules (see
// Replay), and checks a written result in full against the end.
func ReplayDoc[S engine.State[S, A, E], A comparable, E any, R any](d *Doc[R, A], s S, each func(step int, a A, evs []E)) (S, error) {
	s, err := Replay(s, d.History, each)
	if err != nil {
		return s, err
	}
	if d.Result != nil {
		if !s.IsTerminal() {
			return s, fmt.Errorf("%w: the record has a result but its history stops before the end of the game", ErrRecord)
		}
		if err := d.Result.Check(s.Standings()); err != nil {
			return s, fmt.Errorf("%w: %v", ErrRecord, err)
		}
	}
	return s, nil
}
