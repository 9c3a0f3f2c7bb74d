package royale

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/record"
)

// Golden records: hand-written games that state their result; Replay checks
// every step and the result in full.
func TestGoldenRecords(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.json")
	if len(files) == 0 {
		t.Fatal("no golden records")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := ParseRecord(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		s, err := rec.Replay(nil)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if rec.Result == nil || !s.IsTerminal() {
			t.Fatalf("%s: golden records must be finished games with a result", f)
		}
	}
}

// The hand-written records of the readings R31-R33 (issue 28): the new
// keys replay to their results; the same games without the keys, read the
// old way, do not; and the refused records stop at the step the rules now
// refuse.
func TestReadingRecords(t *testing.T) {
	read := func(name string, edit func(string) string) (*Record, error) {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return ParseRecord([]byte(edit(string(data))))
	}
	same := func(s string) string { return s }
	refused := []struct {
		file, action string
	}{
		{"refused/no-entry-sitout.json", "sitout"},
		{"refused/neutral-biggy-eight-small.json", "roll 12344556"},
	}
	for _, r := range refused {
		rec, err := read(r.file, same)
		if err != nil {
			t.Fatalf("%s: %v", r.file, err)
		}
		_, err = rec.Replay(nil)
		var re *record.ReplayError[Action]
		if !errors.As(err, &re) || re.Action.String() != r.action || !errors.Is(err, ErrIllegal) {
			t.Errorf("%s: %v, want the step %q refused", r.file, err, r.action)
		}
	}
	old := []struct {
		file, key, want string
	}{
		// Without the key the neutral dice are 8 small ones: the Biggy's
		// roll is refused.
		{"two-players-neutral-biggy.json", `"neutral_biggy": true`, "a roll of 8 dice is due"},
		// Without the key the change is $60,000 (largest first) and $10,000
		// is lost: Anna ends with $100,000, not the stored $110,000.
		{"bad-luck-exact-change.json", `"exact_change": true`, "seat 0"},
	}
	for _, o := range old {
		rec, err := read(o.file, func(s string) string {
			s = strings.Replace(s, ",\n    "+o.key, "", 1)
			if strings.Contains(s, o.key) {
				t.Fatalf("%s: key %s not removed", o.file, o.key)
			}
			return s
		})
		if err != nil {
			t.Fatalf("%s without %s: %v", o.file, o.key, err)
		}
		if _, err := rec.Replay(nil); err == nil || !strings.Contains(err.Error(), o.want) {
			t.Errorf("%s without %s: %v, want %q", o.file, o.key, err, o.want)
		}
	}
}
