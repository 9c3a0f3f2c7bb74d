package cardtable

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The table's "Take back" (cardplay.Session.TakeBack): a button where the
// person decides (the Confirm button's place in the hand area), shown
// while the person's last decision may be taken back and nothing else is
// asked of them there, and the keys Backspace and Ctrl+Z.
//
// Pacing: the session draws the chance outcome that follows a person's
// decision on the Update after it, which the table calls only once the
// decision's reveal has flown; the table then holds the session for
// takeBackHoldTicks more (scaled by the speed setting, none at instant),
// so that the take-back can be reached before the next card is drawn.

// takeBackHoldTicks is how long, at normal speed, the table waits after the
// reveal of a person's decision before the game moves on.
const takeBackHoldTicks = 45

// takeBackGate is how many ticks the button shows before a click on it
// counts (the keys count at once).
const takeBackGate = 10

// takeBack is the table's take-back state.
type takeBack struct {
	held     int  // ticks held since the reveal of the decision ended
	released bool // the hold is over: the session moves on
	shownFor int  // ticks the button has shown: a click counts from takeBackGate on
}

// takeBackShown reports whether the Take back button shows: a decision
// may be taken back, and the hand area asks nothing else (no pick, no chip
// colour, no summary or payout).
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
	if !t.sess.CanTakeBack() {
		t.tb = takeBack{}
		return false
	}
	// A click counts once the button has shown for takeBackGate ticks: a
	// second click on Confirm, whose place it takes, never takes back.
	shown := t.takeBackShown()
	if shown {
		t.tb.shownFor++
	} else {
		t.tb.shownFor = 0
	}
	shown = shown && t.tb.shownFor > takeBackGate
	for _, a := range t.in.Actions() {
		switch {
		case a.Kind == ui.ActBackspace, a.Kind == ui.ActUndo,
			a.Kind == ui.ActClick && shown && t.lay.confirm.Contains(a.X, a.Y):
			return t.doTakeBack()
		}
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
	t.tb = takeBack{}
	t.handSeat = -2 // syncHand deals the restored hand again
	t.syncHand()
	t.st.Say(ui.CueClick)
	return true
}

// takeBackHold reports whether the session is held after the reveal of a
// person's decision that may still be taken back.
func (t *Table) takeBackHold() bool {
	if t.tb.released || !t.sess.CanTakeBack() {
		return false
	}
	if t.tb.held >= t.motion.Dur(takeBackHoldTicks) {
		t.tb.released = true
		return false
	}
	t.tb.held++
	return true
}

// drawTakeBack draws the Take back button while it is shown.
func (t *Table) drawTakeBack(dst *ebiten.Image) {
	if t.takeBackShown() {
		st := ui.BtnNormal
		if t.in.Hover(t.lay.confirm) {
			st = ui.BtnHover
		}
		t.kit.Button(dst, t.lay.confirm, "Take back", st, t.lay.bu())
	}
}
