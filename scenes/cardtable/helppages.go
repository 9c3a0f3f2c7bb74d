package cardtable

import (
	"fmt"
	"strings"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The rules in short (F1 or ?) are in pages where they do not fit at
// once (a phone: their words 12 CSS px or more): More turns the page (on
// the last page it reads "Back to 1/N" and shows the first), a tap
// elsewhere, Esc or Enter closes them.

// helpLine is a row of the rules; gap: a paragraph starts with it.
type helpLine struct {
	s   string
	gap bool
}

// helpWords are the rules in rows for one size and width, the first row
// of each page and More's labels, kept while the layout stays.
type helpWords struct {
	size, w, room float64
	lines         []helpLine
	starts        []int
	labels        []string
}

// helpGeom is where the rules go: the panel r, the words' room in, their
// size and row height, the first row's top and More (used where they
// need more than a page).
func (t *Table) helpGeom() (r, in ui.Rect, size, lh, y0 float64, more ui.Rect) {
	u, l := t.lay.u, t.lay
	r = ui.R(l.W*0.06, l.top.MaxY()+10*u, l.W*0.88, l.H-l.top.MaxY()-30*u)
	in = r.Inset(18 * u)
	size = l.size(15)
	bh := max(44*u, l.tap)
	more = ui.R(in.MaxX()-220*u, in.MaxY()-bh, 220*u, bh)
	return r, in, size, size * 1.35, in.Y + max(30*u, l.size(18)*1.4), more
}

// helpPages is the rules in rows and pages (helpWords) for the layout.
func (t *Table) helpPages() *helpWords {
	_, in, size, lh, y0, more := t.helpGeom()
	hw := &t.helpWords
	if hw.size == size && hw.w == in.W && hw.room == in.MaxY()-y0 && hw.lines != nil {
		return hw
	}
	*hw = helpWords{size: size, w: in.W, room: in.MaxY() - y0}
	for _, para := range strings.Split(t.help, "\n") {
		for i, line := range t.kit.WrapLines(para, ui.FontRegular, size, in.W) {
			hw.lines = append(hw.lines, helpLine{line, i == 0 && len(hw.lines) > 0})
		}
	}
	if helpFits(hw.lines, 0, len(hw.lines), lh, in.MaxY()-y0) {
		hw.starts = []int{0}
	} else {
		hw.starts = helpSplit(hw.lines, lh, more.Y-8*t.lay.u-y0)
	}
	for i := range hw.starts {
		hw.labels = append(hw.labels, helpLabel(i, len(hw.starts)))
	}
	return hw
}

// helpLabel is More's label on page i of n: "More (1/3)", and on the
// last page, which it turns back to the first, "Back to 1/3".
func helpLabel(i, n int) string {
	if i == n-1 {
		return fmt.Sprintf("Back to 1/%d", n)
	}
	return fmt.Sprintf("More (%d/%d)", i+1, n)
}

// helpFits says whether rows a to b of lines, lh high (a paragraph's
// first 0.3 more but at the top), fit in room.
func helpFits(lines []helpLine, a, b int, lh, room float64) bool {
	h := 0.0
	for i := a; i < b; i++ {
		if lines[i].gap && i > a {
			h += lh * 0.3
		}
		h += lh
	}
	return h <= room+1e-6
}

// helpSplit is the first row of each page of lines in room.
func helpSplit(lines []helpLine, lh, room float64) []int {
	starts := []int{0}
	for i := 1; i <= len(lines); i++ {
		a := starts[len(starts)-1]
		if i < len(lines) && !helpFits(lines, a, i+1, lh, room) && i > a {
			starts = append(starts, i)
		}
	}
	return starts
}

// helpPageRows is page p's rows of hw: from, to.
func (hw *helpWords) helpPageRows(p int) (int, int) {
	p = min(max(p, 0), len(hw.starts)-1)
	if p+1 < len(hw.starts) {
		return hw.starts[p], hw.starts[p+1]
	}
	return hw.starts[p], len(hw.lines)
}

// helpClick turns the rules' page where a is a click on More; false
// where it is not.
func (t *Table) helpClick(a ui.Action) bool {
	if a.Kind != ui.ActClick {
		return false
	}
	_, _, _, _, _, more := t.helpGeom()
	if n := len(t.helpPages().starts); n > 1 && more.Contains(a.X, a.Y) {
		t.helpPage = (t.helpPage + 1) % n
		return true
	}
	return false
}
