// Package record holds what the records of every game of the family share:
// the format's identifiers and limits, the seats, the result and its check,
// strict and bounded parsing with one-line errors, one history step a line
// when written, and Replay over the engine's contract, simultaneous
// decisions included. A record is a whole game (rules, seats, seed and every
// action, chance outcomes included); a save is the record of an unfinished
// game. Each game's package defines its record type on top of this: its
// rules, and how its actions are written as one-key JSON objects such as
// {"place":3}.
package record

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Format identifiers.
const (
	Format  = "lasvegas-record"
	Version = 1
)

// Limits on what a record may hold, so that bad input stays bounded.
const (
	// MaxBytes is the largest record read (a whole game is tens of KB).
	MaxBytes = 2 << 20
	// MaxSteps is the most history steps a record may have.
	MaxSteps = 20000
	// MaxSeatName is the longest seat name in bytes, MaxSeatKind the
	// longest seat kind (an "exec:" command line).
	MaxSeatName = 256
	MaxSeatKind = 4096
)

// ErrRecord wraps every error about a record's content.
var ErrRecord = errors.New("bad record")

// SeatInfo names who sat in a seat. Kind is "human", "bot:LEVEL" or
// "exec:COMMAND".
type SeatInfo struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
}

// Result is the final standing written at the end of a finished game.
type Result struct {
	Money   []int `json:"money"`
	Notes   []int `json:"notes"`
	Winners []int `json:"winners"`
}

// ResultOf is the result of a finished game with these standings.
func ResultOf(st []engine.Standing) *Result {
	res := &Result{Money: make([]int, len(st)), Notes: make([]int, len(st))}
	for _, s := range st {
		res.Money[s.Seat] = s.Money
		res.Notes[s.Seat] = s.Notes
		if s.Winner {
			res.Winners = append(res.Winners, s.Seat)
		}
	}
	return res
}

// CheckShape checks that a written result has a figure for each of the
// players and at least one winner.
func (r *Result) CheckShape(players int) error {
	if len(r.Money) != players || len(r.Notes) != players || len(r.Winners) == 0 {
		return fmt.Errorf("%w: result: want money and notes for each of the %d seats and at least one winner", ErrRecord, players)
	}
	return nil
}

// Check compares a written result in full with the finished game's
// standings: every seat's money and notes, and the winners.
func (r *Result) Check(st []engine.Standing) error {
	n := len(st)
	if len(r.Money) != n || len(r.Notes) != n {
		return fmt.Errorf("result has money for %d and notes for %d seats, the game has %d", len(r.Money), len(r.Notes), n)
	}
	got := ResultOf(st)
	for p := 0; p < n; p++ {
		if r.Money[p] != got.Money[p] {
			return fmt.Errorf("result says seat %d has $%d, the replay gives $%d", p, r.Money[p], got.Money[p])
		}
		if r.Notes[p] != got.Notes[p] {
			return fmt.Errorf("result says seat %d won %d notes, the replay gives %d", p, r.Notes[p], got.Notes[p])
		}
	}
	want := slices.Clone(r.Winners)
	slices.Sort(want)
	if !slices.Equal(want, got.Winners) {
		return fmt.Errorf("result says the winners are %v, the replay gives %v", r.Winners, got.Winners)
	}
	return nil
}

// CheckSeats bounds the seats' names and kinds.
func CheckSeats(seats []SeatInfo) error {
	for i, si := range seats {
		if len(si.Name) > MaxSeatName {
			return fmt.Errorf("%w: seat %d: the name is %d bytes long (at most %d)", ErrRecord, i, len(si.Name), MaxSeatName)
		}
		if len(si.Kind) > MaxSeatKind {
			return fmt.Errorf("%w: seat %d: the kind is %d bytes long (at most %d)", ErrRecord, i, len(si.Kind), MaxSeatKind)
		}
	}
	return nil
}

// Short quotes raw JSON (or any text) in an error on one line, at most 40
// characters, control characters escaped.
func Short(b []byte) string {
	s := strings.Join(strings.Fields(string(b)), " ")
	if len(s) > 40 {
		s = s[:37] + "..."
	}
	q := strconv.QuoteToASCII(s)
	return q[1 : len(q)-1]
}
