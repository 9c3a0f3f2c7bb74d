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
type Record struct{ record.Doc[Rules, Action] }

// stepKeys are the action words a history step may have.
var stepKeys = []string{"tile", "card", "roll", "place", "sitout", "double", "fifty", "nice", "power", "knock",
	"close", "block", "handicap", "rotate", "return", "pass", "punch", "guess", "split", "pick",
	"prime", "choose", "activate", "pay"}

var spec = record.Spec{Game: GameName, Rules: Rules{}, Steps: stepKeys}

// NewRecord starts a record for a game with these rules, seats and seed.
func NewRecord(r Rules, seats []record.SeatInfo, seed uint64) *Record {
	return &Record{record.NewDoc[Rules, Action](GameName, r, seats, seed)}
}

// Finish writes the result of a finished game into the record.
func (rec *Record) Finish(s *State) { rec.Doc.Finish(s) }

// Marshal writes the record as indented JSON with one history step a line.
func (rec *Record) Marshal() ([]byte, error) { return rec.Doc.Marshal(stepJSON) }

// stepJSON writes one step: the action's word is the key, and its argument
// the value (a number where it is one).
func stepJSON(st record.Step[Action]) ([]byte, error) {
	word, arg, _ := strings.Cut(st.Action.String(), " ")
	val := strconv.Quote(arg)
	if _, err := strconv.Atoi(arg); err == nil {
		val = arg
	}
	return record.WriteStep(word, val, st.By), nil
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
	d, err := record.Parse(data, spec, func(r Rules) (int, error) { return r.Players, r.Validate() }, parseStep)
	if err != nil {
		return nil, err
	}
	return &Record{*d}, nil
}

// Replay plays the record from the start, checking every step, and returns
// the final state; each, if not nil, is called after every step. Errors at
// a step are *record.ReplayError[Action]. A written result must match.
func (rec *Record) Replay(each func(step int, a Action, evs []Event)) (*State, error) {
	s, err := NewGame(rec.Rules)
	if err != nil {
		return nil, fmt.Errorf("%w: rules: %v", record.ErrRecord, err)
	}
	return record.ReplayDoc(&rec.Doc, s, each)
}
