package dicetable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
)

func TestSeatFacts(t *testing.T) {
	var f GameFacts
	for _, e := range []dice.Event{
		{Kind: dice.EvTieRemoved, Mask: 1<<0 | 1<<2, Count: 2},
		{Kind: dice.EvNotePaid, Player: 1, Note: 6, Rank: 0},
		{Kind: dice.EvNotePaid, Player: 0, Note: 9, Rank: 1},
		{Kind: dice.EvNotePaid, Player: dice.Neutral, Note: 10, Rank: 0},
		{Kind: dice.EvNotePaid, Player: 0, Note: 3, Rank: 0},
	} {
		f.Add(e)
	}
	want := []string{"won 1 casino · 1 tie suffered · biggest note $90k", "won 1 casino · 0 ties suffered · biggest note $60k", "won 0 casinos · 1 tie suffered"}
	for p, w := range want {
		if got := f[p].Line(); got != w {
			t.Errorf("seat %d: %q, want %q", p, got, w)
		}
	}
	if got := RoundsLine([]int{160_000, 270_000, 270_000}); got != "Rounds: +$160k, +$110k, +$0" {
		t.Errorf("RoundsLine: %q", got)
	}
}

// A resumed game's facts come from its record: replayed, they equal the
// facts kept from the events of the whole game.
func TestFactsReplayedFromTheRecord(t *testing.T) {
	s, err := diceplay.New(diceplay.AllBots(dice.Online(4), "random", 12), diceplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	src := NewGameSource(s)
	defer src.S.Close()
	var live GameFacts
	for i := 0; !src.Over() && i < 1_000_000; i++ {
		for e, ok := src.NextEvent(); ok; e, ok = src.NextEvent() {
			live.Add(e)
		}
		if _, err := src.Advance(); err != nil {
			t.Fatal(err)
		}
	}
	for e, ok := src.NextEvent(); ok; e, ok = src.NextEvent() {
		live.Add(e)
	}
	var replayed GameFacts
	replayed.AddRecorded(src)
	if replayed != live || live[0].casinos+live[1].casinos+live[2].casinos+live[3].casinos == 0 {
		t.Errorf("replayed %v, live %v", replayed, live)
	}
}
