package diceplay

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
)

// Handovers come between two people sharing the screen, unless turned off.
func TestHandoversNeedTwoPeople(t *testing.T) {
	for _, c := range []struct {
		seats []game.Seat
		on    bool
		want  bool
	}{
		{[]game.Seat{game.PersonSeat("A"), game.PersonSeat("B")}, true, true},
		{[]game.Seat{game.PersonSeat("A"), game.PersonSeat("B")}, false, false},
		{[]game.Seat{game.PersonSeat("A"), game.BotSeat("B", "easy")}, true, false},
	} {
		g, err := New(Config{Rules: dice.Classic(2), Seats: c.seats, Seed: 1}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		g.SetHandover(c.on)
		if got := g.Handovers(); got != c.want {
			t.Errorf("%v, on %v: Handovers %v", c.seats, c.on, got)
		}
	}
}
