package royaletable

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The top bar's line: the log's newest line, beside the title (a phone
// held upright has the Log button instead). A player reads the bar to see
// what just happened, so it is whole: on one line (shrunk down to the
// least text) or on two, beside the title's longest form that fits the
// bar, else beside a shorter one ("Round 2/3", then "R2/3": what happened
// matters more than the game's name). At 640x360 the room beside "Royale ·
// Round 2/3" is 161 CSS px, where "You rolled 3, 3, 3, 3, 4, 5, 6 and your
// Biggy shows 2." was cut after "your". Only a line that two lines beside
// "R2/3" cannot hold (Bad Luck naming three players of 16 letters) ends
// with "…"; the log (L, or the bar's Log) keeps every line whole.

// barLead is the height of a line of the bar's text, in its size.
const barLead = 1.15

// barText is what the bar shows of a line: one or two lines at size,
// beside the title's form title.
type barText struct {
	lines [2]string
	n     int
	size  float64
	width float64 // the longer line's
	title int
}

// barKey is one barText's question, barMemo its answer kept (memo.go).
type barKey struct {
	line             string
	size, least, hgt float64
	room             [3]float64
}

type barMemo struct {
	key barKey
	val barText
	ok  bool
}

// barLine is fitBar with the table's kit, its last answer kept: a steady
// frame asks the same and allocates nothing.
func (t *Table) barLine(line string, size, h float64, room [3]float64) barText {
	m := &t.memos.bar
	k := barKey{line, size, t.lay.minText, h, room}
	if m.ok && m.key == k {
		return m.val
	}
	m.key, m.val, m.ok = k, fitBar(t.kit, line, size, t.lay.minText, h, room), true
	return m.val
}

// fitBar is line as the bar shows it, h high and room[i] wide beside the
// title's form i (negative: that form does not fit): at size, or smaller
// down to least, on one line or two.
func fitBar(k measurer, line string, size, least, h float64, room [3]float64) barText {
	for i, w := range room {
		if w <= 0 {
			continue
		}
		if bt, ok := barFit(k, line, size, least, w, h); ok {
			bt.title = i
			return bt
		}
	}
	return barCut(k, line, least, h, math.Max(room[2], 0))
}

// barCut is line in w at least, on two lines where h holds them, the last
// cut short with "…".
func barCut(k measurer, line string, least, h, w float64) barText {
	bt := barText{n: 1, size: least, title: 2}
	rest := line
	if 2*least*barLead <= h {
		for i := len(line) - 1; i > 0; i-- {
			if line[i] == ' ' && k.TextWidth(line[:i], ui.FontRegular, least) <= w {
				bt.lines[0], rest, bt.n = line[:i], line[i+1:], 2
				break
			}
		}
	}
	bt.lines[bt.n-1], _ = fitMin(k, rest, ui.FontRegular, least, w, least)
	for _, s := range bt.lines[:bt.n] {
		bt.width = math.Max(bt.width, k.TextWidth(s, ui.FontRegular, least))
	}
	return bt
}

// barRoom is the room for the bar's line beside each of the title's
// forms, drawn at size; negative beside the forms longer than the first
// that fits the bar (fitTitle), which it gives.
func barRoom(k measurer, l layout, titles [3]string, size float64) ([3]float64, int) {
	left := fitTitle(k, titles, size, l.help.X-20*l.u)
	room, first := [3]float64{-1, -1, -1}, -1
	for i, ti := range titles {
		if ti == left && first < 0 {
			first = i
		}
		if first >= 0 {
			room[i] = l.help.X - k.TextWidth(ti, ui.FontBold, size) - 48*l.u
		}
	}
	return room, max(first, 0)
}

// barFit is s on one line at size or less (never under least), else on
// two where h holds them; false if neither fits w.
func barFit(k measurer, s string, size, least, w, h float64) (barText, bool) {
	size = math.Max(size, least)
	sz := size
	if tw := k.TextWidth(s, ui.FontRegular, size); tw > w {
		sz = math.Max(math.Floor(size*w/tw*16)/16, least)
	}
	if k.TextWidth(s, ui.FontRegular, sz) <= w {
		return barText{lines: [2]string{s}, n: 1, size: sz, width: k.TextWidth(s, ui.FontRegular, sz)}, true
	}
	for _, sz := range [2]float64{size, least} {
		if 2*sz*barLead > h {
			continue
		}
		if a, b, bw := splitTwo(k, s, sz, w); bw > 0 {
			return barText{lines: [2]string{a, b}, n: 2, size: sz, width: bw}, true
		}
	}
	return barText{}, false
}

// splitTwo splits s at a space into two lines each within w at size, the
// longer of them, whose width it gives, as short as can be; at a break
// between phrases (before "and", after ":" or ";") where one fits. Width 0
// if no split fits.
func splitTwo(k measurer, s string, size, w float64) (string, string, float64) {
	for _, phrase := range [2]bool{true, false} {
		best, bestW := -1, math.Inf(1)
		for i := 1; i < len(s); i++ {
			if s[i] != ' ' || phrase && !strings.HasPrefix(s[i+1:], "and ") && s[i-1] != ':' && s[i-1] != ';' {
				continue
			}
			a := k.TextWidth(s[:i], ui.FontRegular, size)
			b := k.TextWidth(s[i+1:], ui.FontRegular, size)
			if m := math.Max(a, b); a <= w && b <= w && m < bestW {
				best, bestW = i, m
			}
		}
		if best >= 0 {
			return s[:best], s[best+1:], bestW
		}
	}
	return "", "", 0
}

// drawBarLine draws line in the top bar, ending before its buttons: one
// line right-aligned, two lines left-aligned as a block. It returns the
// form of the title beside it.
func (t *Table) drawBarLine(dst *ebiten.Image, line string, room [3]float64) int {
	l, u := t.lay, t.lay.u
	bt := t.barLine(line, math.Max(14*u, l.minText), l.top.H-4*u, room)
	right := l.help.X - 10*u
	for i := 0; i < bt.n; i++ {
		y := l.top.CY() + (float64(i)-float64(bt.n-1)/2)*bt.size*barLead
		t.kit.Text(dst, bt.lines[i], ui.FontRegular, bt.size, right-bt.width, y, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	}
	return bt.title
}
