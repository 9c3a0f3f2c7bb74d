//go:build !js

package royaletable

import (
	"io"
	"slices"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/tablecli"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

func TestParseFlags(t *testing.T) {
	o, err := ParseFlags(nil, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cfg := o.Config()
	if cfg.Rules.Players != 4 || !cfg.Rules.Main || cfg.Rules.Tiles != royale.DefaultTiles {
		t.Errorf("default rules %+v", cfg.Rules)
	}
	if !cfg.Seats[0].IsHuman() || cfg.Seats[0].Name != "You" || cfg.Seats[1].IsHuman() || cfg.Seats[1].Level != "medium" {
		t.Errorf("default seats %+v", cfg.Seats)
	}
	o, err = ParseFlags([]string{"--players", "3", "--basic", "--seat", "2=human", "--seat", "3=hard", "--seed", "9"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cfg = o.Config()
	if cfg.Rules.Main || cfg.Rules.Players != 3 || cfg.Rules.Tiles != 0 || cfg.Seed != 9 || !cfg.Seats[1].IsHuman() || cfg.Seats[1].Name != "Player 2" || cfg.Seats[2].Level != "hard" {
		t.Errorf("--basic, two people: %+v", cfg)
	}
	o, err = ParseFlags([]string{"--tiles", "2", "--tileset", "a1,g1", "--autoplay", "--seat", "1=human"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cfg = o.Config()
	if !slices.Equal(cfg.Rules.TileSet, []string{"A1", "G1"}) || cfg.Rules.Tiles != 2 || cfg.Seats[0].IsHuman() {
		t.Errorf("--tileset with --autoplay: %+v", cfg)
	}
	for _, bad := range [][]string{{"--players", "6"}, {"--tiles", "7"}, {"--tileset", "A1", "--tiles", "3"}, {"--seat", "6=easy"}, {"--seat", "2=wizard"}, {"--seat", "1=easy", "--seat", "1=hard"}, {"--seed", "x"}, {"extra"}} {
		if _, err := ParseFlags(bad, io.Discard); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}

// TestContinueResumesTheAutosave: a game saved by a session in the config
// directory is what --continue resumes; with no save it says so.
func TestContinueResumesTheAutosave(t *testing.T) {
	t.Setenv(storage.EnvConfigDir, t.TempDir())
	o, err := ParseFlags([]string{"--continue", "--seed", "4"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := o.sessionIn(tablecli.OpenStore(o.Autoplay)); err == nil {
		t.Fatal("--continue with no save: no error")
	}
	o.Continue = false
	first, err := o.sessionIn(tablecli.OpenStore(o.Autoplay))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 200; i++ {
		if st, _ := first.Stage(); st == royaleplay.StageDecide {
			_ = first.Decide(first.Legal()[0])
		}
		first.Update(time.Second)
	}
	o.Continue = true
	again, err := o.sessionIn(tablecli.OpenStore(o.Autoplay))
	if err != nil {
		t.Fatal(err)
	}
	if *again.View() != *first.View() || again.Seats()[0] != first.Seats()[0] {
		t.Error("--continue resumed another game")
	}
}

// TestLayoutFits: at any window size and seat count everything lies on
// the canvas, the casinos, the arena, the panels and the dock do not
// overlap, and the dock's buttons fit in it.
func TestLayoutFits(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {1280, 800}, {800, 600}, {3000, 500}, {500, 3000}, {1013, 577}, {1024, 600}, {700, 450}, {200, 200}, {1, 1}} {
		vp := ui.ComputeViewport(size[0], size[1], 1)
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := newLayout(vp.W, vp.H, n, true)
			canvas := ui.R(0, 0, vp.W+0.5, vp.H+0.5)
			parts := append([]ui.Rect{l.top, l.dock, l.arena, l.bank}, l.panels...)
			parts = append(parts, l.casinos[:]...)
			for i, r := range parts {
				if r.Empty() || !r.Within(canvas) {
					t.Errorf("%v, %d seats: part %d %+v is empty or off the canvas", size, n, i, r)
				}
				for j := i + 1; j < len(parts); j++ {
					if r.Overlaps(parts[j]) {
						t.Errorf("%v, %d seats: parts %d and %d overlap", size, n, i, j)
					}
				}
			}
			for _, k := range []int{2, 7, 19, 30} {
				for _, b := range l.buttonRects(k) {
					if !b.Within(l.dock) || b.H < 20*l.u {
						t.Errorf("%v, %d seats: a button of %d %+v leaves the dock or is too small", size, n, k, b)
					}
				}
			}
		}
	}
}
