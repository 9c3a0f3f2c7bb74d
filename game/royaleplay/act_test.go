package royaleplay

import (
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
)

// Act is Decide from the seat deciding, and refused from another seat.
func TestActIsTheDecidingSeatsDecision(t *testing.T) {
	seats := []Seat{game.PersonSeat("You"), game.BotSeat("Bot", "easy")}
	g, _ := New(Config{Rules: royale.Basic(2), Seats: seats, Seed: 9}, Options{})
	for i := 0; i < 100; i++ {
		if st, _ := g.Stage(); st == StageDecide {
			break
		}
		g.Update(time.Second)
	}
	if st, seat := g.Stage(); st != StageDecide || seat != 0 {
		t.Fatalf("stage %d seat %d, want your decision", st, seat)
	}
	a := g.Legal()[0]
	if err := g.Act(1, a); err == nil {
		t.Error("the bot's seat acted at your decision")
	}
	steps := len(g.rec.History)
	if err := g.Act(0, a); err != nil {
		t.Fatal(err)
	}
	if r := g.Update(time.Second); r == nil || r.By != 0 || len(g.rec.History) != steps+1 || g.rec.History[steps].Action != a {
		t.Fatalf("your decision was not applied: %+v", r)
	}
}
