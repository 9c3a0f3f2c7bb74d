package registry_test

import (
	"os"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game/registry"
)

// Final gives a finished record's final standings and seats, for every
// game, and refuses a save of an unfinished game, a damaged record and a
// record of another game.
func TestFinalOfEveryGame(t *testing.T) {
	cases := []struct {
		file     string
		finished bool
	}{
		{"testdata/records-2026-11-25-dice/classic-4p-finished.json", true},
		{"testdata/records-2026-11-25-dice/classic-5p-save-round2.json", false},
		{"testdata/records-2026-11-27/royale-2p-main.json", true},
		{"testdata/records-2026-11-27/royale-3p-save-midgame.json", false},
		{"testdata/records-2026-11-27/cards-3p-simultaneous.json", true},
		{"testdata/records-2026-11-27/cards-3p-save-midgame.json", false},
	}
	for _, c := range cases {
		data, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		g, ok := registry.Lookup(record.GameOf(data))
		if !ok {
			t.Fatalf("%s: no game", c.file)
		}
		r, err := g.Final(data)
		if !c.finished {
			if err == nil || !strings.Contains(err.Error(), "not finished") {
				t.Errorf("%s: an unfinished game gives %v", c.file, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if len(r.Seats) != len(r.Names) || len(r.Standings) != len(r.Names) || r.Seats[0].Kind == "" {
			t.Errorf("%s: %d seats, %d names, %d standings, first kind %q", c.file, len(r.Seats), len(r.Names), len(r.Standings), r.Seats[0].Kind)
		}
		winners := 0
		for _, s := range r.Standings {
			if s.Rank == 1 {
				winners++
			}
		}
		if winners == 0 {
			t.Errorf("%s: nobody ranked first", c.file)
		}
		other := "dice"
		if g.Key == "dice" {
			other = "cards"
		}
		og, _ := registry.Lookup(other)
		if _, err := og.Final(data); err == nil {
			t.Errorf("%s: read as a record of %s", c.file, other)
		}
		if _, err := g.Final(data[:len(data)/2]); err == nil {
			t.Errorf("%s: half a record is final", c.file)
		}
	}
}
