//go:build !js

package diceplay

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// A huge autosave (a file of 17 MiB) is not read into memory: it is kept
// aside as damaged, and a new game saves normally.
func TestHugeAutosaveIsKeptAside(t *testing.T) {
	dir := t.TempDir()
	store, err := storage.NewDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, AutosaveKey))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(storage.MaxValue + 1<<20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	rec, err := LoadAutosave(store)
	if rec != nil || err == nil || !strings.Contains(err.Error(), "kept aside") || !strings.Contains(err.Error(), "too large") {
		t.Fatalf("LoadAutosave: %v, %v", rec, err)
	}
	if _, err := store.Load(AutosaveKey); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("still in place: %v", err)
	}
	// Once more, with a new game straight away (--quick).
	f, _ = os.Create(filepath.Join(dir, AutosaveKey))
	f.Truncate(storage.MaxValue + 1)
	f.Close()
	g, err := New(AllBots(dice.Classic(2), "random", 1), Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	g.Step()
	if g.SaveError() != nil {
		t.Fatalf("save: %v", g.SaveError())
	}
	if rec, err := LoadAutosave(store); err != nil || rec == nil {
		t.Fatalf("the new game was not saved: %v", err)
	}
}
