package cardplay

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
)

func TestBlocked(t *testing.T) {
	five, double5, two := cards.CardOf(5, false), cards.CardOf(5, true), cards.CardOf(2, false)
	slots := []cards.Card{two, five, five, double5, cards.CardOf(6, false)}
	for _, c := range []struct {
		on   []bool
		slot int
		want string
	}{
		{nil, 0, ""},                                    // one card: any
		{[]bool{true}, 1, ""},                           // two cards: any numbers
		{[]bool{true, true}, 2, ReasonOneNumber},        // a third card of another number than the 2
		{[]bool{false, true, true}, 3, ""},              // a double shows the same number
		{[]bool{false, true, true}, 4, ReasonOneNumber}, // a 6 with two 5s
		{[]bool{false, true, true}, 1, ""},              // already on: it can be taken off
		{nil, 7, ""},                                    // out of range: nothing to say
	} {
		if got := Blocked(slots, c.on, c.slot); got != c.want {
			t.Errorf("on %v, slot %d: %q, want %q", c.on, c.slot, got, c.want)
		}
	}
	if p := Selected(slots, []bool{false, true, false, true}); p.DiceAt(5) != 3 || p.Size() != 2 {
		t.Errorf("Selected = %v", p)
	}
	if got := Slots(Selected(slots, []bool{true, true, true, true, true})); len(got) != 5 || got[0] != two || got[4] != cards.CardOf(6, false) {
		t.Errorf("Slots = %v", got)
	}
}

func TestCheckPick(t *testing.T) {
	hand, _ := cards.ParsePick("2,5,5,55,6")
	for _, c := range []struct {
		pick string
		ok   bool
	}{{"5,5,55", true}, {"2,6", true}, {"2,5,5", false}, {"1", false}, {"", false}} {
		var pk cards.Pick
		for _, f := range splitCards(c.pick) {
			k, _ := cards.ParseCard(f)
			pk[k]++
		}
		if err := CheckPick(hand, pk); (err == nil) != c.ok {
			t.Errorf("%q: %v", c.pick, err)
		}
	}
}

func splitCards(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] != ',' {
			j++
		}
		if j > i {
			out = append(out, s[i:j])
		}
		i = j + 1
	}
	return out
}

// TestPreview: on an empty table, a lone pick at a casino takes its higher
// note; equal dice with another seat cancel.
func TestPreview(t *testing.T) {
	seats := []Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Bot", Level: "easy"}}
	g, _ := New(Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 21}, Options{})
	g.Update(time.Millisecond)
	v := g.View()
	l := v.LegalFor(0)
	pk := l[0].Pick
	pv := Preview(v, 0, pk)
	if len(pv) == 0 {
		t.Fatal("no casino previewed")
	}
	for _, s := range pv {
		n := v.NotesAt(s.Casino)
		if s.Dice[0] != pk.DiceAt(s.Casino) || s.Note != max(n[0], n[1]) || s.Tied {
			t.Errorf("casino %d: %+v (notes %v)", s.Casino, s, n)
		}
	}
	// Both seats place at the same casinos: the bot's dice are known after
	// the reveal, and the same count again ties.
	_ = g.Submit(pk)
	g.Update(time.Second)
	v = g.View()
	for c := 1; c <= cards.NumCasinos; c++ {
		mine, theirs := v.Placed(0).DiceAt(c), v.Placed(1).DiceAt(c)
		if theirs == 0 || theirs <= mine || theirs-mine > 2 {
			continue
		}
		var add cards.Pick
		add[cards.CardOf(c, theirs-mine == 2)] = 1
		pv := Preview(v, 0, add)
		if len(pv) != 1 || !pv[0].Tied || pv[0].Note != 0 {
			t.Errorf("casino %d, %d against %d dice: %+v", c, mine+add.DiceAt(c), theirs, pv)
		}
	}
}
