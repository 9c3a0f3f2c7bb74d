package cardtable

import "fmt"

// A round's payout in the hand area says every line whole: in its long
// form ("$100,000") where the lines all take their rows whole
// (linesTexts: wrapped, at 12 CSS px or more on a phone), else in the
// short form ("$100k", shortDollars) where that does, else in the short
// form on pages of whole lines, the button saying "More (1/2)" until the
// last page's own label (Next round, See the result). With 16-letter
// names, 640x360 takes two pages from three seats, 360x640 the short
// form from four; before, the last lines were cut with "…" there
// (TestPayoutLinesWhole).

// payPages is a payout's lines as shown: the short form, and the pages
// fitted for the layout fitFor (its hand area's size, Confirm's place
// and the unit): pages[i]
// is the end of page i in lines, labels its button's label; page is the
// page shown.
type payPages struct {
	short  []string
	ok     bool
	fitFor [4]float64
	lines  []string
	pages  []int
	labels []string
	page   int
}

// payFit fits w's payout to the layout (once a reveal and layout): the
// long form, the short or the short's pages, whichever first shows every
// line whole.
func (t *Table) payFit(w *revText) *payPages {
	p, l := &w.pay, &t.lay
	key := [4]float64{l.hand.W, l.hand.H, l.confirm.X, l.u}
	if p.ok && p.fitFor == key {
		return p
	}
	p.ok, p.fitFor, p.page, p.pages, p.labels = true, key, 0, p.pages[:0], p.labels[:0]
	switch {
	case t.linesWhole(w.lines):
		p.lines = w.lines
	case t.linesWhole(p.short):
		p.lines = p.short
	default:
		p.lines = p.short
		for i := 0; i < len(p.lines); {
			j := i + 1
			for j < len(p.lines) && t.linesWhole(p.lines[i:j+1]) {
				j++
			}
			p.pages = append(p.pages, j)
			i = j
		}
		for i := range p.pages {
			p.labels = append(p.labels, fmt.Sprintf("More (%d/%d)", i+1, len(p.pages)))
		}
	}
	if len(p.pages) == 0 {
		p.pages = append(p.pages, len(p.lines))
	}
	return p
}

// shown is the lines of the page shown and its button's label (w's own
// on the last page).
func (p *payPages) shown(label string) ([]string, string) {
	i := min(p.page, len(p.pages)-1)
	from := 0
	if i > 0 {
		from = p.pages[i-1]
	}
	if i < len(p.pages)-1 {
		label = p.labels[i]
	}
	return p.lines[from:p.pages[i]], label
}

// more turns to the next page and reports whether there was one.
func (p *payPages) more() bool {
	if p.page+1 < len(p.pages) {
		p.page++
		return true
	}
	return false
}

// linesWhole reports whether lines take their rows in the hand area
// whole (linesGeom, boxRows).
func (t *Table) linesWhole(lines []string) bool {
	box, lh, size, cw, cols := t.linesGeom(lines)
	if cols != 1 {
		return true // two columns only where every line fits its own
	}
	_, _, _, whole := t.boxRows(lines, box, lh, size, cw)
	return whole
}
