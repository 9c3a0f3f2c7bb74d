package cardtable

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
)

// TestMoneyWords: the table writes money as every table does (ui.Dollars):
// "$60,000", never "$60k", in the payout, the hint and the preview.
func TestMoneyWords(t *testing.T) {
	evs := []cards.Event{
		{Kind: cards.EvNotePaid, Casino: 3, Seat: 0, Note: 6},
		{Kind: cards.EvNotePaid, Casino: 3, Seat: 1, Note: 3},
		{Kind: cards.EvNoteReturned, Casino: 5, Seat: -1, Note: 10},
	}
	got := strings.Join(payoutLines(evs, []string{"Ann", "Bob"}), " | ")
	for _, want := range []string{"Ann $60,000", "Bob $30,000", "$100,000"} {
		if !strings.Contains(got, want) {
			t.Errorf("payout %q lacks %q", got, want)
		}
	}
	var pk cards.Pick
	pk[cards.CardOf(3, false)] = 2
	h := hintText(pk, 0.61, 234567.8)
	if !strings.Contains(h, "$235,000") || !strings.Contains(h, "61%") {
		t.Errorf("hint %q: want the expectation as $235,000 and 61%%", h)
	}
	for _, s := range []string{got, h} {
		if strings.Contains(s, "0k") {
			t.Errorf("%q writes money in thousands", s)
		}
	}
}
