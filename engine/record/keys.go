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

// keyTables are the keys allowed in each kind of object of a record; nil
// means any key (a step's action keys are checked by its parser).
func keyTables(spec Spec) map[string][]string {
	return map[string][]string{
		"record": {"format", "version", "game", "rules", "seats", "seed", "created", "history", "result"},
		"rules":  jsonKeys(reflect.TypeOf(spec.Rules)),
		"seat":   {"name", "kind"},
		"result": {"money", "notes", "winners"},
		"step":   append(slices.Clone(spec.Steps), "by"),
	}
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

// checkKeys walks the JSON document and reports the first key that is
// unknown, written twice, or in the wrong case, with its line. Syntax
// errors are left to the decoder, which reports them.
func checkKeys(data []byte, spec Spec) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	w := walker{dec: dec, data: data, keys: keyTables(spec)}
	err := w.walk("record", 0)
	if errors.Is(err, ErrRecord) {
		return err
	}
	return nil
}

type walker struct {
	dec  *json.Decoder
	data []byte
	keys map[string][]string
}

func (w *walker) walk(kind string, depth int) error {
	if depth > 64 {
		return fmt.Errorf("%w: nested more than 64 deep at line %d", ErrRecord, lineOf(w.data, w.dec.InputOffset()))
	}
	tok, err := w.dec.Token()
	if err != nil {
		return err
	}
	d, ok := tok.(json.Delim)
	if !ok {
		return nil
	}
	switch d {
	case '[':
		for w.dec.More() {
			if err := w.walk(kind, depth+1); err != nil {
				return err
			}
		}
	case '{':
		if err := w.object(kind, depth); err != nil {
			return err
		}
	}
	_, err = w.dec.Token() // the closing delimiter
	return err
}

func (w *walker) object(kind string, depth int) error {
	allowed := w.keys[kind]
	seen := map[string]bool{}
	for w.dec.More() {
		tok, err := w.dec.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		line := lineOf(w.data, w.dec.InputOffset())
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
		if err := w.walk(child, depth+1); err != nil {
			return err
		}
	}
	return nil
}
