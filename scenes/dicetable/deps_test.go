package dicetable

import (
	"os/exec"
	"strings"
	"testing"
)

// The dice table belongs to the dice game: it may use the dice game's
// rules, bots and session and the shared toolkit and pieces, never another
// game's engine, bots, session or table, nor the shell (package scenes),
// which hosts it (ISSUE 24).
func TestNoOtherGameDependencies(t *testing.T) {
	const mod = "github.com/lasvegas-dice/lasvegas/"
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	banned := []string{
		"engine/cards", "engine/royale", "ai/cards", "ai/royale",
		"game/cardplay", "game/royaleplay", "scenes/cardtable", "scenes/royaletable",
	}
	seen := 0
	for _, dep := range strings.Fields(string(out)) {
		if !strings.HasPrefix(dep, mod) {
			continue
		}
		seen++
		p := strings.TrimPrefix(dep, mod)
		if p == "scenes" {
			t.Errorf("the dice table depends on the shell, package scenes")
		}
		for _, b := range banned {
			if p == b || strings.HasPrefix(p, b+"/") {
				t.Errorf("the dice table depends on %s, another game's", dep)
			}
		}
	}
	if seen < 3 {
		t.Fatalf("go list saw %d packages of the module; the test checks nothing", seen)
	}
}
