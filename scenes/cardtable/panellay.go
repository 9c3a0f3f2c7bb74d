package cardtable

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A seat's panel is laid out (layPanel) before it is drawn
// (drawPanelLay), so that a test can check where its words lie.

// panelItem is one thing a seat's panel draws: a text (s, its left at x
// and its middle at y) or a chip card's dot (rad > 0, centred at x+rad);
// on: a text written on the dot before it (a chip colour's count).
type panelItem struct {
	s               string
	f               ui.FontID
	size, x, y, rad float64
	c               color.RGBA
	on              bool
}

// panelForm is how much the panels shorten their words so that every
// seat's name is whole: the panels of a table take one form, the first
// in which every name is whole (panelFormOf). Panels of two lines or
// more use only formWord and formPlain; a panel of one line (a phone
// with four or five seats) the others too.
type panelForm uint8

const (
	formWord     panelForm = iota // the word "chips" before the chips
	formPlain                     // no word "chips"
	formShort                     // the money short: "$?", "$1,230k"
	formDiscs                     // each colour's count on its dot
	formNoPlaced                  // and no placed cards (the casinos show them)
	panelForms                    // how many forms there are
)

// panelLay is what a seat's panel draws, in order.
type panelLay struct {
	items [16]panelItem
	n     int
	form  panelForm
	word  bool // the word "chips" may go before the chips (formWord)
	cut   bool // the name is cut with "…"
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

// textOn adds a text centred on the dot just added (a chip colour's
// count, formDiscs).
func (pl *panelLay) textOn(s string, f ui.FontID, size, w float64, c color.RGBA) {
	if pl.n == 0 || pl.n == len(pl.items) {
		return
	}
	d := &pl.items[pl.n-1]
	pl.text(s, f, size, d.x+d.rad-w/2, d.y, c)
	pl.items[pl.n-1].on = true
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
// in form f (the word "chips" before its chips where f is formWord and
// it fits).
func (t *Table) layPanel(b *board, p int, r ui.Rect, pw *panelWords, f panelForm) panelLay {
	pl := panelLay{form: f, word: f == formWord}
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

// chipGap is the room between two chip colours of a panel: less where
// each count is on its dot (formDiscs).
func (t *Table) chipGap(f panelForm) float64 {
	if f >= formDiscs {
		return 3 * t.lay.u
	}
	return 8 * t.lay.u
}

// chipWidth is the room of one chip colour, n cards, in a panel's money
// line: its dot and its count beside it, or in form formDiscs a dot
// with its count on it.
func (t *Table) chipWidth(n uint8, size float64, f panelForm) float64 {
	w := t.kit.TextWidth(digits[min(int(n), len(digits)-1)], ui.FontBold, size)
	if f >= formDiscs {
		return max(1.1*size, w+4*t.lay.u)
	}
	return 0.6*size + 2*t.lay.u + w
}

// digits are a chip colour's counts, 0 to 25 (all the chip cards).
var digits = func() (d [26]string) {
	for i := range d {
		d[i] = strconv.Itoa(i)
	}
	return d
}()

// moneyText is seat p's money in form f: moneyWords, or in form
// formShort and after moneyShort.
func (t *Table) moneyText(b *board, p int, f panelForm) string {
	if f >= formShort {
		return t.moneyShort(b, p)
	}
	return t.moneyWords(b, p)
}

// moneyWidth is how wide layMoney's words and chips are in form f, with
// the word "chips" before the chips or without it.
func (t *Table) moneyWidth(b *board, p int, size float64, f panelForm, word bool) float64 {
	w := t.kit.TextWidth(t.moneyText(b, p, f), ui.FontBold, size)
	if chipColours(b, p) == 0 {
		return w
	}
	return w + 10*t.lay.u + t.chipsWidth(b, p, size, f, word)
}

// chipsWidth is how wide layChips's chips are in form f, with the word
// "chips" before them or without it.
func (t *Table) chipsWidth(b *board, p int, size float64, f panelForm, word bool) float64 {
	w := -t.chipGap(f)
	if word {
		w += t.kit.TextWidth("chips", ui.FontRegular, size) + 6*t.lay.u
	}
	for _, n := range b.seats[p%cards.MaxPlayers].chips {
		if n > 0 {
			w += t.chipWidth(n, size, f) + t.chipGap(f)
		}
	}
	return w
}

// layMoney lays out seat p's money (or that it is hidden) in form f and
// its chip cards (layChips) from x, in the middle of the line at y:
// moneyWidth wide.
func (t *Table) layMoney(pl *panelLay, b *board, p int, x, y, size float64, f panelForm, word bool) {
	money := t.moneyText(b, p, f)
	pl.text(money, ui.FontBold, size, x, y, ui.ColGold)
	if chipColours(b, p) > 0 {
		t.layChips(pl, b, p, x+t.kit.TextWidth(money, ui.FontBold, size)+10*t.lay.u, y, size, f, word)
	}
}

// layChips lays out seat p's chip cards in form f, after the word
// "chips" if word, from x in the middle of the line at y: a dot of each
// colour it has and how many, beside it or (formDiscs) on it.
func (t *Table) layChips(pl *panelLay, b *board, p int, x, y, size float64, f panelForm, word bool) {
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
		s, cw := digits[min(int(n), len(digits)-1)], t.chipWidth(n, size, f)
		if f >= formDiscs {
			pl.dot(x, y, cw/2, chipColour[c])
			pl.textOn(s, ui.FontBold, size, t.kit.TextWidth(s, ui.FontBold, size), chipInk[c])
		} else {
			pl.dot(x, y, rad, chipColour[c])
			pl.text(s, ui.FontBold, size, x+2*rad+2*u, y, ui.ColText)
		}
		x += cw + t.chipGap(f)
	}
}

// chipInk is the colour of a count written on a chip colour's dot: light
// on red, blue and green, dark on yellow and pink.
var chipInk = [casino.NumChipColours]color.RGBA{ui.ColText, ui.ColText, ui.ColText, ui.RGB(0x1a, 0x14, 0x0a), ui.RGB(0x1a, 0x14, 0x0a)}
