package royaleplay

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit/playkittest"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// FuzzResume: whatever a save holds, resuming it never panics; a save it
// refuses gets a one-line error; a game it resumes plays on (people
// answering their first choice) and its new save replays.
func FuzzResume(f *testing.F) {
	store := storage.NewMemory()
	seats := []Seat{{Name: "A", Kind: game.Human}, {Kind: game.Bot, Name: "B", Level: "easy"}, {Kind: game.Bot, Name: "C", Level: "random"}}
	g, err := New(Config{Rules: royale.MainGame(3), Seats: seats, Seed: 3}, Options{Store: store})
	if err != nil {
		f.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		advance(g, 40)
		data, _ := store.Load(AutosaveKey)
		f.Add(data)
		f.Add(data[:len(data)*2/3]) // cut
	}
	f.Fuzz(func(t *testing.T, data []byte) { playkittest.ResumeNeverPanics(t, resumes, data) })
}

// resumes is the game's part in FuzzResume's body (playkittest, shared
// with the other game's).
var resumes = playkittest.Resumes[*Session]{
	AutosaveKey: AutosaveKey,
	Load:        Load,
	Advance:     advance,
	Replays: func(saved []byte) error {
		rec, err := royale.ParseRecord(saved)
		if err == nil {
			_, err = rec.Replay(nil)
		}
		return err
	},
}

// advance runs g for at most n updates, people answering their first
// choice.
func advance(g *Session, n int) {
	for i := 0; i < n && !g.Over(); i++ {
		switch st, _ := g.Stage(); st {
		case StageHandover:
			g.Confirm()
		case StageDecide:
			if l := g.Legal(); len(l) > 0 {
				g.Decide(l[0])
			}
		}
		g.Update(time.Millisecond)
	}
}
