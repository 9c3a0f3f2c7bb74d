package cardtable

import (
	"errors"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A phone held upright has no room in its top bar for the log's line nor
// for a failed save's "Not saved: " and why (the bar holds the round and
// the five buttons). While the autosave fails, the layout gives those
// words a band of their own under the top bar (layout.warn), as many
// lines as they need at 14 units or 12 CSS px, whole: a word wider than
// the band (a file's path) is broken where it must be, never cut with
// "…". The seats and the casinos go below it, the casinos that much
// lower; the hand keeps its place.

// warnWords are the band's lines, with what they were made from.
type warnWords struct {
	line        string
	size, width float64
	seats       int
	lines       []string
	fromHand    bool
}

// warnPad is the room, in units, above and below the band's lines.
const warnPad = 5

// warnSize is the size of the band's words in layout l.
func warnSize(l *layout) float64 { return max(14*l.u, l.txt) }

// warnWidth is the width the band's lines have in layout l.
func warnWidth(l *layout) float64 { return l.W - 36*l.u }

// warnBandH is the height of a band of n lines in layout l.
func warnBandH(l *layout, n int) float64 {
	return float64(n)*warnSize(l)*1.3 + 2*warnPad*l.u
}

// warnBand is the band a failed save's words need: none but on a phone
// held upright while the autosave fails.
func (t *Table) warnBand() warnBand {
	l := &t.lay
	if !l.portrait {
		return warnBand{}
	}
	err := t.sess.SaveError()
	if err == nil {
		return warnBand{}
	}
	lines, fromHand := t.warnLines(err)
	return warnBand{warnBandH(l, len(lines)), fromHand}
}

// warnLines is the band's lines for err, and whether the band takes the
// hand's height (bandLines), kept while they stay.
func (t *Table) warnLines(err error) ([]string, bool) {
	w, l, n := &t.words.warn, &t.lay, t.sess.Rules().Players
	line, size, width := t.saveLine(err), warnSize(l), warnWidth(l)
	if w.lines == nil || w.line != line || w.size != size || w.width != width || w.seats != n {
		w.line, w.size, w.width, w.seats = line, size, width, n
		w.lines, w.fromHand = bandLines(t.kit, *l, n, line, shortSave(err))
	}
	return w.lines, w.fromHand
}

// bandLines is the band of layout l (n seats) for a failed save: line
// wrapped whole (wrapWhole), the band taking the casinos' height, where
// they stay readable (layout.readable); else the short form of it, from
// the casinos' height where they stay readable, else from the hand's
// (a short phone, as 360x640 with five seats: the hand's cards are a
// little smaller).
func bandLines(k *ui.Kit, l layout, n int, line, short string) ([]string, bool) {
	size, width := warnSize(&l), warnWidth(&l)
	lines := wrapWhole(k, line, ui.FontBold, size, width)
	if lw := newLayoutWarn(l.W, l.H, n, l.tap, warnBand{h: warnBandH(&l, len(lines))}); lw.readable(n) {
		return lines, false
	}
	lines = wrapWhole(k, short, ui.FontBold, size, width)
	lw := newLayoutWarn(l.W, l.H, n, l.tap, warnBand{h: warnBandH(&l, len(lines))})
	return lines, !lw.readable(n)
}

// shortSave is a failed save's words in short, for a band with no room
// for them all (the log has them): what a full store means to a player,
// else only that the game is not saved.
func shortSave(err error) string {
	if errors.Is(err, storage.ErrFull) {
		return "Not saved: the storage is full (see the Log)"
	}
	return "Not saved (the Log says why)"
}

// drawWarn draws the band of a failed save, where the layout has one.
func (t *Table) drawWarn(dst *ebiten.Image) {
	k, l := t.kit, &t.lay
	err := t.sess.SaveError()
	if l.warn.H == 0 || err == nil {
		return
	}
	r := l.warn
	k.RoundRect(dst, r, 8*l.u, ui.ColTopBar)
	k.StrokeRoundRect(dst, r, 8*l.u, 2*l.u, ui.ColDanger)
	size := warnSize(l)
	y := r.Y + warnPad*l.u + size*0.65
	lines, _ := t.warnLines(err)
	for _, s := range lines {
		k.Text(dst, s, ui.FontBold, size, r.X+10*l.u, y, ui.AlignLeft|ui.AlignMiddle, ui.ColDanger)
		y += size * 1.3
	}
}

// wrapWhole wraps s to lines of width w or less at size, between words
// (ui.Kit.WrapLines), and a word wider than w (a file's path) where it
// must: after its last "/", "." or "-" that leaves half a line or more,
// else after its last letter that fits.
func wrapWhole(k *ui.Kit, s string, f ui.FontID, size, w float64) []string {
	var out []string
	for _, line := range k.WrapLines(s, f, size, w) {
		for k.TextWidth(line, f, size) > w {
			n := breakAt(k, line, f, size, w)
			out = append(out, line[:n])
			line = line[n:]
		}
		out = append(out, line)
	}
	return out
}

// breakAt is the length of the head of s that goes on a line of width
// w: at least one letter.
func breakAt(k *ui.Kit, s string, f ui.FontID, size, w float64) int {
	_, first := utf8.DecodeRuneInString(s)
	fit, mark := first, 0
	for i := range s {
		if i == 0 {
			continue
		}
		if k.TextWidth(s[:i], f, size) > w {
			break
		}
		fit = i
		if prev := s[i-1]; prev == '/' || prev == '.' || prev == '-' {
			mark = i
		}
	}
	if mark > 0 && k.TextWidth(s[:mark], f, size) >= w/2 {
		return mark
	}
	return fit
}
