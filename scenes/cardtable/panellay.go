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

// layPanel lays out seat p's panel at r in as many lines as it holds.
func (t *Table) layPanel(b *board, p int, r ui.Rect, pw *panelWords) panelLay {
	var pl panelLay
	box := t.lay.panelBox(r)
	switch n := t.lay.panelLinesIn(box.H); {
	case n >= 4:
		t.panel4(&pl, b, p, box, &pw.in)
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

// layMoney lays out seat p's money (or that it is hidden) and its chip
// cards from the left of r.
func (t *Table) layMoney(pl *panelLay, b *board, p int, r ui.Rect, size float64) {
	k, u := t.kit, t.lay.u
	money := t.moneyWords(b, p)
	pl.text(money, ui.FontBold, size, r.X, r.CY(), ui.ColGold)
	x := r.X + k.TextWidth(money, ui.FontBold, size) + 10*u
	colours := chipColours(b, p)
	if colours == 0 {
		return
	}
	pl.text("chips", ui.FontRegular, size, x, r.CY(), ui.ColTextDim)
	x += k.TextWidth("chips", ui.FontRegular, size) + 6*u
	step := min(t.chipStep(size), (r.MaxX()-x)/float64(colours))
	rad := min(size*0.3, step*0.22)
	for c, n := range b.seats[p%cards.MaxPlayers].chips {
		if n == 0 {
			continue
		}
		pl.dot(x, r.CY(), rad, chipColour[c])
		pl.text(strconv.Itoa(int(n)), ui.FontBold, max(min(size, step*0.6), t.lay.txt), x+2*rad+2*u, r.CY(), ui.ColText)
		x += step
	}
}
