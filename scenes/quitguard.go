package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// quitGuardTicks is how long a first Esc waits for the second: 2 s.
const quitGuardTicks = 120

// quitGuard makes Esc quit only when pressed twice within two seconds, so a
// stray key never closes the game.
type quitGuard struct{ until uint64 }

// esc handles an Esc: the first arms the guard, a second in time quits.
func (q *quitGuard) esc(c *Context) {
	if q.armed(c) {
		c.Quit()
		return
	}
	q.until = c.Tick + quitGuardTicks
}

func (q *quitGuard) armed(c *Context) bool { return q.until != 0 && c.Tick <= q.until }

// draw shows the guard's question at the bottom of the screen while armed.
func (q *quitGuard) draw(dst *ebiten.Image, c *Context) {
	if !q.armed(c) {
		return
	}
	u := ui.Unit(c.VP.W, c.VP.H)
	r := ui.R(c.VP.W/2-170*u, c.VP.H-46*u, 340*u, 34*u)
	c.Kit.RoundRect(dst, r, 8*u, ui.WithAlpha(ui.RGB(0x10, 0x06, 0x1a), 0.92))
	c.Kit.TextFit(dst, "Press Esc again to quit", ui.FontBold, 15*u, r.W-16*u, r.CX(), r.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
}
