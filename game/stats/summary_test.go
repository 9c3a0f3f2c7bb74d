package stats

import (
	"fmt"
	"testing"
)

// book: five games of which four with a person.
//
//	1 dice   You 1st vs easy          (won, $560k)
//	2 dice   You 2nd vs easy+hard     (lost, $300k)
//	3 cards  You and Ann tie 1st, bot 3rd vs hard (won by both)
//	4 cards  bots alone (watched)
//	5 royale Ann 1st, You 2nd, people only (won by Ann)
func book(t *testing.T) *Book {
	t.Helper()
	b := NewBook()
	games := []Game{
		game("1", "dice", seat("You", "human", 560, 1), seat("A", "bot:easy", 300, 2)),
		game("2", "dice", seat("You", "human", 300, 2), seat("A", "bot:easy", 200, 3), seat("B", "bot:hard", 700, 1)),
		game("3", "cards", seat("You", "human", 90, 1), seat("Ann", "human", 90, 1), seat("B", "bot:hard", 40, 3)),
		game("4", "cards", seat("A", "bot:easy", 90, 1), seat("B", "bot:hard", 40, 2)),
		game("5", "royale", seat("Ann", "human", 800, 1), seat("You", "human", 900, 2)),
	}
	for _, g := range games {
		if err := b.Add(g); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

func lines(ls []Line) string {
	s := ""
	for _, l := range ls {
		s += fmt.Sprintf("%s %d/%d %s", l.Label, l.Won, l.Played, l.Rate())
		if l.HasBest {
			s += fmt.Sprintf(" best %d", l.Best)
		}
		if l.Watched > 0 {
			s += fmt.Sprintf(" watched %d", l.Watched)
		}
		s += "; "
	}
	return s
}

func TestByGame(t *testing.T) {
	got := lines(book(t).ByGame())
	want := "dice 1/2 50% best 560; cards 1/1 100% best 90 watched 1; royale 1/1 100% best 900; "
	if got != want {
		t.Errorf("by game:\n got %s\nwant %s", got, want)
	}
}

func TestByLevel(t *testing.T) {
	got := lines(book(t).ByLevel())
	want := "easy 1/1 100% best 560; hard 1/1 100% best 90; mixed 0/1 0% best 300; people only 1/1 100% best 900; "
	if got != want {
		t.Errorf("by level:\n got %s\nwant %s", got, want)
	}
}

func TestByName(t *testing.T) {
	got := lines(book(t).ByName())
	want := "You 2/4 50% best 900; Ann 2/2 100% best 800; "
	if got != want {
		t.Errorf("by name:\n got %s\nwant %s", got, want)
	}
}

func TestRateRounds(t *testing.T) {
	for _, c := range []struct {
		won, played int
		want        string
	}{{0, 0, "–"}, {1, 3, "33%"}, {2, 3, "67%"}, {1, 8, "13%"}, {0, 5, "0%"}, {7, 7, "100%"}} {
		if got := (Line{Won: c.won, Played: c.played}).Rate(); got != c.want {
			t.Errorf("%d of %d: %s, want %s", c.won, c.played, got, c.want)
		}
	}
}

func TestWinnersAndOpponents(t *testing.T) {
	b := book(t)
	if w := b.Games[2].Winners(); len(w) != 2 || w[0] != "You" || w[1] != "Ann" {
		t.Errorf("a shared first place: %v", w)
	}
	if !b.Games[2].Won() || b.Games[1].Won() || b.Games[3].Won() {
		t.Error("won: a shared first place is a win; second place or bots alone are not")
	}
	g := game("p", "dice", seat("You", "human", 1, 1), seat("P", KindProgram, 0, 2))
	if o := g.Opponents(); o != KindProgram {
		t.Errorf("a program opponent: %q", o)
	}
}
