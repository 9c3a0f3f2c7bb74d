//go:build e2e && !js

package scenes

import (
	"os"

	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// legendScenario: during a decision the pointer rests on the first die
// left in the deciding seat's panel; its legend shows (and is
// photographed as table-legend when LASVEGAS_SHOTS_DIR is set).
func legendScenario() scenario {
	return scenario{
		name:     "legend",
		maxTicks: 3000,
		setup: func(h *harness) (*App, error) {
			return localTable(h, true, Options{Screenshots: os.Getenv("LASVEGAS_SHOTS_DIR")}, 5)
		},
		step: func(h *harness) bool {
			tb := h.table()
			if tb == nil || !tb.Deciding() {
				return false
			}
			h.data["t"]++
			u := tb.L.U
			dx, dy := dicetable.PanelDie(tb.L.Players[tb.Seat()], u)
			switch h.data["t"] {
			case 5:
				h.app.ctx.Input.Inject(ui.Action{Kind: ui.ActPointerMove, X: dx, Y: dy})
			case 5 + dicetable.LegendRest + 3:
				if tb.Legend() != dicetable.LegendDie {
					h.failf("resting on a die left to roll shows %q", tb.Legend())
				}
				h.app.ctx.Shot("table-legend")
			case 5 + dicetable.LegendRest + 10:
				return true
			}
			return false
		},
	}
}
