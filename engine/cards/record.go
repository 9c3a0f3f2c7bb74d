package cards

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/lasvegas-dice/lasvegas/engine/record"
)

// Record is a whole card game: the rules, the seats, the seed that drew its
// chance outcomes, and every action in order, each card drawn included, so
// that it replays exactly. A record holds the whole truth (every hand), as
// a save file must.
//
// A history step is a one-key object whose value is the action's text
// form without its word: {"note":60000}, {"chipdeal":"red"},
// {"draw":"55","by":-1}, {"pick":"5,5,55","by":2}, {"chip":"gold","by":0}.
// At a simultaneous decision the picks of the seats picking follow one
// another in seat order.
type Record struct{ record.Doc[Rules, Action] }

// Step is one entry of a record's history.
type Step = record.Step[Action]

var spec = record.Spec{Game: GameName, Rules: Rules{}, Steps: actionKeys}

// NewRecord starts a record for a game with these rules, seats and seed.
func NewRecord(r Rules, seats []record.SeatInfo, seed uint64) *Record {
	return &Record{record.NewDoc[Rules, Action](GameName, r, seats, seed)}
}

// Finish writes the result of a finished game into the record.
func (rec *Record) Finish(s *State) { rec.Doc.Finish(s) }

// stepJSON writes one step: the action's word is the key, and its value is
// a number for a note and a string otherwise.
func stepJSON(st Step) ([]byte, error) {
	a := st.Action
	switch a.Kind {
	case ActNote:
		return record.WriteStep("note", strconv.Itoa(a.Note.Dollars()), st.By), nil
	case ActChipDeal, ActDraw, ActPick, ActChip:
		text := a.String()
		key := actionKeys[a.Kind-1]
		return record.WriteStep(key, strconv.Quote(text[len(key)+1:]), st.By), nil
	}
	return nil, fmt.Errorf("cannot write action %v", a)
}

// Marshal writes the record as indented JSON, one history step a line.
func (rec *Record) Marshal() ([]byte, error) { return rec.Doc.Marshal(stepJSON) }

// parseStep reads a step's action from its key and JSON value.
func parseStep(key string, raw json.RawMessage) (Action, error) {
	if key == "note" {
		var d int
		if err := json.Unmarshal(raw, &d); err != nil {
			return Action{}, fmt.Errorf("note %s: want a dollar value such as 60000", record.Short(raw))
		}
		return parseValue(key, strconv.Itoa(d))
	}
	var v string
	if err := json.Unmarshal(raw, &v); err != nil {
		return Action{}, fmt.Errorf("%s %s: want a string such as %q", key, record.Short(raw), example(key))
	}
	return parseValue(key, v)
}

// example is a value of the step key, for an error.
func example(key string) string {
	switch key {
	case "draw":
		return "55"
	case "pick":
		return "5,5,55"
	}
	return "red"
}

// ParseRecord reads a record strictly (unknown, repeated and wrongly cased
// keys are errors), bounded in size, with one-line errors that name the step
// or the line; it checks the form, not the moves (see Replay).
func ParseRecord(data []byte) (*Record, error) {
	d, err := record.Parse(data, spec, func(r Rules) (int, error) { return r.Players, r.Validate() }, parseStep)
	if err != nil {
		return nil, err
	}
	return &Record{*d}, nil
}

// Replay plays the record from the start, checking every step, and returns
// the final state; each, if not nil, is called after every step. Errors at
// a step are *record.ReplayError[Action]. A record of an unfinished game
// replays to its last position; a written result must match the game's.
func (rec *Record) Replay(each func(step int, a Action, evs []Event)) (*State, error) {
	s, err := NewGame(rec.Rules)
	if err != nil {
		return nil, fmt.Errorf("%w: rules: %v", record.ErrRecord, err)
	}
	return record.ReplayDoc(&rec.Doc, s, each)
}
