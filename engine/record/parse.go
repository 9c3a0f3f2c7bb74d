package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// Spec says what one game's records look like.
type Spec struct {
	// Game is the record's "game" for this game.
	Game string
	// Legacy: a record without "game" is this game's (the dice game's
	// records from before the family had other games).
	Legacy bool
	// Rules is the game's rules value (its JSON keys are the allowed keys
	// of "rules").
	Rules any
	// Steps are the action keys a history step may have, besides "by".
	Steps []string
}

// Head is a record parsed as far as every game's records agree: the rules
// and the steps are still raw, for the game to read.
type Head struct {
	Version int
	// Game is the "game" as written ("" if absent).
	Game    string
	Rules   json.RawMessage
	Seats   []SeatInfo
	Seed    uint64
	Created string
	History []json.RawMessage
	Result  *Result
}

// ParseHead checks a record's size, its JSON, every key (strictly: unknown,
// repeated and wrongly cased keys are errors), the format, the version, the
// game, the number of steps and the seats. Errors are one line and wrap
// ErrRecord.
func ParseHead(data []byte, spec Spec) (*Head, error) {
	data = trimBOM(data)
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("%w: more than %d bytes; a game record is far smaller", ErrRecord, MaxBytes)
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
		Result  *Result           `json:"result"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, JSONError(data, err)
	}
	if raw.Format == nil || *raw.Format != Format {
		return nil, fmt.Errorf("%w: not a Las Vegas game record (\"format\" must be %q)", ErrRecord, Format)
	}
	if err := checkKeys(data, spec); err != nil {
		return nil, err
	}
	if err := checkVersionAndGame(raw.Version, raw.Game, spec); err != nil {
		return nil, err
	}
	if len(raw.History) > MaxSteps {
		return nil, fmt.Errorf("%w: %d steps; a record has at most %d", ErrRecord, len(raw.History), MaxSteps)
	}
	if err := CheckSeats(raw.Seats); err != nil {
		return nil, err
	}
	if len(raw.Rules) == 0 {
		return nil, fmt.Errorf("%w: no \"rules\"", ErrRecord)
	}
	h := &Head{Version: *raw.Version, Rules: raw.Rules, Seats: raw.Seats, Seed: raw.Seed, Created: raw.Created, History: raw.History, Result: raw.Result}
	if raw.Game != nil {
		h.Game = *raw.Game
	}
	return h, nil
}

// GameOf reads only a record's "game" ("" if absent or unreadable), to pick
// the game's parser.
func GameOf(data []byte) string {
	data = trimBOM(data)
	var g struct {
		Game string `json:"game"`
	}
	if len(data) > MaxBytes || json.Unmarshal(data, &g) != nil {
		return ""
	}
	return g.Game
}

// trimBOM is data without the UTF-8 byte order mark that some editors
// (Windows Notepad) write at the start of a file.
func trimBOM(data []byte) []byte { return bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) }

func checkVersionAndGame(version *int, game *string, spec Spec) error {
	if version == nil {
		return fmt.Errorf("%w: no \"version\"", ErrRecord)
	}
	if *version > Version {
		return fmt.Errorf("%w: record version %d is newer than this program reads (%d); update the game", ErrRecord, *version, Version)
	}
	if *version < 1 {
		return fmt.Errorf("%w: record version %d does not exist", ErrRecord, *version)
	}
	if game == nil && !spec.Legacy {
		return fmt.Errorf("%w: no \"game\" (want %q)", ErrRecord, spec.Game)
	}
	if game != nil && *game != spec.Game {
		return fmt.Errorf("%w: a record of the game \"%s\", not %q", ErrRecord, Short([]byte(*game)), spec.Game)
	}
	return nil
}

// DecodeRules reads the rules strictly (unknown fields are errors) into v,
// a pointer to the game's rules.
func DecodeRules(raw json.RawMessage, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: rules: %v", ErrRecord, err)
	}
	return nil
}

// ReadStep reads one history step, an object with one action key (parsed
// by parse) and optionally "by": the seat that acted, -1 for chance.
func ReadStep[A any](b []byte, keys []string, parse func(key string, raw json.RawMessage) (A, error)) (a A, by *int, err error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return a, nil, fmt.Errorf("not an object with one action: %s", Short(b))
	}
	if raw, ok := m["by"]; ok {
		var n int
		if err := json.Unmarshal(raw, &n); err != nil {
			return a, nil, fmt.Errorf("\"by\" must be a seat number or -1 for chance")
		}
		by = &n
		delete(m, "by")
	}
	if len(m) != 1 {
		return a, nil, fmt.Errorf("want exactly one action key (%s), got %d in %s", strings.Join(keys, ", "), len(m), Short(b))
	}
	for key, raw := range m {
		if !slices.Contains(keys, key) {
			return a, nil, fmt.Errorf("unknown action %q (want %s)", key, orList(keys))
		}
		a, err = parse(key, raw)
	}
	return a, by, err
}

func orList(keys []string) string {
	if len(keys) < 2 {
		return strings.Join(keys, "")
	}
	return strings.Join(keys[:len(keys)-1], ", ") + " or " + keys[len(keys)-1]
}

// WriteStep writes one history step: {"key":value,"by":N}, value being
// JSON already.
func WriteStep(key, value string, by *int) []byte {
	out := `{"` + key + `":` + value
	if by != nil {
		out += `,"by":` + strconv.Itoa(*by)
	}
	return []byte(out + "}")
}

// Marshal writes a record as indented JSON with one history step a line.
// head is the game's record with its history left empty (written as null);
// steps are the steps as WriteStep writes them.
func Marshal(head any, steps [][]byte) ([]byte, error) {
	hb, err := json.MarshalIndent(head, "", "  ")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString(`"history": [`)
	for i, st := range steps {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n    ")
		b.Write(st)
	}
	if len(steps) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("]")
	if !bytes.Contains(hb, []byte(`"history": null`)) {
		return nil, errors.New("record: the head must have an empty history")
	}
	out := bytes.Replace(hb, []byte(`"history": null`), b.Bytes(), 1)
	return append(out, '\n'), nil
}

// JSONError turns a decoder's error into one line that names the line of
// the record.
func JSONError(data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		if syn.Offset >= int64(len(bytes.TrimRight(data, " \t\r\n"))) {
			return fmt.Errorf("%w: truncated: the file ends in the middle of the record (line %d)", ErrRecord, lineOf(data, syn.Offset))
		}
		return fmt.Errorf("%w: malformed JSON at line %d: %v", ErrRecord, lineOf(data, syn.Offset), syn)
	case errors.As(err, &typ):
		return fmt.Errorf("%w: field %q at line %d has the wrong type (%s)", ErrRecord, typ.Field, lineOf(data, typ.Offset), typ.Value)
	case err.Error() == "unexpected end of JSON input":
		return fmt.Errorf("%w: truncated: the file ends in the middle of the record", ErrRecord)
	}
	return fmt.Errorf("%w: %v", ErrRecord, err)
}

func lineOf(data []byte, off int64) int {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	return bytes.Count(data[:off], []byte("\n")) + 1
}

func jsonKeys(t reflect.Type) []string {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Struct {
		return nil
	}
	var out []string
	for i := 0; i < t.NumField(); i++ {
		if name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ","); name != "" && name != "-" {
			out = append(out, name)
		}
	}
	return out
}
