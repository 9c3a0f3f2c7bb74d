package cardplay

import (
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
)

// Act is Submit from the seat picking, and refused from another seat or
// for an action that is no seat's decision.
func TestActIsThePickingSeatsPick(t *testing.T) {
	seats := []Seat{game.PersonSeat("You"), game.BotSeat("B", "easy"), game.BotSeat("C", "random")}
	g, _ := New(Config{Rules: cards.Rules{Players: 3}, Seats: seats, Seed: 4}, Options{})
	for i := 0; i < 100; i++ {
		if st, _ := g.Stage(); st == StagePick {
			break
		}
		g.Update(time.Second)
	}
	if st, seat := g.Stage(); st != StagePick || seat != 0 {
		t.Fatalf("stage %d seat %d, want your pick", st, seat)
	}
	a := g.st.LegalFor(0)[0]
	if err := g.Act(1, a); err == nil {
		t.Error("a bot's seat acted at your pick")
	}
	if err := g.Act(0, cards.Action{Kind: cards.ActDraw}); err == nil {
		t.Error("a chance outcome was taken as your pick")
	}
	if err := g.Act(0, a); err != nil {
		t.Fatal(err)
	}
	if !g.Picked(0) {
		t.Fatal("your pick was not locked")
	}
	r := g.Update(time.Second)
	for i := 0; r == nil && i < 100; i++ {
		r = g.Update(time.Second)
	}
	if r == nil || r.Placed&1 == 0 || r.Picks[0] != a.Pick {
		t.Fatalf("your pick was not placed: %+v", r)
	}
}
