package royale

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/record"
)

// Record is a whole game: the rules, the seats, the seed that drew its chance
// outcomes, and every action in order, chance outcomes included. A history
// step is a one-key object: the action's word and its argument, such as
// {"roll":"11356b4","by":-1}, {"place":3,"by":0} or {"sitout":""}.
type Record struct {
	Format  string                `json:"format"`
	Version int                   `json:"version"`
	Game    string                `json:"game"`
	Rules   Rules                 `json:"rules"`
	Seats   []record.SeatInfo     `json:"seats"`
	Seed    uint64                `json:"seed"`
	Created string                `json:"created,omitempty"`
	History []record.Step[Action] `json:"history"`
	Result  *record.Result        `json:"result,omitempty"`
}

// stepKeys are the action words a history step may have.
var stepKeys = []string{"tile", "card", "roll", "place", "sitout", "double", "fifty", "nice", "power", "knock",
	"close", "block", "handicap", "rotate", "return", "pass", "punch", "guess", "split", "pick",
	"prime", "choose", "activate", "pay"}

var spec = record.Spec{Game: GameName, Rules: Rules{}, Steps: stepKeys}

// NewRecord starts a record for a game with these rules, seats and seed.
func NewRecord(r Rules, seats []record.SeatInfo, seed uint64) *Record {
	return &Record{Format: record.Format, Version: record.Version, Game: GameName, Rules: r, Seats: seats, Seed: seed}
}

// Add appends an action taken by seat by (-1 for chance).
func (rec *Record) Add(a Action, by int) {
	b := by
	rec.History = append(rec.History, record.Step[Action]{Action: a, By: &b})
}

// Finish writes the result of a finished game into the record.
func (rec *Record) Finish(s *State) {
	if s.IsTerminal() {
		rec.Result = record.ResultOf(s.Standings())
	}
}

// Marshal writes the record as indented JSON with one history step a line.
func (rec *Record) Marshal() ([]byte, error) {
	head := *rec
	head.History = nil
	steps := make([][]byte, len(rec.History))
	for i, st := range rec.History {
		word, arg, _ := strings.Cut(st.Action.String(), " ")
		val := strconv.Quote(arg)
		if _, err := strconv.Atoi(arg); err == nil {
			val = arg
		}
		steps[i] = record.WriteStep(word, val, st.By)
	}
	return record.Marshal(head, steps)
}

// parseStep reads one step's action: its word and argument (a string, or a
// number).
func parseStep(key string, raw json.RawMessage) (Action, error) {
	var arg string
	if err := json.Unmarshal(raw, &arg); err != nil {
		var n int
		if json.Unmarshal(raw, &n) != nil {
			return Action{}, fmt.Errorf("%s %s: want a text or a number", key, record.Short(raw))
		}
		arg = strconv.Itoa(n)
	}
	if arg == "" {
		return ParseAction(key)
	}
	return ParseAction(key + " " + arg)
}

// ParseRecord reads a record strictly: unknown or repeated keys, bad
// rules, seats or steps are one-line errors that wrap record.ErrRecord.
func ParseRecord(data []byte) (*Record, error) {
	h, err := record.ParseHead(data, spec)
	if err != nil {
		return nil, err
	}
	rec := &Record{Format: record.Format, Version: h.Version, Game: h.Game, Seats: h.Seats, Seed: h.Seed, Created: h.Created, Result: h.Result}
	if err := record.DecodeRules(h.Rules, &rec.Rules); err != nil {
		return nil, err
	}
	if err := rec.Rules.Validate(); err != nil {
		return nil, fmt.Errorf("%w: rules: %v", record.ErrRecord, err)
	}
	if len(rec.Seats) != 0 && len(rec.Seats) != rec.Rules.Players {
		return nil, fmt.Errorf("%w: %d seats for %d players", record.ErrRecord, len(rec.Seats), rec.Rules.Players)
	}
	if r := rec.Result; r != nil {
		if err := r.CheckShape(rec.Rules.Players); err != nil {
			return nil, err
		}
	}
	rec.History = make([]record.Step[Action], len(h.History))
	for i, raw := range h.History {
		a, by, err := record.ReadStep(raw, stepKeys, parseStep)
		if err != nil {
			return nil, fmt.Errorf("%w: step %d: %v", record.ErrRecord, i+1, err)
		}
		rec.History[i] = record.Step[Action]{Action: a, By: by}
	}
	return rec, nil
}

// Replay plays the record from the start, checking every step, and returns
// the final state; each, if not nil, is called after every step. Errors at
// a step are *record.ReplayError[Action]. A written result must match.
func (rec *Record) Replay(each func(step int, a Action, evs []Event)) (*State, error) {
	s, err := NewGame(rec.Rules)
	if err != nil {
		return nil, fmt.Errorf("%w: rules: %v", record.ErrRecord, err)
	}
	s, err = record.Replay(s, rec.History, each)
	if err != nil {
		return s, err
	}
	if rec.Result != nil {
		if !s.IsTerminal() {
			return s, fmt.Errorf("%w: the record has a result but its history stops before the end of the game", record.ErrRecord)
		}
		if err := rec.Result.Check(s.Standings()); err != nil {
			return s, fmt.Errorf("%w: %v", record.ErrRecord, err)
		}
	}
	return s, nil
}
