//go:build e2e && !js

package scenes

import (
	"os"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The game end of a table's game reads the finished record: the ranking
// as the record's result, each seat's money after every round ending on
// its final money; its buttons save the record, watch its replay and start
// a rematch on the game's table. An unfinished record has no game end.
func TestTableEndOfEveryTableGame(t *testing.T) {
	for _, c := range []struct {
		g    setupGame
		file string
	}{{gameCards, "cards-4p-sequential-chips.json"}, {gameRoyale, "royale-2p-main.json"}} {
		data, err := os.ReadFile("../game/registry/testdata/records-2026-11-27/" + c.file)
		if err != nil {
			t.Fatal(err)
		}
		tg := tableGames[c.g]
		d, err := tg.end(data)
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if len(d.standings) != len(d.names) || len(d.hist[0]) != d.rounds {
			t.Fatalf("%s: %d standings for %d seats, %d rounds charted of %d", c.file, len(d.standings), len(d.names), len(d.hist[0]), d.rounds)
		}
		for _, s := range d.standings {
			if h := d.hist[s.Seat]; h[len(h)-1] != s.Money {
				t.Errorf("%s: seat %d ends the chart at %d, has %d", c.file, s.Seat, h[len(h)-1], s.Money)
			}
		}
		store := storage.NewMemory()
		env := &Env{Store: store}
		e := newTableEnd(c.g, d, false)
		a := statsApp(env, e)
		stepN(t, a, 1)
		l := e.rects(&a.ctx)
		click := func(r ui.Rect) {
			a.ctx.Input.InjectClick(r.CX(), r.CY())
			stepN(t, a, 1)
		}
		click(l.save)
		if !strings.HasPrefix(e.note, "The record is saved as "+tg.key+"-") {
			t.Errorf("%s: Save the record: %q", c.file, e.note)
		}
		click(l.watch)
		if _, ok := a.Top().(*replayViewer); !ok {
			t.Errorf("%s: Watch the replay opened %T (%q)", c.file, a.Top(), e.note)
		}
		a.stack = []scene.Scene{e}
		click(l.rematch)
		if ts, ok := a.Top().(*tableScene); !ok || ts.game != c.g {
			t.Errorf("%s: Rematch opened %T (%q)", c.file, a.Top(), e.note)
		}
	}
	mid, _ := os.ReadFile("../game/registry/testdata/records-2026-11-27/cards-3p-save-midgame.json")
	if _, err := cardsEnd(mid); err == nil {
		t.Error("an unfinished card game has a game end")
	}
}
