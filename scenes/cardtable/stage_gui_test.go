//go:build !js

package cardtable

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// tick runs one tick of the table as the window does: the input first.
func tick(tb *Table) error {
	tb.st.In.Step(tb.st.VP)
	tb.st.Tick++
	return tb.Update(tb.st)
}

// show draws the table on its stage.
func show(tb *Table, dst *ebiten.Image) { tb.Draw(dst, tb.st) }
