package dicetable

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"

	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
)

// Hot seat: when the next person to decide is not the one who decided
// last, and money is face down, the table hides behind a handover screen
// ("Pass to Anna") until a tap or a key, so that Anna's money never shows
// while Bob still looks. Settings → Hand-over screen turns it off.

// HandoverScene is the opaque screen between two people's turns: the
// family's one handover screen (scenes/handover) as an overlay the
// window runs over the table (ui.Overlay).
type HandoverScene struct {
	name   string
	colour pieces.DieColour
	age    int // ticks since it was opened (handover.Passes)
}

// Name implements ui.Overlay.
func (h *HandoverScene) Name() string { return "handover" }

// Update implements ui.Overlay: a tap anywhere, Enter or Space goes on (not in
// the first few ticks, so that a press meant for the last turn does not).
func (h *HandoverScene) Update(c *ui.Stage) error {
	h.age++
	if h.age == 3 {
		c.Snap("handover")
	}
	for _, a := range c.In.Actions() {
		if handover.Passes(h.age, a) {
			c.Say(ui.CueClick)
			return ui.ErrClosed
		}
	}
	return nil
}

// Draw implements ui.Overlay: the screen over everything, nothing of the table.
func (h *HandoverScene) Draw(dst *ebiten.Image, c *ui.Stage) {
	l := handover.Lay(c.VP.W, c.VP.H)
	touch := c.In.Touch || !c.In.TouchKnown && ui.PhoneUpright(c.VP.W, c.VP.H)
	s := handover.Screen{Name: h.name, Colour: h.colour, Symbols: c.Symbols, Touch: touch}
	handover.Draw(c.Kit, dst, l, s, c.In.Hover(l.Button))
}

// handover shows the handover screen before seat's decision when another
// person decided last and money is face down; it reports whether it did.
func (t *Table) handover(c *ui.Stage, seat int) bool {
	last := t.lastHuman
	t.lastHuman = seat
	if last < 0 || last == seat || !c.Handover || c.Autoplay || t.src.Rules().OpenMoney {
		return false
	}
	c.OpenOver(&HandoverScene{name: t.names[seat], colour: t.seatColour(seat)})
	return true
}
