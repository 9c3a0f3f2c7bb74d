package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Hot seat: when the next person to decide is not the one who decided
// last, and money is face down, the table hides behind a handover screen
// ("Pass to Anna") until a tap or a key, so that Anna's money never shows
// while Bob still looks. Settings → Hand-over screen turns it off.

// HandoverScene is the opaque screen between two people's turns.
type HandoverScene struct {
	name   string
	colour pieces.DieColour
	age    int
}

// Name implements Scene.
func (h *HandoverScene) Name() string { return "handover" }

func (h *HandoverScene) button(c *Context) ui.Rect {
	u := ui.Unit(c.VP.W, c.VP.H)
	w := math.Min(c.VP.W-48*u, 360*u)
	return ui.R((c.VP.W-w)/2, c.VP.H/2+50*u, w, math.Max(48*u, c.VP.H*0.055))
}

// Update implements Scene: a tap anywhere, Enter or Space goes on (not in
// the first few ticks, so that a press meant for the last turn does not).
func (h *HandoverScene) Update(c *Context) error {
	h.age++
	if h.age == 3 {
		c.Shot("handover")
	}
	if h.age < 10 {
		return nil
	}
	for _, a := range c.Input.Actions() {
		switch a.Kind {
		case ui.ActConfirm, ui.ActClick:
			c.Play(SndClick)
			c.Pop()
			return nil
		}
	}
	return nil
}

// Draw implements Scene: the felt over everything, nothing of the table.
func (h *HandoverScene) Draw(dst *ebiten.Image, c *Context) {
	k := c.Kit
	u := ui.Unit(c.VP.W, c.VP.H)
	k.Felt(dst)
	col := pieces.PlayerColour(h.colour)
	pieces.Die(k, dst, c.VP.W/2, c.VP.H/2-110*u, 56*u, pieces.DieStyle{Colour: h.colour, Symbols: c.Settings.Symbols}, 6, 0, 1)
	k.TextFit(dst, "Pass to "+h.name, ui.FontBold, 40*u, c.VP.W-48*u, c.VP.W/2, c.VP.H/2-30*u, ui.AlignCenter|ui.AlignMiddle, col)
	k.TextFit(dst, "Money is face down: only "+h.name+" should see what comes next.", ui.FontRegular, 16*u, c.VP.W-48*u, c.VP.W/2, c.VP.H/2+14*u, ui.AlignCenter|ui.AlignMiddle, ui.ColText)
	b := h.button(c)
	label := h.name + " is here — show the table"
	if h.name == "You" {
		label = "I'm here — show my table"
	}
	k.Button(dst, b, label, hoverState(c, b, ui.BtnPrimary), u)
}

// handover shows the handover screen before seat's decision when another
// person decided last and money is face down; it reports whether it did.
func (t *Table) handover(c *Context, seat int) bool {
	last := t.lastHuman
	t.lastHuman = seat
	if last < 0 || last == seat || c.Settings.NoHandover || c.Opts.Autoplay || t.src.Rules().OpenMoney {
		return false
	}
	c.Push(&HandoverScene{name: t.names[seat], colour: t.seatColour(seat)})
	return true
}
