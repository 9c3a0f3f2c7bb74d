package scenes

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
)

// The menu a table's Menu button asks the window for (through its stage,
// under whatever the table opened over itself) is the table's game's, and
// a replay's says nothing is saved: the card game's table, a Royale
// replay, the dice table, the dice game's replay.
func TestTheMenuIsTheTablesGames(t *testing.T) {
	const dir = "../game/registry/testdata/records-2026-11-27/"
	royale, err := openTableReplay(gameRoyale, dir+"royale-2p-main.json", testFonts(), false, false)
	if err != nil {
		t.Fatal(err)
	}
	dt, err := (&Env{}).NewSession(diceplay.QuickStart(3, "easy", 4, dice.Online(3)))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := LoadReplay("../engine/dice/testdata/saves-2026-11-25/classic-4p-finished.json")
	if err != nil {
		t.Fatal(err)
	}
	over := scene.NewOverlay(&handover.Overlay{}) // a screen over the table
	for _, tc := range []struct {
		name  string
		stack []scene.Scene
		game  setupGame
		watch bool
	}{
		{"cards table", []scene.Scene{&tableScene{game: gameCards, t: &fakeTable{}}, over}, gameCards, false},
		{"royale replay", []scene.Scene{royale}, gameRoyale, true},
		{"dice table", []scene.Scene{dt, over}, gameDice, false},
		{"dice replay", []scene.Scene{diceReplay(rec, false), over}, gameDice, true},
	} {
		a := headlessApp(t, tc.stack[0])
		a.stack = tc.stack
		m, ok := a.NewMenu(&a.ctx).(*Menu)
		if !ok {
			t.Fatalf("%s: the menu is %T", tc.name, a.NewMenu(&a.ctx))
		}
		if watch := m.items[3] == "Main menu"; m.game != tc.game || watch != tc.watch {
			t.Errorf("%s: the menu of game %d, %q; want game %d, a replay's %v", tc.name, m.game, m.items[3], tc.game, tc.watch)
		}
	}
}
