package dice

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Saves and finished records written by the build before the restructuring
// (commit e0f7a85, testdata/saves-2026-11-25: bots playing through the real
// session and autosave) still parse and replay to the same standings, step
// count, round and phase.
func TestSavesFromBeforeTheRestructuringReplay(t *testing.T) {
	files, _ := filepath.Glob("testdata/saves-2026-11-25/*.json")
	if len(files) < 5 {
		t.Fatalf("%d golden saves, want 5", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(strings.TrimSuffix(f, ".json") + ".standings")
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
		var b strings.Builder
		for _, x := range s.Standings() {
			fmt.Fprintf(&b, "seat %d money %d notes %d rank %d winner %v\n", x.Seat, x.Money, x.Notes, x.Rank, x.Winner)
		}
		fmt.Fprintf(&b, "steps %d terminal %v round %d phase %v\n", len(rec.History), s.IsTerminal(), s.Round(), s.Phase())
		if b.String() != string(want) {
			t.Errorf("%s replays to\n%s\nwant\n%s", filepath.Base(f), b.String(), want)
		}
	}
}
