//go:build !js

package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// over is the overlay on top of tb (nil: none).
func over(tb *Table) ui.Overlay { return overs[tb].Top() }

// stepOver runs a tick of the overlay on top of tb, as the window does in
// the table's place; it reports whether there was one.
func stepOver(tb *Table) (bool, error) { return overs[tb].Step(tb.st) }

// handOverlay is the handover open over tb (nil: none, or another
// overlay on top).
func handOverlay(tb *Table) *handover.Overlay { return overs[tb].Handover() }

// passOver passes the handover over tb at once, as a person's tap on it
// would: the overlay closes and confirms the session. With none open (the
// table has not run since the session came to its handover) it confirms
// the session.
func passOver(tb *Table) {
	if o := handOverlay(tb); o != nil {
		overs[tb].Drop()
		if o.OnPass != nil {
			o.OnPass()
		}
		return
	}
	_ = tb.sess.Confirm()
}
