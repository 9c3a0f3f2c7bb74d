package dicetable

import (
	"os/exec"
	"strings"
	"testing"
)

// The dice table belongs to the dice game: it may import the dice game's
// rules, bots and session and the shared toolkit and pieces, never another
// game's engine, bots, session or table, nor the shell (package scenes),
// which hosts it (ISSUE 24). Its imports are checked, its tests' too: the
// shared packages below them (the session's external bots, ai/extbot,
// speak for every game) reach every game's engine.
func TestNoOtherGameDependencies(t *testing.T) {
	const mod = "github.com/lasvegas-dice/lasvegas/"
	out, err := exec.Command("go", "list", "-f", `{{join .Imports " "}} {{join .TestImports " "}}`, ".").Output()
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
			t.Errorf("the dice table imports the shell, package scenes")
		}
		for _, b := range banned {
			if p == b || strings.HasPrefix(p, b+"/") {
				t.Errorf("the dice table imports %s, another game's", dep)
			}
		}
	}
	if seen < 3 {
		t.Fatalf("go list saw %d imports of the module; the test checks nothing", seen)
	}
}
