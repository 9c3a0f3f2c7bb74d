package royaletable

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The dock's recent lines (drawWaiting: the log's last lines under what
// the table waits for) are whole, as the top bar's line is: each on one
// line shrunk down to the least text or on two broken between phrases
// (ui.FitBarLine), the newest at the bottom, as many whole lines as the
// dock holds; only the newest, where even two lines at the least text
// cannot hold it, ends with "…" (the log keeps it whole). At 640x360 they
// had the prompt's side of the dock, 40% of the width, one row each, where
// a roll's line was cut ("You rolled 3, 3, 3, 3, 4, 5, 6 and your…"); they
// now have the dock's width (dockLogRect), on up to three rows.

// dockLogRect is where the dock's recent lines go: under what the table
// waits for, to the dock's foot, as wide as the dock (on a phone on its
// side the prompt's 40% and the buttons' room beside it, empty while the
// table waits); where the button (Take back) shows (tb), beside it, or
// under it where the dock holds three rows there.
func (l *layout) dockLogRect(tb bool) ui.Rect {
	y := l.prompt.Y + l.promptSize()*1.3
	right := math.Max(l.prompt.MaxX(), l.buttons.MaxX())
	if tb && y < l.next.MaxY() {
		if under := l.next.MaxY() + 4*l.u; !l.wide && l.dock.MaxY()-4*l.u-under >= 3*l.minText*ui.BarLead {
			y = under
		} else {
			right = l.next.X - 12*l.u
		}
	}
	return ui.R(l.prompt.X, y, right-l.prompt.X, l.dock.MaxY()-4*l.u-y)
}

// dockLogMost is the most recent lines the dock shows.
const dockLogMost = 8

// dockLogKey is what the dock's lines depend on.
type dockLogKey struct {
	n                    int
	last                 string
	w, h, size, least, u float64
}

// dockLog is the dock's recent lines as fitted, oldest first, and the
// height of each with the gap after it.
type dockLog struct {
	key   dockLogKey
	ok    bool
	lines [dockLogMost]ui.BarLine
	n     int
}

// lineGap is the gap between two of the dock's lines, in their size.
const lineGap = 0.3

// layDockLog fits log's last lines into w by h at size (down to least).
func layDockLog(k measurer, log []string, w, h, size, least float64) dockLog {
	var d dockLog
	var rev [dockLogMost]ui.BarLine
	room := [3]float64{w, w, w}
	left := h
	for i := len(log) - 1; i >= 0 && d.n < dockLogMost; i-- {
		bt := ui.FitBarLine(k, log[i], size, least, left, room, 3)
		need := float64(bt.N) * bt.Size * ui.BarLead
		if d.n > 0 && (need > left || bt.Text() != log[i]) {
			break // show fewer lines, each whole
		}
		rev[d.n], d.n = bt, d.n+1
		left -= need + lineGap*bt.Size
	}
	for i := 0; i < d.n; i++ {
		d.lines[i] = rev[d.n-1-i]
	}
	return d
}

// drawDockLog draws the log's last lines in the dock from y down, w wide
// at x, h high; the fit kept (Table.dockLog).
func (t *Table) drawDockLog(dst *ebiten.Image, log []string, x, y, w, h float64) {
	if len(log) == 0 {
		return
	}
	size := max(15*t.lay.u, t.lay.minText)
	key := dockLogKey{n: len(log), last: log[len(log)-1], w: w, h: h, size: size, least: t.lay.minText, u: t.lay.u}
	if !t.dockLog.ok || t.dockLog.key != key {
		t.dockLog = layDockLog(t.kit, log, w, h, size, t.lay.minText)
		t.dockLog.key, t.dockLog.ok = key, true
	}
	d := &t.dockLog
	for i := 0; i < d.n; i++ {
		bt := &d.lines[i]
		a := 0.55 + 0.45*float64(i+1)/float64(d.n)
		for j := 0; j < bt.N; j++ {
			t.kit.Text(dst, bt.Lines[j], ui.FontRegular, bt.Size, x, y+bt.Size*ui.BarLead*(float64(j)+0.5), ui.AlignLeft|ui.AlignMiddle, ui.WithAlpha(ui.ColText, a))
		}
		y += float64(bt.N)*bt.Size*ui.BarLead + lineGap*bt.Size
	}
}
