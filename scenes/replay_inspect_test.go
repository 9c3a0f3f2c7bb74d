//go:build e2e

package scenes

import (
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// dr is the dice record the viewer v plays (nil for another game's).
func (v *replayViewer) dr() *dicetable.Replay {
	d, _ := v.deck.(*dicetable.Replay)
	return d
}

// dt is the dice table the viewer v shows.
func (v *replayViewer) dt() *dicetable.Table { return v.dr().Dice() }

// bar is the viewer's bar in c's window.
func (v *replayViewer) bar(c *scene.Context) ui.ReplayBar {
	l, _, _ := v.deck.Bar(v.ts.stage(c))
	return l
}
