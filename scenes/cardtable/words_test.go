package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
)

// TestMoneyWords: the table writes money as every table does (ui.Dollars):
// "$60,000", never "$60k", in the payout, the hint and the preview.
func TestMoneyWords(t *testing.T) {
	evs := []cards.Event{
		{Kind: cards.EvNotePaid, Casino: 3, Seat: 0, Note: 6},
		{Kind: cards.EvNotePaid, Casino: 3, Seat: 1, Note: 3},
		{Kind: cards.EvNoteReturned, Casino: 5, Seat: -1, Note: 10},
	}
	got := strings.Join(payoutLines(evs, []string{"Ann", "Bob"}), " | ")
	for _, want := range []string{"Ann $60,000", "Bob $30,000", "$100,000"} {
		if !strings.Contains(got, want) {
			t.Errorf("payout %q lacks %q", got, want)
		}
	}
	var pk cards.Pick
	pk[cards.CardOf(3, false)] = 2
	h := hintText(pk, 0.61, 234567.8)
	if !strings.Contains(h, "$235,000") || !strings.Contains(h, "61%") {
		t.Errorf("hint %q: want the expectation as $235,000 and 61%%", h)
	}
	for _, s := range []string{got, h} {
		if strings.Contains(s, "0k") {
			t.Errorf("%q writes money in thousands", s)
		}
	}
}

// TestLogWords: the log's sentences name the casinos, write money with
// ui.Dollars, pay a casino's notes in one line and say "set aside" for
// the cocktail glass.
func TestLogWords(t *testing.T) {
	names := []string{"Ann", "Bob"}
	var two4s, mixed cards.Pick
	two4s[cards.CardOf(4, false)] = 2
	mixed[cards.CardOf(3, false)] = 1
	mixed[cards.CardOf(5, true)] = 1
	evs := []cards.Event{
		{Kind: cards.EvPlaced, Seat: 0, Pick: two4s, Count: 2},
		{Kind: cards.EvPlaced, Seat: 1, Pick: mixed, Count: 2},
		{Kind: cards.EvDiscarded, Seat: 1, Count: 3, Hidden: true},
		{Kind: cards.EvDiscarded, Seat: 0, Pick: mixed, Count: 2},
		{Kind: cards.EvNoteDealt, Casino: 2, Seat: -1, Note: 9},
		{Kind: cards.EvTie, Casino: 1, Seat: -1, Mask: 3, Count: 2},
		{Kind: cards.EvNotePaid, Casino: 4, Seat: 0, Note: 6},
		{Kind: cards.EvNotePaid, Casino: 4, Seat: 1, Note: 3},
		{Kind: cards.EvNotePaid, Casino: 5, Seat: 1, Note: 5},
		{Kind: cards.EvNoteReturned, Casino: 6, Seat: -1, Note: 4},
		{Kind: cards.EvChipTaken, Casino: 3, Seat: 1, Chip: 0},
	}
	want := []string{
		"Ann played two 4s at Flamingo.",
		"Bob played a 3 at Oasis and a double 5 at Royal.",
		"Bob sets 3 cards aside for the round.",
		"Ann sets a 3 and a double 5 aside for the round.",
		"Pharaoh gets a $90,000 note.",
		"Horseshoe: Ann and Bob tie with 2 dice each; those cards are out.",
		"Flamingo pays Ann $60,000 and Bob $30,000.",
		"Royal pays Bob $50,000.",
		"Nobody wins the $40,000 note at Nugget; it leaves the game.",
	}
	got := logWords(evs, names)
	if len(got) != len(want)+1 {
		t.Fatalf("%d lines, want %d: %q", len(got), len(want)+1, got)
	}
	for i, w := range want {
		if got[i] != w {
			t.Errorf("line %d: %q, want %q", i, got[i], w)
		}
	}
	if !strings.HasSuffix(got[len(want)], "chip card at Oasis.") {
		t.Errorf("chip taken: %q", got[len(want)])
	}
	for _, line := range got {
		if strings.Contains(line, "casino ") || strings.Contains(line, "glass") {
			t.Errorf("%q names a casino by number or the glass", line)
		}
	}
}

// TestLogWordsInGame: a hot-seat game of two people and a bot written in
// the table's words keeps the people's set-aside cards secret, and its
// log names casinos and pays in dollars.
func TestLogWordsInGame(t *testing.T) {
	seats := []cardplay.Seat{{Name: "Leo", Kind: game.Human}, {Name: "Mia", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}}
	g, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 3}, Seats: seats, Seed: 7}, cardplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g.SetWords(logWords)
	for i := 0; i < 100000 && !g.Over(); i++ {
		switch st, seat := g.Stage(); st {
		case cardplay.StageHandover:
			_ = g.Confirm()
		case cardplay.StagePick:
			slots := cardplay.Slots(g.View().Hand(seat))
			if err := g.Submit(cardplay.Selected(slots, []bool{true})); err != nil {
				t.Fatal(err)
			}
		case cardplay.StageChip:
			_ = g.ChooseChip(g.ChipChoices()[0])
		default:
			g.Update(time.Second)
		}
	}
	if !g.Over() {
		t.Fatal("the game did not end")
	}
	log := strings.Join(g.Log(), "\n")
	for _, bad := range []string{"Leo sets a", "Leo sets two", "Mia sets a", "Mia sets two", "Leo draws", "glass", "casino 1"} {
		if strings.Contains(log, bad) {
			t.Errorf("the log holds %q", bad)
		}
	}
	for _, good := range []string{"Leo played", "Ace played", " pays ", ",000", "The game is over."} {
		if !strings.Contains(log, good) {
			t.Errorf("the log lacks %q", good)
		}
	}
}

// TestPlainWords: the panels say where the cards are and that the money
// is hidden without the rulebook's glass and safe; open money shows.
func TestPlainWords(t *testing.T) {
	c := countsText(5, 20, 3)
	if c != "hand 5 · to draw 20 · set aside 3" {
		t.Errorf("counts %q", c)
	}
	s, err := cards.NewGame(cards.Rules{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	if m := moneyText(s, 0); m != "Money hidden" {
		t.Errorf("hidden money %q", m)
	}
	open, _ := cards.NewGame(cards.Rules{Players: 2, OpenMoney: true})
	if m := moneyText(open, 1); m != "$0" {
		t.Errorf("open money %q", m)
	}
	for _, w := range []string{c, moneyText(s, 0), chipValues} {
		if strings.Contains(w, "glass") || strings.Contains(w, "safe") || strings.Contains(w, "0k") {
			t.Errorf("%q uses the rulebook's jargon or $k", w)
		}
	}
}

// moneyText is seat p's money as the table shows it: hidden until the end
// (the rulebook keeps it under a safe card) unless the money is open.
func moneyText(s *cards.State, p int) string { return moneyShown(s, s.Money(p)) }
