// Package playkittest holds test bodies the games' sessions share
// (game/cardplay, game/royaleplay): each game's test calls one with its
// own types. Only tests import it.
package playkittest

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// Replayed is what the replay test asks of a game's session.
type Replayed interface {
	Humans() int
	Visible() int
	Over() bool
	Standings() []engine.Standing
}

// Replays is a game's part in ReplayPlaysTheRecordAgain: its golden
// records, how they are read, its Replay, and how its session is stepped
// and what it has recorded.
type Replays[Rec any, R any, A comparable, G Replayed] struct {
	Glob    string                                        // the golden records
	Parse   func([]byte) (Rec, error)                     // the game's ParseRecord
	Doc     func(Rec) *record.Doc[R, A]                   // a record's document
	Replay  func(Rec, int) (G, *playkit.Script[A], error) // the game's Replay
	Update  func(G)                                       // one step of the session's loop
	History func(G) []record.Step[A]                      // the steps the session has recorded
}

// ReplayPlaysTheRecordAgain: a replay of each of the game's golden records
// from the start, a third in, or the last step seats no person and shows
// no hand, plays the record's steps again to the same end (the same steps,
// by the same seats, and the same money).
func ReplayPlaysTheRecordAgain[Rec any, R any, A comparable, G Replayed](t testing.TB, c Replays[Rec, R, A, G]) {
	t.Helper()
	files, _ := filepath.Glob(c.Glob)
	if len(files) == 0 {
		t.Fatalf("no golden records at %s", c.Glob)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := c.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		doc := c.Doc(rec)
		for _, upto := range []int{0, len(doc.History) / 3, len(doc.History) - 1} {
			g, sc, err := c.Replay(rec, upto)
			if err != nil {
				t.Fatalf("%s from %d: %v", f, upto, err)
			}
			if g.Humans() != 0 || g.Visible() != -1 {
				t.Errorf("%s: a replay seats %d people, shows hand %d", f, g.Humans(), g.Visible())
			}
			for i := 0; i < 10*len(doc.History) && !sc.Done(); i++ {
				c.Update(g)
			}
			c.Update(g)
			if !sc.Done() {
				t.Fatalf("%s from %d: %d of %d steps played", f, upto, upto+sc.Played(), len(doc.History))
			}
			want := doc.History
			if got := c.History(g); !slices.EqualFunc(got, want, sameStep[A]) {
				t.Errorf("%s from %d: the replay's %d steps differ from the record's %d", f, upto, len(got), len(want))
			}
			if doc.Result != nil && (!g.Over() || !slices.Equal(MoneyOf(g), doc.Result.Money)) {
				t.Errorf("%s from %d: over %v, money %v, want %v", f, upto, g.Over(), MoneyOf(g), doc.Result.Money)
			}
		}
	}
}

// sameStep: a and b are the same action by the same seat.
func sameStep[A comparable](a, b record.Step[A]) bool {
	return a.Action == b.Action && (a.By == nil) == (b.By == nil) && (a.By == nil || *a.By == *b.By)
}

// MoneyOf is each seat's money, by seat.
func MoneyOf(g interface{ Standings() []engine.Standing }) []int {
	st := g.Standings()
	out := make([]int, len(st))
	for _, s := range st {
		out[s.Seat] = s.Money
	}
	return out
}
