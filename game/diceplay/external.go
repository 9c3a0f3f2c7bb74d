package diceplay

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// observer is an agent that wants to hear about the game (external bots).
// Every state it gets is its seat's view (State.View), a copy it may keep.
type observer interface {
	Start(s *dice.State, seat int, intro []dice.Event)
	Observe(s *dice.State, evs []dice.Event)
	End(s *dice.State)
}
