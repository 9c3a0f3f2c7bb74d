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

// Decision 18: a record written before the chip option existed has no
// "chips_own_dice" key and played the own-dice reading, so it parses with
// ChipsOwnDiceOnly on; its finished game replays only under that reading
// (the literal one gives seat 0 another chip and another result). A new
// record writes the key, so either reading comes back as it was played.
func TestChipReadingOfOldAndNewRecords(t *testing.T) {
	data, err := os.ReadFile("testdata/saves-2026-11-25/online-6p-chips-finished.json")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "chips_own_dice") {
		t.Fatal("the old record already names the option")
	}
	rec, err := ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if !rec.Rules.ChipsOwnDiceOnly {
		t.Fatal("an old record with chips must read as own dice only")
	}
	if _, err := rec.Replay(nil); err != nil {
		t.Fatalf("old reading: %v", err)
	}
	rec.Rules.ChipsOwnDiceOnly = false
	if _, err := rec.Replay(nil); err == nil {
		t.Fatal("the literal reading replays the old record too, so this test shows nothing")
	}
	for _, own := range []bool{false, true} {
		r := Online(3)
		r.Chips, r.ChipsOwnDiceOnly = true, own
		out, err := NewRecord(r, nil, 7).Marshal()
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseRecord(out)
		if err != nil {
			t.Fatal(err)
		}
		if back.Rules.ChipsOwnDiceOnly != own || !strings.Contains(string(out), `"chips_own_dice"`) {
			t.Errorf("own dice only %v came back %v; record %s", own, back.Rules.ChipsOwnDiceOnly, out)
		}
	}
}
