package scenes

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
)

// Over whole games, a seat's last placement stays marked until its next
// turn (and no longer), on the casino it went to, and the last placement
// is said in words with the seat's name and the casino.
func TestLastPlacementStaysUntilNextTurn(t *testing.T) {
	for _, r := range []dice.Rules{dice.Classic(3), dice.Online(4)} {
		seats := make([]SeatDesc, r.Players)
		for i := range seats {
			seats[i] = SeatDesc{Name: defaultNames[i], Colour: pieces.DieColour(i), Bot: "random"}
		}
		src, err := NewLocalSource(r, seats, 3)
		if err != nil {
			t.Fatal(err)
		}
		tb := NewTable(src)
		placed := [MaxSeats]int{} // casino of each seat's placement since its turn began
		checked := 0
		for i := 0; !src.Over() && i < 100000; i++ {
			for e, ok := src.NextEvent(); ok; e, ok = src.NextEvent() {
				p := int(e.Player)
				if e.Kind == dice.EvTurn && p >= 0 && p < r.Players && placed[p] != 0 {
					// Its next turn: the mark is still there just before.
					if tb.last[p].casino != placed[p] {
						t.Fatalf("seat %d's mark on %d is %d at its next turn", p, placed[p], tb.last[p].casino)
					}
					checked++
				}
				tb.trackPlacement(e)
				tb.m.Apply(e)
				switch e.Kind {
				case dice.EvTurn:
					if p >= 0 && p < r.Players {
						placed[p] = 0
						if tb.last[p].casino != 0 {
							t.Fatalf("seat %d still marked at its turn", p)
						}
					}
				case dice.EvPlaced:
					if p < 0 || p >= r.Players {
						continue
					}
					placed[p] = casToIdx(int(e.Casino))
					if tb.last[p].casino != placed[p] {
						t.Fatalf("seat %d placed on %d, marked %d", p, placed[p], tb.last[p].casino)
					}
					if !strings.HasPrefix(tb.lastLine, seats[p].Name+" put ") {
						t.Fatalf("last placement in words: %q", tb.lastLine)
					}
				case dice.EvRoundEnded:
					placed = [MaxSeats]int{}
				}
			}
			if _, err := src.Advance(); err != nil {
				t.Fatal(err)
			}
		}
		if checked < 10 {
			t.Errorf("only %d marks checked at a next turn", checked)
		}
	}
}

func TestPlacedWords(t *testing.T) {
	cases := []struct {
		e    dice.Event
		want string
	}{
		{dice.Event{Kind: dice.EvPlaced, Casino: 5, Face: 5, Regular: 3}, "Bob put 3 dice on Luxor (5)."},
		{dice.Event{Kind: dice.EvPlaced, Casino: 2, Face: 2, Regular: 1, Biggies: 1, Whites: 2}, "Bob put 1 die, 1 Biggy and 2 white dice on Luxor (5)."},
		{dice.Event{Kind: dice.EvPlaced, Casino: dice.SlotMachine, Face: 4, Regular: 2}, "Bob put 2 dice on the slot machine."},
	}
	for _, c := range cases {
		if got := placedWords(c.e, "Bob", "Luxor (5)"); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}
