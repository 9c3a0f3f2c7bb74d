//go:build !js

package royaletable

import (
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// buttonRects lays n buttons out in the dock in a grid, as wide as fits.
func (l *layout) buttonRects(n int) []ui.Rect { return l.buttonRectsTo(n, nil) }

// rollGroups lays the roll's faces out in the arena, below its title: one
// box per face shown, in a grid of up to three columns.
func (l *layout) rollGroups(r royale.Roll) []group { return l.rollGroupsTo(r, nil) }
