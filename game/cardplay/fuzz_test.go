package cardplay

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/playkit/playkittest"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// FuzzResume: whatever a save holds, resuming it never panics; a save it
// refuses gets a one-line error; a game it resumes plays on (people
// answering their first choice) and its new save replays.
func FuzzResume(f *testing.F) {
	store := storage.NewMemory()
	seats := []Seat{{Name: "A", Kind: game.Human}, {Kind: game.Bot, Name: "B", Level: "easy"}, {Kind: game.Bot, Name: "C", Level: "random"}}
	g, err := New(Config{Rules: cards.Rules{Players: 3, Chips: true}, Seats: seats, Seed: 3}, Options{Store: store})
	if err != nil {
		f.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		advance(g, 40)
		data, _ := store.Load(AutosaveKey)
		f.Add(data)
		// The same save cut inside a turn: one pick written, by seat 0.
		f.Add([]byte(strings.Replace(string(data), "\n  ]", ",\n    {\"pick\":\"6,6,6,6,6\",\"by\":0}\n  ]", 1)))
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
		rec, err := cards.ParseRecord(saved)
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
		switch st, seat := g.Stage(); st {
		case StageHandover:
			g.Confirm()
		case StagePick:
			l := g.st.Legal()
			if g.st.CurrentPlayer() == engine.SimultaneousPlayer {
				l = g.st.LegalFor(seat)
			}
			if len(l) > 0 {
				g.Submit(l[0].Pick)
			}
		case StageChip:
			g.ChooseChip(g.ChipChoices()[0])
		}
		g.Update(time.Millisecond)
	}
}
