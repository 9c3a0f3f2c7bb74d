package engine

import (
	"os/exec"
	"strings"
	"testing"
)

// The rules must stay pure: no package under engine/ depends on ebiten, or on
// any package of this module outside engine/.
func TestEngineDoesNotImportEbiten(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "./...").CombinedOutput()
	if err != nil {
		t.Skipf("go list unavailable: %v\n%s", err, out)
	}
	const mod = "github.com/lasvegas-dice/lasvegas"
	seen := 0
	for _, dep := range strings.Fields(string(out)) {
		if strings.Contains(dep, "ebiten") {
			t.Errorf("engine depends on %s", dep)
		}
		if strings.HasPrefix(dep, mod+"/") {
			seen++
			if dep != mod+"/engine" && !strings.HasPrefix(dep, mod+"/engine/") {
				t.Errorf("engine depends on %s, outside engine/", dep)
			}
		}
	}
	if seen < 2 {
		t.Fatalf("go list saw %d engine packages; the test checks nothing", seen)
	}
}
