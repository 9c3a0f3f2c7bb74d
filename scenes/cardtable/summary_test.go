package cardtable

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestSummaryLines: the summary names each seat that placed, what and
// where, and who stopped; seats that placed nothing are left out.
func TestSummaryLines(t *testing.T) {
	var a, c cards.Pick
	a[cards.CardOf(4, false)] = 2
	c[cards.CardOf(3, false)] = 1
	c[cards.CardOf(5, true)] = 1
	r := &cardplay.Reveal{Picks: [cards.MaxPlayers]cards.Pick{a, {}, c}, Placed: 1 | 4,
		Events: []cards.Event{{Kind: cards.EvStopped, Seat: 2, Count: 9}}}
	got := summaryLines(r, []string{"Ann", "Bob", "Cy"})
	want := []string{"Ann: two 4s at Flamingo", "Cy: a 3 at Oasis and a double 5 at Royal · stops for the round"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("summary %q, want %q", got, want)
	}
	if summaryLines(nil, nil) != nil {
		t.Error("a summary of no reveal")
	}
}

// TestAutoWait: a summary waits for Continue in hot seat, goes on by
// itself after the speed's delay with one person (never quicker than
// minSummaryTicks) or none; a payout waits for a person.
func TestAutoWait(t *testing.T) {
	normal, slow, instant := ui.Motion{Speed: ui.SpeedNormal}, ui.Motion{Speed: ui.SpeedSlow}, ui.Motion{Speed: ui.SpeedInstant}
	for _, c := range []struct {
		m       ui.Motion
		auto    bool
		humans  int
		summary bool
		want    int
	}{
		{normal, false, 2, true, -1},
		{normal, false, 3, false, -1},
		{normal, false, 1, true, summaryTicks},
		{slow, false, 1, true, summaryTicks * 8 / 5},
		{instant, false, 1, true, minSummaryTicks},
		{normal, false, 1, false, -1},
		{normal, false, 0, false, payoutTicks},
		{instant, false, 0, true, 1},
		{normal, true, 2, true, 2},
	} {
		if got := autoWait(c.m, c.auto, c.humans, c.summary); got != c.want {
			t.Errorf("autoWait(%v, %v, %d humans, summary %v) = %d, want %d", c.m.Speed, c.auto, c.humans, c.summary, got, c.want)
		}
	}
}
