package cardtable

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
)

// hand makes the sorted row of a hand from text cards ("3", "44").
func hand(t *testing.T, cs ...string) []cards.Card {
	t.Helper()
	var p cards.Pick
	for _, s := range cs {
		c, err := cards.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		p[c]++
	}
	return cardplay.Slots(p)
}

// TestValueKey: a number key chooses the cards showing that number one by
// one (singles, then the double), puts them all back after the last, and
// never picks by the place in the row.
func TestValueKey(t *testing.T) {
	slots := hand(t, "4", "2", "44", "4", "6") // sorted: 2 4 4 44 6
	var on [cards.HandSize]bool
	press := func(face int) string {
		var msg string
		on, msg = valueKey(slots, on, face)
		return msg
	}
	sel := func() string { return cardplay.Selected(slots, on[:]).String() }
	press(4)
	if sel() != "4" {
		t.Fatalf("4 once: %s", sel())
	}
	press(4)
	press(4)
	if sel() != "4,4,44" {
		t.Fatalf("4 three times: %s, want both 4s and the double", sel())
	}
	press(4)
	if sel() != "" {
		t.Fatalf("4 after the last 4: %s, want the 4s put back", sel())
	}
	if msg := press(5); sel() != "" || !strings.Contains(msg, "no card 5") {
		t.Errorf("5 with no 5 in the hand: %s, %q", sel(), msg)
	}
	if msg := press(7); sel() != "" || !strings.Contains(msg, "no card 7") {
		t.Errorf("7: %s, %q", sel(), msg)
	}
	press(0)
	press(-3)
	if sel() != "" {
		t.Errorf("keys out of range changed the selection: %s", sel())
	}
	// Two numbers chosen: a third number is refused with the reason; a
	// second 4 cannot join either, so 4 puts the chosen 4 back.
	press(2)
	press(4)
	if msg := press(6); sel() != "2,4" || !strings.Contains(msg, cardplay.ReasonOneNumber) {
		t.Errorf("a third number: %s, %q", sel(), msg)
	}
	if msg := press(4); sel() != "2" || msg != "" {
		t.Errorf("4 with 2 and 4 chosen: %s, %q; want the 4 put back", sel(), msg)
	}
}

// TestHandSorted: the hand's row is sorted by the numbers the cards show,
// whatever the order they were drawn in, so the row tells nothing but
// the cards.
func TestHandSorted(t *testing.T) {
	slots := hand(t, "66", "1", "5", "33", "1")
	for i := 1; i < len(slots); i++ {
		if slots[i].Face() < slots[i-1].Face() {
			t.Fatalf("the row %v is not sorted", slots)
		}
	}
}
