package cardtable

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// lineRow is one row that drawLinesBox writes: a line, or a part of one
// (cont: it goes on from the row above, indented).
type lineRow struct {
	s    string
	cont bool
}

// linesGeom is where drawLinesBox writes lines: the box, a row's height
// lh, the words' size and the columns, cw wide: two on a desktop for
// more than three lines where each line fits its column, else one
// (boxRows), as on a phone.
func (t *Table) linesGeom(lines []string) (box ui.Rect, lh, size, cw float64, cols int) {
	if !t.lay.phone() && len(lines) > 3 {
		box, lh, size, cw = t.linesCols(len(lines), 2)
		fit := true
		for _, line := range lines {
			fit = fit && t.kit.TextWidth(line, ui.FontRegular, size) <= cw-12*t.lay.u
		}
		if fit {
			return box, lh, size, cw, 2
		}
	}
	box, lh, size, cw = t.linesCols(len(lines), 1)
	return box, lh, size, cw, 1
}

// linesCols is linesGeom's box, row height, size and column width for n
// lines in cols columns.
func (t *Table) linesCols(n, cols int) (box ui.Rect, lh, size, cw float64) {
	u, l := t.lay.u, t.lay
	in := l.hand.Inset(12 * u)
	box = ui.R(in.X, in.Y+28*u, l.confirm.X-in.X-16*u, in.MaxY()-in.Y-28*u)
	if l.phone() {
		box.W, box.H = in.W, l.confirm.Y-box.Y-8*u
	}
	per := (n + cols - 1) / cols
	lh = min(box.H/float64(max(per, 1)), max(30*u, l.txt*1.35))
	size = max(min(16*u, lh*0.7), min(l.txt, lh*0.8)) // a phone's 12 px where the lines leave room
	return box, lh, size, box.W / float64(cols)
}

// rowRoom is the room of one column's rows: the first most rows w wide
// (the box), then on a phone, down to the hand area's foot, the rows
// beside the button, side wide (0: none); a row after the first of a
// line is indent narrower.
type rowRoom struct {
	w, side, indent float64
	most, all       int
}

// width is the room of row i.
func (r *rowRoom) width(i int) float64 {
	if i < r.most {
		return r.w
	}
	return r.side
}

// lineRows is lines in the rows of room at size: a line too wide for its
// row goes on in the next rows, as many words in each as its room holds
// (wrapRows), in order, while the rows left hold the lines after it, one
// row each; else it takes one row and is cut with "…" as it is drawn
// (whole: false). The rows are parts of the lines, kept in t.rows (no
// allocation once it has grown).
func (t *Table) lineRows(lines []string, size float64, room rowRoom) (rows []lineRow, whole bool) {
	rows, whole = t.rows[:0], true
	for i, line := range lines {
		var ok bool
		if rows, ok = t.wrapRows(rows, line, size, room, room.all-(len(lines)-i-1)); !ok {
			whole = false
			if len(rows) < room.all {
				rows = append(rows, lineRow{line, false})
			}
		}
	}
	t.rows = rows
	return rows, whole
}

// wrapRows appends line to rows, from row len(rows) on, each row as many
// of its words as its room holds, before row limit; false, rows as they
// were, where a word alone is too wide or the rows run out.
func (t *Table) wrapRows(rows []lineRow, line string, size float64, room rowRoom, limit int) ([]lineRow, bool) {
	n0, rest := len(rows), line
	for len(rows) < limit {
		cont := len(rows) > n0
		w := room.width(len(rows))
		if cont {
			w -= room.indent
		}
		if t.kit.TextWidth(rest, ui.FontRegular, size) <= w {
			return append(rows, lineRow{rest, cont}), true
		}
		cut := -1
		for i := 1; i < len(rest); i++ {
			if rest[i] != ' ' {
				continue
			}
			if t.kit.TextWidth(rest[:i], ui.FontRegular, size) > w {
				break
			}
			cut = i
		}
		if cut < 0 {
			break
		}
		rows, rest = append(rows, lineRow{rest[:cut], cont}), rest[cut+1:]
	}
	return rows[:n0], false
}

// boxRows is lines in rows of the column of box, cw wide (lineRows), lh
// high where they are whole so, else closer, rowLead times size, the
// rows' room and height, and whether the lines are whole. On a phone the
// column goes on beside the button down to the hand area's foot.
func (t *Table) boxRows(lines []string, box ui.Rect, lh, size, cw float64) ([]lineRow, rowRoom, float64, bool) {
	u, l := t.lay.u, t.lay
	room := rowRoom{w: cw - 12*u, indent: 16 * u}
	foot := box.MaxY()
	if l.phone() {
		room.side, foot = l.confirm.X-16*u-box.X, l.hand.Inset(12*u).MaxY()
	}
	h := lh
	for try := 0; ; try++ {
		room.most, room.all = int(box.H/h+1e-6), int((foot-box.Y)/h+1e-6)
		if room.side < 4*size {
			room.all = room.most // too narrow for words
		}
		rows, whole := t.lineRows(lines, size, room)
		if whole || try == 1 || size*rowLead >= lh {
			return rows, room, h, whole
		}
		h = size * rowLead
	}
}

// rowLead is the least height of drawLinesBox's rows, in their size.
const rowLead = 1.2

// drawLinesBox draws the title and lines of w in the hand area and the
// button that goes on in Confirm's place (linesTexts).
func (t *Table) drawLinesBox(dst *ebiten.Image, w *revText) {
	_, label := t.revShown(w)
	t.linesTexts(dst, w)
	t.kit.Button(dst, t.lay.confirm, label, ui.BtnPrimary, t.lay.bu())
}

// revShown is the lines of w shown now and the button's label: a
// payout's page (payFit), else all of them.
func (t *Table) revShown(w *revText) ([]string, string) {
	if !w.payout {
		return w.lines, w.label
	}
	return t.payFit(w).shown(w.label)
}

// linesTexts writes the title and lines of w (a payout's page: revShown)
// in the hand area: one
// column, a line too wide for it on two rows or more while the box has
// rows for them (boxRows), on a phone the column going on beside the
// button; on a desktop two columns of more than three lines where each
// fits its column (linesGeom). With dst nil it only fits them, as the
// draw does (TestLinesBoxSteady counts its allocations).
func (t *Table) linesTexts(dst *ebiten.Image, w *revText) {
	u, l := t.lay.u, t.lay
	lines, _ := t.revShown(w)
	in := l.hand.Inset(12 * u)
	t.fitOrDraw(dst, w.title, ui.FontBold, 20*u, in.W, in.X, in.Y+10*u, ui.ColGold)
	box, lh, size, cw, cols := t.linesGeom(lines)
	if cols == 1 {
		rows, room, lh, _ := t.boxRows(lines, box, lh, size, cw)
		for i, r := range rows {
			x, w := box.X, room.width(i)
			if r.cont {
				x, w = x+room.indent, w-room.indent
			}
			t.fitOrDraw(dst, r.s, ui.FontRegular, size, w, x, box.Y+lh*(float64(i)+0.5), ui.ColText)
		}
		return
	}
	per := (len(lines) + cols - 1) / cols
	for i, line := range lines {
		x, y := box.X+cw*float64(i/max(per, 1)), box.Y+lh*(float64(i%max(per, 1))+0.5)
		t.fitOrDraw(dst, line, ui.FontRegular, size, cw-12*u, x, y, ui.ColText)
	}
}

// fitOrDraw is fitLeast, left and middle aligned, onto dst; with dst nil
// only leastFit.
func (t *Table) fitOrDraw(dst *ebiten.Image, s string, f ui.FontID, size, w, x, y float64, c color.RGBA) {
	if dst == nil {
		t.leastFit(s, f, size, w)
		return
	}
	t.fitLeast(dst, s, f, size, w, x, y, ui.AlignLeft|ui.AlignMiddle, c)
}
