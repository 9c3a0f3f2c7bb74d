package scenes

import (
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
)

// unwrap is what scene s shows, as the tests look at it: the dice table a
// tableScene runs, the overlay (a round's summary, a guide's page, the
// handover) an OverlayScene runs, or s itself.
func unwrap(s scene.Scene) any {
	switch s := s.(type) {
	case *tableScene:
		if t, ok := s.diceTable(); ok {
			return t
		}
	case *scene.OverlayScene:
		return s.Overlay()
	}
	return s
}
