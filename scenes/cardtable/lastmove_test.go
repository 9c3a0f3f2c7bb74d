package cardtable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
)

// TestLastMoves: a reveal replaces the last move of the seats it placed
// for and keeps the others'; a chip choice (nothing placed) keeps all.
func TestLastMoves(t *testing.T) {
	var a, b, c cards.Pick
	a[cards.CardOf(4, false)] = 2
	b[cards.CardOf(1, true)] = 1
	c[cards.CardOf(6, false)] = 1
	var last [cards.MaxPlayers]cards.Pick
	last = lastMoves(last, &cardplay.Reveal{Picks: [cards.MaxPlayers]cards.Pick{a, b}, Placed: 3})
	if last[0] != a || last[1] != b {
		t.Fatalf("after the first reveal: %v", last)
	}
	last = lastMoves(last, &cardplay.Reveal{Picks: [cards.MaxPlayers]cards.Pick{1: c}, Placed: 2})
	if last[0] != a || last[1] != c {
		t.Errorf("seat 2 placed again: %v, want seat 1 still %v and seat 2 %v", last, a, c)
	}
	if got := lastMoves(last, &cardplay.Reveal{}); got != last {
		t.Errorf("a reveal that placed nothing changed the marks: %v", got)
	}
	if got := lastMoves(last, nil); got != last {
		t.Errorf("no reveal changed the marks")
	}
}

// TestMarked: the marks fall on the newest cards of each kind in the
// stack's order (singles, then doubles).
func TestMarked(t *testing.T) {
	var pk, last cards.Pick
	pk[cards.CardOf(3, false)] = 3
	pk[cards.CardOf(3, true)] = 2
	last[cards.CardOf(3, false)] = 1
	last[cards.CardOf(3, true)] = 1
	last[cards.CardOf(5, false)] = 1 // elsewhere: not this casino's
	got := marked(pk, last, 3)
	want := []bool{false, false, true, false, true}
	if len(got) != len(stackCards(pk, 3)) {
		t.Fatalf("%d marks for %d cards", len(got), len(stackCards(pk, 3)))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("marks %v, want %v", got, want)
		}
	}
	for _, m := range marked(pk, cards.Pick{}, 3) {
		if m {
			t.Fatal("a seat with no last move has a mark")
		}
	}
	last[cards.CardOf(3, false)] = 9 // more than lie there: all of them
	if got := marked(pk, last, 3); !got[0] || !got[2] {
		t.Errorf("marks %v", got)
	}
}
