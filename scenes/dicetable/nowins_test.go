//go:build e2e

package dicetable

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
)

// No label of the table or the game end says "You's", "You wins", "You
// rolls" or "You is": games with a seat named You (a human, then a bot)
// are played to the end and every label is read.
func TestNoYouWins(t *testing.T) {
	bad := []string{"You's", "You wins", "You rolls", "You is", "You places", "You takes"}
	check := func(where, s string) {
		for _, b := range bad {
			if strings.Contains(s, b) {
				t.Errorf("%s: %q", where, s)
			}
		}
	}
	wins := 0
	for seed := uint64(1); seed <= 40 && wins < 2; seed++ {
		seats := make([]SeatDesc, 3)
		for i := range seats {
			seats[i] = SeatDesc{Name: []string{"You", "Ann", "Bob"}[i], Colour: pieces.DieColour(i), Bot: "random", Human: i == 0 && seed%2 == 0}
		}
		src, err := NewLocalSource(dice.Classic(3), seats, seed)
		if err != nil {
			t.Fatal(err)
		}
		m := NewModel(src.Rules(), seats)
		playOut(t, src, m.Apply)
		if !src.Over() {
			t.Fatal("the game did not end")
		}
		m.Sync(src.Final())
		for p := 0; p < m.Players; p++ {
			check("rolls label", m.RollsLabel[p])
		}
		names := []string{"You", "Ann", "Bob"}
		// The game end's title (the shell's, scenes/tableend.go) is
		// the winner's Subject.
		st := src.Final().Standings()
		title := Subject(names[st[0].Seat], "win!", "wins!")
		check("game end title", title)
		if st[0].Seat == 0 && !st[1].Winner {
			wins++
			if title != "You win!" {
				t.Errorf("seat You won: title %q", title)
			}
		}
	}
	if wins == 0 {
		t.Error("no game won by the seat named You: the title was never checked")
	}
}
