//go:build !js

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/registry"
)

func runMain(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// --help lists every game of the registry with its window's flags, and
// the flags every window shares are there for each game.
func TestHelpListsEveryGameAndFlag(t *testing.T) {
	code, out, _ := runMain("--help")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, g := range registry.All() {
		head := "lasvegas --game " + g.Key + " [flags]: " + g.Name
		i := strings.Index(out, head)
		if i < 0 {
			t.Fatalf("--help leaves out %s:\n%s", g.Key, out)
		}
		section := out[i:]
		if j := strings.Index(section[len(head):], "lasvegas --game "); j >= 0 {
			section = section[:len(head)+j]
		}
		for _, f := range []string{"players", "seat", "seed", "autoplay", "exit-at-end", "continue", "screenshots", "frametimes", "mute", "width", "height"} {
			if !strings.Contains(section, "\n  -"+f) {
				t.Errorf("--help: %s has no --%s", g.Key, f)
			}
		}
	}
	for _, f := range []string{"-preset", "-tiles", "-sequential", "-chips", "-basic"} {
		if !strings.Contains(out, "\n  "+f) {
			t.Errorf("--help leaves out %s", f)
		}
	}
}

// A rules flag of another game is refused in one line, naming the game
// it belongs to, with exit 2 and before any window opens (the test has
// no display: a window would fail).
func TestAnotherGamesFlagIsOneLine(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "cards", "--preset", "online"}, "--preset is a flag of Las Vegas (--game dice), not of Las Vegas: The Card Game"},
		{[]string{"--game=royale", "--sequential"}, "--sequential is a flag of Las Vegas: The Card Game"},
		{[]string{"--tiles=3"}, "--tiles is a flag of Las Vegas Royale (--game royale), not of Las Vegas"},
		{[]string{"--game", "cards", "-quick"}, "--quick is a flag of Las Vegas (--game dice)"},
	} {
		code, out, errs := runMain(c.args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, out %q, err %q; want one line with %q", c.args, code, out, errs, c.want)
		}
	}
	if msg := foreignFlag("cards", []string{"--players", "3", "--mute", "--frametimes", "--", "--preset"}); msg != "" {
		t.Errorf("shared flags, or what follows --, refused: %s", msg)
	}
}

// --replay goes by the record's game: a game whose table has no replay
// viewer yet, a game the program does not know, and a missing file each
// get one line and exit 2, before any window opens.
func TestReplayGoesByTheRecordsGame(t *testing.T) {
	dir := t.TempDir()
	chess := filepath.Join(dir, "chess.json")
	os.WriteFile(chess, []byte(`{"format": "lasvegas-record", "version": 1, "game": "chess"}`), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--replay", chess}, `the game "chess", which this program does not know (it plays dice, royale or cards)`},
		{[]string{"--replay", filepath.Join(dir, "none.json")}, "--replay: "},
	} {
		code, out, errs := runMain(c.args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, out %q, err %q; want one line with %q", c.args, code, out, errs, c.want)
		}
	}
	if f, ok := replayFile([]string{"--seed", "3", "-replay", "a.json"}); !ok || f != "a.json" {
		t.Errorf("replayFile: %q %v", f, ok)
	}
}

// TestBadTableFlags: a mistake in a table's flags is one line on stderr
// and exit 2, before any window opens (the tables write to the process's
// stderr: the program runs in a child).
func TestBadTableFlags(t *testing.T) {
	for _, bad := range [][]string{
		{"--game", "cards", "--players", "9"}, {"--game", "cards", "--seat", "2=exec:"},
		{"--game", "royale", "--players", "9"}, {"--game", "royale", "--seat", "2=exec:"},
		{"--game", "royale", "--tiles", "7"}, {"--game", "royale", "--tileset", "Z9"},
	} {
		cmd := exec.Command(os.Args[0], "-test.run", "^$")
		cmd.Env = append(os.Environ(), envArgs+"="+strings.Join(bad, " "))
		var errb bytes.Buffer
		cmd.Stderr = &errb
		err := cmd.Run()
		ee, ok := err.(*exec.ExitError)
		if !ok || ee.ExitCode() != 2 || strings.Count(strings.TrimSpace(errb.String()), "\n") != 0 || errb.Len() == 0 {
			t.Errorf("%v: %v, stderr %q; want exit 2 and one line", bad, err, errb.String())
		}
	}
}
