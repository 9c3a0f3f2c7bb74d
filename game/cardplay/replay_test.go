package cardplay

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/record"
)

// A replay from the start, or from any step, plays the record's game again
// to the same end, and draws nothing of its own.
func TestReplayPlaysTheRecordAgain(t *testing.T) {
	files, _ := filepath.Glob("../registry/testdata/records-2026-11-27/cards-*.json")
	if len(files) == 0 {
		t.Fatal("no golden card records")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := cards.ParseRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		for _, upto := range []int{0, len(rec.History) / 3, len(rec.History) - 1} {
			g, sc, err := Replay(rec, upto)
			if err != nil {
				t.Fatalf("%s from %d: %v", f, upto, err)
			}
			if g.Humans() != 0 || g.Visible() != -1 {
				t.Errorf("%s: a replay seats %d people, shows hand %d", f, g.Humans(), g.Visible())
			}
			for i := 0; i < 10*len(rec.History) && !sc.Done(); i++ {
				g.Update(time.Millisecond)
			}
			g.Update(time.Millisecond)
			if !sc.Done() {
				t.Fatalf("%s from %d: %d of %d steps played", f, upto, upto+sc.Played(), len(rec.History))
			}
			want := rec.History
			if got := g.rec.History; len(got) != len(want) || !slices.EqualFunc(got, want, func(a, b cardsStep) bool { return a.Action == b.Action && *a.By == *b.By }) {
				t.Errorf("%s from %d: the replay's %d steps differ from the record's %d", f, upto, len(got), len(want))
			}
			if rec.Result != nil && (!g.Over() || !slices.Equal(moneyOf(g), rec.Result.Money)) {
				t.Errorf("%s from %d: over %v, money %v, want %v", f, upto, g.Over(), moneyOf(g), rec.Result.Money)
			}
		}
	}
}

type cardsStep = record.Step[cards.Action]

// moneyOf is each seat's money, by seat.
func moneyOf(g *Session) []int {
	st := g.Standings()
	out := make([]int, len(st))
	for _, s := range st {
		out[s.Seat] = s.Money
	}
	return out
}
