package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Hot seat: when the next person to decide is not the one who decided
// last, and money is face down, the table hides behind a handover screen
// ("Pass to Anna") until a tap or a key, so that Anna's money never shows
// while Bob still looks: the family's one handover screen
// (handover.Overlay), which the window runs over the table. Settings →
// Hand-over screen turns it off.

// handover shows the handover screen before seat's decision when another
// person decided last and money is face down; it reports whether it did.
func (t *Table) handover(c *ui.Stage, seat int) bool {
	last := t.lastHuman
	t.lastHuman = seat
	if last < 0 || last == seat || !c.Handover || c.Autoplay || t.src.Rules().OpenMoney {
		return false
	}
	c.OpenOver(&handover.Overlay{Who: t.names[seat], Colour: t.seatColour(seat)})
	return true
}
