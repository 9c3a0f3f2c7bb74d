//go:build e2e && !js

package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// endApp is an app without a window showing the game end of a finished
// game between bots, its records kept in dir.
func endApp(t *testing.T, dir string) (*App, *TableEnd) {
	t.Helper()
	store, err := storage.NewDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{Store: store}
	s, err := diceplay.New(diceplay.AllBots(dice.Classic(3), "random", 4), diceplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for !s.Over() {
		s.Step()
	}
	gs := dicetable.NewGameSource(s)
	tb := dicetable.NewTable(gs)
	a := &App{shotTaken: map[string]bool{}}
	a.ctx = scene.Context{Settings: scene.DefaultSettings(), Host: a, Input: ui.NewInput(nil), Kit: ui.NewMeasureKit(testFonts())}
	a.ctx.VP = ui.ComputeViewport(1280, 720, 1)
	a.Hooks.SaveRecord = env.SaveRecord
	ge := a.newDiceEnd(&a.ctx, tb.Ending())
	a.stack = []scene.Scene{ge}
	return a, ge
}

// "Save the record" writes a file next to the saves that replays, and says
// where; "Watch the replay" opens the viewer on this game.
func TestGameEndSavesAndWatchesTheRecord(t *testing.T) {
	dir := t.TempDir()
	a, ge := endApp(t, dir)
	save := ge.rects(&a.ctx).save
	a.ctx.Input.InjectClick(save.CX(), save.CY())
	if err := a.step(); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "record-*.json"))
	if len(files) != 1 {
		t.Fatalf("%d record files after Save the record (note %q)", len(files), ge.note)
	}
	if ge.note != "Saved as "+files[0] {
		t.Errorf("the note says %q, the file is %s", ge.note, files[0])
	}
	rec, err := LoadReplay(files[0])
	if err != nil || rec.Result == nil {
		t.Fatalf("the saved record does not replay to a result: %v", err)
	}
	watch := ge.rects(&a.ctx).watch
	a.ctx.Input.InjectClick(watch.CX(), watch.CY())
	for i := 0; i < 3; i++ {
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}
	v, ok := unwrap(a.Top()).(*replayViewer)
	if !ok {
		t.Fatalf("Watch the replay opened %T", a.Top())
	}
	if len(v.dr().Rec().History) != len(rec.History) {
		t.Errorf("the viewer has %d steps, the game %d", len(v.dr().Rec().History), len(rec.History))
	}
}

// Without a save folder the note says so, and nothing is written.
func TestGameEndSaveWithoutStore(t *testing.T) {
	dir := t.TempDir()
	a, ge := endApp(t, dir)
	a.Hooks.SaveRecord = (&Env{}).SaveRecord
	save := ge.rects(&a.ctx).save
	a.ctx.Input.InjectClick(save.CX(), save.CY())
	if err := a.step(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(ge.note, "not saved") {
		t.Errorf("note %q", ge.note)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("%d files written", len(ents))
	}
}

// A replay that plays closes its round summaries by itself; a paused one
// keeps them until dismissed, as a game does.
func TestReplayRoundSummaryClosesWhilePlaying(t *testing.T) {
	rec := replayRecords(t)["classic-4p-finished.json"]
	for _, playing := range []bool{false, true} {
		tb := dicetable.NewTable(dicetable.NewReplaySource(rec, 0, playing))
		rs := dicetable.NewRoundSummary(tb)
		a := &App{shotTaken: map[string]bool{}}
		a.ctx = scene.Context{Settings: scene.DefaultSettings(), Host: a, Input: ui.NewInput(nil), Kit: ui.NewMeasureKit(testFonts())}
		a.ctx.VP = ui.ComputeViewport(1280, 720, 1)
		a.stack = []scene.Scene{diceScene(tb), scene.NewOverlay(rs)}
		for i := 0; i < 20*ui.TPS && unwrap(a.Top()) == any(rs); i++ {
			if err := a.step(); err != nil {
				t.Fatal(err)
			}
		}
		if closed := unwrap(a.Top()) != any(rs); closed != playing {
			t.Errorf("playing %v: the summary closed by itself: %v", playing, closed)
		}
	}
}

// replayRecords are the dice game's golden records, read by LoadReplay
// (scenes/dicetable's tests read them too).
func replayRecords(t *testing.T) map[string]*dice.Record {
	t.Helper()
	files, _ := filepath.Glob("../engine/dice/testdata/saves-*/*.json")
	more, _ := filepath.Glob("../engine/dice/testdata/*.json")
	files = append(files, more...)
	if len(files) < 4 {
		t.Fatalf("found %d records", len(files))
	}
	out := map[string]*dice.Record{}
	for _, f := range files {
		rec, err := LoadReplay(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[filepath.Base(f)] = rec
	}
	return out
}
