package royaletable

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The log (L or the top bar's Log) shows what happened, in words, over the
// table at any moment but behind a handover (it holds what the screen's
// seat may see); the game waits while it is read. The arrows or the wheel
// scroll it back; L, Esc, Enter or a click close it.

// logAction handles a for the log; it reports whether the log took it.
func (t *Table) logAction(a ui.Action) bool {
	if !t.showLog {
		if !t.covered() && !t.showHelp && (a.Kind == ui.ActLog || (a.Kind == ui.ActClick && t.lay.logBtn.Contains(a.X, a.Y))) {
			t.showLog, t.logBack = true, 0
			return true
		}
		return false
	}
	switch a.Kind {
	case ui.ActLog, ui.ActCancel, ui.ActConfirm, ui.ActClick, ui.ActHelp:
		t.showLog = false
	case ui.ActUp, ui.ActPrev:
		t.logBack++
	case ui.ActDown, ui.ActNext:
		t.logBack--
	case ui.ActScroll:
		if a.DY > 0 {
			t.logBack += 3
		} else if a.DY < 0 {
			t.logBack -= 3
		}
	}
	t.logBack = min(max(t.logBack, 0), max(len(t.sess.Log())-1, 0))
	return true
}

// logLines wraps the log's lines to width w and keeps the n that end back
// lines before its end.
func logLines(k *ui.Kit, log []string, size, w float64, n, back int) []string {
	var all []string
	for _, line := range log {
		all = append(all, k.WrapLines(line, ui.FontRegular, size, w)...)
	}
	end := max(len(all)-back, min(n, len(all)))
	return all[max(end-n, 0):end]
}

// drawLog draws the log over the table.
func (t *Table) drawLog(dst *ebiten.Image) {
	k, u, l := t.kit, t.lay.u, t.lay
	panel, area, _, closeB, _ := l.helpArea()
	k.FillRect(dst, ui.R(0, 0, l.W, l.H), color.RGBA{0, 0, 0, 0x90})
	k.RoundRect(dst, panel, 10*u, ui.RGB(0x06, 0x12, 0x0e))
	k.Panel(dst, panel, u, ui.ColGold, 0)
	in := panel.Inset(14 * u)
	t.textFit(dst, "What happened", ui.FontBold, 20*u, in.W, in.X, in.Y+14*u, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	size := math.Max(15*u, l.minText)
	lh := size * 1.35
	h := closeB.Y - area.Y - 8*u
	lines := logLines(k, t.sess.Log(), size, area.W, max(int(h/lh), 1), t.logBack)
	for i, line := range lines {
		c := ui.ColText
		if i == len(lines)-1 && t.logBack == 0 {
			c = ui.ColGold
		}
		t.text(dst, line, ui.FontRegular, size, area.X, area.Y+float64(i)*lh, ui.AlignLeft|ui.AlignTop, c)
	}
	hint := "Up and down scroll; L or Esc closes"
	if t.touch() {
		hint = "Tap anywhere to close"
	}
	t.textFit(dst, hint, ui.FontRegular, math.Max(13*u, l.minText), closeB.X-area.X-8*u, area.X, closeB.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	t.button(dst, closeB, "Close", ui.BtnPrimary)
}
