//go:build !js

package cardtable

import (
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

// envMain makes the test binary run Main with these arguments (split on
// spaces) and exit with its status: ebiten runs one game a process, so a
// test starts Main in a child.
const envMain = "LASVEGAS_CARDTABLE_MAIN"

func TestMain(m *testing.M) {
	if args := os.Getenv(envMain); args != "" {
		os.Exit(Main(strings.Fields(args)))
	}
	os.Exit(m.Run())
}

// runMain runs Main in a child process and returns its exit status.
func runMain(t *testing.T, args ...string) int {
	t.Helper()
	return runMainIn(t, t.TempDir(), args...)
}

// runMainIn runs Main with its saves in config.
func runMainIn(t *testing.T, config string, args ...string) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run", "^$")
	cmd.Env = append(os.Environ(), envMain+"="+strings.Join(args, " "), storage.EnvConfigDir+"="+config)
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); ok {
		t.Logf("%s", out)
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

// TestMainAutoplay plays a whole game through Main, with screenshots, and
// exits 0 at the end, on a desktop window and a phone held upright.
func TestMainAutoplay(t *testing.T) {
	guiTests(t)
	for _, size := range [][2]string{{"1280", "800"}, {"390", "844"}} {
		dir := t.TempDir()
		if keep := os.Getenv("LASVEGAS_CARDS_SHOTS"); keep != "" {
			dir = filepath.Join(keep, size[0]+"x"+size[1])
		}
		code := runMain(t, "--autoplay", "--exit-at-end", "--screenshots", dir, "--players", "4", "--chips", "--seed", "5", "--width", size[0], "--height", size[1])
		if code != 0 {
			t.Fatalf("%sx%s: Main exited %d", size[0], size[1], code)
		}
		for _, name := range []string{"table", "reveal", "payout", "game-end"} {
			m, _ := filepath.Glob(filepath.Join(dir, "*-cards-"+name+".png"))
			if len(m) != 1 {
				t.Errorf("%sx%s: screenshot %s: %d files", size[0], size[1], name, len(m))
			}
		}
	}
	// The sequential variation, three players, an odd window.
	if code := runMain(t, "--autoplay", "--exit-at-end", "--sequential", "--players", "3", "--seat", "2=easy", "--seed", "8", "--width", "1013", "--height", "577"); code != 0 {
		t.Errorf("--sequential: Main exited %d", code)
	}
	if code := runMain(t, "--players", "9"); code != 2 {
		t.Errorf("--players 9: exit %d, want 2", code)
	}
	if code := runMain(t, "--seat", "2=exec:"); code != 2 {
		t.Errorf("--seat 2=exec: (no program): exit %d, want 2", code)
	}
}

// TestMainContinue: --continue resumes the autosave (here a game of two
// bots in its last round) and plays it to the end, where the save holds
// the finished record; with no save it fails with status 1.
func TestMainContinue(t *testing.T) {
	guiTests(t)
	dir := t.TempDir()
	store, err := storage.NewDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	seats := []cardplay.Seat{{Name: "Ace", Level: "easy"}, {Name: "Vic", Level: "random"}}
	g, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 6}, cardplay.Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for v := g.View(); !g.Over() && (v.Round() < cards.Rounds || v.Turn() < 2); v = g.View() {
		g.Update(time.Second)
	}
	if code := runMainIn(t, dir, "--continue", "--exit-at-end"); code != 0 {
		t.Fatalf("--continue: exit %d", code)
	}
	data, err := store.Load(cardplay.AutosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	if rec, err := cards.ParseRecord(data); err != nil || rec.Result == nil {
		t.Errorf("the save after the end: %v, result %v", err, rec != nil && rec.Result != nil)
	}
	if code := runMain(t, "--continue"); code != 1 {
		t.Errorf("--continue without a save: exit %d, want 1", code)
	}
}
