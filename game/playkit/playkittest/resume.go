package playkittest

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Resumes is a game's part in its FuzzResume: where it saves, its Load,
// how a resumed game plays on (people answering their first choice), and
// whether a save replays (its ParseRecord, then the record's Replay).
type Resumes[G any] struct {
	AutosaveKey string
	Load        func(opts playkit.Options) (G, error)
	Advance     func(g G, n int)
	Replays     func(saved []byte) error
}

// ResumeNeverPanics is a FuzzResume's body for one save data: resuming it
// never panics; a save refused gets a one-line error; a game resumed plays
// on for 60 updates and its new save replays.
func ResumeNeverPanics[G any](t *testing.T, r Resumes[G], data []byte) {
	store := storage.NewMemory()
	if err := store.Save(r.AutosaveKey, data); err != nil {
		t.Fatal(err)
	}
	g, err := r.Load(playkit.Options{Store: store})
	if err != nil {
		if strings.Contains(err.Error(), "\n") {
			t.Fatalf("a refusal of more than one line: %q", err)
		}
		return
	}
	r.Advance(g, 60)
	saved, _ := store.Load(r.AutosaveKey)
	if err := r.Replays(saved); err != nil {
		t.Fatalf("the save after resuming does not replay: %v", err)
	}
}
