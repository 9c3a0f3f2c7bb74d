package dicetable

import (
	"strconv"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
)

// Over whole games, a seat's last placement stays marked until its next
// turn (and no longer), on the casino it went to, and the last placement
// is said in words with the seat's name and the casino.
func TestLastPlacementStaysUntilNextTurn(t *testing.T) {
	for _, r := range []dice.Rules{dice.Classic(3), dice.Online(4)} {
		src := botGame(t, r, 3)
		seats := src.Seats()
		m := NewModel(r, seats)
		m.Sync(src.View())
		var last LastPlaces
		var casName [8]string
		for i := range casName {
			casName[i] = "casino " + strconv.Itoa(i)
		}
		placed := [MaxSeats]int{} // casino of each seat's placement since its turn began
		checked := 0
		for i := 0; !src.Over() && i < 100000; i++ {
			for e, ok := src.NextEvent(); ok; e, ok = src.NextEvent() {
				p := int(e.Player)
				if e.Kind == dice.EvTurn && p >= 0 && p < r.Players && placed[p] != 0 {
					// Its next turn: the mark is still there just before.
					if last.Seat[p].Casino != placed[p] {
						t.Fatalf("seat %d's mark on %d is %d at its next turn", p, placed[p], last.Seat[p].Casino)
					}
					checked++
				}
				last.Track(e, m, &casName)
				m.Apply(e)
				switch e.Kind {
				case dice.EvTurn:
					if p >= 0 && p < r.Players {
						placed[p] = 0
						if last.Seat[p].Casino != 0 {
							t.Fatalf("seat %d still marked at its turn", p)
						}
					}
				case dice.EvPlaced:
					if p < 0 || p >= r.Players {
						continue
					}
					placed[p] = CasinoIndex(int(e.Casino))
					if last.Seat[p].Casino != placed[p] {
						t.Fatalf("seat %d placed on %d, marked %d", p, placed[p], last.Seat[p].Casino)
					}
					if !strings.HasPrefix(last.Line, seats[p].Name+" put ") {
						t.Fatalf("last placement in words: %q", last.Line)
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
		if got := PlacedWords(c.e, "Bob", "Luxor (5)"); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}

// botGame is a session of random bots on rules r and seed as the table's
// source; the test closes it at its end.
func botGame(t *testing.T, r dice.Rules, seed uint64) *GameSource {
	t.Helper()
	s, err := diceplay.New(diceplay.AllBots(r, "random", seed), diceplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return NewGameSource(s)
}
