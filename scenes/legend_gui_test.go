//go:build !js

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
			if tb == nil || !tb.deciding {
				return false
			}
			h.data["t"]++
			u := tb.L.U
			pz := panelSizes(tb.L.Players[tb.seat], u)
			switch h.data["t"] {
			case 5:
				h.app.ctx.Input.Inject(ui.Action{Kind: ui.ActPointerMove, X: pz.in.X + pz.dieS/2, Y: pz.in.MaxY() - pz.dieS/2})
			case 5 + legendRest + 3:
				if tb.legend != dicetable.LegendDie {
					h.failf("resting on a die left to roll shows %q", tb.legend)
				}
				h.app.ctx.Shot("table-legend")
			case 5 + legendRest + 10:
				return true
			}
			return false
		},
	}
}
