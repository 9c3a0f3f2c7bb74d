package tournament

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// A seat spec may carry a short display name for the table; a long spec
// without one is cut.
func TestDisplayNames(t *testing.T) {
	for _, c := range []struct{ spec, name, bot string }{
		{"medium", "medium", "medium"},
		{"name=Mine,exec:python3 bot.py --x", "Mine", "exec:python3 bot.py --x"},
		{"'name=Mine,medium'", "Mine", "medium"},
		{"exec:python3 /a/very/long/path/to/my/bot.py", "exec:python3 /a/very/lo…", "exec:python3 /a/very/long/path/to/my/bot.py"},
	} {
		if n, b := splitName(c.spec); n != c.name || b != c.bot {
			t.Errorf("%q: name %q bot %q, want %q and %q", c.spec, n, b, c.name, c.bot)
		}
	}
	res, err := Play(Config{Rules: dice.Classic(2), Seats: []string{"name=First,medium", "easy"}, Games: 4, Seed: 1, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.String(), "\nFirst ") || res.Bot("name=First,medium") == nil {
		t.Errorf("table:\n%s", res)
	}
}

// A bot whose every answer is nonsense is played by the fallback bot: its
// faults are counted, and the fallback's moves are not its decision times.
func TestFaultsAreNotDecisionTimes(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	res, err := Play(Config{Rules: dice.Classic(2), Seats: []string{"exec:python3 ../extbot/testdata/garbage_bot.py", "medium"}, Games: 2, Seed: 1, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	b := res.Bots[0]
	if b.Faults == 0 || b.Decisions != 0 {
		t.Errorf("garbage bot: %d faults, %d decisions timed (want faults, none timed)\n%s", b.Faults, b.Decisions, res)
	}
}

// One external process plays every game of a worker (newgame between them).
func TestExternalBotPlaysManyGames(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	logf := filepath.Join(t.TempDir(), "bot.log")
	res, err := Play(Config{Rules: dice.Classic(2), Seats: []string{"exec:python3 testdata/counting_bot.py " + logf, "easy"}, Games: 5, Seed: 2, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(logf)
	starts, games := strings.Count(string(data), "start "), strings.Count(string(data), "game\n")
	if starts != 1 || games != 5 || res.Bots[0].Faults != 0 {
		t.Errorf("%d processes for %d games, %d faults; want 1 for 5, none\n%s", starts, games, res.Bots[0].Faults, data)
	}
}
