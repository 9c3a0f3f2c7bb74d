package cardtable

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A seat's panel is laid out (layPanel) before it is drawn
// (drawPanelLay), so that a test can check where its words lie.

// panelItem is one thing a seat's panel draws: a text (s, its left at x
// and its middle at y) or a chip card's dot (rad > 0, centred at x+rad).
type panelItem struct {
	s               string
	f               ui.FontID
	size, x, y, rad float64
	c               color.RGBA
}

// panelLay is what a seat's panel draws, in order.
type panelLay struct {
	items [16]panelItem
	n     int
	word  bool // the word "chips" may go before the chips
}

// has says whether pl writes s.
func (pl *panelLay) has(s string) bool {
	for i := range pl.items[:pl.n] {
		if pl.items[i].s == s {
			return true
		}
	}
	return false
}

// text adds a text whose left is x.
func (pl *panelLay) text(s string, f ui.FontID, size, x, y float64, c color.RGBA) {
	if s == "" || pl.n == len(pl.items) {
		return
	}
	pl.items[pl.n] = panelItem{s: s, f: f, size: size, x: x, y: y, c: c}
	pl.n++
}

// dot adds a chip card's dot whose left is x.
func (pl *panelLay) dot(x, y, rad float64, c color.RGBA) {
	if pl.n == len(pl.items) {
		return
	}
	pl.items[pl.n] = panelItem{x: x, y: y, rad: rad, c: c}
	pl.n++
}

// drawPanelLay draws a panel's things.
func (t *Table) drawPanelLay(dst *ebiten.Image, pl *panelLay) {
	for i := range pl.items[:pl.n] {
		it := &pl.items[i]
		if it.rad > 0 {
			t.kit.Circle(dst, it.x+it.rad, it.y, it.rad, it.c)
			continue
		}
		t.kit.Text(dst, it.s, it.f, it.size, it.x, it.y, ui.AlignLeft|ui.AlignMiddle, it.c)
	}
}

// panelBox is the room for the words of a panel at r.
func (l *layout) panelBox(r ui.Rect) ui.Rect {
	return ui.R(r.X+14*l.u, r.Y+6*l.u, r.W-20*l.u, r.H-12*l.u)
}

// layPanel lays out seat p's panel at r in as many lines as it holds,
// with the word "chips" before its chips where word and it fits.
func (t *Table) layPanel(b *board, p int, r ui.Rect, pw *panelWords, word bool) panelLay {
	pl := panelLay{word: word}
	box := t.lay.panelBox(r)
	switch n := t.lay.panelLinesIn(box.H); {
	case n >= 3:
		t.panelRows(&pl, b, p, box, pw, min(n, 4))
	case n >= 2:
		t.panel2(&pl, b, p, box, pw)
	default:
		t.panel1(&pl, b, p, box, pw)
	}
	return pl
}

// chipColours is how many colours of chip cards seat p has.
func chipColours(b *board, p int) int {
	n := 0
	for _, c := range b.seats[p%cards.MaxPlayers].chips {
		if c > 0 {
			n++
		}
	}
	return n
}

// chipGap is the room between two chip colours of a panel.
func (t *Table) chipGap() float64 { return 8 * t.lay.u }

// chipWidth is the room of one chip colour, n cards, in a panel's money
// line: its dot and its count.
func (t *Table) chipWidth(n uint8, size float64) float64 {
	return 0.6*size + 2*t.lay.u + t.kit.TextWidth(strconv.Itoa(int(n)), ui.FontBold, size)
}

// moneyWidth is how wide layMoney's words and chips are, with the word
// "chips" before the chips or without it.
func (t *Table) moneyWidth(b *board, p int, size float64, word bool) float64 {
	w := t.kit.TextWidth(t.moneyWords(b, p), ui.FontBold, size)
	if chipColours(b, p) == 0 {
		return w
	}
	return w + 10*t.lay.u + t.chipsWidth(b, p, size, word)
}

// chipsWidth is how wide layChips's chips are, with the word "chips"
// before them or without it.
func (t *Table) chipsWidth(b *board, p int, size float64, word bool) float64 {
	w := -t.chipGap()
	if word {
		w += t.kit.TextWidth("chips", ui.FontRegular, size) + 6*t.lay.u
	}
	for _, n := range b.seats[p%cards.MaxPlayers].chips {
		if n > 0 {
			w += t.chipWidth(n, size) + t.chipGap()
		}
	}
	return w
}

// layMoney lays out seat p's money (or that it is hidden) and its chip
// cards (layChips) from x, in the middle of the line at y: moneyWidth
// wide.
func (t *Table) layMoney(pl *panelLay, b *board, p int, x, y, size float64, word bool) {
	money := t.moneyWords(b, p)
	pl.text(money, ui.FontBold, size, x, y, ui.ColGold)
	if chipColours(b, p) > 0 {
		t.layChips(pl, b, p, x+t.kit.TextWidth(money, ui.FontBold, size)+10*t.lay.u, y, size, word)
	}
}

// layChips lays out seat p's chip cards, after the word "chips" if word,
// from x in the middle of the line at y: a dot of each colour it has
// and how many.
func (t *Table) layChips(pl *panelLay, b *board, p int, x, y, size float64, word bool) {
	u := t.lay.u
	if word {
		pl.text("chips", ui.FontRegular, size, x, y, ui.ColTextDim)
		x += t.kit.TextWidth("chips", ui.FontRegular, size) + 6*u
	}
	rad := size * 0.3
	for c, n := range b.seats[p%cards.MaxPlayers].chips {
		if n == 0 {
			continue
		}
		pl.dot(x, y, rad, chipColour[c])
		pl.text(strconv.Itoa(int(n)), ui.FontBold, size, x+2*rad+2*u, y, ui.ColText)
		x += t.chipWidth(n, size) + t.chipGap()
	}
}
