//go:build !js

package royaletable

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// finishedTable plays a main game of random bots to its end with its
// autosave in store, and returns its table at the end.
func finishedTable(t *testing.T, store storage.Store, seed uint64) *Table {
	t.Helper()
	seats := []royaleplay.Seat{{Kind: game.Bot, Name: "Ace", Level: "random"}, {Kind: game.Bot, Name: "Lucky", Level: "random"}, {Kind: game.Bot, Name: "Roxy", Level: "random"}}
	sess, err := royaleplay.New(royaleplay.Config{Rules: royale.MainGame(3), Seats: seats, Seed: seed}, royaleplay.Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20000 && !sess.Over(); i++ {
		sess.Update(time.Millisecond)
	}
	if !sess.Over() {
		t.Fatal("the game did not end")
	}
	return &Table{sess: sess, store: store, lay: newLayout(1280, 800, 3, true)}
}

// TestSaveTheRecord: at the end S, then a click on "Save the record",
// keep the record in the save folder under two keys of their own, each
// named in full on the screen; each parses and replays to this game's end.
func TestSaveTheRecord(t *testing.T) {
	dir, err := storage.NewDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	tb := finishedTable(t, dir, 11)
	tb.endInput(ui.Action{Kind: ui.ActChar, N: 's'})
	first := tb.saved
	r := tb.lay.endSave
	tb.endInput(ui.Action{Kind: ui.ActClick, X: r.CX(), Y: r.CY()})
	second := tb.saved
	if first == second {
		t.Fatalf("two saves say the same: %q", first)
	}
	for _, note := range []string{first, second} {
		path, ok := strings.CutPrefix(note, "Saved as ")
		if !ok || !filepath.IsAbs(path) || filepath.Dir(path) != dir.Path() || !strings.HasPrefix(filepath.Base(path), "royale-") {
			t.Fatalf("the save says %q, want Saved as a full path in %s", note, dir.Path())
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := royale.ParseRecord(data)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		st, err := rec.Replay(nil)
		if err != nil || !st.IsTerminal() || st.Standings()[0] != tb.sess.Standings()[0] {
			t.Errorf("%s: replays to %v (over %v), not this game's end", path, err, err == nil && st.IsTerminal())
		}
	}
	if tb.quit {
		t.Error("saving closed the table")
	}
	tb.endInput(ui.Action{Kind: ui.ActClick, X: tb.lay.endClose.CX(), Y: tb.lay.endClose.CY()})
	if !tb.quit {
		t.Error("Close did not close the table")
	}
}

// TestSaveTheRecordRefuses: with no save folder, or an autosave of another
// game, nothing is kept and the screen says why.
func TestSaveTheRecordRefuses(t *testing.T) {
	store := storage.NewMemory()
	tb := finishedTable(t, store, 11)
	tb.store = nil
	if got := tb.saveRecord(time.Now()); !strings.Contains(got, "no save folder") {
		t.Errorf("no store: %q", got)
	}
	tb.store = store
	other := finishedTable(t, storage.NewMemory(), 12)
	data, err := other.store.Load(royaleplay.AutosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := royale.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	rec.History, rec.Result = rec.History[:len(rec.History)/2], nil
	half, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Save(royaleplay.AutosaveKey, half); err != nil {
		t.Fatal(err)
	}
	if got := tb.saveRecord(time.Now()); !strings.Contains(got, "not kept") || !strings.Contains(got, "not finished") {
		t.Errorf("an unfinished autosave: %q", got)
	}
	if err := store.Save(royaleplay.AutosaveKey, data); err != nil {
		t.Fatal(err)
	}
	if got := tb.saveRecord(time.Now()); !strings.Contains(got, "not the one on the table") {
		t.Errorf("the autosave of another game: %q", got)
	}
}
