package diceplay

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// TestTakeBackAPlacement: a person's placement is taken back before the
// next roll: the record, the autosave and the log are those of the game in
// which it was never made, no event of it is left for the table, the person
// places again, and the autosave replays to the table. After the next
// roll, and with the setting off, nothing is taken back.
func TestTakeBackAPlacement(t *testing.T) {
	store := storage.NewMemory()
	g, err := New(QuickStart(3, "easy", 5, dice.Online(3)), Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	refused := 0
	for turn := 0; turn < 6; turn++ {
		g.RunUntilHuman()
		p, ok := g.HumanToAct()
		if !ok {
			t.Fatal("no person's turn")
		}
		g.TakeEvents()
		before, _ := g.Record().Marshal()
		saved, _ := store.Load(AutosaveKey)
		log := slices.Clone(g.Log())
		legal := g.State().Legal()
		if err := g.Act(p, legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
		if err := g.TakeBack(); err != nil {
			t.Fatalf("turn %d: %v", turn, err)
		}
		if now, _ := g.Record().Marshal(); !bytes.Equal(now, before) {
			t.Errorf("the record after the take-back:\n%s\nwant:\n%s", now, before)
		}
		if now, _ := store.Load(AutosaveKey); !bytes.Equal(now, saved) {
			t.Error("the autosave after the take-back is not the one without the placement")
		}
		if !slices.Equal(g.Log(), log) {
			t.Errorf("the log after the take-back: %v, want %v", g.Log(), log)
		}
		if evs := g.TakeEvents(); len(evs) != 0 {
			t.Errorf("events of the undone placement are left for the table: %v", evs)
		}
		if q, ok := g.HumanToAct(); !ok || q != p || !slices.Equal(g.State().Legal(), legal) || g.CanTakeBack() {
			t.Errorf("after the take-back: seat %d to act (%v), legal %v, want %v", q, ok, g.State().Legal(), legal)
		}
		rec, err := dice.ParseRecord(saved)
		if err != nil {
			t.Fatal(err)
		}
		if st, err := rec.Replay(nil); err != nil || !slices.Equal(st.Legal(), legal) || st.Round() != g.State().Round() {
			t.Fatalf("the autosave after the take-back does not replay to the table: %v", err)
		}
		if err := g.Act(p, legal[0]); err != nil {
			t.Fatal(err)
		}
		n := len(g.Record().History)
		g.RunUntilHuman() // the next roll, or the person acts again
		rolled := false
		for _, h := range g.Record().History[n:] {
			rolled = rolled || *h.By == dice.ChancePlayer
		}
		switch err := g.TakeBackErr(); {
		case rolled && !g.Over():
			if !errors.Is(err, playkit.ErrNothingToUndo) {
				t.Fatalf("after the next roll: %v", err)
			}
			refused++
		case !rolled && err != nil:
			t.Fatalf("no roll since the placement, yet: %v", err)
		}
	}
	if refused == 0 {
		t.Error("no take-back refused after a roll")
	}
	g.RunUntilHuman()
	p, _ := g.HumanToAct()
	g.SetTakeBack(false)
	if err := g.Act(p, g.State().Legal()[0]); err != nil {
		t.Fatal(err)
	}
	if err := g.TakeBack(); !errors.Is(err, playkit.ErrTakeBackOff) {
		t.Errorf("with the setting off: %v", err)
	}
}
