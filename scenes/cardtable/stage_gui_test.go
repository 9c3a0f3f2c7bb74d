//go:build !js

package cardtable

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// tick runs one tick of the table as the window does: the input first,
// then the overlay the table opened over itself (the handover) where one
// is open, else the table.
func tick(tb *Table) error {
	tb.st.In.Step(tb.st.VP)
	tb.st.Tick++
	if ran, err := stepOver(tb); ran {
		return err
	}
	return tb.Update(tb.st)
}

// show draws the table on its stage, and over it the overlay it opened.
func show(tb *Table, dst *ebiten.Image) {
	tb.Draw(dst, tb.st)
	if o := over(tb); o != nil {
		o.Draw(dst, tb.st)
	}
}
