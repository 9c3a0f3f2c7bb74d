package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// DialogRect is a dialog box of w x h units (Unit) centred in vp, kept 20
// px inside its edges.
func DialogRect(vp Viewport, w, h float64) Rect {
	u := Unit(vp.W, vp.H)
	w = math.Min(w*u, vp.W-40)
	h = math.Min(h*u, vp.H-40)
	return R((vp.W-w)/2, (vp.H-h)/2, w, h)
}

// DrawDialog draws a dialog's shade over vp, its box r and its title, in
// unit u.
func DrawDialog(k *Kit, dst *ebiten.Image, vp Viewport, r Rect, title string, u float64) {
	k.FillRect(dst, R(0, 0, vp.W, vp.H), RGBA(0, 0, 0, 0x90))
	k.RoundRect(dst, r, 14*u, RGBA(0x07, 0x14, 0x10, 0xfa))
	k.StrokeRoundRect(dst, r, 14*u, 2*u, ColGold)
	k.Text(dst, title, FontBold, 22*u, r.X+20*u, r.Y+26*u, AlignLeft|AlignMiddle, ColGold)
}

// HoverState is a button's state: base, or its hover state while the
// pointer is over r.
func (in *Input) HoverState(r Rect, base ButtonState) ButtonState {
	if in.Hover(r) {
		if base == BtnPrimary {
			return BtnPrimaryHover
		}
		return BtnHover
	}
	return base
}
