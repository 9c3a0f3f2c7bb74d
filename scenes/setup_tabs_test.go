package scenes

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/registry"
)

// TestSetupTabsMatchRegistry: every tab of the setup is a registered game,
// in the registry's order, with its player range.
func TestSetupTabsMatchRegistry(t *testing.T) {
	all := registry.All()
	if len(all) != len(setupTabs) {
		t.Fatalf("the registry has %d games, the setup %d tabs", len(all), len(setupTabs))
	}
	for g, tab := range setupTabs {
		rg := all[g]
		key := dice.GameName // the window's own table
		if tg := tableGames[g]; tg != nil {
			key = tg.key
		}
		if key != rg.Key {
			t.Errorf("tab %d is %q, the registry's game %d is %q", g, key, g, rg.Key)
		}
		if tab.maxSeats() != rg.MaxPlayers || minSeats != rg.MinPlayers {
			t.Errorf("%s: the setup seats %d-%d, the registry %d-%d", rg.Key, minSeats, tab.maxSeats(), rg.MinPlayers, rg.MaxPlayers)
		}
		if len(tab.presetNames()) == 0 {
			t.Errorf("%s: no presets", rg.Key)
		}
	}
}

// TestSetupSwitchesOnNoGame: the setup's files ask the chosen tab
// (setupTab) and never compare the chosen game with one game.
func TestSetupSwitchesOnNoGame(t *testing.T) {
	files, err := filepath.Glob("setup*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no setup files: %v", err)
	}
	named := regexp.MustCompile(`\bgame(Dice|Royale|Cards)\b`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "setup_tabs.go" || f == "setup_games.go" {
			continue // the tabs' list and the games' constants
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(data), "\n") {
			if named.MatchString(line) {
				t.Errorf("%s:%d names one game: %s", f, i+1, strings.TrimSpace(line))
			}
		}
	}
}
