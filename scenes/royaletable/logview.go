package royaletable

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The log (L or the top bar's Log) shows what happened, in words, over the
// table at any moment but behind a handover (it holds what the screen's
// seat may see; the handover's overlay covers the table and takes the
// input); the game waits while it is read. It is the tables'
// ui.LogPanel: the arrows, the wheel and its Older and Newer buttons
// scroll it back; L, Esc, Enter, F1, Close or a click elsewhere close it.

// logHint is what the log's foot says, by keys or by touch.
var logHint = [2]string{"Up and down scroll; L or Esc closes", "A tap beside the buttons closes it"}

// logAction handles a for the log; it reports whether the log took it.
func (t *Table) logAction(a ui.Action) bool {
	if !t.showLog {
		if !t.covered() && !t.showHelp && (a.Kind == ui.ActLog || (a.Kind == ui.ActClick && t.lay.logBtn.Contains(a.X, a.Y))) {
			t.showLog = true
			t.logPanel().Reset()
			return true
		}
		return false
	}
	if a.Kind == ui.ActHelp || t.logPanel().Input(a) {
		t.showLog = false
	}
	return true
}

// logLook is how the log looks at layout l, touch: for a finger.
func (l *layout) logLook(touch bool) ui.LogLook {
	hint := logHint[0]
	if touch {
		hint = logHint[1]
	}
	return ui.LogLook{Size: math.Max(15*l.u, l.minText), Least: l.minText, U: l.u, Tap: math.Max(44*l.u, l.tap), BtnU: math.Max(l.u, l.minText/15),
		Title: "What happened", Hint: hint, Buttons: true, Close: true, Newest: ui.ColGold, Older: ui.ColText}
}

// logPanel is the table's log panel, placed for its layout (where the
// help shows) and fitted to the log.
func (t *Table) logPanel() *ui.LogPanel {
	panel, _, _, _, _ := t.lay.helpArea()
	t.logView.Place(panel, t.lay.logLook(t.touch()))
	t.logView.Fit(t.kit, t.sess.Log())
	return &t.logView
}

// drawLog draws the log over the table.
func (t *Table) drawLog(dst *ebiten.Image) {
	l := t.lay
	t.kit.FillRect(dst, ui.R(0, 0, l.W, l.H), color.RGBA{0, 0, 0, 0x90})
	t.logPanel().Draw(dst, t.kit, t.sess.Log())
}
