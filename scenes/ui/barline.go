package ui

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// The top bar's line: every table's top bar shows the log's newest line
// (or the one about the turn it shows) beside its title, and a player
// reads it there to see what just happened, so it is whole: on one line
// (shrunk down to the least text) or on two broken between phrases where
// they can be ("…6, 6 / and your Biggy shows 1."), beside the title's
// longest form that fits the bar, else beside a shorter one (what happened
// matters more than the game's name). A table may allow a third line
// (maxLines 3: the card table, whose bar holds three lines of 12 CSS px),
// for a line that two lines beside the shortest form cannot hold. Only a
// line that its most lines beside the shortest form cannot hold ends with
// "…"; the log keeps every line whole. The table gives its title's three forms, longest first, and its
// sizes; the bar's geometry is the same at every table: the title at 12
// units from the left, the line ending 10 units before the first button
// (BarRoom).

// BarLead is the height of a line of the bar's text, in its size.
const BarLead = 1.15

// Measurer measures text as the Kit does (a Kit, or a test's).
type Measurer interface {
	TextWidth(s string, f FontID, size float64) float64
}

// BarLine is what the bar shows of a line: N (1 to 3) lines at Size,
// Width the longest's, beside the title's form Title.
type BarLine struct {
	Lines [3]string
	N     int
	Size  float64
	Width float64
	Title int
}

// Text is the line as shown, its lines joined by a space: the line
// itself when it is whole.
func (b *BarLine) Text() string { return strings.Join(b.Lines[:b.N], " ") }

// barKey is one BarLine's question.
type barKey struct {
	line             string
	size, least, hgt float64
	room             [3]float64
	most             int
}

// BarMemo keeps the last FitBarLine's answer: a steady frame asks the
// same and allocates nothing.
type BarMemo struct {
	key barKey
	val BarLine
	ok  bool
}

// Fit is FitBarLine, the last answer kept.
func (m *BarMemo) Fit(k Measurer, line string, size, least, h float64, room [3]float64, most int) BarLine {
	key := barKey{line, size, least, h, room, most}
	if m.ok && m.key == key {
		return m.val
	}
	m.key, m.val, m.ok = key, FitBarLine(k, line, size, least, h, room, most), true
	return m.val
}

// Last is the last answer Fit gave, false if none.
func (m *BarMemo) Last() (BarLine, bool) { return m.val, m.ok }

// FitTitle is the longest of titles that fits w at size in bold (a
// phone's bar is full of buttons), else the shortest: never cut with "…".
func FitTitle(k Measurer, titles [3]string, size, w float64) string {
	for _, s := range titles {
		if k.TextWidth(s, FontBold, size) <= w {
			return s
		}
	}
	return titles[len(titles)-1]
}

// BarRoom is the room for the bar's line beside each of the title's
// forms drawn in bold at size from 12u, the bar's first button at end;
// negative beside the forms longer than the first that fits before it
// (FitTitle), which it gives.
func BarRoom(k Measurer, titles [3]string, size, end, u float64) ([3]float64, int) {
	left := FitTitle(k, titles, size, end-20*u)
	room, first := [3]float64{-1, -1, -1}, -1
	for i, ti := range titles {
		if ti == left && first < 0 {
			first = i
		}
		if first >= 0 {
			room[i] = end - k.TextWidth(ti, FontBold, size) - 48*u
		}
	}
	return room, max(first, 0)
}

// FitBarLine is line as the bar shows it, h high and room[i] wide beside
// the title's form i (negative: that form does not fit): at size, or
// smaller down to least, on one line or two; else, where most is 3 and h
// holds them, on three at least beside the longest form they fit.
func FitBarLine(k Measurer, line string, size, least, h float64, room [3]float64, most int) BarLine {
	for i, w := range room {
		if w <= 0 {
			continue
		}
		if bt, ok := barFit(k, line, size, least, w, h); ok {
			bt.Title = i
			return bt
		}
	}
	if most >= 3 && 3*least*BarLead <= h {
		for i, w := range room {
			if w <= 0 {
				continue
			}
			if bt, ok := splitThree(k, line, least, w); ok {
				bt.Title = i
				return bt
			}
		}
	}
	return barCut(k, line, least, h, math.Max(room[2], 0), min(max(most, 2), 3))
}

// barCut is line in w at least, on as many lines up to most as h holds,
// each but the last filled with whole words, the last cut short with "…".
func barCut(k Measurer, line string, least, h, w float64, most int) BarLine {
	bt := BarLine{N: 1, Size: least, Title: 2}
	rest := line
	for bt.N < most && float64(bt.N+1)*least*BarLead <= h {
		i := len(rest) - 1
		for ; i > 0; i-- {
			if rest[i] == ' ' && k.TextWidth(rest[:i], FontRegular, least) <= w {
				break
			}
		}
		if i <= 0 {
			break
		}
		bt.Lines[bt.N-1], rest, bt.N = rest[:i], rest[i+1:], bt.N+1
	}
	bt.Lines[bt.N-1], _ = FitMin(k, rest, FontRegular, least, w, least)
	for _, s := range bt.Lines[:bt.N] {
		bt.Width = math.Max(bt.Width, k.TextWidth(s, FontRegular, least))
	}
	return bt
}

// barFit is s on one line at size or less (never under least), else on
// two where h holds them; false if neither fits w.
func barFit(k Measurer, s string, size, least, w, h float64) (BarLine, bool) {
	size = math.Max(size, least)
	sz := size
	if tw := k.TextWidth(s, FontRegular, size); tw > w {
		sz = math.Max(math.Floor(size*w/tw*16)/16, least)
	}
	if k.TextWidth(s, FontRegular, sz) <= w {
		return BarLine{Lines: [3]string{s}, N: 1, Size: sz, Width: k.TextWidth(s, FontRegular, sz)}, true
	}
	for _, sz := range [2]float64{size, least} {
		if 2*sz*BarLead > h {
			continue
		}
		if a, b, bw := splitTwo(k, s, sz, w); bw > 0 {
			return BarLine{Lines: [3]string{a, b}, N: 2, Size: sz, Width: bw}, true
		}
	}
	return BarLine{}, false
}

// splitTwo splits s at a space into two lines each within w at size, the
// longer of them, whose width it gives, as short as can be; at a break
// between phrases (before "and", after ":" or ";") where one fits. Width 0
// if no split fits.
func splitTwo(k Measurer, s string, size, w float64) (string, string, float64) {
	for _, phrase := range [2]bool{true, false} {
		best, bestW := -1, math.Inf(1)
		for i := 1; i < len(s); i++ {
			if s[i] != ' ' || phrase && !strings.HasPrefix(s[i+1:], "and ") && s[i-1] != ':' && s[i-1] != ';' {
				continue
			}
			a := k.TextWidth(s[:i], FontRegular, size)
			b := k.TextWidth(s[i+1:], FontRegular, size)
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

// splitThree splits s at two spaces into three lines each within w at
// size, the longest of them as short as can be; false if none fits.
func splitThree(k Measurer, s string, size, w float64) (BarLine, bool) {
	var sp []int
	for i := 1; i < len(s); i++ {
		if s[i] == ' ' {
			sp = append(sp, i)
		}
	}
	bt, best := BarLine{N: 3, Size: size}, math.Inf(1)
	for x, i := range sp {
		a := k.TextWidth(s[:i], FontRegular, size)
		if a > w {
			break
		}
		for _, j := range sp[x+1:] {
			b := k.TextWidth(s[i+1:j], FontRegular, size)
			c := k.TextWidth(s[j+1:], FontRegular, size)
			if m := math.Max(a, math.Max(b, c)); b <= w && c <= w && m < best {
				bt.Lines, bt.Width, best = [3]string{s[:i], s[i+1 : j], s[j+1:]}, m, m
			}
		}
	}
	return bt, best <= w
}

// Draw draws b in the bar, centred on cy and ending at right: one line
// right-aligned, two lines left-aligned as a block.
func (b *BarLine) Draw(k *Kit, dst *ebiten.Image, right, cy float64, c color.RGBA) {
	for i := 0; i < b.N; i++ {
		y := cy + (float64(i)-float64(b.N-1)/2)*b.Size*BarLead
		k.Text(dst, b.Lines[i], FontRegular, b.Size, right-b.Width, y, AlignLeft|AlignMiddle, c)
	}
}

// FitMin is s at the largest size up to size that fits width w, but never
// under least: a text too long then ends with "…".
func FitMin(k Measurer, s string, f FontID, size, w, least float64) (string, float64) {
	size = math.Max(size, least)
	tw := k.TextWidth(s, f, size)
	if tw <= w || tw <= 0 {
		return s, size
	}
	size = math.Max(size*w/tw, least)
	if k.TextWidth(s, f, size) <= w {
		return s, size
	}
	r := []rune(s)
	for n := len(r) - 1; n > 0; n-- {
		if t := string(r[:n]) + "…"; k.TextWidth(t, f, size) <= w {
			return t, size
		}
	}
	return "…", size
}
