package dicetable

import (
	"math"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The payout in words, event by event: the example, "You"
// agreeing, a face-down winner's money never shown.
func TestPayoutWords(t *testing.T) {
	seats := []SeatDesc{{Name: "Red", Colour: pieces.DieColour(0)}, {Name: "Green", Colour: 1}, {Name: "Blue", Colour: 2}, {Name: "You", Colour: 3, Human: true}}
	m := NewModel(dice.Classic(4), seats)
	m.Seats[3].Money = 50_000 // the viewer's own money is open
	m.Seats[1].Money = -1     // face down to the viewer
	cases := []struct {
		e    dice.Event
		want string
	}{
		{dice.Event{Kind: dice.EvTieRemoved, Casino: 2, Mask: 1<<0 | 1<<1, Count: 3}, "Red and Green tie on 3 dice — cancelled."},
		{dice.Event{Kind: dice.EvTieRemoved, Casino: 2, Mask: 1<<0 | 1<<2 | 1<<dice.Neutral, Count: 1}, "Red, Blue and White tie on 1 die — cancelled."},
		{dice.Event{Kind: dice.EvNotePaid, Casino: 2, Player: 2, Note: 6}, "Blue wins $60k."},
		{dice.Event{Kind: dice.EvNotePaid, Casino: 2, Player: 3, Note: 9}, "You win $90k."},
		{dice.Event{Kind: dice.EvNotePaid, Casino: 2, Player: 1, Note: 9}, "Green wins a note."},
		{dice.Event{Kind: dice.EvNotePaid, Casino: 2, Player: dice.Neutral, Note: 3}, "White wins $30k: it goes back under the pile."},
		{dice.Event{Kind: dice.EvNoteReturned, Casino: 2, Note: 2}, "$20k goes back under the pile."},
		{dice.Event{Kind: dice.EvRainbowSwapped, Casino: 2, Note: 5}, "The Rainbow card becomes $50k."},
		{dice.Event{Kind: dice.EvPlaced, Casino: 2, Player: 1}, ""},
	}
	for _, c := range cases {
		if got := payoutWords(c.e, m); got != c.want {
			t.Errorf("%v: %q, want %q", c.e.Kind, got, c.want)
		}
	}
	// The story puts a casino's events on one line, in the order paid.
	var s PayoutStory
	for _, i := range []int{0, 2, 6} {
		s.Tell(cases[i].e, m)
	}
	s.Tell(dice.Event{Kind: dice.EvNotePaid, Casino: dice.SlotMachine, Player: 0, Note: 4}, m)
	if s.Told != 2 || s.Casino[0] != 2 || s.Casino[1] != SlotIndex || s.Paying != SlotIndex {
		t.Fatalf("story casinos %v (n %d, cur %d)", s.Casino, s.Told, s.Paying)
	}
	if want := "Red and Green tie on 3 dice — cancelled. Blue wins $60k. $20k goes back under the pile."; s.Words[0] != want {
		t.Errorf("casino 2: %q, want %q", s.Words[0], want)
	}
	if s.Tell(cases[8].e, m) || s.Told != 2 {
		t.Error("a placement was told as a payout")
	}
	// A casino's two Rainbow cards are told as two cards, not twice the
	// same sentence.
	var r PayoutStory
	r.Tell(dice.Event{Kind: dice.EvRainbowSwapped, Casino: 3, Note: 9}, m)
	r.Tell(dice.Event{Kind: dice.EvRainbowSwapped, Casino: 3, Note: 2}, m)
	if want := "The Rainbow card becomes $90k. The next Rainbow card becomes $20k."; r.Words[0] != want {
		t.Errorf("two Rainbow cards: %q, want %q", r.Words[0], want)
	}
}

// Over whole games with face-down money, the words of every casino paid
// name only values the viewer may see: every dollar figure told is one the
// viewer won, white won or the pile got back.
func TestPayoutStoryKeepsMoneyHidden(t *testing.T) {
	r := dice.Online(4)
	cfg := diceplay.AllBots(r, "random", 7)
	cfg.Seats[0].Kind, cfg.Seats[0].Name = game.Human, "You"
	s, err := diceplay.New(cfg, diceplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = s.Close() }()
	src := NewGameSource(s)
	m := NewModel(r, src.Seats())
	m.Sync(src.View())
	if m.Seats[1].Money >= 0 {
		t.Fatal("the test needs face-down money")
	}
	told, hidden := 0, 0
	playOut(t, src, func(e dice.Event) {
		w := payoutWords(e, m)
		if e.Kind == dice.EvNotePaid && e.Player > 0 && e.Player < 4 {
			hidden++
			if strings.Contains(w, "$") {
				t.Fatalf("%q shows money that is face down", w)
			}
			// The log agrees with the story.
			if l := LogWords(e, m, nil); strings.Contains(l, "$") || !strings.Contains(l, "a note") {
				t.Fatalf("the log says %q of money that is face down", l)
			}
		}
		if w != "" {
			told++
		}
		m.Apply(e)
	})
	if told == 0 || hidden == 0 {
		t.Fatalf("told %d payout events, %d to face-down seats", told, hidden)
	}
}

// The payout story's text keeps one size through a round's payout (it
// depends on the casinos in play, not on those told so far: a size that
// shrank with each casino built every line again), from 11 to 15 units,
// and never under 12 CSS px on a phone.
func TestPayoutStorySize(t *testing.T) {
	for _, ph := range [][3]float64{{1280, 760, 1}, {1920, 1080, 1}, {390, 844, 2}, {360, 780, 3}, {360, 640, 3}} {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		css := vp.Scale / ph[2]
		for _, slot := range []bool{false, true} {
			L := ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: 4, Slot: slot})
			area := ArenaDiceArea(&L).Inset(6 * L.U)
			n := 6
			if slot {
				n = 7
			}
			z := PayoutStorySize(&L, area, n)
			if z < 11*L.U-1e-9 || z > math.Max(15*L.U, L.MinText)+1e-9 {
				t.Errorf("%v slot=%v: %.1f units", ph, slot, z/L.U)
			}
			if L.Phone && z*css < 12-1e-6 {
				t.Errorf("%v slot=%v: the story at %.1f CSS px on a phone", ph, slot, z*css)
			}
		}
	}
}

// playOut plays src to its end, a human choosing the first of their
// choices, and hands each event to seen as the table pops it.
func playOut(t *testing.T, src Source, seen func(dice.Event)) {
	t.Helper()
	for i := 0; !src.Over() && i < 100000; i++ {
		for e, ok := src.NextEvent(); ok; e, ok = src.NextEvent() {
			seen(e)
		}
		if _, ok := src.Human(); ok {
			if err := src.Submit(src.Legal()[0]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if _, err := src.Advance(); err != nil {
			t.Fatal(err)
		}
	}
}
