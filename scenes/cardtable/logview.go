package cardtable

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The log panel (L or the Log button, at every stage: the handover and
// the game's end too). It shows what the viewer may read (in hot seat
// nobody's cards), newest at the bottom, wrapped to the panel; the wheel,
// the arrow keys and its Older and Newer buttons go back through the
// whole log, and Esc, L or a tap elsewhere close it.

// logParts are the log panel's rectangles: the panel, its text and its
// two buttons.
type logParts struct {
	panel, text, older, newer ui.Rect
}

func (l *layout) logParts() logParts {
	u := l.u
	var p logParts
	p.panel = ui.R(l.W*0.04, l.top.MaxY()+10*u, l.W*0.92, l.H-l.top.MaxY()-30*u)
	in := p.panel.Inset(18 * u)
	bh := ui.Clamp(l.tap, 36*u, in.H/4)
	bw := ui.Clamp(in.W*0.3, bh*1.6, 180*u)
	p.newer = ui.R(in.MaxX()-bw, in.MaxY()-bh, bw, bh)
	p.older = ui.R(p.newer.X-bw-10*u, p.newer.Y, bw, bh)
	p.text = ui.R(in.X, in.Y+36*u, in.W, p.older.Y-in.Y-46*u)
	return p
}

// logSize is the size of the log's words.
func (l *layout) logSize() float64 { return ui.Clamp(l.tap*0.42, 15*l.u, 40*l.u) }

// logInput handles one action while the log is open; it reports whether
// the log took it (false: the action closes the log).
func (t *Table) logInput(a ui.Action) bool {
	p := t.lay.logParts()
	switch {
	case a.Kind == ui.ActScroll:
		t.logBack += int(a.DY * 3)
	case a.Kind == ui.ActUp || a.Kind == ui.ActPrev,
		a.Kind == ui.ActClick && p.older.Contains(a.X, a.Y):
		t.logBack += 5
	case a.Kind == ui.ActDown || a.Kind == ui.ActNext,
		a.Kind == ui.ActClick && p.newer.Contains(a.X, a.Y):
		t.logBack -= 5
	case a.Kind == ui.ActCancel || a.Kind == ui.ActClick || a.Kind == ui.ActLog:
		return false
	default:
		return true
	}
	t.logBack = max(t.logBack, 0) // drawLog keeps it within the log
	return true
}

// logWindow is which of the wrapped lines n show, back lines from the
// newest: the first and one past the last, and back as it may be.
func logWindow(total, n, back int) (from, to, b int) {
	n = max(n, 1)
	b = min(max(back, 0), max(total-n, 0))
	to = total - b
	return max(to-n, 0), to, b
}

// drawLog draws the log panel.
func (t *Table) drawLog(dst *ebiten.Image) {
	k, u, l := t.kit, t.lay.u, t.lay
	p := l.logParts()
	k.RoundRect(dst, p.panel, 10*u, ui.RGB(0x06, 0x12, 0x0e))
	k.Panel(dst, p.panel, u, ui.ColNeonCyan, 0)
	in := p.panel.Inset(18 * u)
	size := l.logSize()
	k.TextFit(dst, "Log (L, Esc or a tap closes it)", ui.FontBold, size*1.15, in.W, in.X, in.Y+14*u, ui.AlignLeft|ui.AlignMiddle, ui.ColNeonCyan)
	var lines []string
	for _, line := range t.sess.Log() {
		lines = append(lines, k.WrapLines(line, ui.FontRegular, size, p.text.W)...)
	}
	lh := size * 1.35
	from, to, back := logWindow(len(lines), int(p.text.H/lh), t.logBack)
	for i, line := range lines[from:to] {
		k.Text(dst, line, ui.FontRegular, size, p.text.X, p.text.Y+lh*float64(i), ui.AlignLeft|ui.AlignTop, ui.ColText)
	}
	older, newer := ui.BtnNormal, ui.BtnNormal
	if from == 0 {
		older = ui.BtnDisabled
	}
	if back == 0 {
		newer = ui.BtnDisabled
	}
	k.Button(dst, p.older, "Older", older, l.bu())
	k.Button(dst, p.newer, "Newer", newer, l.bu())
	if len(lines) > 0 {
		k.TextFit(dst, fmt.Sprintf("lines %d-%d of %d", from+1, to, len(lines)), ui.FontRegular, size*0.85, p.older.X-in.X-10*u, in.X, p.older.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	}
}
