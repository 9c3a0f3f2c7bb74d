//go:build !js

package royaletable

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// envMain makes the test binary run Main with these arguments (split on
// spaces) and exit with its status: ebiten runs one game a process, so a
// test starts Main in a child.
const envMain = "LASVEGAS_ROYALETABLE_MAIN"

func TestMain(m *testing.M) {
	if args := os.Getenv(envMain); args != "" {
		os.Exit(Main(strings.Fields(args)))
	}
	os.Exit(m.Run())
}

// runMain runs Main in a child process and returns its exit status.
func runMain(t *testing.T, args ...string) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run", "^$")
	cmd.Env = append(os.Environ(), envMain+"="+strings.Join(args, " "), "LASVEGAS_CONFIG_DIR="+t.TempDir())
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

// TestMainAutoplay plays a whole main game with six tiles a round through
// Main, with screenshots, and exits 0 at the end, on a desktop window and
// a phone held upright; then the basic game in an odd window, and bad
// flags exit 2.
func TestMainAutoplay(t *testing.T) {
	guiTests(t)
	for _, size := range [][2]string{{"1280", "800"}, {"390", "844"}} {
		dir := t.TempDir()
		if keep := os.Getenv("LASVEGAS_ROYALE_SHOTS"); keep != "" {
			dir = filepath.Join(keep, size[0]+"x"+size[1])
		}
		code := runMain(t, "--autoplay", "--exit-at-end", "--screenshots", dir, "--players", "4", "--tiles", "6", "--seed", "5", "--width", size[0], "--height", size[1])
		if code != 0 {
			t.Fatalf("%sx%s: Main exited %d", size[0], size[1], code)
		}
		for _, name := range []string{"table", "flight", "tile-roll", "tile-move", "payout", "help", "game-end"} {
			m, _ := filepath.Glob(filepath.Join(dir, "*-royale-"+name+".png"))
			if len(m) != 1 {
				t.Errorf("%sx%s: screenshot %s: %d files", size[0], size[1], name, len(m))
			}
		}
	}
	if code := runMain(t, "--autoplay", "--exit-at-end", "--basic", "--players", "2", "--seat", "2=easy", "--seed", "8", "--width", "1013", "--height", "577"); code != 0 {
		t.Errorf("--basic: Main exited %d", code)
	}
	for _, bad := range [][]string{{"--players", "9"}, {"--seat", "2=exec:"}, {"--tiles", "7"}, {"--tileset", "Z9"}} {
		if code := runMain(t, bad...); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}
