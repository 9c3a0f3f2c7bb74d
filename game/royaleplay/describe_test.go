package royaleplay

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// TestDescribeInWords: rolls are written as faces with the Biggy in
// words, casinos by name, money in dollars, and the verbs agree with You
// and the grey dice.
func TestDescribeInWords(t *testing.T) {
	names := []string{"You", "Ana"}
	roll := royale.Roll{C: [6]uint8{0, 1, 1, 2, 2, 1}, Big: 3}
	cases := []struct {
		e    royale.Event
		want string
	}{
		{royale.Event{Kind: royale.EvRoll, Who: 0, Roll: roll}, "You rolled 2, 3, 4, 4, 5, 5, 6 and your Biggy shows 3."},
		{royale.Event{Kind: royale.EvRoll, Who: 1, Roll: royale.Roll{C: [6]uint8{1, 1}}}, "Ana rolled 1 and 2."},
		{royale.Event{Kind: royale.EvRoll, Who: 1, Roll: royale.Roll{Big: 4}}, "Ana rolled only the Biggy, showing 4."},
		{royale.Event{Kind: royale.EvPlace, Who: 0, C: 3, N: 1, Mask: 1}, "You place your Biggy on Oasis."},
		{royale.Event{Kind: royale.EvPlace, Who: 1, C: 6, N: 4, Mask: 1}, "Ana places 3 dice and the Biggy on Nugget."},
		{royale.Event{Kind: royale.EvPlace, Who: 1, C: 2, N: 2}, "Ana places 2 dice on Pharaoh."},
		{royale.Event{Kind: royale.EvWin, Who: royale.Grey, C: 1, Value: 60000}, "The grey dice win $60,000 at Horseshoe."},
		{royale.Event{Kind: royale.EvWin, Who: 0, C: 5, Value: 510000}, "You win $510,000 at Royal."},
		{royale.Event{Kind: royale.EvClose, Who: 0, C: 4, Tile: 8}, "You close Flamingo."},
		{royale.Event{Kind: royale.EvPunch, Who: 0, N: 2, Tile: 0}, "You secretly hold 2 Lucky Punch tokens."},
		{royale.Event{Kind: royale.EvPair, C: 2, Value: 90000, N: 40000}, "Pharaoh pays $90,000 and $40,000."},
	}
	for _, c := range cases {
		if got := Describe(c.e, names); got != c.want {
			t.Errorf("%v: %q, want %q", c.e.Kind, got, c.want)
		}
	}
	// A seat's name is written as it was typed, at the start of a line
	// too, in every kind of line ("random" is a bot's name by default).
	low := []string{"random", "ana"}
	for _, e := range []royale.Event{{Kind: royale.EvBet, Who: 0, N: 1, Tile: 1}, {Kind: royale.EvRoll, Who: 0, Roll: roll}, {Kind: royale.EvChips, Who: 1, N: 2}, {Kind: royale.EvFifty, Who: 0, Value: 7, N: 2, Tile: 1}} {
		if got := Describe(e, low); !strings.HasPrefix(got, low[e.Who]+" ") {
			t.Errorf("%v: %q does not begin with the name as typed", e.Kind, got)
		}
	}
	if got := Describe(royale.Event{Kind: royale.EvWin, Who: royale.Grey, C: 1, Value: 60000}, low); !strings.HasPrefix(got, "The grey dice") {
		t.Errorf("the grey dice's line %q", got)
	}
}

// TestLogInWords: a whole game's log names no casino by number, writes no
// roll as digits run together ("2344556b3") and no "0×".
func TestLogInWords(t *testing.T) {
	rules := royale.Rules{Players: 3, Main: true, Tiles: 3}
	seats := []Seat{{Kind: game.Bot, Name: "Ace", Level: "random"}, {Kind: game.Bot, Name: "Bo", Level: "random"}, {Kind: game.Bot, Name: "Cy", Level: "random"}}
	sess, err := New(Config{Rules: rules, Seats: seats, Seed: 5}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20000 && !sess.Over(); i++ {
		sess.Update(0)
	}
	log := strings.Join(sess.Log(), "\n")
	if !sess.Over() || !strings.Contains(log, " rolled ") {
		t.Fatalf("the game did not end or rolled nothing: %.300s", log)
	}
	for _, bad := range []string{"casino 1", "casino 2", "casino 3", "casino 4", "casino 5", "casino 6", "0×", "rolls ", "dice wins", "chip(s)", "1 grey dice"} {
		if strings.Contains(log, bad) {
			i := strings.Index(log, bad)
			t.Errorf("the log says %q: %q", bad, log[max(0, i-60):min(len(log), i+60)])
		}
	}
}
