package royaletable

import (
	"image/color"
	"math"
	"reflect"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The top bar's line: the log's newest line, beside the title (a phone
// held upright has the Log button instead), whole on one line or two, the
// title yielding its longer forms where the line needs their room
// ("Round 2/3", then "R2/3"): ui.FitBarLine, shared by every table. At
// 640x360 the room beside "Royale · Round 2/3" is 161 CSS px, where "You
// rolled 3, 3, 3, 3, 4, 5, 6 and your Biggy shows 2." was cut after
// "your". Where two lines beside "R2/3" cannot hold a line (Bad Luck
// naming three players of 16 letters) it takes a third, as at the card
// table, where the bar is tall enough (at 640x360 it is); only a line
// longer still would end with "…"; the log (L, or the bar's Log) keeps
// every line whole.

// barRoom is the room for the bar's line beside each of the title's
// forms, drawn at size, in layout l (ui.BarRoom).
func barRoom(k measurer, l layout, titles [3]string, size float64) ([3]float64, int) {
	return ui.BarRoom(k, titles, size, l.help.X, l.u)
}

// barMost is the most lines the bar's line takes (ui.FitBarLine): a
// third only where two beside the shortest title cannot hold it and the
// bar is tall enough, as the card table's.
const barMost = 3

// barSizes are the size of the bar's line, its least and the height it
// has, in layout l.
func barSizes(l layout) (size, least, h float64) {
	return math.Max(14*l.u, l.minText), l.minText, l.top.H - 4*l.u
}

// drawBarLine draws line in the top bar in colour c, ending before its
// buttons, the fit kept (memos.bar). It returns the form of the title
// beside it.
func (t *Table) drawBarLine(dst *ebiten.Image, line string, room [3]float64, c color.RGBA) int {
	l := t.lay
	size, least, h := barSizes(l)
	bt := t.memos.bar.Fit(t.kit, line, size, least, h, room, barMost)
	bt.Draw(t.kit, dst, l.help.X-10*l.u, l.top.CY(), c)
	return bt.Title
}

// The save's error ("Not saved: …") takes the bar's line's place, by the
// same rule: whole on one line, two or three beside the title's longest
// form that leaves it room (before, one line beside the title's first
// form, cut with "…"). Its words are made again only when the error
// changes, so a frame showing it allocates nothing.

// saveLine is the bar's words for the save's error err.
func (t *Table) saveLine(err error) string {
	if t.saveErr.line == "" || !reflect.TypeOf(err).Comparable() || err != t.saveErr.err {
		t.saveErr.err, t.saveErr.line = err, "Not saved: "+err.Error()
	}
	return t.saveErr.line
}

// saveErrLine is the last save error and its words.
type saveErrLine struct {
	err  error
	line string
}
