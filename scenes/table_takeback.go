package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The dice table's "Take back" (diceplay.Session.TakeBack): the button at
// Confirm's place, shown while the person's last placement may be taken
// back (until the next roll) and no decision is asked, and the keys
// Backspace and Ctrl+Z. The table's own pacing already waits after the
// placement's animation; the next roll then waits takeBackHoldTicks more
// (scaled by the speed setting, none at instant) so that the button can
// be reached. Only a GameSource takes back: a replay never does.

// takeBackHoldTicks is how long, at normal speed, the table waits after
// the animation of a person's placement before the next roll.
const takeBackHoldTicks = 45

// takeBackGate is how many ticks the button shows before a click on it
// counts (the keys count at once).
const takeBackGate = 10

// tableTakeBack is the table's take-back state.
type tableTakeBack struct {
	held     int  // ticks held since the placement's animation ended
	released bool // the hold is over: the game moves on
	shownFor int  // ticks the button has shown: a click counts from takeBackGate on
	logLen   int  // the table's log lines when the person last decided
}

// takeBacker is a source that can take a person's placement back.
type takeBacker interface {
	SetTakeBack(on bool)
	CanTakeBack() bool
	TakeBack() error
}

// SetTakeBack turns take-backs on or off (the window's setting).
func (g *GameSource) SetTakeBack(on bool) { g.S.SetTakeBack(on) }

// CanTakeBack reports whether the person's last placement may be taken
// back now.
func (g *GameSource) CanTakeBack() bool { return g.S.CanTakeBack() }

// TakeBack takes the person's last placement back; the events not yet
// shown are dropped with it.
func (g *GameSource) TakeBack() error {
	if err := g.S.TakeBack(); err != nil {
		return err
	}
	g.queue, g.head = g.queue[:0], 0
	return nil
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
func (t *Table) takeBackInput(c *Context) bool {
	tb := t.takeBackSource()
	if tb == nil {
		return false
	}
	tb.SetTakeBack(!c.Settings.NoTakeBack)
	if t.deciding {
		t.tb.logLen = len(t.log)
	}
	if !tb.CanTakeBack() {
		t.tb.held, t.tb.released, t.tb.shownFor = 0, false, 0
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
	for i, a := range c.Input.Actions() {
		if a.Kind == ui.ActBackspace || a.Kind == ui.ActUndo || (a.Kind == ui.ActClick && shown && t.L.Confirm.Contains(a.X, a.Y)) {
			c.Input.Consume(i)
			return t.doTakeBack(c, tb)
		}
	}
	return false
}

// doTakeBack takes the placement back and redraws the table from the
// restored state: the animation in progress, the placement's log lines
// and its mark go.
func (t *Table) doTakeBack(c *Context, tb takeBacker) bool {
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
	if p := t.lastHuman; p >= 0 && p < len(t.last) {
		t.last[p] = lastPlace{}
	}
	t.lastLine = ""
	t.tb = tableTakeBack{}
	t.m.sync(t.src.View())
	t.placeDice(false)
	t.updatePrompt()
	c.Play(SndClick)
	return true
}

// takeBackHold reports whether the next roll is held after the animation
// of a person's placement that may still be taken back.
func (t *Table) takeBackHold(c *Context) bool {
	tb := t.takeBackSource()
	if tb == nil || t.tb.released || !tb.CanTakeBack() {
		return false
	}
	if t.tb.held >= c.Motion().Dur(takeBackHoldTicks) {
		t.tb.released = true
		return false
	}
	t.tb.held++
	return true
}

// drawTakeBack draws the Take back button while it is shown.
func (t *Table) drawTakeBack(dst *ebiten.Image, c *Context) {
	if t.takeBackShown() {
		u := ui.Unit(c.VP.W, c.VP.H)
		c.Kit.Button(dst, t.L.Confirm, "Take back", hoverState(c, t.L.Confirm, ui.BtnNormal), u)
	}
}
