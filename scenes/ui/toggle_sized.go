package ui

import "github.com/hajimehoshi/ebiten/v2"

// ToggleSized draws an on/off switch as Toggle does, its hint under the
// label at hintSize (fitted into the row's width), where Toggle's is 11.5
// units: a screen that keeps its texts to a least size gives that size.
func (k *Kit) ToggleSized(dst *ebiten.Image, r Rect, label, hint string, hintSize float64, on, hover bool, u float64) {
	k.noteControl(r, label)
	k.control++
	defer func() { k.control-- }()
	if hover {
		k.RoundRect(dst, r, 6*u, colPanelHi)
	}
	pillW, pillH := 44*u, 22*u
	pill := Rect{r.MaxX() - pillW - 6*u, r.CY() - pillH/2, pillW, pillH}
	bg := RGB(0x3a, 0x44, 0x40)
	if on {
		bg = RGB(0x2f, 0xa8, 0x6f)
	}
	k.RoundRect(dst, pill, pillH/2, bg)
	kx := pill.X + pillH/2
	if on {
		kx = pill.MaxX() - pillH/2
	}
	k.Circle(dst, kx, pill.CY(), pillH/2-3*u, ColText)
	ty := r.CY()
	if hint != "" {
		ty = r.Y + r.H*0.34
		k.TextFit(dst, hint, FontRegular, hintSize, pill.X-r.X-14*u, r.X+8*u, r.Y+r.H*0.72, AlignLeft|AlignMiddle, ColTextDim)
	}
	k.TextFit(dst, label, FontBold, 14*u, pill.X-r.X-14*u, r.X+8*u, ty, AlignLeft|AlignMiddle, ColText)
}
