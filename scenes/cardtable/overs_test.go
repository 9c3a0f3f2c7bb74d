//go:build !js

package cardtable

import (
	"errors"

	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// over is the overlay on top of tb (nil: none).
func over(tb *Table) ui.Overlay {
	if o := overs[tb]; len(o) > 0 {
		return o[len(o)-1]
	}
	return nil
}

// stepOver runs a tick of the overlay on top of tb, as the window does in
// the table's place, closing it when its Update says so; it reports
// whether there was one.
func stepOver(tb *Table) (bool, error) {
	o := over(tb)
	if o == nil {
		return false, nil
	}
	err := o.Update(tb.st)
	if errors.Is(err, ui.ErrClosed) {
		overs[tb] = overs[tb][:len(overs[tb])-1]
		err = nil
	}
	return true, err
}

// handOverlay is the handover open over tb (nil: none, or another
// overlay on top).
func handOverlay(tb *Table) *handover.Overlay {
	o, _ := over(tb).(*handover.Overlay)
	return o
}

// passOver passes the handover over tb at once, as a person's tap on it
// would: the overlay closes and confirms the session. With none open (the
// table has not run since the session came to its handover) it confirms
// the session.
func passOver(tb *Table) {
	if o := handOverlay(tb); o != nil {
		overs[tb] = overs[tb][:len(overs[tb])-1]
		if o.OnPass != nil {
			o.OnPass()
		}
		return
	}
	_ = tb.sess.Confirm()
}
