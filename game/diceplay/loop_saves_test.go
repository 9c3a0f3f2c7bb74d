package diceplay

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// The saves written mid-game by the build before the restructuring resume
// in today's session (seats as the save names them) and play to the end.
func TestSavesFromBeforeTheRestructuringResume(t *testing.T) {
	files, _ := filepath.Glob("../../engine/dice/testdata/saves-2026-11-25/*save*.json")
	if len(files) < 2 {
		t.Fatalf("%d mid-game saves, want 2", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := dice.ParseRecord(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		steps := len(rec.History)
		g, err := Resume(rec, nil, Options{})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if g.State().IsTerminal() || len(g.Record().History) != steps {
			t.Fatalf("%s: resumed at %d steps, terminal %v", f, len(g.Record().History), g.State().IsTerminal())
		}
		for i := 0; !g.Over(); i++ {
			if i > 100000 {
				t.Fatalf("%s: the resumed game does not end", f)
			}
			g.Step()
		}
		if len(g.Record().History) <= steps {
			t.Errorf("%s: nothing played after resuming", f)
		}
	}
}
