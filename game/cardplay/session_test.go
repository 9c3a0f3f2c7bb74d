package cardplay

import (
	"errors"
	"fmt"
	"github.com/lasvegas-dice/lasvegas/game"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// people answers every decision of the people in g with their first legal
// choice, confirming each handover; check runs before each Update.
func play(t *testing.T, g *Session, maxUpdates int, check func(g *Session)) (reveals int) {
	t.Helper()
	for i := 0; i < maxUpdates && !g.Over(); i++ {
		if check != nil {
			check(g)
		}
		switch st, seat := g.Stage(); st {
		case StageHandover:
			if err := g.Confirm(); err != nil {
				t.Fatal(err)
			}
			continue
		case StagePick:
			l := g.st.Legal()
			if len(l) == 0 {
				l = g.st.LegalFor(seat)
			}
			if err := g.Submit(l[len(l)-1].Pick); err != nil {
				t.Fatalf("seat %d: %v", seat, err)
			}
		case StageChip:
			if err := g.ChooseChip(g.ChipChoices()[0]); err != nil {
				t.Fatal(err)
			}
		}
		if r := g.Update(time.Second); r != nil {
			reveals++
		}
	}
	if !g.Over() {
		t.Fatalf("the game is not over after %d updates", maxUpdates)
	}
	return reveals
}

func TestBotsPlayAWholeGame(t *testing.T) {
	for _, rules := range []cards.Rules{{Players: 4}, {Players: 3, Sequential: true, Chips: true}} {
		store := storage.NewMemory()
		seats := []Seat{{Kind: game.Bot, Name: "A", Level: "easy"}, {Kind: game.Bot, Name: "B", Level: "medium"}, {Kind: game.Bot, Name: "C", Level: "random"}, {Kind: game.Bot, Name: "D", Level: "medium"}}[:rules.Players]
		g, err := New(Config{Rules: rules, Seats: seats, Seed: 7}, Options{Store: store})
		if err != nil {
			t.Fatal(err)
		}
		if g.Visible() != -1 || g.HotSeat() {
			t.Fatalf("bots only: Visible %d, HotSeat %v", g.Visible(), g.HotSeat())
		}
		reveals := play(t, g, 5000, nil)
		if reveals < cards.Rounds*2 {
			t.Errorf("%+v: %d placements shown for a whole game", rules, reveals)
		}
		if st, _ := g.Stage(); st != StageOver {
			t.Errorf("stage %d at the end", st)
		}
		data, err := store.Load(AutosaveKey)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := cards.ParseRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		if rec.Result == nil {
			t.Error("the saved record of a finished game has no result")
		}
		end, err := rec.Replay(nil)
		if err != nil || *end != *g.st {
			t.Errorf("the autosave replays to another state (%v)", err)
		}
		if !strings.Contains(strings.Join(g.Log(), "\n"), "The game is over.") {
			t.Error("the log does not say the game is over")
		}
	}
}

// TestHotSeatHandovers: two people and a bot, at once and in turn. The
// visible seat is never a seat other than the one picking, each pick starts
// with a handover, and the log never says what a person picked before the
// reveal, nor what a person discarded.
func TestHotSeatHandovers(t *testing.T) {
	for _, seq := range []bool{false, true} {
		seats := []Seat{{Name: "Leo", Kind: game.Human}, {Kind: game.Bot, Name: "Bot", Level: "medium"}, {Name: "Mia", Kind: game.Human}}
		g, err := New(Config{Rules: cards.Rules{Players: 3, Sequential: seq}, Seats: seats, Seed: 3}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		handovers, picks := 0, 0
		check := func(g *Session) {
			st, seat := g.Stage()
			v := g.Visible()
			if v != -1 && (st != StagePick || v != seat) {
				t.Fatalf("seq %v: seat %d's hand is visible at stage %d of seat %d", seq, v, st, seat)
			}
			view := g.View()
			for _, p := range []int{0, 2} {
				if p != v && view.Hand(p) != (cards.Pick{}) {
					t.Fatalf("seq %v: the view shows seat %d's hand while %d is visible", seq, p, v)
				}
			}
			switch st {
			case StageHandover:
				handovers++
				if v != -1 {
					t.Fatalf("a hand shows during the handover to %d", seat)
				}
			case StagePick:
				picks++
				if v != seat {
					t.Fatalf("seat %d picks but %d is visible", seat, v)
				}
			}
		}
		play(t, g, 20000, check)
		if handovers != picks || picks < 2*cards.Rounds {
			t.Errorf("seq %v: %d handovers for %d picks", seq, handovers, picks)
		}
		log := strings.Join(g.Log(), "\n")
		for _, bad := range []string{"Leo puts a ", "Mia puts a ", "Leo draws", "Mia draws"} {
			if strings.Contains(log, bad) {
				t.Errorf("seq %v: the log shows a hidden card: %q", seq, bad)
			}
		}
		if !strings.Contains(log, "Leo has picked.") || !strings.Contains(log, "Mia has picked.") {
			t.Errorf("seq %v: the log does not say who has picked", seq)
		}
	}
}

// TestPicksAreLockedUntilTheReveal: in the simultaneous game the first
// person's pick is not placed (nor logged) before the second has picked.
func TestPicksAreLockedUntilTheReveal(t *testing.T) {
	seats := []Seat{{Name: "Leo", Kind: game.Human}, {Name: "Mia", Kind: game.Human}}
	g, _ := New(Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 5}, Options{})
	g.Update(time.Millisecond)
	if st, seat := g.Stage(); st != StageHandover || seat != 0 {
		t.Fatalf("stage %d seat %d, want the handover to Leo", st, seat)
	}
	if err := g.Submit(cards.Pick{}); err == nil {
		t.Error("a pick behind the handover was taken")
	}
	_ = g.Confirm()
	pk := g.st.LegalFor(0)[0].Pick
	if err := g.Submit(pk); err != nil {
		t.Fatal(err)
	}
	if r := g.Update(time.Millisecond); r != nil || g.st.Placed(0) != (cards.Pick{}) {
		t.Fatal("Leo's pick was placed before Mia picked")
	}
	if st, seat := g.Stage(); st != StageHandover || seat != 1 || g.Visible() != -1 {
		t.Fatalf("stage %d seat %d visible %d, want the handover to Mia", st, seat, g.Visible())
	}
	_ = g.Confirm()
	if err := g.Submit(g.st.LegalFor(1)[0].Pick); err != nil {
		t.Fatal(err)
	}
	r := g.Update(time.Millisecond)
	if r == nil || r.Placed != 3 || r.Picks[0] != pk {
		t.Fatalf("the reveal %+v does not hold both picks", r)
	}
}

func TestSubmitRefusesIllegalPicks(t *testing.T) {
	seats := []Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Bot", Level: "easy"}}
	g, _ := New(Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 9}, Options{})
	if err := g.Submit(cards.Pick{}); err == nil {
		t.Error("a pick before the game asked for one was taken")
	}
	g.Update(time.Millisecond)
	if st, _ := g.Stage(); st != StagePick || g.Visible() != 0 {
		t.Fatalf("one person: stage %d visible %d, want a pick with the hand shown", st, g.Visible())
	}
	hand := g.st.Hand(0)
	var notHeld cards.Pick
	for k := range notHeld {
		if hand[k] == 0 {
			notHeld[k] = 1
			break
		}
	}
	if err := g.Submit(cards.Pick{}); err == nil || err.Error() != ReasonEmpty {
		t.Errorf("an empty pick: %v", err)
	}
	if err := g.Submit(notHeld); err == nil || err.Error() != ReasonNotHeld {
		t.Errorf("a card not held: %v", err)
	}
	if err := g.ChooseChip(0); err == nil {
		t.Error("a chip colour was taken while nobody chooses one")
	}
	if err := g.Confirm(); err == nil {
		t.Error("a handover was confirmed with one person")
	}
}

// TestResumeFromTheAutosave: a game saved after every step resumes to the
// same state, with the sampler where it stood.
func TestResumeFromTheAutosave(t *testing.T) {
	store := storage.NewMemory()
	seats := []Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "B", Level: "medium"}, {Kind: game.Bot, Name: "C", Level: "easy"}}
	g, _ := New(Config{Rules: cards.Rules{Players: 3, Chips: true}, Seats: seats, Seed: 11}, Options{Store: store})
	for turns := 0; turns < 9; {
		if st, _ := g.Stage(); st == StagePick {
			l := g.st.LegalFor(0)
			_ = g.Submit(l[len(l)/2].Pick)
		} else if st == StageChip {
			_ = g.ChooseChip(g.ChipChoices()[0])
		}
		if g.Update(time.Second) != nil {
			turns++
		}
	}
	r, err := Load(Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	if *r.st != *g.st || *r.rng != *g.rng {
		t.Fatal("the resumed game differs from the saved one")
	}
	if r.Seats()[0] != seats[0] || r.Seats()[1] != seats[1] {
		t.Errorf("resumed seats %+v", r.Seats())
	}
	if _, err := Load(Options{Store: storage.NewMemory()}); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("an empty store: %v", err)
	}
}

// TestSetWords: with SetWords the log is written in the given words, a
// step's events at once.
func TestSetWords(t *testing.T) {
	seats := []Seat{{Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Vic", Level: "random"}}
	g, err := New(Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 3}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	g.SetWords(func(evs []cards.Event, names []string) []string {
		calls++
		for _, e := range evs {
			if e.Kind == cards.EvDrew {
				t.Errorf("the words got a card drawn")
			}
		}
		return []string{fmt.Sprintf("step of %d events for %s", len(evs), names[0])}
	})
	for i := 0; i < 50; i++ {
		g.Update(time.Second)
	}
	log := strings.Join(g.Log(), "\n")
	if calls == 0 || !strings.Contains(log, "events for Ace") || strings.Contains(log, "Casino 1 gets") {
		t.Errorf("%d calls; log %q", calls, log)
	}
}
