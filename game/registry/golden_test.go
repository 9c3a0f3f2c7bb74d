package registry_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game/cli"
	"github.com/lasvegas-dice/lasvegas/game/registry"
)

// goldenRecords are the records and saves of every game written before a
// change, each with the standings `replay --json` printed then (.standings):
// the dice game's saves of 2026-11-25 (engine/dice/testdata keeps them
// too, with the engine's own standings), and Royale's and the card game's
// records and saves of 2026-11-27 (before the registry, and before
// Royale's rules keys of issue 28).
var goldenRecords = []string{
	"testdata/records-2026-11-25-dice/*.json",
	"testdata/records-2026-11-27/*.json",
}

// Every golden record, read through the registry by the game it names,
// replays to the standings it had when it was written; each game has some.
func TestGoldenRecordsOfEveryGame(t *testing.T) {
	seen := map[string]int{}
	for _, pat := range goldenRecords {
		files, _ := filepath.Glob(pat)
		for _, f := range files {
			want, err := os.ReadFile(strings.TrimSuffix(f, ".json") + ".standings")
			if err != nil {
				t.Errorf("%s: no standings: %v", f, err)
				continue
			}
			data, _ := os.ReadFile(f)
			if _, ok := registry.Lookup(record.GameOf(data)); !ok {
				t.Errorf("%s: game %q not registered", f, record.GameOf(data))
				continue
			}
			g, _ := registry.Lookup(record.GameOf(data))
			seen[g.Key]++
			got, errs := runJSON(t, f)
			if !bytes.Equal(bytes.TrimSpace(got), bytes.TrimSpace(want)) {
				t.Errorf("%s: replays to\n%s%s\nwant\n%s", f, got, errs, want)
			}
		}
	}
	for _, g := range registry.Keys() {
		if seen[g] == 0 {
			t.Errorf("no golden record of %s", g)
		}
	}
}

func runJSON(t *testing.T, f string) ([]byte, string) {
	t.Helper()
	var out, errb bytes.Buffer
	if code := cli.Run([]string{"replay", "--json", f}, &out, &errb); code != cli.ExitOK {
		t.Errorf("%s: exit %d", f, code)
	}
	return out.Bytes(), errb.String()
}
