package scene

import (
	"os/exec"
	"strings"
	"testing"
)

// The scene system is the window's, shared by every game's scenes: of
// this module it may use only the embedded assets, the toolkit and the
// store, never a game's rules, session, bots, table or the shell (package
// scenes), which hosts it. Its dependencies are checked, not only its
// imports, as scenes/ui's TestNoGameDependencies does.
func TestNoGameDependencies(t *testing.T) {
	const mod = "github.com/lasvegas-dice/lasvegas/"
	allowed := map[string]bool{mod + "assets": true, mod + "scenes/ui": true,
		mod + "game/storage": true, mod + "scenes/scene": true}
	out, err := exec.Command("go", "list", "-deps", "-test", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	seen := 0
	for _, line := range strings.Split(string(out), "\n") {
		// "p [p.test]" is p built for its tests; "p.test" their main.
		dep, _, _ := strings.Cut(line, " ")
		dep = strings.TrimSuffix(dep, ".test")
		if !strings.HasPrefix(dep, mod) {
			continue
		}
		seen++
		if !allowed[dep] {
			t.Errorf("package scene depends on %s", dep)
		}
	}
	if seen < 3 {
		t.Fatalf("go list saw %d packages of the module; the test checks nothing", seen)
	}
}
