package dice

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/record"
)

// Record format identifiers (shared by every game's records).
const (
	RecordFormat  = record.Format
	RecordVersion = record.Version
	// GameName is the record's "game" for this game; a record without
	// "game" is a dice game too.
	GameName = "dice"
)

// Limits on what a record may hold, so that bad input stays bounded (a
// whole dice game is about 20 KB and a few thousand steps at most).
const (
	MaxRecordBytes = record.MaxBytes
	MaxRecordSteps = record.MaxSteps
	MaxSeatName    = record.MaxSeatName
	MaxSeatKind    = record.MaxSeatKind
)

// ErrRecord wraps every error about a record's content.
var ErrRecord = record.ErrRecord

// Record is a whole game: the rules, the seats, the seed that drew its chance
// outcomes, and every action in order, chance outcomes included. Replaying it
// reproduces the game exactly. Saved games are records of unfinished games.
type Record struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	// Game is the game of the family; "" (absent) and "dice" are this one.
	Game  string     `json:"game,omitempty"`
	Rules Rules      `json:"rules"`
	Seats []SeatInfo `json:"seats"`
	Seed  uint64     `json:"seed"`
	// Created is free text (the writer puts a UTC timestamp there).
	Created string `json:"created,omitempty"`
	History []Step `json:"history"`
	// Result, if present, is checked by Replay against the replayed game.
	Result *RecordResult `json:"result,omitempty"`
}

// SeatInfo names who sat in a seat. Kind is "human", "bot:LEVEL" or
// "exec:COMMAND".
type SeatInfo = record.SeatInfo

// RecordResult is the final standing written at the end of a finished game.
type RecordResult = record.Result

// Step is one entry of a record's history: an action, and optionally the
// seat that took it (By is -1 for chance; nil when not written).
type Step struct {
	Action Action
	By     *int
}

// MarshalJSON writes a step as a one-key object, such as {"place":3}.
func (st Step) MarshalJSON() ([]byte, error) {
	a := st.Action
	var key, val string
	switch a.Kind {
	case ActDeal:
		key = "deal"
		if a.Note == Rainbow {
			val = `"rainbow"`
		} else {
			val = strconv.Itoa(int(a.Note) * NoteUnit)
		}
	case ActDealChip:
		key, val = "chipdeal", strconv.Quote(a.Chip.String())
	case ActRoll:
		key = "roll"
		var b strings.Builder
		b.WriteByte('[')
		for i := 0; i < a.Dice.n(); i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(int(a.Dice.Face[i])))
		}
		b.WriteByte(']')
		val = b.String()
	case ActPlace:
		key = "place"
		if a.Casino == SlotMachine {
			key = "slot"
		}
		val = strconv.Itoa(int(a.Face))
	case ActKick:
		key, val = "kick", strconv.Quote(targetText(a.Target))
	case ActTakeChip:
		key, val = "chip", strconv.Quote(a.Chip.String())
	default:
		return nil, fmt.Errorf("cannot write action %v", a.Kind)
	}
	return record.WriteStep(key, val, st.By), nil
}

func targetText(t Target) string {
	if t.Owner == Neutral {
		return "neutral"
	}
	s := "seat" + strconv.Itoa(int(t.Owner))
	if t.Kind == Biggy {
		s += ":biggy"
	}
	return s
}

func parseTarget(s string) (Target, error) {
	if s == "neutral" {
		return Target{Owner: Neutral, Kind: White}, nil
	}
	kind := Regular
	if rest, ok := strings.CutSuffix(s, ":biggy"); ok {
		s, kind = rest, Biggy
	} else if rest, ok := strings.CutSuffix(s, ":regular"); ok {
		s = rest
	}
	num, ok := strings.CutPrefix(s, "seat")
	n, err := strconv.Atoi(num)
	if !ok || err != nil || n < 0 || n >= MaxPlayers {
		return Target{}, fmt.Errorf("kick target %q: want \"seatN\", \"seatN:biggy\" or \"neutral\"", s)
	}
	return Target{Owner: int8(n), Kind: kind}, nil
}

// stepKeys are the action keys of a history step.
var stepKeys = []string{"deal", "chipdeal", "roll", "place", "slot", "kick", "chip"}

// UnmarshalJSON reads a step written by MarshalJSON.
func (st *Step) UnmarshalJSON(b []byte) error {
	a, by, err := record.ReadStep(b, stepKeys, parseStep)
	if err != nil {
		return err
	}
	*st = Step{Action: a, By: by}
	return nil
}

func parseStep(key string, raw json.RawMessage) (Action, error) {
	switch key {
	case "deal":
		var s string
		if json.Unmarshal(raw, &s) == nil {
			if s == "rainbow" {
				return Deal(Rainbow), nil
			}
			return Action{}, fmt.Errorf("deal %q: want a dollar value such as 60000 or \"rainbow\"", s)
		}
		var d int
		if err := json.Unmarshal(raw, &d); err != nil {
			return Action{}, fmt.Errorf("deal %s: want a dollar value such as 60000 or \"rainbow\"", short(raw))
		}
		n, ok := NoteFromDollars(d)
		if !ok {
			return Action{}, fmt.Errorf("deal %d: no such banknote ($10,000 to $100,000 in steps of $10,000)", d)
		}
		return Deal(n), nil
	case "chipdeal", "chip":
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return Action{}, fmt.Errorf("%s %s: want a colour name", key, short(raw))
		}
		c, ok := ParseChip(s)
		if !ok {
			return Action{}, fmt.Errorf("%s %q: colours are %s", key, s, strings.Join(chipNames[:], ", "))
		}
		if key == "chip" {
			return TakeChip(c), nil
		}
		return DealChip(c), nil
	case "roll":
		var faces []int
		if err := json.Unmarshal(raw, &faces); err != nil {
			return Action{}, fmt.Errorf("roll %s: want a list of faces such as [3,3,5]", short(raw))
		}
		if len(faces) == 0 || len(faces) > maxRollDice {
			return Action{}, fmt.Errorf("roll of %d dice: a roll has 1-%d dice", len(faces), maxRollDice)
		}
		for _, f := range faces {
			if f < 1 || f > 6 {
				return Action{}, fmt.Errorf("roll face %d: faces are 1-6", f)
			}
		}
		return RollOf(faces...), nil
	case "place", "slot":
		var f int
		if err := json.Unmarshal(raw, &f); err != nil || f < 1 || f > 6 {
			return Action{}, fmt.Errorf("%s %s: want a face 1-6", key, short(raw))
		}
		if key == "slot" {
			return PlaceSlot(f), nil
		}
		return Place(f), nil
	case "kick":
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return Action{}, fmt.Errorf("kick %s: want \"seatN\", \"seatN:biggy\" or \"neutral\"", short(raw))
		}
		t, err := parseTarget(s)
		if err != nil {
			return Action{}, err
		}
		return Action{Kind: ActKick, Target: t}, nil
	}
	return Action{}, fmt.Errorf("unknown action %q (want deal, chipdeal, roll, place, slot, kick or chip)", key)
}

// short quotes raw JSON in an error on one line, at most 40 characters.
func short(b []byte) string { return record.Short(b) }

// NewRecord starts a record for a game with these rules, seats and seed.
func NewRecord(r Rules, seats []SeatInfo, seed uint64) *Record {
	return &Record{Format: RecordFormat, Version: RecordVersion, Game: GameName, Rules: r, Seats: seats, Seed: seed}
}

// Add appends an action taken by seat by (ChancePlayer for chance).
func (rec *Record) Add(a Action, by int) {
	b := by
	rec.History = append(rec.History, Step{Action: a, By: &b})
}

// Finish writes the result of a finished game into the record.
func (rec *Record) Finish(s *State) {
	if s.IsTerminal() {
		rec.Result = record.ResultOf(s.Standings())
	}
}

// Marshal writes the record as indented JSON with one history step per line.
func (rec *Record) Marshal() ([]byte, error) {
	head := *rec
	head.History = nil
	steps := make([][]byte, len(rec.History))
	for i, st := range rec.History {
		b, err := st.MarshalJSON()
		if err != nil {
			return nil, fmt.Errorf("step %d: %w", i+1, err)
		}
		steps[i] = b
	}
	return record.Marshal(head, steps)
}

// spec says what a dice record looks like to the shared parser.
var spec = record.Spec{Game: GameName, Legacy: true, Rules: Rules{}, Steps: stepKeys}

// ParseRecord reads a record, checking its form (not yet its moves: see
// Replay). Errors are one line and name the step or the line where they
// can. Decoding is strict: an unknown key, a key written twice and a key in
// the wrong case are errors, so that a typo is never silently ignored.
func ParseRecord(data []byte) (*Record, error) {
	h, err := record.ParseHead(data, spec)
	if err != nil {
		return nil, err
	}
	rec := &Record{Format: RecordFormat, Version: h.Version, Game: h.Game, Seats: h.Seats, Seed: h.Seed, Created: h.Created, Result: h.Result}
	if err := record.DecodeRules(h.Rules, &rec.Rules); err != nil {
		return nil, err
	}
	if rec.Rules.Chips && !hasKey(h.Rules, "chips_own_dice") {
		// Written before the option existed: chip cards then counted only
		// the player's own dice (rules decision 18), so it replays so.
		rec.Rules.ChipsOwnDiceOnly = true
	}
	if err := rec.Rules.Validate(); err != nil {
		return nil, fmt.Errorf("%w: rules: %v", ErrRecord, err)
	}
	if len(rec.Seats) != 0 && len(rec.Seats) != rec.Rules.Players {
		return nil, fmt.Errorf("%w: %d seats for %d players", ErrRecord, len(rec.Seats), rec.Rules.Players)
	}
	if r := rec.Result; r != nil {
		if err := r.CheckShape(rec.Rules.Players); err != nil {
			return nil, err
		}
	}
	rec.History = make([]Step, len(h.History))
	for i, raw := range h.History {
		if err := rec.History[i].UnmarshalJSON(raw); err != nil {
			return nil, fmt.Errorf("%w: step %d: %v", ErrRecord, i+1, err)
		}
	}
	return rec, nil
}

// ReplayError is an error at one step of a replay.
type ReplayError = record.ReplayError[Action]

// Replay plays the record from the start, checking every step, and returns
// the final state. If each is non-nil it is called after every step with the
// step's index and events. A record of an unfinished game replays to its
// last position. A written result must match the replayed one.
func (rec *Record) Replay(each func(step int, a Action, evs []Event)) (*State, error) {
	s, err := NewGame(rec.Rules)
	if err != nil {
		return nil, fmt.Errorf("%w: rules: %v", ErrRecord, err)
	}
	var evs []Event
	for i, st := range rec.History {
		a := st.Action
		if err := record.CheckBy(st.By, s.CurrentPlayer()); err != nil {
			return s, &ReplayError{Step: i + 1, Action: a, Err: err}
		}
		evs, err = s.ApplyTo(a, evs[:0])
		if err != nil {
			return s, &ReplayError{Step: i + 1, Action: a, Err: err}
		}
		if each != nil {
			each(i, a, evs)
		}
	}
	if rec.Result != nil {
		if !s.IsTerminal() {
			return s, fmt.Errorf("%w: the record has a result but its history stops before the end of the game", ErrRecord)
		}
		if err := rec.Result.Check(s.Standings()); err != nil {
			return s, fmt.Errorf("%w: %v", ErrRecord, err)
		}
	}
	return s, nil
}

// hasKey reports whether the JSON object raw has the key.
func hasKey(raw json.RawMessage, key string) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return false
	}
	_, ok := m[key]
	return ok
}
