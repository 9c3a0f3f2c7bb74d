package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
)

// Hot seat: before a person's pick the session waits at its handover
// (cardplay.StageHandover), its view holding no hand, until the person
// takes the screen (Confirm). The table then opens the family's one
// handover screen over itself (handover.Overlay, "Pass to Leo"), once,
// and the window runs it until it is passed; passing it confirms the
// session and the hand shows. With the handovers off (the setting, or
// bots in every seat) the session never waits there, and nothing opens.

// handOver opens the handover overlay when the session waits for the
// screen and no reveal is shown, unless it is open already.
func (t *Table) handOver() {
	st, seat := t.sess.Stage()
	if st != cardplay.StageHandover {
		t.handing = false
		return
	}
	if t.handing || t.rev != nil {
		return
	}
	t.handing = true
	t.st.OpenOver(&handover.Overlay{Who: t.sess.Name(seat), Colour: seatColour(seat), OnPass: t.passed})
}

// passed is the handover passed: the session shows the hand.
func (t *Table) passed() {
	t.handing = false
	_ = t.sess.Confirm()
}
