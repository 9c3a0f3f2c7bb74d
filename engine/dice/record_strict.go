package dice

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

// recordKeys are the keys allowed in each kind of object of a record; nil
// means any key (a step's action keys are checked by its parser).
var recordKeys = map[string][]string{
	"record": {"format", "version", "game", "rules", "seats", "seed", "created", "history", "result"},
	"rules":  jsonKeys(reflect.TypeOf(Rules{})),
	"seat":   {"name", "kind"},
	"result": {"money", "notes", "winners"},
	"step":   {"deal", "chipdeal", "roll", "place", "slot", "kick", "chip", "by"},
}

// children says what kind of object a key's value (or its elements) is.
var children = map[string]map[string]string{
	"record": {"rules": "rules", "seats": "seat", "result": "result", "history": "step"},
}

// quoteKey quotes a key for an error: escaped, at most 40 bytes.
func quoteKey(k string) string {
	if len(k) > 40 {
		k = k[:37] + "..."
	}
	return strconv.QuoteToASCII(k)
}

func jsonKeys(t reflect.Type) []string {
	var out []string
	for i := 0; i < t.NumField(); i++ {
		if name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ","); name != "" && name != "-" {
			out = append(out, name)
		}
	}
	return out
}

// checkKeys walks the JSON document and reports the first key that is
// unknown, written twice, or in the wrong case, with its line. Syntax
// errors are left to the decoder, which reports them.
func checkKeys(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	err := walkKeys(dec, data, "record", 0)
	if errors.Is(err, ErrRecord) {
		return err
	}
	return nil
}

func walkKeys(dec *json.Decoder, data []byte, kind string, depth int) error {
	if depth > 64 {
		return fmt.Errorf("%w: nested more than 64 deep at line %d", ErrRecord, lineOf(data, dec.InputOffset()))
	}
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	d, ok := tok.(json.Delim)
	if !ok {
		return nil
	}
	switch d {
	case '[':
		for dec.More() {
			if err := walkKeys(dec, data, kind, depth+1); err != nil {
				return err
			}
		}
	case '{':
		allowed := recordKeys[kind]
		seen := map[string]bool{}
		for dec.More() {
			tok, err := dec.Token()
			if err != nil {
				return err
			}
			key, _ := tok.(string)
			line := lineOf(data, dec.InputOffset())
			where := ""
			if kind != "record" {
				where = " in " + kind
				if kind == "rules" || kind == "result" {
					where = " in \"" + kind + "\""
				}
			}
			if seen[key] {
				return fmt.Errorf("%w: line %d: key %s written twice%s", ErrRecord, line, quoteKey(key), where)
			}
			seen[key] = true
			if allowed != nil && !slices.Contains(allowed, key) {
				for _, a := range allowed {
					if strings.EqualFold(a, key) {
						return fmt.Errorf("%w: line %d: key %s%s must be written %q (keys are case-sensitive)", ErrRecord, line, quoteKey(key), where, a)
					}
				}
				if kind != "step" { // the step's parser names an unknown action
					return fmt.Errorf("%w: line %d: unknown key %s%s (want %s)", ErrRecord, line, quoteKey(key), where, strings.Join(allowed, ", "))
				}
			}
			child := children[kind][key]
			if child == "" {
				child = "value"
			}
			if err := walkKeys(dec, data, child, depth+1); err != nil {
				return err
			}
		}
	}
	_, err = dec.Token() // the closing delimiter
	return err
}

func jsonError(data []byte, err error) error {
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
