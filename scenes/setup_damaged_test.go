//go:build !js

package scenes

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// A damaged card-game autosave is not offered to continue; Start begins a
// new game and keeps the damaged file aside, not lost.
func TestSetupStartsOverADamagedSave(t *testing.T) {
	dir := t.TempDir()
	store, err := storage.NewDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Save(cardplay.AutosaveKey, []byte("{not a record")); err != nil {
		t.Fatal(err)
	}
	s := NewSetup(&Env{Store: store}, Options{Players: 3})
	if s.chooseGame(gameCards); s.canContinue() {
		t.Fatal("a damaged save is offered to continue")
	}
	a := headlessApp(t, s)
	l := s.layout(&a.ctx)
	clickAt(t, a, l.start)
	if err := a.step(); err != nil {
		t.Fatal(err)
	}
	if _, ok := a.Top().(*tableScene); !ok {
		t.Fatalf("Start over a damaged save opened %T (%s)", a.Top(), s.err)
	}
	files, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	kept := false
	var names []string
	for _, f := range files {
		names = append(names, f.Name())
		if data, err := os.ReadFile(filepath.Join(dir, f.Name())); err == nil && string(data) == "{not a record" {
			kept = true
		}
	}
	if !kept {
		t.Errorf("the damaged save is gone: files %v", names)
	}
}
