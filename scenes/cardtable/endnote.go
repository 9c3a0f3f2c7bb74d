package cardtable

import (
	"strings"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// endNote is the end's note of Save the record in lines (noteLines),
// kept while its question stays.
type endNote struct {
	note     string
	size, w  float64
	most     int
	lines    []string
	measured bool
}

// noteGeom is where the end's note goes: its words' size, its lines'
// width w, and the most lines that fit between the ranking (n seats) and
// Save the record; the ranking's rows are lh high from rankY.
func (t *Table) noteGeom(n int) (size, w float64, most int, rankY, lh float64) {
	u, l := t.lay.u, t.lay
	in := l.overlay.Inset(22 * u)
	noteH := 40 * u // room for the note of Save the record
	lh = min((l.save.Y-in.Y-56*u-noteH)/float64(max(n, 1)), max(34*u, l.least()*1.3))
	rankY = in.Y + 50*u
	size = l.size(14)
	free := l.save.Y - 10*u - (rankY + lh*float64(n))
	return size, in.W, max(int(free/(size*1.3)+1e-6), 1), rankY, lh
}

// noteLines is note in lines w wide at size, most at most: broken
// between words, and a word too wide for a line (a file's path) after
// a "/" (wrapNote); where they are more than most, the last holds the
// rest, cut with "…" as it is drawn. Kept in t.words.note.
func (t *Table) noteLines(note string, size, w float64, most int) []string {
	c := &t.words.note
	if c.measured && c.note == note && c.size == size && c.w == w && c.most == most {
		return c.lines
	}
	lines := wrapNote(t.kit, note, size, w)
	if len(lines) > most {
		lines = append(lines[:most-1], strings.Join(lines[most-1:], " "))
	}
	*c = endNote{note: note, size: size, w: w, most: most, lines: lines, measured: true}
	return lines
}

// wrapNote breaks s into lines w wide at size: between words, and a word
// too wide for a line after each "/" where it must.
func wrapNote(k ui.Measurer, s string, size, w float64) []string {
	var lines []string
	cur := ""
	for _, word := range strings.Fields(s) {
		parts := []string{word}
		if k.TextWidth(word, ui.FontRegular, size) > w {
			parts = strings.SplitAfter(word, "/")
		}
		for j, p := range parts {
			if p == "" {
				continue
			}
			sep := " "
			if j > 0 {
				sep = ""
			}
			switch {
			case cur == "":
				cur = p
			case k.TextWidth(cur+sep+p, ui.FontRegular, size) <= w:
				cur += sep + p
			default:
				lines, cur = append(lines, cur), p
			}
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
