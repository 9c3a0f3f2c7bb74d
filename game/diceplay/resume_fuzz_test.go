package diceplay

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// FuzzResume: whatever a save of the dice game holds, resuming it never
// panics; a save it refuses gets a one-line error; a game it resumes plays
// on (people answering their first choice) and its new save replays.
func FuzzResume(f *testing.F) {
	store := storage.NewMemory()
	seats := []game.Seat{{Name: "A", Kind: game.Human}, {Name: "B", Kind: game.Bot, Level: "easy", Colour: 1}, {Name: "C", Kind: game.Bot, Level: "random", Colour: 2}}
	g, err := New(Config{Rules: dice.Online(3), Seats: seats, Seed: 3}, Options{Store: store})
	if err != nil {
		f.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		advanceDice(g, 40)
		data, _ := store.Load(AutosaveKey)
		f.Add(data)
		f.Add(data[:len(data)*2/3]) // cut
	}
	f.Add([]byte("{}\n")) // a finished game's marker: nothing to resume (once a nil record)
	f.Fuzz(func(t *testing.T, data []byte) {
		store := storage.NewMemory()
		store.Save(AutosaveKey, data)
		rec, err := LoadAutosave(store)
		if err == nil && rec == nil {
			return // nothing to resume: empty, or a finished game's marker
		}
		var g *Session
		if err == nil {
			g, err = Resume(rec, nil, Options{Store: store})
		}
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("a refusal of more than one line: %q", err)
			}
			return
		}
		defer g.Close()
		advanceDice(g, 60)
		saved, _ := store.Load(AutosaveKey)
		back, err := dice.ParseRecord(saved)
		if err == nil {
			_, err = back.Replay(nil)
		}
		if err != nil {
			t.Fatalf("the save after resuming does not replay: %v", err)
		}
	})
}

// advanceDice runs g for at most n steps, people answering their first
// choice.
func advanceDice(g *Session, n int) {
	for i := 0; i < n && !g.Over(); i++ {
		if p, ok := g.HumanToAct(); ok {
			g.Act(p, g.State().Legal()[0])
			continue
		}
		g.Step()
	}
}
