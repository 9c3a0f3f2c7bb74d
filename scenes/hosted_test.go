//go:build e2e && !js

package scenes

import (
	"os"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/stats"
	"github.com/lasvegas-dice/lasvegas/game/storage"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The tables' sound cues are the window's sounds, in the same order.
func TestCuesAreTheWindowsSounds(t *testing.T) {
	pairs := map[ui.Cue]scene.SoundID{ui.CueClick: scene.SndClick, ui.CueRattle: scene.SndRattle, ui.CuePlace: scene.SndPlace,
		ui.CueSlide: scene.SndSlide, ui.CueChime: scene.SndChime, ui.CueTie: scene.SndTie}
	for q, id := range pairs {
		if scene.SoundID(q) != id {
			t.Errorf("cue %d plays sound %d, want %d", q, scene.SoundID(q), id)
		}
	}
	if len(pairs) != int(scene.NumSounds) {
		t.Errorf("%d cues for %d sounds", len(pairs), scene.NumSounds)
	}
}

// A table's screenshots go through the window (one queue, one name each),
// and the table that closes ends a window opened for it with
// --exit-at-end.
func TestTableShotsAndEndGoThroughTheWindow(t *testing.T) {
	ft := &fakeTable{}
	a := headlessApp(t, &tableScene{name: "cards-table", game: gameCards, t: ft, exitAtEnd: true})
	a.ctx.Opts.Screenshots = t.TempDir()
	steps(t, a, 1)
	ft.lent.Snap("table")
	ft.lent.Snap("table")
	if len(a.shotQueue) != 1 || a.shotQueue[0] != "table" {
		t.Fatalf("the window's screenshot queue: %v", a.shotQueue)
	}
	a.shotQueue = nil
	ft.end = true
	if err := a.step(); err == nil || a.quit != true {
		t.Fatalf("the table's end with --exit-at-end: err %v, quit %v", err, a.quit)
	}
}

// A table's finished game goes into the statistics once; a replay's does
// not.
func TestFinishedTableGameIsCounted(t *testing.T) {
	data, err := os.ReadFile("../game/registry/testdata/records-2026-11-27/cards-4p-sequential-chips.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, watch := range []bool{false, true} {
		store := storage.NewMemory()
		ft := &fakeTable{record: data}
		a := statsApp(&Env{Store: store}, &tableScene{name: "cards-table", game: gameCards, t: ft, watch: watch})
		steps(t, a, 3)
		book, err := stats.Load(store)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(book.Games); (n == 1) == watch || n > 1 {
			t.Errorf("watch %v: %d games in the statistics", watch, n)
		}
	}
}
