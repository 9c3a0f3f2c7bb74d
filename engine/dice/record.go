package dice

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Record format identifiers.
const (
	RecordFormat  = "lasvegas-record"
	RecordVersion = 1
	// GameName is the record's "game" for this game; a record without
	// "game" is a dice game too.
	GameName = "dice"
)

// Limits on what a record may hold, so that bad input stays bounded.
const (
	// MaxRecordBytes is the largest record read (a whole game is about
	// 20 KB).
	MaxRecordBytes = 2 << 20
	// MaxRecordSteps is the most history steps a record may have (a game
	// of MaxRounds rounds at 6 players has a few thousand).
	MaxRecordSteps = 20000
	// MaxSeatName is the longest seat name in bytes, MaxSeatKind the
	// longest seat kind (an "exec:" command line).
	MaxSeatName = 256
	MaxSeatKind = 4096
)

// ErrRecord wraps every error about a record's content.
var ErrRecord = errors.New("bad record")

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
type SeatInfo struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
}

// RecordResult is the final standing written at the end of a finished game.
type RecordResult struct {
	Money   []int `json:"money"`
	Notes   []int `json:"notes"`
	Winners []int `json:"winners"`
}

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
	out := `{"` + key + `":` + val
	if st.By != nil {
		out += `,"by":` + strconv.Itoa(*st.By)
	}
	return []byte(out + "}"), nil
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

// UnmarshalJSON reads a step written by MarshalJSON.
func (st *Step) UnmarshalJSON(b []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("not an object with one action: %s", short(b))
	}
	*st = Step{}
	if by, ok := m["by"]; ok {
		var n int
		if err := json.Unmarshal(by, &n); err != nil {
			return fmt.Errorf("\"by\" must be a seat number or -1 for chance")
		}
		st.By = &n
		delete(m, "by")
	}
	if len(m) != 1 {
		return fmt.Errorf("want exactly one action key (deal, chipdeal, roll, place, slot, kick, chip), got %d in %s", len(m), short(b))
	}
	for key, raw := range m {
		a, err := parseStep(key, raw)
		if err != nil {
			return err
		}
		st.Action = a
	}
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
func short(b []byte) string {
	s := strings.Join(strings.Fields(string(b)), " ")
	if len(s) > 40 {
		s = s[:37] + "..."
	}
	q := strconv.QuoteToASCII(s) // control characters become escapes
	return q[1 : len(q)-1]
}

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
	if !s.IsTerminal() {
		return
	}
	res := &RecordResult{Winners: s.Winners()}
	for p := 0; p < s.rules.Players; p++ {
		res.Money = append(res.Money, s.Money(p))
		res.Notes = append(res.Notes, s.NotesWon(p))
	}
	rec.Result = res
}

// Marshal writes the record as indented JSON with one history step per line.
func (rec *Record) Marshal() ([]byte, error) {
	head := *rec
	head.History = nil
	hb, err := json.MarshalIndent(head, "", "  ")
	if err != nil {
		return nil, err
	}
	// Replace the empty history with one line per step.
	var steps bytes.Buffer
	steps.WriteString(`"history": [`)
	for i, st := range rec.History {
		b, err := st.MarshalJSON()
		if err != nil {
			return nil, fmt.Errorf("step %d: %w", i+1, err)
		}
		if i > 0 {
			steps.WriteString(",")
		}
		steps.WriteString("\n    ")
		steps.Write(b)
	}
	if len(rec.History) > 0 {
		steps.WriteString("\n  ")
	}
	steps.WriteString("]")
	out := bytes.Replace(hb, []byte(`"history": null`), steps.Bytes(), 1)
	return append(out, '\n'), nil
}

// ParseRecord reads a record, checking its form (not yet its moves: see
// Replay). Errors are one line and name the step or the line where they
// can. Decoding is strict: an unknown key, a key written twice and a key in
// the wrong case are errors, so that a typo is never silently ignored.
func ParseRecord(data []byte) (*Record, error) {
	if len(data) > MaxRecordBytes {
		return nil, fmt.Errorf("%w: more than %d bytes; a game record is far smaller", ErrRecord, MaxRecordBytes)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("%w: the file is empty", ErrRecord)
	}
	var raw struct {
		Format  *string           `json:"format"`
		Version *int              `json:"version"`
		Game    *string           `json:"game"`
		Rules   json.RawMessage   `json:"rules"`
		Seats   []SeatInfo        `json:"seats"`
		Seed    uint64            `json:"seed"`
		Created string            `json:"created"`
		History []json.RawMessage `json:"history"`
		Result  *RecordResult     `json:"result"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, jsonError(data, err)
	}
	if raw.Format == nil || *raw.Format != RecordFormat {
		return nil, fmt.Errorf("%w: not a Las Vegas game record (\"format\" must be %q)", ErrRecord, RecordFormat)
	}
	if err := checkKeys(data); err != nil {
		return nil, err
	}
	game, err := checkVersionAndGame(raw.Version, raw.Game)
	if err != nil {
		return nil, err
	}
	if len(raw.History) > MaxRecordSteps {
		return nil, fmt.Errorf("%w: %d steps; a record has at most %d", ErrRecord, len(raw.History), MaxRecordSteps)
	}
	if err := checkSeatInfo(raw.Seats); err != nil {
		return nil, err
	}
	rec := &Record{Format: RecordFormat, Version: *raw.Version, Game: game, Seats: raw.Seats, Seed: raw.Seed, Created: raw.Created, Result: raw.Result}
	if raw.Game == nil {
		rec.Game = "" // written back as it was read
	}
	if len(raw.Rules) == 0 {
		return nil, fmt.Errorf("%w: no \"rules\"", ErrRecord)
	}
	dec := json.NewDecoder(bytes.NewReader(raw.Rules))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rec.Rules); err != nil {
		return nil, fmt.Errorf("%w: rules: %v", ErrRecord, err)
	}
	if err := rec.Rules.Validate(); err != nil {
		return nil, fmt.Errorf("%w: rules: %v", ErrRecord, err)
	}
	if len(rec.Seats) != 0 && len(rec.Seats) != rec.Rules.Players {
		return nil, fmt.Errorf("%w: %d seats for %d players", ErrRecord, len(rec.Seats), rec.Rules.Players)
	}
	if r := rec.Result; r != nil {
		n := rec.Rules.Players
		if len(r.Money) != n || len(r.Notes) != n || len(r.Winners) == 0 {
			return nil, fmt.Errorf("%w: result: want money and notes for each of the %d seats and at least one winner", ErrRecord, n)
		}
	}
	rec.History = make([]Step, len(raw.History))
	for i, h := range raw.History {
		if err := rec.History[i].UnmarshalJSON(h); err != nil {
			return nil, fmt.Errorf("%w: step %d: %v", ErrRecord, i+1, err)
		}
	}
	return rec, nil
}

// checkVersionAndGame checks a record's version and game fields and returns
// the game's name.
func checkVersionAndGame(version *int, game *string) (string, error) {
	if version == nil {
		return "", fmt.Errorf("%w: no \"version\"", ErrRecord)
	}
	if *version > RecordVersion {
		return "", fmt.Errorf("%w: record version %d is newer than this program reads (%d); update the game", ErrRecord, *version, RecordVersion)
	}
	if *version < 1 {
		return "", fmt.Errorf("%w: record version %d does not exist", ErrRecord, *version)
	}
	if game != nil && *game != GameName {
		return "", fmt.Errorf("%w: a record of the game \"%s\"; this program plays only %q", ErrRecord, short([]byte(*game)), GameName)
	}
	return GameName, nil
}

// checkSeatInfo bounds the seats' names and kinds.
func checkSeatInfo(seats []SeatInfo) error {
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

// ReplayError is an error at one step of a replay.
type ReplayError struct {
	Step   int // 1-based
	Action Action
	Err    error
}

func (e *ReplayError) Error() string {
	return fmt.Sprintf("step %d (%s): %v", e.Step, e.Action, e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

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
		if st.By != nil && *st.By != s.CurrentPlayer() {
			want := "chance"
			if p := s.CurrentPlayer(); p >= 0 {
				want = "seat " + strconv.Itoa(p)
			} else if p == TerminalPlayer {
				want = "nobody (the game is over)"
			}
			return s, &ReplayError{Step: i + 1, Action: a, Err: fmt.Errorf("%w: written as by %d, but %s is to act", ErrIllegal, *st.By, want)}
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
		if err := rec.Result.check(s); err != nil {
			return s, fmt.Errorf("%w: %v", ErrRecord, err)
		}
	}
	return s, nil
}

// check compares a stated result in full with the finished game: every
// seat's money and notes, and the winners.
func (r *RecordResult) check(s *State) error {
	n := int(s.n)
	if len(r.Money) != n || len(r.Notes) != n {
		return fmt.Errorf("result has money for %d and notes for %d seats, the game has %d", len(r.Money), len(r.Notes), n)
	}
	for p := 0; p < n; p++ {
		if r.Money[p] != s.Money(p) {
			return fmt.Errorf("result says seat %d has $%d, the replay gives $%d", p, r.Money[p], s.Money(p))
		}
		if r.Notes[p] != s.NotesWon(p) {
			return fmt.Errorf("result says seat %d won %d notes, the replay gives %d", p, r.Notes[p], s.NotesWon(p))
		}
	}
	want := append([]int(nil), r.Winners...)
	got := append([]int(nil), s.Winners()...)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(want, got) {
		return fmt.Errorf("result says the winners are %v, the replay gives %v", r.Winners, s.Winners())
	}
	return nil
}
