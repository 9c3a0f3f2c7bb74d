package cardplay

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
)

// chipGame plays seeds until the person (seat 0, who places two dice at a
// casino whenever it can) has to choose between chip colours, and returns
// the session there; nil if no seed of the first 40 gets there.
func chipGame(t *testing.T) *Session {
	t.Helper()
	for seed := uint64(1); seed <= 40; seed++ {
		seats := []Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Bot", Level: "random"}}
		g, _ := New(Config{Rules: cards.Rules{Players: 2, Chips: true}, Seats: seats, Seed: seed}, Options{})
		for i := 0; i < 2000 && !g.Over(); i++ {
			switch st, _ := g.Stage(); st {
			case StageChip:
				return g
			case StagePick:
				_ = g.Submit(twoDice(g.st.LegalFor(0)))
			}
			g.Update(time.Second)
		}
	}
	return nil
}

// twoDice is a pick that places two dice at one casino if there is one.
func twoDice(l []cards.Action) cards.Pick {
	for _, a := range l {
		for c := 1; c <= cards.NumCasinos; c++ {
			if a.Pick.DiceAt(c) >= 2 {
				return a.Pick
			}
		}
	}
	return l[0].Pick
}

func TestPersonChoosesAChip(t *testing.T) {
	g := chipGame(t)
	if g == nil {
		t.Fatal("no game reached a chip choice")
	}
	choices := g.ChipChoices()
	if len(choices) < 2 || g.Visible() != 0 {
		t.Fatalf("choices %v, visible %d", choices, g.Visible())
	}
	before := g.st.Chips(0)
	c := choices[len(choices)-1]
	if err := g.ChooseChip(c); err != nil {
		t.Fatal(err)
	}
	if err := g.Submit(cards.Pick{}); err == nil {
		t.Error("a pick was taken during a chip choice")
	}
	g.Update(time.Second)
	if after := g.st.Chips(0); after[c] != before[c]+1 {
		t.Errorf("chips %v -> %v after taking %v", before, after, c)
	}
}
