//go:build e2e && !js

package scenes

import (
	"image/color"
	"os"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// lastPlacementScenario: bots play at normal speed; once every seat has
// placed this round, each seat's last placement is ringed in its colour on
// the screen (pixels read back), and the prompt row says where the last
// dice went. A screenshot is written to LASVEGAS_SHOTS_DIR when set.
func lastPlacementScenario() scenario {
	return scenario{
		name:     "last-placement",
		maxTicks: 6000,
		setup: func(h *harness) (*App, error) {
			opts := Options{Screenshots: os.Getenv("LASVEGAS_SHOTS_DIR")}
			app, err := localTable(h, false, opts, 4)
			if app != nil {
				app.ctx.Settings.Speed = ui.SpeedNormal
			}
			return app, err
		},
		afterDraw: checkLastPlacementRings,
		step: func(h *harness) bool {
			return h.data["checked"] > 0
		},
	}
}

// checkLastPlacementRings runs after each Draw: when every seat has a
// last placement and nothing moves, it reads the ring of each.
func checkLastPlacementRings(h *harness) {
	tb := h.table()
	if tb == nil || tb.AnimOn() || unwrap(h.app.Top()) != any(tb) || len(h.app.shotQueue) > 0 {
		return
	}
	for p := 0; p < tb.Model().Players; p++ {
		if tb.Last().Seat[p].Casino == 0 {
			return
		}
	}
	h.data["ready"]++
	if h.data["ready"] == 1 {
		h.app.ctx.Shot("table-last-placement")
		return
	}
	if h.data["ready"] < 3 {
		return
	}
	if tb.Last().Line == "" || tb.Prompt() == "" || !containsAll(tb.Prompt(), tb.Last().Line) {
		h.failf("the prompt %q does not say where the last dice went (%q)", tb.Prompt(), tb.Last().Line)
	}
	sc := h.app.ctx.VP.Scale
	u := tb.L.U
	for p := 0; p < tb.Model().Players; p++ {
		idx := tb.Last().Seat[p].Casino
		parts := pieces.SplitCasino(tb.L.Casinos[idx], u)
		cell, ok := tb.CellRect(parts.Dice, idx, tb.Last().Seat[p].Owner)
		if !ok {
			if tb.Model().Casino[idx].Units(tb.Last().Seat[p].Owner) > 0 {
				h.failf("seat %d's last casino %d has no cell", p, idx)
			}
			continue // a Kicker alone leaves nothing there
		}
		want := pieces.PlayerColour(tb.SeatColour(p))
		x, y := int((cell.X+2.5*u)*sc), int(cell.CY()*sc)
		got := color.RGBAModel.Convert(h.screen.At(x, y)).(color.RGBA)
		if !near(got, want, 48) {
			h.failf("seat %d's last placement on casino %d: pixel %v at the ring, want near %v", p, idx, got, want)
		}
	}
	h.data["checked"]++
}

func containsAll(s, sub string) bool {
	return len(sub) > 0 && len(s) >= len(sub) && (s[:len(sub)] == sub || s[len(s)-len(sub):] == sub)
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}
