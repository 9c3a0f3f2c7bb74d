package cardtable

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The table's "Take back" (cardplay.Session.TakeBack), ui.TakeBack at the
// Confirm button's place in the hand area: shown while the person's last
// decision may be taken back and nothing else is asked of them there (no
// pick, no chip colour, no summary or payout, no log or rules over it);
// Backspace and Ctrl+Z count only while it shows. The session draws the
// next card on the Update after the decision's reveal has flown, and the
// table holds it ui.HoldTicks more (never under ui.TakeBackMinHold, even
// at instant speed).

// takeBackShown reports whether the Take back button shows.
func (t *Table) takeBackShown() bool {
	if t.summary || t.payout || t.showLog || t.showHelp || !t.sess.CanTakeBack() {
		return false
	}
	st, _ := t.sess.Stage()
	return st == cardplay.StageBusy
}

// takeBackInput follows the window's setting and takes the person's last
// decision back on the button, Backspace or Ctrl+Z; true if it did.
func (t *Table) takeBackInput() bool {
	t.sess.SetTakeBack(t.st.TakeBack)
	if i := t.tb.Input(t.in, t.sess.CanTakeBack(), t.takeBackShown(), t.lay.confirm); i >= 0 {
		t.in.Consume(i)
		return t.doTakeBack()
	}
	return false
}

// doTakeBack takes the decision back and draws the table from the
// restored state: the reveal in flight and the last moves' marks go.
func (t *Table) doTakeBack() bool {
	if err := t.sess.TakeBack(); err != nil {
		t.say("%v", err)
		return false
	}
	t.rev, t.payout, t.summary, t.summed = nil, false, false, false
	t.last = [cards.MaxPlayers]cards.Pick{}
	t.hint = nil
	t.tb.Reset()
	t.handSeat = -2 // syncHand deals the restored hand again
	t.syncHand()
	t.st.Say(ui.CueClick)
	return true
}

// takeBackHold reports whether the session is held after the reveal of a
// person's decision that may still be taken back.
func (t *Table) takeBackHold() bool { return t.tb.Hold(t.sess.CanTakeBack(), t.motion) }

// drawTakeBack draws the Take back button while it is shown.
func (t *Table) drawTakeBack(dst *ebiten.Image) {
	if t.takeBackShown() {
		st := ui.BtnNormal
		if t.in.Hover(t.lay.confirm) {
			st = ui.BtnHover
		}
		t.kit.Button(dst, t.lay.confirm, ui.TakeBackLabel, st, t.lay.bu())
	}
}
