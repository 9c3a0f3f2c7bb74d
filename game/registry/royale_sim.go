//go:build !js

package registry

import (
	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// royaleSim is Royale's Sim for rules r (the browser's: sim_js.go).
func royaleSim(r royale.Rules) Sim {
	return SimOf(r.Players, func(n int) (tournament.Game[*royale.State, royale.Action, royale.Event], error) {
		r := r
		r.Players = n
		return tournament.RoyaleGame(r), r.Validate()
	})
}
