package royaletable

import (
	"fmt"
	"math"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The payout's lines in the dock (drawPayout): each casino's line is
// whole, never cut with "…": at the largest size from the dock's own down
// to the least text (12 CSS px) at which every line fits the dock, on one
// row or more (wrapped between words, the rows after the first indented), first in the long form ("$100,000",
// "grey dice"), then in the short ("$100k", "grey"); where none fits, the
// short form at the least text on pages of whole lines, turned by the
// dock's button ("More (1/2)"), the payout's last page ending with Next
// round. The lines show casino by casino, page by page.

// payRow is one row of the payout's lines: line i's text (or its part)
// in column col, row row of page page.
type payRow struct {
	line, page, col, row int
	text                 string
	x                    float64 // from its column's left: a line's second row is indented
}

// payKey is what a payout's lay depends on.
type payKey struct {
	turn   int // the payout (each lays itself out again)
	box    ui.Rect
	cols   int
	least  float64
	hasKit bool
}

// payLay is the payout's lines laid out in the dock's box.
type payLay struct {
	key      payKey
	size, lh float64
	cw       float64
	rows     []payRow
	ends     []int    // each page's end: the index after its last line
	more     []string // each page's button but the last's: "More (1/2)"
}

// pages is the number of pages.
func (p *payLay) pages() int { return max(len(p.ends), 1) }

// end is the index after page g's last line.
func (p *payLay) end(g int, n int) int {
	if g < 0 || g >= len(p.ends) {
		return n
	}
	return p.ends[g]
}

// layPayout lays the payout's lines (long and short forms) out in box in
// cols columns at the largest size from most down to least at which they
// fit one page, else on pages at least in the short form. k nil: one row a
// line at most (a table without a window).
func layPayout(k wrapper, long, short []string, box ui.Rect, cols int, most, least, pad float64) payLay {
	if k == nil {
		p, _ := layPayoutAt(nil, long, box, cols, least, pad)
		return p
	}
	for size := most; ; size = math.Max(size*0.94, least) {
		for _, lines := range [2][]string{long, short} {
			if p, ok := layPayoutAt(k, lines, box, cols, size, pad); ok && p.pages() == 1 {
				return p
			}
		}
		if size <= least {
			break
		}
	}
	for c := cols; c >= 1; c-- { // fewer, wider columns where a line is too tall for one
		if p, ok := layPayoutAt(k, short, box, c, least, pad); ok {
			return p
		}
	}
	p, _ := layPayoutAt(k, short, box, 1, least, pad)
	return p
}

// layPayoutAt lays lines out at size, column by column and page by page;
// false if a line needs more rows than a column holds.
func layPayoutAt(k wrapper, lines []string, box ui.Rect, cols int, size, pad float64) (payLay, bool) {
	p := payLay{size: size, lh: size * 1.3}
	cols = max(cols, 1)
	per := max(int(box.H/p.lh), 1)
	p.cw = box.W / float64(cols)
	page, col, row := 0, 0, 0
	ok := true
	for i, line := range lines {
		parts := []string{line}
		if k != nil {
			parts = k.WrapLines(line, ui.FontRegular, size, p.cw-pad-size)
		}
		if len(parts) > per {
			ok = false
		}
		if row > 0 && row+len(parts) > per {
			col, row = col+1, 0
		}
		if col >= cols {
			p.ends = append(p.ends, i)
			page, col, row = page+1, 0, 0
		}
		for j, s := range parts {
			p.rows = append(p.rows, payRow{line: i, page: page, col: col, row: row, text: s, x: float64(min(j, 1)) * size})
			row++
		}
	}
	p.ends = append(p.ends, len(lines))
	for g := 0; g+1 < len(p.ends); g++ {
		p.more = append(p.more, fmt.Sprintf("More (%d/%d)", g+1, len(p.ends)))
	}
	return p, ok
}

// payBox is the box of the payout's lines in the dock and its columns.
func (t *Table) payBox() (ui.Rect, int) {
	u, l := t.lay.u, t.lay
	box, cols := l.buttons, 1
	if top := l.next.MaxY() + 4*u; box.Y < top { // under the button (800x600)
		box = ui.R(box.X, top, box.W, box.MaxY()-top)
	}
	if len(t.payout) > 3 && !l.portrait {
		cols = 2
	}
	if l.wide { // a phone on its side: the title over the lines, all beside the button
		top := l.prompt.Y + l.minText*1.1*1.25
		box = ui.R(l.prompt.X, top, l.next.X-12*u-l.prompt.X, l.dock.MaxY()-6*u-top)
		cols = max(1, min(3, len(t.payout)))
		for cols > 1 && box.W/float64(cols) < 14*l.minText {
			cols--
		}
	}
	return box, cols
}

// payLayout is the payout's lay for the table's dock, made again only
// when the payout or the dock changed.
func (t *Table) payLayout() *payLay {
	box, cols := t.payBox()
	key := payKey{turn: t.payTurn, box: box, cols: cols, least: t.lay.minText, hasKit: t.kit != nil}
	if t.payLay.key != key || t.payLay.rows == nil {
		var k wrapper
		if t.kit != nil {
			k = t.kit
		}
		t.payLay = layPayout(k, t.payout, t.payShort, box, cols, math.Max(16*t.lay.u, t.lay.minText), t.lay.minText, 12*t.lay.u)
		t.payLay.key = key
	}
	return &t.payLay
}

// payEnd is the index after the last line of the payout's page shown.
func (t *Table) payEnd() int {
	return t.payLayout().end(t.payPage, len(t.payout))
}
