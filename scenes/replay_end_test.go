package scenes

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/registry"
)

// A replay of a finished record ends on the shell's game end in every
// game, as a game played there does, with the record's standings and no
// rematch (nobody played it here); an unfinished record (a save) stays
// at its end.
func TestEveryReplayEndsOnTheGameEnd(t *testing.T) {
	const dir = "../game/registry/testdata/records-2026-11-27/"
	for _, tc := range []struct {
		key, file string
		over      bool
	}{
		{"royale", "royale-2p-main.json", true},
		{"royale", "royale-3p-save-midgame.json", false},
		{"cards", "cards-3p-simultaneous.json", true},
		{"cards", "cards-3p-save-midgame.json", false},
	} {
		g := tabOf(tc.key)
		if _, ok := registry.Lookup(tc.key); !ok || tableGames[g] == nil {
			t.Fatalf("%s: no such game", tc.key)
		}
		v, err := openTableReplay(g, dir+tc.file, testFonts(), true, false)
		if err != nil {
			t.Fatal(err)
		}
		a := headlessApp(t, v)
		a.ctx.Opts.Autoplay = true
		var end *TableEnd
		for i := 0; i < 30000 && end == nil; i++ {
			if err := a.step(); err != nil {
				t.Fatalf("%s: %v", tc.file, err)
			}
			end, _ = a.Top().(*TableEnd)
		}
		if (end != nil) != tc.over {
			t.Fatalf("%s: the game end shown: %v, want %v (the top is %s)", tc.file, end != nil, tc.over, a.Top().Name())
		}
		if end == nil {
			if !v.deck.AtEnd() {
				t.Errorf("%s: the replay did not reach the record's end", tc.file)
			}
			continue
		}
		if end.acts.rematch != nil || end.acts.watch == nil || end.acts.save == nil {
			t.Errorf("%s: the replay's end offers a rematch (%v), or no replay or record", tc.file, end.acts.rematch != nil)
		}
		want, err := tableGames[g].end(v.data)
		if err != nil {
			t.Fatal(err)
		}
		if len(end.d.standings) != len(want.standings) || end.d.standings[0] != want.standings[0] {
			t.Errorf("%s: the end's standings %+v, the record's %+v", tc.file, end.d.standings, want.standings)
		}
	}
}
