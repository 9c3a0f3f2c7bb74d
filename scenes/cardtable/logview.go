package cardtable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The log panel (L or the Log button, at every stage but the handover,
// whose overlay covers the table and takes the input; the game's end too)
// is the tables' ui.LogPanel over the table. It shows
// what the viewer may read (in hot seat nobody's cards), newest at the
// bottom, wrapped to the panel; the wheel, the arrow keys and its Older
// and Newer buttons go back through the whole log, and Esc, L, Enter or a
// tap elsewhere close it.

// logTitle is the log panel's title.
const logTitle = "Log (L, Esc or a tap closes it)"

// logRect is where the log panel goes: over the table under the top bar.
func (l *layout) logRect() ui.Rect {
	return ui.R(l.W*0.04, l.top.MaxY()+10*l.u, l.W*0.92, l.H-l.top.MaxY()-30*l.u)
}

// logSize is the size of the log's words.
func (l *layout) logSize() float64 { return ui.Clamp(l.tap*0.42, 15*l.u, 40*l.u) }

// logLook is how the log panel looks at this layout.
func (l *layout) logLook() ui.LogLook {
	return ui.LogLook{Size: l.logSize(), Least: l.txt, U: l.u, Tap: l.tap, BtnU: l.bu(), Title: logTitle, Buttons: true,
		Accent: ui.ColNeonCyan, Newest: ui.ColGold, Older: ui.ColText}
}

// logPanel is the table's log panel, placed for its layout and fitted to
// the log.
func (t *Table) logPanel() *ui.LogPanel {
	t.logView.Place(t.lay.logRect(), t.lay.logLook())
	t.logView.Fit(t.kit, t.sess.Log())
	return &t.logView
}

// drawLog draws the log panel.
func (t *Table) drawLog(dst *ebiten.Image) { t.logPanel().Draw(dst, t.kit, t.sess.Log()) }
