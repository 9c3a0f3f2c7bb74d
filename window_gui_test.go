//go:build !js

package main

import (
	"bytes"
	"github.com/lasvegas-dice/lasvegas/game"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// envArgs makes the test binary run the program with these arguments
// (split on spaces) and exit with its status: ebiten runs one game a
// process, so a test opens a window in a child.
const envArgs = "LASVEGAS_MAIN_ARGS"

func TestMain(m *testing.M) {
	if args := os.Getenv(envArgs); args != "" {
		os.Exit(run(strings.Fields(args), os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// openWindow runs the program in a child process with its saves in config and
// returns the exit status.
func openWindow(t *testing.T, config string, args ...string) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run", "^$")
	cmd.Env = append(os.Environ(), envArgs+"="+strings.Join(args, " "), storage.EnvConfigDir+"="+config)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		t.Logf("%s", out.Bytes())
		return ee.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0
}

func guiTests(t *testing.T) {
	if os.Getenv("LASVEGAS_GUI_TESTS") != "1" {
		t.Skip("GUI tests need a display: set LASVEGAS_GUI_TESTS=1 and run under xvfb-run")
	}
}

// TestTablesInTheWindow plays a whole game of Royale (six tiles a round)
// and of the card game (chip cards) in the window, each table a scene of
// the one shell, with screenshots named after their stages, on a desktop
// window and a phone held upright, and exits 0 at the end.
func TestTablesInTheWindow(t *testing.T) {
	guiTests(t)
	games := []struct {
		game  string
		args  []string
		shots []string
	}{
		{"royale", []string{"--players", "4", "--tiles", "6", "--seed", "5"}, []string{"table", "flight", "tile-roll", "tile-move", "payout", "help", "game-end"}},
		{"cards", []string{"--players", "4", "--chips", "--seed", "5"}, []string{"table", "reveal", "payout", "game-end"}},
	}
	for _, g := range games {
		for _, size := range [][2]string{{"1280", "800"}, {"390", "844"}} {
			dir := t.TempDir()
			args := append([]string{"--game", g.game, "--autoplay", "--exit-at-end", "--screenshots", dir, "--width", size[0], "--height", size[1]}, g.args...)
			if code := openWindow(t, t.TempDir(), args...); code != 0 {
				t.Fatalf("%s %sx%s: exit %d", g.game, size[0], size[1], code)
			}
			for _, name := range g.shots {
				// Every game names a stage alike, with no game prefix.
				m, _ := filepath.Glob(filepath.Join(dir, "[0-9]*-"+name+".png"))
				if len(m) != 1 {
					t.Errorf("%s %sx%s: screenshot %s: %d files", g.game, size[0], size[1], name, len(m))
				}
			}
		}
	}
	odd := [][]string{
		{"--game", "royale", "--autoplay", "--exit-at-end", "--basic", "--players", "2", "--seat", "2=easy", "--seed", "8", "--width", "1013", "--height", "577"},
		{"--game", "cards", "--autoplay", "--exit-at-end", "--sequential", "--players", "3", "--seat", "2=easy", "--seed", "8", "--width", "1013", "--height", "577"},
	}
	for _, args := range odd {
		if code := openWindow(t, t.TempDir(), args...); code != 0 {
			t.Errorf("%v: exit %d", args, code)
		}
	}
}

// TestCardGameContinues: --continue resumes the autosave (here a game of
// two bots in its last round) and plays it to the end in the window, where
// the save holds the finished record; with no save it fails with status 1.
func TestCardGameContinues(t *testing.T) {
	guiTests(t)
	dir := t.TempDir()
	store, err := storage.NewDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	seats := []cardplay.Seat{{Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Vic", Level: "random"}}
	g, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 6}, cardplay.Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for v := g.View(); !g.Over() && (v.Round() < cards.Rounds || v.Turn() < 2); v = g.View() {
		g.Update(time.Second)
	}
	if code := openWindow(t, dir, "--game", "cards", "--continue", "--exit-at-end"); code != 0 {
		t.Fatalf("--continue: exit %d", code)
	}
	data, err := store.Load(cardplay.AutosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	if rec, err := cards.ParseRecord(data); err != nil || rec.Result == nil {
		t.Errorf("the save after the end: %v, result %v", err, rec != nil && rec.Result != nil)
	}
	if code := openWindow(t, t.TempDir(), "--game", "cards", "--continue"); code != 1 {
		t.Errorf("--continue without a save: exit %d, want 1", code)
	}
}

// TestEveryGamesRecordReplays: --replay FILE opens the replay viewer of the
// record's game; with --autoplay --exit-at-end it plays the record to its
// end and exits 0, photographing the start, the middle and the end.
func TestEveryGamesRecordReplays(t *testing.T) {
	guiTests(t)
	for _, f := range []string{"cards-4p-sequential-chips.json", "cards-3p-save-midgame.json", "royale-2p-main.json"} {
		dir := t.TempDir()
		rec := filepath.Join("game/registry/testdata/records-2026-11-27", f)
		if code := openWindow(t, t.TempDir(), "--replay", rec, "--autoplay", "--exit-at-end", "--screenshots", dir); code != 0 {
			t.Fatalf("--replay %s: exit %d", f, code)
		}
		for _, name := range []string{"replay", "replay-end"} {
			if m, _ := filepath.Glob(filepath.Join(dir, "*-"+name+".png")); len(m) != 1 {
				t.Errorf("--replay %s: screenshot %s: %d files", f, name, len(m))
			}
		}
	}
}
