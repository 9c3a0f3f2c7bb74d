package cardplay

import (
	"bytes"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// untilPick moves g on (the bots, the chance, handovers confirmed, the
// people's chip colours chosen) until a person is to pick.
func untilPick(t *testing.T, g *Session) int {
	t.Helper()
	for i := 0; i < 500; i++ {
		switch st, seat := g.Stage(); st {
		case StagePick:
			return seat
		case StageHandover:
			_ = g.Confirm()
		case StageChip:
			_ = g.ChooseChip(g.ChipChoices()[0])
		case StageOver:
			t.Fatal("the game ended")
		}
		g.Update(time.Second)
	}
	t.Fatal("no person's pick")
	return -1
}

// pick has seat pick its first legal pick and applies it.
func pick(t *testing.T, g *Session, seat int) {
	t.Helper()
	l := g.st.Legal()
	if len(l) == 0 {
		l = g.st.LegalFor(seat)
	}
	if err := g.Submit(l[0].Pick); err != nil {
		t.Fatal(err)
	}
	if g.Update(time.Second) == nil {
		t.Fatal("the pick was not placed")
	}
}

func takeBackGame(t *testing.T, rules cards.Rules, seats []Seat, store storage.Store) *Session {
	t.Helper()
	g, err := New(Config{Rules: rules, Seats: seats, Seed: 3}, Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

var personAndBot = []Seat{playkit.PersonSeat("You"), playkit.BotSeat("Bo", "easy")}

// TestTakeBackAPick: a person's pick of the sequential variation is taken
// back before the chance moves on: the record, the autosave and the log are
// those of the game in which it was never made, the person picks again with
// nothing of the bot's hand shown, and the autosave replays.
func TestTakeBackAPick(t *testing.T) {
	store := storage.NewMemory()
	g := takeBackGame(t, cards.Rules{Players: 2, Sequential: true}, personAndBot, store)
	for round := 0; round < 3; round++ {
		seat := untilPick(t, g)
		if g.CanTakeBack() {
			t.Fatal("a take-back before any decision")
		}
		before, _ := g.Record()
		saved, _ := store.Load(AutosaveKey)
		log := slices.Clone(g.Log())
		view := g.View()
		pick(t, g, seat)
		if err := g.TakeBackErr(); err != nil {
			t.Fatalf("round %d: the pick cannot be taken back: %v", round, err)
		}
		if after, _ := store.Load(AutosaveKey); bytes.Equal(after, saved) {
			t.Fatal("the pick was not autosaved")
		}
		if err := g.TakeBack(); err != nil {
			t.Fatal(err)
		}
		if now, _ := g.Record(); !bytes.Equal(now, before) {
			t.Errorf("the record after the take-back:\n%s\nwant the one without the pick:\n%s", now, before)
		}
		if now, _ := store.Load(AutosaveKey); !bytes.Equal(now, saved) {
			t.Errorf("the autosave after the take-back is not the one without the pick")
		}
		if !slices.Equal(g.Log(), log) {
			t.Errorf("the log after the take-back: %q, want %q", g.Log(), log)
		}
		if st, s := g.Stage(); st != StagePick || s != seat || g.CanTakeBack() {
			t.Errorf("after the take-back: stage %d seat %d, can take back %v", st, s, g.CanTakeBack())
		}
		if v := g.View(); *v != *view {
			t.Error("the table after the take-back is not the one before the pick")
		}
		if g.Visible() != 0 || *g.View() != *g.st.View(0) {
			t.Errorf("after the take-back the table shows seat %d's hand, not only the person's", g.Visible())
		}
		rec, err := cards.ParseRecord(saved)
		if err != nil {
			t.Fatal(err)
		}
		if r, err := Resume(rec, Options{}); err != nil || *r.st != *g.st {
			t.Fatalf("the autosave after the take-back does not replay to the table: %v", err)
		}
		pick(t, g, seat) // and on: the chance follows
		g.Update(time.Second)
		if err := g.TakeBackErr(); !errors.Is(err, playkit.ErrNothingToUndo) {
			t.Fatalf("after a chance outcome: %v", err)
		}
	}
}

// TestTakeBackRefused: no take-back after a reveal (the simultaneous
// picks), after the screen passed to another person, with the setting off,
// or with an external program at the table.
func TestTakeBackRefused(t *testing.T) {
	g := takeBackGame(t, cards.Rules{Players: 2}, personAndBot, nil)
	pick(t, g, untilPick(t, g))
	if err := g.TakeBack(); !errors.Is(err, playkit.ErrNothingToUndo) {
		t.Errorf("after the simultaneous reveal: %v", err)
	}

	g = takeBackGame(t, cards.Rules{Players: 2, Sequential: true}, personAndBot, nil)
	g.SetTakeBack(false)
	pick(t, g, untilPick(t, g))
	if err := g.TakeBack(); !errors.Is(err, playkit.ErrTakeBackOff) {
		t.Errorf("with the setting off: %v", err)
	}
	g.SetTakeBack(true)
	if g.CanTakeBack() {
		t.Error("a decision made with the setting off is taken back once it is on")
	}

	hot := []Seat{playkit.PersonSeat("Ann"), playkit.PersonSeat("Bea")}
	g = takeBackGame(t, cards.Rules{Players: 2, Sequential: true}, hot, nil)
	seat := untilPick(t, g)
	pick(t, g, seat)
	if !g.CanTakeBack() {
		t.Fatal("hot seat: no take-back before the handover")
	}
	g.await(1-seat, StagePick) // the next pick is the other person's
	if st, _ := g.Stage(); st != StageHandover || g.CanTakeBack() {
		t.Errorf("hot seat: stage %d, take-back possible %v after the handover", st, g.CanTakeBack())
	}
}
