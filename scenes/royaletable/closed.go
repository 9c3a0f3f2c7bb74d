package royaletable

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A casino closed by No Entry! (E1) says so where its name is (the token
// lies on the casino's die illustration, rules: No Entry!): a red banner
// in the name's room, in the header beside the number die or in the name's
// own row under a narrow casino's header, saying "Flamingo · CLOSED"
// where that fits at the name's size, else "CLOSED". The dice placed
// there keep their counts in sight. Before, a banner "CLOSED · No Entry!"
// lay across the casino's middle, over the dice counts (and over "no dice
// yet"), where a phone's dice room is often lower than the banner.

// closedForms are a closed casino's banner's words, longest first.
var closedForms = func() (f [7][2]string) {
	for c := 1; c <= 6; c++ {
		f[c] = [2]string{pieces.CasinoName[c] + " · CLOSED", "CLOSED"}
	}
	return f
}()

// nameRoom is where casino c's name is written: its own row under the
// header (p.name) or in the header between the number die and the money
// cards (m: casinoMoney), and its size before the least text. An empty
// rect: no room (the name is not written).
func (l *layout) nameRoom(p casinoParts, m casinoMoney) (ui.Rect, float64) {
	u := l.u
	if !p.name.Empty() {
		return p.name, math.Max(16*u, l.minText)
	}
	nw := m.left - p.header.X - m.die - 12*u
	if nw <= 0 {
		return ui.Rect{}, 0
	}
	return ui.R(p.header.X+m.die+8*u, p.header.Y, nw, p.header.H), 16 * u
}

// closedLay lays out closed casino c's banner in the name's room r (size:
// the name's): the banner, its words and their size (12 CSS px or more).
func (l *layout) closedLay(k measurer, c int, r ui.Rect, size float64) (band ui.Rect, words string, wsize float64) {
	u := l.u
	pad := 6 * u
	forms := closedForms[min(max(c, 1), 6)]
	w := r.W - 2*pad
	words = forms[1]
	for _, s := range forms {
		if k.TextWidth(s, ui.FontBold, math.Max(size, l.minText)) <= w {
			words = s
			break
		}
	}
	words, wsize = fitMin(k, words, ui.FontBold, math.Max(size, l.minText), w, l.minText)
	h := math.Min(r.H, wsize*1.45)
	band = ui.R(r.X, r.CY()-h/2, math.Min(r.W, k.TextWidth(words, ui.FontBold, wsize)+2*pad), h)
	return band, words, wsize
}

// drawClosed draws closed casino c's banner in the name's room r.
func (t *Table) drawClosed(dst *ebiten.Image, c int, r ui.Rect, size float64) {
	u := t.lay.u
	band, words, wsize := t.lay.closedLay(t.kit, c, r, size)
	t.kit.RoundRect(dst, band, 5*u, ui.WithAlpha(ui.RGB(0xb0, 0x10, 0x20), 0.95))
	t.kit.Text(dst, words, ui.FontBold, wsize, band.X+6*u, band.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColText)
}
