package royaletable

import (
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
)

// Hot seat: before a secret choice (Lucky Punch's tokens, Black Box's
// cards) the session waits at its handover (royaleplay.StageHandover),
// its view hiding the choice, until the person takes the screen
// (Confirm); after it, until they pass the screen back (Session.After).
// The table then opens the family's one handover screen over itself
// (handover.Overlay: "Pass to Leo", or "Leo has chosen"), once, when no
// step or payout is shown, and the window runs it until it is passed;
// passing it confirms the session. With the handovers off (the setting,
// or bots in every seat) the session never waits there, and nothing
// opens.

// handOver opens the handover overlay when the session waits for the
// screen and the table shows no step or payout, unless it is open
// already.
func (t *Table) handOver() {
	st, seat := t.sess.Stage()
	if st != royaleplay.StageHandover {
		t.handing = false
		return
	}
	if t.handing || t.step != nil || t.payout != nil {
		return
	}
	t.handing = true
	o := &handover.Overlay{Colour: ownerColour(seat), OnPass: t.passed}
	if seat >= 0 && seat < len(t.sess.Seats()) {
		o.Who = t.sess.Name(seat)
	}
	if t.sess.After() {
		o.Moment = handover.After
	}
	t.st.OpenOver(o)
}

// passed is the handover passed: the session goes on (the choice shows,
// or after it the game).
func (t *Table) passed() {
	t.handing = false
	_ = t.sess.Confirm()
}
