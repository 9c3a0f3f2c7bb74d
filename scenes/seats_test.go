package scenes

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/registry"
)

// Every registered game's seats fit the setup's rows.
func TestMaxSeatsHoldsEveryGame(t *testing.T) {
	most := 0
	for _, g := range registry.All() {
		most = max(most, g.MaxPlayers)
	}
	if most != MaxSeats {
		t.Errorf("the games have at most %d seats, the setup %d", most, MaxSeats)
	}
}
