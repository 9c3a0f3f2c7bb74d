package dicetable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// drawLastPlacement rings participant q's cell on casino idx when it holds
// a seat's last placement (white dice placed alone: the white cell), in
// the seat's colour, with "+N" (the dice units added) at its top.
func (t *Table) drawLastPlacement(dst *ebiten.Image, c *ui.Stage, cell ui.Rect, idx, q int) {
	for p := 0; p < t.m.Players; p++ {
		if t.last.Seat[p].Casino == idx && t.last.Seat[p].Owner == q {
			t.drawRing(dst, c, cell, p)
		}
	}
}

func (t *Table) drawRing(dst *ebiten.Image, c *ui.Stage, cell ui.Rect, q int) {
	k, u := c.Kit, t.L.U
	col := pieces.PlayerColour(t.seatColour(q))
	r := cell.Inset(1.5 * u)
	k.StrokeRoundRect(dst, r, 6*u, 2*u, ui.WithAlpha(col, 0.9))
	n := t.last.Seat[q].Units
	if n <= 0 {
		return
	}
	label := plusLabel[min(n, len(plusLabel)-1)]
	size := ui.Clamp(r.H*0.3, 9*u, 12*u)
	if t.L.Land {
		size = t.L.MinText // 12 CSS px on a phone held on its side
	}
	tw := k.TextWidth(label, ui.FontBold, size) + 8*u
	tag := ui.R(r.MaxX()-tw-2*u, r.Y+2*u, tw, size*1.3)
	k.RoundRect(dst, tag, tag.H/2, col)
	k.Text(dst, label, ui.FontBold, size, tag.CX(), tag.CY(), ui.AlignCenter|ui.AlignMiddle, ui.RGB(0x10, 0x10, 0x10))
}

var plusLabel = [...]string{"+0", "+1", "+2", "+3", "+4", "+5", "+6", "+7", "+8", "+9", "+10", "+11", "+12", "+13", "+14", "+15", "+16"}
