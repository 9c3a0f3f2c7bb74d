package royaleplay

import (
	"bytes"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// decideAll plays g to its end, every person taking its first legal
// action; at each person's decision, seen runs before it and after is told
// the Step it gave (and may take it back: after returns true to have the
// same decision made again).
func decideAll(t *testing.T, g *Session, seen func(g *Session), after func(g *Session, s *Step) bool) {
	t.Helper()
	for i := 0; i < 20000 && !g.Over(); i++ {
		switch st, _ := g.Stage(); st {
		case StageHandover:
			if err := g.Confirm(); err != nil {
				t.Fatal(err)
			}
			continue
		case StageDecide:
			seen(g)
			a := g.Legal()[0]
			if err := g.Decide(a); err != nil {
				t.Fatal(err)
			}
			s := g.Update(time.Second)
			if after(g, s) {
				if err := g.Decide(a); err != nil {
					t.Fatalf("after the take-back: %v", err)
				}
				g.Update(time.Second)
			}
			continue
		}
		g.Update(time.Second)
	}
	if !g.Over() {
		t.Fatal("the game did not end")
	}
}

// TestTakeBackADecision: against bots, a person's decision is taken back
// before the next roll: the record, the autosave and the log are those of
// the game in which it was never made, the table shows only the person's
// secrets, and the autosave replays to it. Once the chance has moved on,
// the decision cannot be taken back.
func TestTakeBackADecision(t *testing.T) {
	store := storage.NewMemory()
	g, err := New(Config{Rules: secretRules, Seats: []Seat{playkit.PersonSeat("You"), playkit.BotSeat("Ace", "easy"), playkit.BotSeat("Lu", "easy")}, Seed: 4}, Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	var rec, saved []byte
	var log []string
	var view royale.State
	taken, chance := 0, 0
	decideAll(t, g, func(g *Session) {
		rec, _ = g.Record()
		saved, _ = store.Load(AutosaveKey)
		log, view = slices.Clone(g.Log()), *g.View()
	}, func(g *Session, s *Step) bool {
		if !g.CanTakeBack() || taken >= 6 {
			return false
		}
		if err := g.TakeBack(); err != nil {
			t.Fatal(err)
		}
		taken++
		if now, _ := g.Record(); !bytes.Equal(now, rec) {
			t.Errorf("the record after the take-back:\n%s\nwant the one without the decision:\n%s", now, rec)
		}
		if now, _ := store.Load(AutosaveKey); !bytes.Equal(now, saved) {
			t.Error("the autosave after the take-back is not the one without the decision")
		}
		if !slices.Equal(g.Log(), log) {
			t.Errorf("the log after the take-back: %q, want %q", g.Log(), log)
		}
		if st, seat := g.Stage(); st != StageDecide || seat != 0 || g.Visible() != 0 || *g.View() != view || *g.View() != *g.st.View(0) {
			t.Errorf("after the take-back: stage %d seat %d visible %d; the table is not the one before", st, seat, g.Visible())
		}
		r, err := royale.ParseRecord(saved)
		if err != nil {
			t.Fatal(err)
		}
		if back, err := Resume(r, Options{}); err != nil || *back.st != *g.st {
			t.Fatalf("the autosave after the take-back does not replay to the table: %v", err)
		}
		// Made again, the decision is followed by a roll: no take-back.
		if err := g.Decide(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		steps := len(g.rec.History)
		g.Update(time.Second)
		for k := 0; k < 100 && !chanceSince(g.rec.History, steps) && !g.Over(); k++ {
			if st, _ := g.Stage(); st == StageDecide {
				break // the person decides again: no roll between
			}
			g.Update(time.Second)
		}
		if chanceSince(g.rec.History, steps) {
			chance++
			if g.CanTakeBack() {
				t.Error("a decision is taken back after a chance outcome")
			}
		}
		return false
	})
	t.Logf("%d taken back, %d refused after a roll", taken, chance)
	if taken < 3 || chance < 3 {
		t.Errorf("%d decisions taken back, %d refused after a roll; want a few", taken, chance)
	}
}

// TestTakeBackRefused: no take-back of a decision that revealed a secret
// (Lucky Punch's guess, Black Box's pick), of a secret choice in hot seat
// (the screen is passed on behind a handover), nor with the setting off.
func TestTakeBackRefused(t *testing.T) {
	reveal, secret := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, _ := New(Config{Rules: secretRules, Seats: []Seat{playkit.PersonSeat("You"), playkit.BotSeat("Ace", "easy"), playkit.BotSeat("Lu", "easy")}, Seed: seed}, Options{})
		decideAll(t, g, func(*Session) {}, func(g *Session, s *Step) bool {
			if s != nil && reveals(s.Events) {
				reveal++
				if err := g.TakeBack(); !errors.Is(err, playkit.ErrNothingToUndo) {
					t.Fatalf("a decision that revealed a secret: %v", err)
				}
			}
			return false
		})
		hot := []Seat{playkit.PersonSeat("Leo"), playkit.BotSeat("Ace", "easy"), playkit.PersonSeat("Mia")}
		g, _ = New(Config{Rules: secretRules, Seats: hot, Seed: seed}, Options{})
		var wasSecret bool
		decideAll(t, g, func(g *Session) { wasSecret = Secret(g.Legal()) }, func(g *Session, s *Step) bool {
			if wasSecret {
				secret++
				if !g.After() || g.CanTakeBack() {
					t.Fatalf("hot seat: a secret choice, handover after it %v, take-back possible %v", g.After(), g.CanTakeBack())
				}
			}
			return false
		})
	}
	t.Logf("%d reveals, %d hot-seat secret choices", reveal, secret)
	if reveal == 0 || secret == 0 {
		t.Errorf("%d reveals and %d hot-seat secret choices seen; want some of each", reveal, secret)
	}

	g, _ := New(Config{Rules: secretRules, Seats: []Seat{playkit.PersonSeat("You"), playkit.BotSeat("Ace", "easy"), playkit.BotSeat("Lu", "easy")}, Seed: 4}, Options{})
	g.SetTakeBack(false)
	decided := 0
	decideAll(t, g, func(*Session) {}, func(g *Session, s *Step) bool {
		decided++
		if err := g.TakeBack(); !errors.Is(err, playkit.ErrTakeBackOff) {
			t.Fatalf("with the setting off: %v", err)
		}
		return false
	})
	if decided == 0 {
		t.Error("no decision made")
	}
}

// chanceSince reports whether a chance outcome was drawn in history from
// step from on.
func chanceSince[A any](history []record.Step[A], from int) bool {
	for _, s := range history[min(max(from, 0), len(history)):] {
		if s.By != nil && *s.By == engine.ChancePlayer {
			return true
		}
	}
	return false
}
