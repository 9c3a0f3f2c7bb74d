//go:build !js

package registry

import (
	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
)

// cardsSim is the card game's Sim for rules r (the browser's: sim_js.go).
func cardsSim(r cards.Rules) Sim {
	return SimOf(r.Players, func(n int) (tournament.Game[*cards.State, cards.Action, cards.Event], error) {
		r := r
		r.Players = n
		return tournament.CardsGame(r), r.Validate()
	})
}
