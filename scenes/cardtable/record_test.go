//go:build !js

package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// botGame plays a game of two quick bots autosaved in store, to its end
// when finish is set, else a few steps.
func botGame(t *testing.T, store storage.Store, seed uint64, finish bool) *cardplay.Session {
	t.Helper()
	seats := []cardplay.Seat{{Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Vic", Level: "random"}}
	g, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 2, Chips: true}, Seats: seats, Seed: seed}, cardplay.Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && !g.Over() && (finish || i < 10); i++ {
		g.Update(time.Second)
	}
	if finish && !g.Over() {
		t.Fatal("the game did not end")
	}
	return g
}

// TestKeepRecord: Save the record writes, in the save folder, a record
// that parses and replays to the table's result, says its full path, and
// a second save gets a key of its own.
func TestKeepRecord(t *testing.T) {
	store, err := storage.NewDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	g := botGame(t, store, 3, true)
	now := time.Date(2026, 11, 25, 15, 45, 0, 0, time.UTC)
	var paths []string
	for i := 0; i < 2; i++ {
		note := records.Keep(store, g, false, now)
		path, ok := strings.CutPrefix(note, "Saved as ")
		if !ok || !filepath.IsAbs(path) || filepath.Dir(path) != store.Path() {
			t.Fatalf("save %d: %q, want Saved as a full path in %s", i+1, note, store.Path())
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := records.Check(data, g.Standings()); err != nil {
			t.Errorf("save %d: the record kept: %v", i+1, err)
		}
		paths = append(paths, path)
	}
	if paths[0] == paths[1] || !strings.Contains(filepath.Base(paths[0]), "cards-20261125-154500") {
		t.Errorf("two saves: %q and %q, want two keys named from the time", paths[0], paths[1])
	}
}

// TestKeepRecordRefused: no save folder, an unfinished game, an autosave
// of another game and the browser each get a clear line and keep nothing.
func TestKeepRecordRefused(t *testing.T) {
	now := time.Now()
	mem := storage.NewMemory()
	done := botGame(t, mem, 4, true)
	if note := records.Keep(nil, done, false, now); !strings.Contains(note, "no save folder") {
		t.Errorf("no store: %q", note)
	}
	if note := records.Keep(mem, done, true, now); !strings.Contains(note, cardplay.LastGameKey) {
		t.Errorf("browser: %q, want the key %s", note, cardplay.LastGameKey)
	}
	if note := records.Keep(mem, botGame(t, storage.NewMemory(), 4, false), false, now); !strings.Contains(note, "not over") {
		t.Errorf("unfinished: %q", note)
	}
	other := storage.NewMemory()
	botGame(t, other, 9, true)
	data, err := other.Load(cardplay.AutosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	if err := mem.Save(cardplay.AutosaveKey, data); err != nil {
		t.Fatal(err)
	}
	if note := records.Keep(mem, done, false, now); !strings.Contains(note, "not the one on the table") {
		t.Errorf("another game's autosave: %q", note)
	}
	if err := mem.Save(cardplay.AutosaveKey, []byte("{}\n")); err != nil {
		t.Fatal(err)
	}
	if note := records.Keep(mem, done, false, now); !strings.HasPrefix(note, "The record was not kept") {
		t.Errorf("a damaged autosave: %q", note)
	}
}
