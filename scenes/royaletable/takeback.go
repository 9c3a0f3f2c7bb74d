package royaletable

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The table's "Take back" (royaleplay.Session.TakeBack), ui.TakeBack in
// the dock, where the person decides (the place of the payout's
// Continue): shown while the person's last decision may be taken back and
// the dock asks nothing else (no payout, no log or help over it);
// Backspace and Ctrl+Z count only while it shows. The session rolls on
// the Update after the decision's dice have flown, and the table holds it
// ui.HoldTicks more (never under ui.TakeBackMinHold, even at instant
// speed).

// takeBackShown reports whether the Take back button shows.
func (t *Table) takeBackShown() bool {
	if t.payout != nil || t.showLog || t.showHelp || !t.sess.CanTakeBack() {
		return false
	}
	st, _ := t.sess.Stage()
	return st == royaleplay.StageBusy
}

// takeBackInput follows the window's setting and takes the person's last
// decision back on the button, Backspace or Ctrl+Z; true if it did.
func (t *Table) takeBackInput() bool {
	t.sess.SetTakeBack(t.st.TakeBack)
	if i := t.tb.Input(t.in, t.sess.CanTakeBack(), t.takeBackShown(), t.lay.next); i >= 0 {
		t.in.Consume(i)
		return t.doTakeBack()
	}
	return false
}

// doTakeBack takes the decision back and draws the table from the
// restored state: the flights in the air and the undone move's mark go.
func (t *Table) doTakeBack() bool {
	p := t.sess.TakeBackSeat()
	if err := t.sess.TakeBack(); err != nil {
		t.msg = err.Error()
		return false
	}
	t.step, t.flights, t.payout, t.payFlights = nil, nil, nil, nil
	delete(t.moves, p)
	t.last = t.sess.View()
	t.focus, t.msg, t.sel = 0, "", ""
	t.tb.Reset()
	t.st.Say(ui.CueClick)
	return true
}

// takeBackHold reports whether the session is held after the flight of a
// person's decision that may still be taken back.
func (t *Table) takeBackHold() bool { return t.tb.Hold(t.sess.CanTakeBack(), t.motion) }

// drawTakeBack draws the Take back button while it is shown.
func (t *Table) drawTakeBack(dst *ebiten.Image) {
	if t.takeBackShown() {
		st := ui.BtnNormal
		if t.in.Hover(t.lay.next) {
			st = ui.BtnHover
		}
		t.button(dst, t.lay.next, ui.TakeBackLabel, st)
	}
}
