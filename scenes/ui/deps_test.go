package ui

import (
	"os/exec"
	"strings"
	"testing"
)

// The toolkit and the pieces are shared by every game's table: of this
// module they may use only the embedded assets, never a game's rules,
// session, bots or scenes.
func TestNoGameDependencies(t *testing.T) {
	const mod = "github.com/lasvegas-dice/lasvegas/"
	allowed := map[string]bool{mod + "assets": true, mod + "scenes/ui": true, mod + "scenes/pieces": true}
	for _, pkg := range []string{".", "../pieces"} {
		out, err := exec.Command("go", "list", "-deps", pkg).Output()
		if err != nil {
			t.Skipf("go list: %v", err)
		}
		for _, dep := range strings.Fields(string(out)) {
			if strings.HasPrefix(dep, mod) && !allowed[dep] {
				t.Errorf("%s depends on %s", pkg, dep)
			}
		}
	}
}
