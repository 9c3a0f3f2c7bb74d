package cardplay

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
)

// TestHandoversOff: in hot seat with the handovers turned off, each
// person's pick starts at once with their hand shown (Visible is the
// picking seat) and no other person's hand in the view; the log and the
// viewer stay a spectator's (-1), and no handover ever comes.
func TestHandoversOff(t *testing.T) {
	for _, seq := range []bool{false, true} {
		seats := []Seat{{Name: "Leo", Kind: game.Human}, {Kind: game.Bot, Name: "Bot", Level: "medium"}, {Name: "Mia", Kind: game.Human}}
		g, err := New(Config{Rules: cards.Rules{Players: 3, Sequential: seq}, Seats: seats, Seed: 3}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		g.SetHandover(false)
		if !g.HotSeat() || g.Handovers() {
			t.Fatalf("hot seat %v, handovers %v", g.HotSeat(), g.Handovers())
		}
		picks := map[int]int{}
		check := func(g *Session) {
			st, seat := g.Stage()
			v := g.Visible()
			if st == StageHandover {
				t.Fatalf("seq %v: a handover to seat %d with the handovers off", seq, seat)
			}
			if g.Viewer() != -1 {
				t.Fatalf("seq %v: the viewer is %d in hot seat", seq, g.Viewer())
			}
			if (st == StagePick) != (v >= 0) || (st == StagePick && v != seat) {
				t.Fatalf("seq %v: seat %d visible at stage %d of seat %d", seq, v, st, seat)
			}
			view := g.View()
			for _, p := range []int{0, 2} {
				if shown := view.Hand(p) != (cards.Pick{}); shown != (p == v) {
					t.Fatalf("seq %v: seat %d's hand shown %v while %d is visible", seq, p, shown, v)
				}
			}
			if st == StagePick {
				picks[seat]++
			}
		}
		play(t, g, 20000, check)
		if picks[0] < cards.Rounds || picks[2] < cards.Rounds {
			t.Errorf("seq %v: picks by seat %v", seq, picks)
		}
		log := strings.Join(g.Log(), "\n")
		for _, bad := range []string{"Leo puts a ", "Mia puts a ", "Leo draws", "Mia draws"} {
			if strings.Contains(log, bad) {
				t.Errorf("seq %v: the log shows a hidden card: %q", seq, bad)
			}
		}
	}
}

// TestHandoverTurnedOff: turned off during a handover, the hand shows at
// once; turned on again, the next person's pick starts behind one.
func TestHandoverTurnedOff(t *testing.T) {
	seats := []Seat{{Name: "Leo", Kind: game.Human}, {Name: "Mia", Kind: game.Human}}
	g, _ := New(Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 5}, Options{})
	g.Update(time.Millisecond)
	if st, seat := g.Stage(); st != StageHandover || seat != 0 || g.Visible() != -1 {
		t.Fatalf("stage %d seat %d visible %d, want the handover to Leo", st, seat, g.Visible())
	}
	g.SetHandover(false)
	if st, seat := g.Stage(); st != StagePick || seat != 0 || g.Visible() != 0 {
		t.Fatalf("turned off: stage %d seat %d visible %d, want Leo picking with the hand shown", st, seat, g.Visible())
	}
	g.SetHandover(true)
	if err := g.Submit(g.st.LegalFor(0)[0].Pick); err != nil {
		t.Fatal(err)
	}
	g.Update(time.Millisecond)
	if st, seat := g.Stage(); st != StageHandover || seat != 1 || g.Visible() != -1 {
		t.Fatalf("on again: stage %d seat %d visible %d, want the handover to Mia", st, seat, g.Visible())
	}
}

// TestHandoverNeedsTwoPeople: with one person there is no handover
// whatever the setting, and the person's hand always shows.
func TestHandoverNeedsTwoPeople(t *testing.T) {
	seats := []Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Bot", Level: "easy"}}
	for _, on := range []bool{true, false} {
		g, _ := New(Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 5}, Options{})
		g.SetHandover(on)
		g.Update(time.Millisecond)
		if st, _ := g.Stage(); st != StagePick || g.Handovers() || g.Visible() != 0 {
			t.Errorf("on %v: stage %d, handovers %v, visible %d", on, st, g.Handovers(), g.Visible())
		}
	}
}
