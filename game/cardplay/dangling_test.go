package cardplay

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// A save cut inside a simultaneous turn (one seat's pick written, not the
// others') resumes with that pick taken as the seat's submission, and the
// game played on from it saves a record that replays, with that pick
// where it was.
func TestResumeInsideSimultaneousTurn(t *testing.T) {
	store := storage.NewMemory()
	seats := []Seat{{Name: "A", Level: "easy"}, {Name: "B", Level: "random"}, {Name: "C", Level: "easy"}}
	g, err := New(Config{Rules: cards.Rules{Players: 3}, Seats: seats, Seed: 5}, Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, 5000, nil)
	full := *g.rec
	// The first step of the third simultaneous turn.
	cut, turns := -1, 0
	s, _ := cards.NewGame(full.Rules)
	for i, st := range full.History {
		if s.CurrentPlayer() == engine.SimultaneousPlayer && *st.By == s.Acting()[0] {
			if turns++; turns == 3 {
				cut = i
				break
			}
		}
		if s.CurrentPlayer() != engine.SimultaneousPlayer {
			s.Apply(st.Action)
		} else if *st.By == s.Acting()[len(s.Acting())-1] {
			acts := make([]cards.Action, len(s.Acting()))
			for k := range acts {
				acts[k] = full.History[i-len(acts)+1+k].Action
			}
			s.ApplyJoint(acts)
		}
	}
	dangling := full.History[cut]
	part := full
	part.History = append([]record.Step[cards.Action](nil), full.History[:cut+1]...)
	part.Result = nil
	data, err := part.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	store = storage.NewMemory()
	store.Save(AutosaveKey, data)
	r, err := Load(Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Picked(*dangling.By) {
		t.Fatalf("seat %d's written pick is not its submission", *dangling.By)
	}
	play(t, r, 5000, nil)
	saved, _ := store.Load(AutosaveKey)
	rec, err := cards.ParseRecord(saved)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rec.Replay(nil); err != nil {
		t.Fatalf("the new save does not replay: %v", err)
	}
	if st := rec.History[cut]; st.Action != dangling.Action || *st.By != *dangling.By || len(rec.History) <= cut+1 {
		t.Errorf("step %d is %v by %d, want the written %v by %d", cut+1, st.Action, *st.By, dangling.Action, *dangling.By)
	}
}
