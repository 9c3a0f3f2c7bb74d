package cardplay

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
)

// SharedView is View, the same state while the game and the visible seat
// stay (and no allocation), a new one once they change.
func TestSharedView(t *testing.T) {
	seats := []Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "random"}}
	g, err := New(Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 3}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	changed := 0
	var last *cards.State
	var lastOf cards.State
	play(t, g, 400, func(g *Session) {
		v := g.SharedView()
		// One person: the visible seat stays, so a new view means the
		// game moved.
		if last != nil && (v != last) != (lastOf != *g.st) {
			t.Fatalf("a new view %v, the game moved %v", v != last, lastOf != *g.st)
		}
		if last != nil && v != last {
			changed++
		}
		last, lastOf = v, *g.st
		if *v != *g.View() {
			t.Fatal("SharedView differs from View")
		}
		if g.SharedView() != v {
			t.Fatal("SharedView made a new view of an unchanged game")
		}
		if n := testing.AllocsPerRun(5, func() { g.SharedView() }); n != 0 {
			t.Fatalf("SharedView of an unchanged game: %v allocations", n)
		}
	})
	if changed == 0 {
		t.Error("the game never moved between two checks")
	}
	if n := testing.AllocsPerRun(5, func() { _ = g.Acting(0) }); n != 0 {
		t.Errorf("Acting: %v allocations", n)
	}
}
