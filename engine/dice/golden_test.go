package dice

import (
	"os"
	"path/filepath"
	"testing"
)

// Golden records: hand-written games that ask a rules question and state the
// answer in their "result". Replay checks every step and the result.
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
		w := s.Winners()
		if len(w) != len(rec.Result.Winners) {
			t.Errorf("%s: winners %v, record says %v", f, w, rec.Result.Winners)
		}
		for i := range w {
			if i < len(rec.Result.Winners) && w[i] != rec.Result.Winners[i] {
				t.Errorf("%s: winners %v, record says %v", f, w, rec.Result.Winners)
			}
		}
		for p, n := range rec.Result.Notes {
			if s.NotesWon(p) != n {
				t.Errorf("%s: seat %d has %d notes, record says %d", f, p, s.NotesWon(p), n)
			}
		}
	}
}
