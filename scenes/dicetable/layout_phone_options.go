package dicetable

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A decision's options on a phone. The option row holds as many buttons
// as fit at a tap's width (44 units: 44 CSS px or more on any phone);
// more go into rows over it, in the arena's dice area (a Kicker's targets
// on a five-seat casino are up to eleven: a die and a Biggy of each seat
// and the white dice). A Kicker's target is a die in its owner's colour
// (a Biggy large), the names beside them where every button holds its
// name at 14 units (they did not fit a tap's width at 12 CSS px); the
// prompt names the one chosen (PreviewKick). The casino's groups are no
// target on a phone (they were 13 to 30 units tall).

// phoneOptGap is the gap between a phone's option buttons, in units.
const phoneOptGap = 4

// PhoneOptionRects lays n option buttons out on phone layout L into out
// (len(out) at least n), the first ones in the top row, and returns
// their number.
func PhoneOptionRects(L *TableLayout, n int, out []ui.Rect) int {
	n = min(n, len(out))
	if n <= 0 {
		return 0
	}
	u, row := L.U, ArenaOptionRow(L)
	gap, tap := phoneOptGap*u, ui.PhoneTapH*u
	cols := max(1, min(n, int((row.W+gap)/(tap+gap))))
	rows := (n + cols - 1) / cols
	h := math.Max(row.H, tap)
	for r := 0; r < rows; r++ {
		k := min(cols, n-r*cols) // the buttons in this row
		bw := math.Min(190*u, (row.W-float64(cols-1)*gap)/float64(cols))
		x := row.X + (row.W-(bw*float64(k)+gap*float64(k-1)))/2
		y := row.Y + row.H - h - float64(rows-1-r)*(h+gap)
		for j := 0; j < k; j++ {
			out[r*cols+j] = ui.R(x, y, bw, h)
			x += bw + gap
		}
	}
	return n
}

// kickNamesFit reports whether every Kicker's button holds its label
// beside its die at 14 units: the names show on all of them or on none.
func (t *Table) kickNamesFit(k *ui.Kit) bool {
	for j := 0; j < t.nOptRects; j++ {
		i := t.optIdx[j]
		if i < 0 || i >= len(t.legal) || i >= len(t.optLabels) {
			return false
		}
		r := t.optRects[j]
		ds, dw := kickDie(r, t.L.U, t.legal[i])
		if dw+(6+16)*t.L.U+k.TextWidth(t.optLabels[i], ui.FontBold, t.L.TextSize(14)) > r.W || ds <= 0 {
			return false
		}
	}
	return true
}

// kickDie is the size of kick a's die in button r and its drawn width.
func kickDie(r ui.Rect, u float64, a dice.Action) (ds, dw float64) {
	ds = math.Min(26*u, math.Min(r.W, r.H)*0.6)
	if a.Target.Kind == dice.Biggy {
		return ds, ds * pieces.BiggyScale // drawn BiggyScale larger
	}
	return ds, ds
}

// drawKickOption draws option button r of kick a on a phone: a die of
// the target's owner's colour, a Biggy large, showing the casino's
// number, and beside it its label where named (kickNamesFit).
func (t *Table) drawKickOption(dst *ebiten.Image, c *ui.Stage, r ui.Rect, a dice.Action, label string, named bool, st ui.ButtonState) {
	k, u := c.Kit, t.L.U
	k.Button(dst, r, "", st, u)
	q := int(a.Target.Owner)
	face := t.kickCasinoIndex()
	if face == SlotIndex && q >= 0 && q < Participants {
		face = max(t.m.Casino[SlotIndex].High[q], 1)
	}
	ds, dw := kickDie(r, u, a)
	style := pieces.DieStyle{Colour: t.seatColour(q), Symbols: c.Symbols, Biggy: a.Target.Kind == dice.Biggy}
	if !named {
		pieces.Die(k, dst, r.CX(), r.CY(), ds, style, face, 0, 1)
		return
	}
	size, gap := t.L.TextSize(14), 6*u
	tw := k.TextWidth(label, ui.FontBold, size)
	x := r.CX() - (dw+gap+tw)/2
	pieces.Die(k, dst, x+dw/2, r.CY(), ds, style, face, 0, 1)
	fg := ui.ColText
	if st == ui.BtnActive {
		fg = ui.RGB(0xff, 0xff, 0xff)
	}
	k.Text(dst, label, ui.FontBold, size, x+dw+gap, r.CY(), ui.AlignLeft|ui.AlignMiddle, fg)
}
