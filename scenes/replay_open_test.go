//go:build e2e

package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// A damaged or illegal record is one line, never a panic: with --autoplay
// it is Main's error, else a message screen.
func TestReplayDamagedRecords(t *testing.T) {
	good, err := os.ReadFile("../engine/dice/testdata/saves-2026-11-25/classic-4p-finished.json")
	if err != nil {
		t.Fatal(err)
	}
	text := string(good)
	i := strings.Index(text, `"history"`)
	lines := strings.Split(text[i:], "\n")
	illegal := text[:i] + strings.Join(append(append([]string{}, lines[:3]...), append([]string{lines[2]}, lines[3:]...)...), "\n")
	cases := map[string]string{
		"empty":     "",
		"not json":  "{{{",
		"truncated": text[:len(text)/2],
		"illegal":   illegal,
		"no steps":  text[:i] + `"history": []}`,
		"huge":      strings.Repeat(" ", dice.MaxRecordBytes+1),
	}
	dir := t.TempDir()
	for name, data := range cases {
		f := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".json")
		if err := os.WriteFile(f, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadReplay(f)
		if err == nil {
			t.Errorf("%s: loaded", name)
			continue
		}
		if msg := err.Error(); strings.Contains(msg, "\n") || !strings.Contains(msg, f) {
			t.Errorf("%s: the message is not one line naming the file: %q", name, msg)
		}
		if _, err := replayScene(Options{Replay: f, Autoplay: true}); err == nil {
			t.Errorf("%s: --autoplay gives no error", name)
		}
		if s, err := replayScene(Options{Replay: f}); err != nil || s.Name() != "message" {
			t.Errorf("%s: the window shows %v (%v), not the message", name, s, err)
		}
	}
	if _, err := LoadReplay(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing file loaded")
	}
	if _, err := ParseFlags([]string{"--replay", "x.json", "--quick"}, os.Stderr); err == nil {
		t.Error("--replay with --quick accepted")
	}
}

// A record dropped on the window opens the viewer from the setup (a file
// that is not a record: one line), never over a game; the setup's Last
// game replays last-game.json.
func TestReplayDropAndLastGame(t *testing.T) {
	good, err := os.ReadFile("../engine/dice/testdata/saves-2026-11-25/classic-4p-finished.json")
	if err != nil {
		t.Fatal(err)
	}
	store := storage.NewMemory()
	env := &Env{Store: store}
	for name, data := range map[string][]byte{"game.json": good, "photo.png": []byte("\x89PNG")} {
		a := headlessApp(t, NewSetup(env, Options{}))
		if !openDropped(&a.ctx, fstest.MapFS{name: {Data: data}}) {
			t.Fatalf("%s: the drop was not taken", name)
		}
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
		_, viewer := a.stack[0].(*replayViewer)
		if viewer != (name == "game.json") {
			t.Errorf("%s: dropped on the setup opens %T", name, a.stack[0])
		}
	}
	tb, err := env.NewFirstGame(1)
	if err != nil {
		t.Fatal(err)
	}
	if openDropped(&headlessApp(t, tb).ctx, fstest.MapFS{"game.json": {Data: good}}) {
		t.Error("a drop over a game being played was taken")
	}
	if s := NewSetup(env, Options{}); s.lastGame != nil {
		t.Error("Last game is offered with no last game")
	}
	if err := store.Save(diceplay.LastGameKey, good); err != nil {
		t.Fatal(err)
	}
	s := NewSetup(env, Options{})
	a := headlessApp(t, s)
	l := s.layout(&a.ctx)
	a.ctx.Input.InjectClick(l.last.CX(), l.last.CY())
	for i := 0; i < 2; i++ {
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}
	if v, ok := a.stack[0].(*replayViewer); !ok || len(v.dr().Rec().History) == 0 {
		t.Errorf("Last game opened %T", a.stack[0])
	}
}
