package registry_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	cardbots "github.com/lasvegas-dice/lasvegas/ai/cards"
	dicebots "github.com/lasvegas-dice/lasvegas/ai/dice"
	royalebots "github.com/lasvegas-dice/lasvegas/ai/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cli"
	"github.com/lasvegas-dice/lasvegas/game/registry"
)

func run(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := cli.Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// The three games are registered, each once, with their parts.
func TestTheFamily(t *testing.T) {
	keys := registry.Keys()
	if strings.Join(keys, ",") != "dice,royale,cards" {
		t.Fatalf("keys %v", keys)
	}
	for _, g := range registry.All() {
		if err := registry.Register(g); err == nil {
			t.Errorf("%s registered twice", g.Key)
		}
		if got, ok := registry.Lookup(g.Key); !ok || got.Name != g.Name {
			t.Errorf("Lookup(%q) = %v, %v", g.Key, got.Name, ok)
		}
	}
	if g, ok := registry.Lookup(""); !ok || g.Key != registry.DefaultKey {
		t.Errorf("a record without a game is not the dice game's: %v %v", g.Key, ok)
	}
	if _, ok := registry.Lookup("chess"); ok {
		t.Error("an unknown game was found")
	}
	if err := registry.Register(registry.Game{Key: "x", Name: "X", MinPlayers: 2, MaxPlayers: 4}); err == nil {
		t.Error("a game without Replay and Rules was registered")
	}
}

// A fourth game is one Register: the contract's test game then plays in
// sim (random games and a tournament of its bots, through the tournament's
// loop), writes records, and replay reads them; and the messages that list
// the games name it.
func TestAFourthGameIsOneRegistration(t *testing.T) {
	if err := registry.Register(pickGame()); err != nil {
		t.Fatal(err)
	}
	defer registry.Unregister("pick")
	code, out, errs := run("sim", "--game", "pick", "--games", "50", "--seed", "2")
	if code != cli.ExitOK || !strings.Contains(out, "50 random games, 3 players") {
		t.Fatalf("random games: exit %d\n%s%s", code, out, errs)
	}
	dir := t.TempDir()
	code, out, errs = run("sim", "--game", "pick", "--seats", "random,random", "--games", "4", "--seed", "5", "--workers", "1", "-q", "--records", dir)
	if code != cli.ExitOK || !strings.Contains(out, "4 games") {
		t.Fatalf("tournament: exit %d\n%s%s", code, out, errs)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 4 {
		t.Fatalf("%d records written, want 4", len(files))
	}
	code, out, errs = run("replay", files[3])
	if code != cli.ExitOK || !strings.Contains(out, "Game over after") {
		t.Fatalf("replay: exit %d\n%s%s", code, out, errs)
	}
	data, _ := os.ReadFile(files[0])
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, regexp.MustCompile(`"card": ?[1-6]`).ReplaceAll(data, []byte(`"card": 9`)), 0o644)
	if code, _, errs = run("replay", bad); code != cli.ExitBad || !strings.Contains(errs, "1-6") {
		t.Errorf("a bad card: exit %d %s", code, errs)
	}
	if _, _, errs = run("sim", "--game", "chess"); !strings.Contains(errs, "pick") {
		t.Errorf("the list of games leaves out the new one: %s", errs)
	}
}

// A record of a game the program does not know gets one line naming the
// known games, and exit 2.
func TestUnknownGameRecord(t *testing.T) {
	f := filepath.Join(t.TempDir(), "chess.json")
	os.WriteFile(f, []byte(`{"format": "lasvegas-record", "version": 1, "game": "chess"}`), 0o644)
	code, out, errs := run("replay", f)
	if code != cli.ExitBad || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "dice, royale or cards") {
		t.Errorf("exit %d, out %q, err %q", code, out, errs)
	}
}

// A seat's level read from the command line (game.ParseSeat) is one that
// every game's bots have.
func TestEveryGameHasTheLevels(t *testing.T) {
	for name, levels := range map[string][]string{"dice": dicebots.Levels, "cards": cardbots.Levels, "royale": royalebots.Levels} {
		if !slices.Equal(levels, game.Levels) {
			t.Errorf("%s: levels %v, want %v", name, levels, game.Levels)
		}
	}
}
