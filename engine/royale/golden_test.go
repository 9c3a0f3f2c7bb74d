package royale

import (
	"os"
	"path/filepath"
	"testing"
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
