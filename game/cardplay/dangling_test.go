package cardplay

import (
	"bytes"
	"fmt"
	"github.com/lasvegas-dice/lasvegas/game"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// danglingSave is the save of a bots' game cut after the first pick of its
// third simultaneous turn, with that step's index and the step.
func danglingSave(t *testing.T) (*cards.Record, int, record.Step[cards.Action]) {
	t.Helper()
	seats := []Seat{{Kind: game.Bot, Name: "A", Level: "easy"}, {Kind: game.Bot, Name: "B", Level: "random"}, {Kind: game.Bot, Name: "C", Level: "easy"}}
	g, err := New(Config{Rules: cards.Rules{Players: 3}, Seats: seats, Seed: 5}, Options{Store: storage.NewMemory()})
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, 5000, nil)
	full := *g.rec
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
	part := full
	part.History = append([]record.Step[cards.Action](nil), full.History[:cut+1]...)
	part.Result = nil
	return &part, cut, full.History[cut]
}

// A save cut inside a simultaneous turn (one seat's pick written, not the
// others') resumes with that pick taken as the seat's submission, and the
// game played on from it saves a record that replays, with that pick
// where it was.
func TestResumeInsideSimultaneousTurn(t *testing.T) {
	part, cut, dangling := danglingSave(t)
	data, err := part.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	store := storage.NewMemory()
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

// A save whose written pick the seat cannot make is refused in one line,
// kept aside with its bytes (never lost), and the game goes on from the
// last step before the pick.
func TestIllegalDanglingPickIsKept(t *testing.T) {
	part, cut, _ := danglingSave(t)
	part.History[cut].Action, _ = cards.ParseAction("pick 6,6,6,6,6")
	data, err := part.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	store := storage.NewMemory()
	store.Save(AutosaveKey, data)
	seats := []Seat{{Kind: game.Bot, Name: "A", Level: "easy"}, {Kind: game.Bot, Name: "B", Level: "easy"}}
	_, notice, err := Open(Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 1}, Options{Store: store})
	_, aside, _ := strings.Cut(notice, "kept aside as ")
	aside = strings.TrimSuffix(aside, ".")
	kept, lerr := store.Load(aside)
	if err != nil || strings.Contains(notice, "\n") || lerr != nil || !bytes.Equal(kept, data) {
		t.Errorf("notice %q (%v); kept as %q: %v", notice, err, aside, lerr)
	}
	if want := fmt.Sprintf("goes on from its last complete step (%d steps in)", cut); !strings.Contains(notice, want) {
		t.Errorf("notice %q, want %q", notice, want)
	}
}
