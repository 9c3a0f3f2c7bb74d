package dicetable

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The dice table's "Take back" (diceplay.Session.TakeBack), ui.TakeBack at
// Confirm's place: shown while the person's last placement may be taken
// back (until the next roll), no decision is asked and no payout is
// shown; Backspace and Ctrl+Z count only while it shows. The table's own
// pacing already waits after the placement's animation; the next roll
// then waits ui.HoldTicks more (never under ui.TakeBackMinHold, even at
// instant speed) so that the button can be reached. Only a GameSource
// takes back: a replay never does.

// tableTakeBack is the table's take-back state.
type tableTakeBack struct {
	ui.TakeBack
	logLen int // the table's log lines when the person last decided
}

// takeBacker is a source that can take a person's placement back.
type takeBacker interface {
	SetTakeBack(on bool)
	CanTakeBack() bool
	TakeBack() error
}

// takeBackSource is the table's source if it can take back, else nil.
func (t *Table) takeBackSource() takeBacker {
	tb, _ := t.src.(takeBacker)
	return tb
}

// takeBackShown reports whether the Take back button shows.
func (t *Table) takeBackShown() bool {
	tb := t.takeBackSource()
	return tb != nil && !t.deciding && t.payCasino == 0 && tb.CanTakeBack()
}

// takeBackInput follows the setting and takes the person's last placement
// back on the button, Backspace or Ctrl+Z; true if it did.
func (t *Table) takeBackInput(c *ui.Stage) bool {
	tb := t.takeBackSource()
	if tb == nil {
		return false
	}
	tb.SetTakeBack(c.TakeBack)
	if t.deciding {
		t.tb.logLen = len(t.log)
	}
	if i := t.tb.Input(c.In, tb.CanTakeBack(), t.takeBackShown(), t.L.Confirm); i >= 0 {
		c.In.Consume(i)
		return t.doTakeBack(c, tb)
	}
	return false
}

// doTakeBack takes the placement back and redraws the table from the
// restored state: the animation in progress, the placement's log lines
// and its mark go.
func (t *Table) doTakeBack(c *ui.Stage, tb takeBacker) bool {
	if t.payCasino != 0 {
		return false
	}
	if err := tb.TakeBack(); err != nil {
		t.lastErr = err.Error()
		return false
	}
	t.animOn, t.pace, t.fly, t.deciding = false, 0, flyInfo{}, false
	t.rollT = ui.Tween{}
	if n := t.tb.logLen; n <= len(t.log) {
		t.log = t.log[:n]
	}
	if p := t.lastHuman; p >= 0 && p < len(t.last.Seat) {
		t.last.Seat[p] = LastPlace{}
	}
	t.last.Line = ""
	t.tb = tableTakeBack{}
	t.m.Sync(t.src.View())
	t.placeDice(false)
	t.updatePrompt()
	c.Say(ui.CueClick)
	return true
}

// takeBackHold reports whether the next roll is held after the animation
// of a person's placement that may still be taken back.
func (t *Table) takeBackHold(c *ui.Stage) bool {
	tb := t.takeBackSource()
	return tb != nil && t.tb.Hold(tb.CanTakeBack(), motion(c))
}

// drawTakeBack draws the Take back button while it is shown.
func (t *Table) drawTakeBack(dst *ebiten.Image, c *ui.Stage) {
	if t.takeBackShown() {
		u := ui.Unit(c.VP.W, c.VP.H)
		c.Kit.Button(dst, t.L.Confirm, ui.TakeBackLabel, c.In.HoverState(t.L.Confirm, ui.BtnNormal), u)
	}
}
