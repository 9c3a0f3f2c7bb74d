//go:build !js

package royaletable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestLastMoves: a seat's placement marks its dice at the casino until it
// acts again; a tile's use marks the tile's casino; the tile events a
// placement sets off in the same step leave the placement marked; sitting
// out clears the mark; another seat's move leaves it.
func TestLastMoves(t *testing.T) {
	rules := royale.Rules{Players: 3, Main: true, Tiles: 1, TileSet: []string{"E1"}}
	s, err := royale.NewGame(rules)
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRand(1)
	for s.CurrentPlayer() == engine.ChancePlayer { // deal: E1 lies beside casino 1
		if _, err := s.Apply(s.SampleChance(r)); err != nil {
			t.Fatal(err)
		}
	}
	m := lastMoves(nil, s, []royale.Event{{Kind: royale.EvRoll, Who: 0}, {Kind: royale.EvPlace, Who: 0, C: 1, N: 2}, {Kind: royale.EvClose, Who: 0, C: 4, Tile: tE1}})
	if m[0] != (move{c: 1}) {
		t.Errorf("after a placement that closes a casino: %+v, want the dice at casino 1", m[0])
	}
	m = lastMoves(m, s, []royale.Event{{Kind: royale.EvPlace, Who: 1, C: 3, N: 1}})
	if m[0] != (move{c: 1}) || m[1] != (move{c: 3}) {
		t.Errorf("another seat's move changed the first's mark: %+v", m)
	}
	m = lastMoves(m, s, []royale.Event{{Kind: royale.EvClose, Who: 0, C: 4, Tile: tE1}})
	if m[0] != (move{c: 1, tile: true}) {
		t.Errorf("after closing a casino with No Entry!: %+v, want its tile (casino 1)", m[0])
	}
	m = lastMoves(m, s, []royale.Event{{Kind: royale.EvSitOut, Who: 1}})
	if _, ok := m[1]; ok {
		t.Errorf("sitting out left a mark: %+v", m)
	}
}

// TestCasinoNamesAgree: the log's casino names are the board's.
func TestCasinoNamesAgree(t *testing.T) {
	for c := 1; c <= royale.Casinos; c++ {
		if royaleplay.CasinoNames[c] != pieces.CasinoName[c] {
			t.Errorf("casino %d: the log says %q, the board %q", c, royaleplay.CasinoNames[c], pieces.CasinoName[c])
		}
	}
}

// TestLogKeyAtADecision: L opens the log and L closes it while a decision
// waits with its buttons shown, and the top bar's Log button opens it;
// the arrows and the wheel keep it open, F1 closes it; the decision is
// still there after.
func TestLogKeyAtADecision(t *testing.T) {
	tb, _, _ := animTable(t, "F2")
	tb.in = ui.NewInput(nil)
	tb.vp = ui.ComputeViewport(1280, 800, 1)
	press := func(a ui.Action) {
		tb.in.Inject(a)
		tb.in.Step(tb.vp)
		tb.handle()
	}
	legal := tb.sess.Legal()
	press(ui.Action{Kind: ui.ActLog})
	if !tb.showLog {
		t.Fatal("L did not open the log")
	}
	press(ui.Action{Kind: ui.ActPick, N: 1})
	if !tb.showLog || len(tb.sess.Legal()) != len(legal) {
		t.Fatal("a key under the open log reached the decision")
	}
	press(ui.Action{Kind: ui.ActLog})
	if tb.showLog {
		t.Fatal("L did not close the log")
	}
	r := tb.lay.logBtn
	tb.in.InjectClick(r.CX(), r.CY())
	tb.in.Step(tb.vp)
	tb.handle()
	if !tb.showLog {
		t.Fatal("the top bar's Log did not open the log")
	}
	if r.Overlaps(tb.lay.help) || r.MaxY() > tb.lay.top.MaxY() {
		t.Errorf("the Log button %v overlaps Help %v or leaves the top bar", r, tb.lay.help)
	}
	press(ui.Action{Kind: ui.ActUp})
	press(ui.Action{Kind: ui.ActScroll, DY: 1})
	if !tb.showLog {
		t.Fatal("scrolling the log closed it")
	}
	press(ui.Action{Kind: ui.ActHelp})
	if tb.showLog || tb.showHelp {
		t.Fatalf("F1 left the log open %v, opened the help %v", tb.showLog, tb.showHelp)
	}
}

// TestGroupWords: the arena's groups never say "0×": a Biggy alone is
// "your Biggy", with dice "2 × 3 and your Biggy".
func TestGroupWords(t *testing.T) {
	for _, c := range []struct {
		n, face int
		big     bool
		want    string
	}{{0, 3, true, "your Biggy"}, {2, 3, true, "2 × 3 and your Biggy"}, {1, 5, false, "1 × 5"}} {
		if got := groupWords(c.n, c.face, c.big, "your"); got != c.want {
			t.Errorf("%d dice of %d (Biggy %v): %q, want %q", c.n, c.face, c.big, got, c.want)
		}
	}
}
