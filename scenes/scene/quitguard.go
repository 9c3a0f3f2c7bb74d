package scene

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// QuitGuardTicks is how long a first Esc waits for the second: 2 s.
const QuitGuardTicks = 120

// QuitGuard makes Esc quit only when pressed twice within two seconds, so
// a stray key never closes the game (the setup's, a message's and the dice
// game's end).
type QuitGuard struct{ until uint64 }

// Esc handles an Esc: the first arms the guard, a second in time quits.
func (q *QuitGuard) Esc(c *Context) {
	if q.Armed(c) {
		c.Quit()
		return
	}
	q.until = c.Tick + QuitGuardTicks
}

// Armed reports whether a first Esc waits for the second.
func (q *QuitGuard) Armed(c *Context) bool { return q.until != 0 && c.Tick <= q.until }

// QuitGuardText is the guard's question.
const QuitGuardText = "Press Esc again to quit"

// Draw shows the guard's question at the bottom of the screen while armed.
func (q *QuitGuard) Draw(dst *ebiten.Image, c *Context) {
	if !q.Armed(c) {
		return
	}
	r, size := QuitGuardBox(c.Kit, c.VP, c.CSSUnits())
	c.Kit.RoundRect(dst, r, r.H/4, ui.WithAlpha(ui.RGB(0x10, 0x06, 0x1a), 0.92))
	c.Kit.TextFit(dst, QuitGuardText, ui.FontBold, size, r.W-16*size/15, r.CX(), r.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
}

// QuitGuardBox is the question's box and text size in a window of vp
// with cu logical units in a CSS pixel (Context.CSSUnits): the desktop's
// 15-unit text in a box of 340x34 near the bottom, and on a phone, where
// that would be under 12 CSS px, 14 CSS px (a box 34 CSS
// px high, as wide as the words need, within the screen).
func QuitGuardBox(k *ui.Kit, vp ui.Viewport, cu float64) (ui.Rect, float64) {
	u := ui.Unit(vp.W, vp.H)
	if 15*u >= 12*cu-1e-9 {
		return ui.R(vp.W/2-170*u, vp.H-46*u, 340*u, 34*u), 15 * u
	}
	size, h := 14*cu, 34*cu
	w := math.Min(k.TextWidth(QuitGuardText, ui.FontBold, size)+32*cu, vp.W-16*cu)
	return ui.R(vp.W/2-w/2, vp.H-h-12*cu, w, h), size
}
