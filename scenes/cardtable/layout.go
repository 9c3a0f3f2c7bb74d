package cardtable

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// layout is where everything goes, in logical units, for one window size:
// wide windows put the seat panels in a column at the right and the casinos
// in two rows of three; tall ones (a phone held upright) put the panels in
// a strip at the top and the casinos in three rows of two. The hand is at
// the bottom in both.
type layout struct {
	W, H, u  float64
	portrait bool
	top      ui.Rect
	casinos  [cards.NumCasinos]ui.Rect
	panels   []ui.Rect
	hand     ui.Rect // the bottom area
	slots    [cards.HandSize]ui.Rect
	info     ui.Rect // the preview, the message, the prompt
	confirm  ui.Rect
	chips    [5]ui.Rect // chip colour buttons, in the hand area
	overlay  ui.Rect    // the handover, payout and end panel
	button   ui.Rect    // the overlay's button
}

// newLayout lays out a logical canvas of w x h for n seats.
func newLayout(w, h float64, n int) layout {
	u := ui.Unit(w, h)
	portrait := w < h*0.95
	if portrait {
		// A phone held upright: bigger words and pieces than the wide
		// unit gives a narrow canvas.
		u = ui.Clamp(math.Min(w/560, h/1000), 0.8, 2)
	}
	l := layout{W: w, H: h, u: u, portrait: portrait}
	l.top = ui.R(0, 0, w, 40*u)
	var board ui.Rect
	if l.portrait {
		ph := ui.Clamp(h*0.085, 96*u, 150*u)
		strip := ui.R(8*u, 48*u, w-16*u, ph)
		l.panels = strip.Cols(n, 6*u, nil)
		hb := ui.Clamp(h*0.26, 300*u, 430*u)
		l.hand = ui.R(0, h-hb, w, hb)
		board = ui.R(8*u, strip.MaxY()+8*u, w-16*u, l.hand.Y-strip.MaxY()-16*u)
		l.place(board, 2, 3)
	} else {
		hb := ui.Clamp(h*0.26, 170*u, 240*u)
		l.hand = ui.R(0, h-hb, w, hb)
		pw := ui.Clamp(w*0.21, 220*u, 320*u)
		side := ui.R(w-pw-10*u, 48*u, pw, l.hand.Y-56*u)
		l.panels = side.Rows(n, 8*u, nil)
		for i := range l.panels {
			l.panels[i].H = math.Min(l.panels[i].H, 140*u) // two players: no towering panels
		}
		board = ui.R(10*u, 48*u, side.X-20*u, l.hand.Y-56*u)
		l.place(board, 3, 2)
	}
	l.layHand()
	ow, oh := math.Min(w-40*u, 620*u), math.Min(h-80*u, 360*u)
	l.overlay = ui.R((w-ow)/2, (h-oh)/2, ow, oh)
	l.button = ui.R(l.overlay.CX()-130*u, l.overlay.MaxY()-92*u, 260*u, 52*u)
	return l
}

// place puts the casinos in a grid of cols x rows in r.
func (l *layout) place(r ui.Rect, cols, rows int) {
	rs := r.Rows(rows, 10*l.u, nil)
	for i, row := range rs {
		for j, c := range row.Cols(cols, 10*l.u, nil) {
			if k := i*cols + j; k < cards.NumCasinos {
				l.casinos[k] = c
			}
		}
	}
}

// layHand places the cards, the confirm button, the chip buttons and the
// info text in the hand area.
func (l *layout) layHand() {
	u := l.u
	in := l.hand.Inset(10 * u)
	gap := 12 * u
	var row ui.Rect
	if l.portrait {
		cw := math.Min((in.W-4*gap)/5, in.H*0.5/1.4)
		row = ui.R(in.CX()-(5*cw+4*gap)/2, in.Y, 5*cw+4*gap, cw*1.4)
		rest := ui.R(in.X, row.MaxY()+26*u, in.W, in.MaxY()-row.MaxY()-26*u)
		l.confirm = ui.R(rest.MaxX()-200*u, rest.MaxY()-56*u, 200*u, 56*u)
		l.info = ui.R(rest.X, rest.Y, rest.W, rest.H-64*u)
	} else {
		ch := in.H - 26*u
		cw := ch / 1.4
		row = ui.R(in.X+8*u, in.Y, 5*cw+4*gap, ch)
		l.confirm = ui.R(in.MaxX()-190*u, in.CY()-28*u, 190*u, 56*u)
		l.info = ui.R(row.MaxX()+24*u, in.Y, l.confirm.X-row.MaxX()-40*u, in.H)
	}
	cw := (row.W - 4*gap) / 5
	for i := range l.slots {
		l.slots[i] = ui.R(row.X+float64(i)*(cw+gap), row.Y, cw, row.H)
	}
	cb := row.Cols(5, gap, nil)
	for i := range l.chips {
		l.chips[i] = ui.R(cb[i].X, row.CY()-30*u, cb[i].W, 60*u)
	}
}

// casinoParts divides casino tile r: the header (number and name), the
// notes and chip cards, and the cards placed, one column per seat.
type casinoParts struct {
	header, notes, cards ui.Rect
	cols                 []ui.Rect
}

func (l *layout) casinoParts(c, n int) casinoParts {
	u := l.u
	in := l.casinos[c].Inset(8 * u)
	var p casinoParts
	p.header, in = in.SplitTop(ui.Clamp(in.H*0.15, 20*u, 30*u), 4*u)
	p.notes, p.cards = in.SplitTop(ui.Clamp(in.H*0.24, 26*u, 52*u), 6*u)
	p.cols = p.cards.Cols(n, 4*u, nil)
	return p
}

// miniCard is the size of a placed card in casino column col: a stack of
// up to five, each showing the top of the one beneath (its dice).
func miniCard(col ui.Rect, u float64) (w, h, step float64) {
	label := 18 * u
	h = (col.H - label) / (1 + 0.42*4)
	w = h / 1.4
	if w > col.W*0.9 {
		w = col.W * 0.9
		h = w * 1.4
	}
	return w, h, h * 0.42
}
