//go:build e2e

package scenes

import (
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
)

// dr is the dice record the viewer v plays (nil for another game's).
func (v *replayViewer) dr() *dicetable.Replay {
	d, _ := v.deck.(*dicetable.Replay)
	return d
}
