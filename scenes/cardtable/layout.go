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
	// side: a phone held on its side (ui.PhoneOnSide, the rule every
	// table shares): the casinos at the left, the seats and the hand in a
	// column at the right.
	side    bool
	top     ui.Rect
	casinos [cards.NumCasinos]ui.Rect
	panels  []ui.Rect
	hand    ui.Rect // the bottom area
	slots   [cards.HandSize]ui.Rect
	info    ui.Rect // the preview, the message, the prompt
	confirm ui.Rect
	chips   [5]ui.Rect // chip colour buttons, in the hand area
	overlay ui.Rect    // the payout and end panel
	save    ui.Rect    // the end's Save the record
	close   ui.Rect    // the end's Close
	// warn: on a phone held upright, the band under the top bar that
	// says a failed save's words while the autosave fails (savewarn.go);
	// empty elsewhere and while saving works.
	warn     ui.Rect
	warnHand bool // the band took the hand's height, not the casinos'
	// The top bar's buttons, for a phone that has no keys: a hint (H),
	// the log (L) and the rules (F1).
	hintBtn, logBtn, helpBtn ui.Rect
	setBtn, menuBtn          ui.Rect // Settings and Menu: the window's
	// tap is the least height of anything tapped, in logical units: a
	// finger needs about minTap px of the screen (a phone shows the
	// canvas smaller than its logical size); txt is the least size of the
	// panels' words, minText px of the screen.
	tap, txt float64
	// panelLines is how many lines of words a seat panel holds: 4 in the
	// side column of a wide window, 2 or 1 in the rows across a phone.
	panelLines int
	// oneCard: a phone's casinos show one card a seat, its die large
	// (setOneCard).
	oneCard bool
}

// minTap is the least height, in the window's px (a phone's points), of a
// control a finger taps.
const minTap = 44

// minText is the least size, in the window's px, of the panels' words.
const minText = 12

// phone reports a layout for a phone, upright or on its side: every text
// is least() or more.
func (l *layout) phone() bool { return l.portrait || l.side }

// least is the least size of any text on a phone (minText px of the
// screen), 0 elsewhere (a desktop keeps its sizes).
func (l *layout) least() float64 {
	if l.phone() {
		return l.txt
	}
	return 0
}

// size is n units, or least() if that is more.
func (l *layout) size(n float64) float64 { return max(n*l.u, l.least()) }

// bu is the unit a button of the layout is drawn with: its label at least
// txt (ui.Kit.Button writes labels of 15 units).
func (l *layout) bu() float64 { return max(l.u, l.txt/15) }

// tapUnits is minTap in the logical units of vp, whose window has device
// scale factor dsf; a tiny window, too small for fingers, gets no more
// than an eighth of its height.
func tapUnits(vp ui.Viewport, dsf float64) float64 {
	k := vp.Scale / dsf
	if !(k > 0) || k > 1 {
		k = 1
	}
	return math.Min(minTap/k, vp.H/8)
}

// newLayout lays out a logical canvas of w x h for n seats; tap is the
// least height of a control (tapUnits).
func newLayout(w, h float64, n int, tap float64) layout {
	return newLayoutWarn(w, h, n, tap, warnBand{})
}

// warnBand is the band a failed save's words need on a phone held
// upright: h units high, taken from the casinos' height or, fromHand,
// from the hand's.
type warnBand struct {
	h        float64
	fromHand bool
}

// newLayoutWarn is newLayout with, on a phone held upright, band under
// the top bar for a failed save's words (l.warn); the seats and the
// casinos go below it.
func newLayoutWarn(w, h float64, n int, tap float64, band warnBand) layout {
	u := ui.Unit(w, h)
	portrait := w < h*0.95
	if portrait {
		// A phone held upright: bigger words and pieces than the wide
		// unit gives a narrow canvas.
		u = ui.Clamp(math.Min(w/560, h/1000), 0.8, 2)
	}
	l := layout{W: w, H: h, u: u, portrait: portrait, side: !portrait && ui.PhoneOnSide(w, h), tap: tap, txt: tap * minText / minTap, panelLines: 4}
	l.top = ui.R(0, 0, w, math.Max(40*u, tap+6*u))
	l.layTop()
	y0 := l.top.MaxY() + 8*u
	if l.portrait && band.h > 0 {
		// A failed save's words (savewarn.go), under the top bar.
		l.warn = ui.R(8*u, y0-2*u, w-16*u, band.h)
		l.warnHand = band.fromHand
		y0 = l.warn.MaxY() + 6*u
	}
	if l.portrait {
		l.layPortrait(n, y0)
	} else if l.side {
		l.laySide(n, y0)
	} else {
		hb := ui.Clamp(h*0.26, 170*u, 240*u)
		l.hand = ui.R(0, h-hb, w, hb)
		pw := ui.Clamp(w*0.21, 220*u, 320*u)
		side := ui.R(w-pw-10*u, y0, pw, l.hand.Y-y0-8*u)
		l.panels = side.Rows(n, 8*u, nil)
		for i := range l.panels {
			l.panels[i].H = math.Min(l.panels[i].H, 140*u) // two players: no towering panels
		}
		l.place(ui.R(10*u, y0, side.X-20*u, l.hand.Y-y0-8*u), 3, 2)
	}
	l.setOneCard(n)
	l.layHand()
	ow, oh := math.Min(w-40*u, 620*u), math.Min(h-80*u, 360*u)
	l.overlay = ui.R((w-ow)/2, (h-oh)/2, ow, oh)
	if l.side {
		// A phone on its side: the end's panel takes the screen below
		// the top bar, its words no smaller than on a phone upright.
		l.overlay = ui.R(20*u, l.top.MaxY()+8*u, w-40*u, h-l.top.MaxY()-16*u)
	}
	if l.portrait && len(l.panels) > 0 {
		// A phone held upright: the end's panel takes the screen below
		// the seats' panels (they show the money), its buttons at the
		// thumb, room for the note of Save the record (endnote.go).
		y := l.panels[len(l.panels)-1].MaxY() + 8*u
		l.overlay = ui.R(20*u, y, w-40*u, h-y-16*u)
	}
	bh := math.Max(52*u, tap)
	row := ui.R(l.overlay.X+22*u, l.overlay.MaxY()-40*u-bh, l.overlay.W-44*u, bh).Cols(2, 14*u, nil)
	l.save, l.close = row[0], row[1]
	return l
}

// readable reports whether every casino of l (n seats) shows its cards'
// dice, its number's die and its notes' values at 12 CSS px or more (a
// card's die at 16 with up to three seats where a seat has two cards):
// what TestBoardCardsReadable asks of a phone.
func (l *layout) readable(n int) bool {
	for c := range l.casinos {
		p := l.casinoParts(c, n)
		w, h, _ := l.miniCard(p.cols[0])
		die, double, least := w*phoneDie, w*phoneDouble, l.txt
		if l.oneCard {
			die = min(h*oneCardDie, w*0.95)
			double = die
		} else if n <= 3 {
			least = l.txt * 16 / 12
		}
		if die < least || double < l.txt || p.header.H*0.9 < l.txt || p.notes.H*0.5 < l.txt {
			return false
		}
	}
	return true
}

// layPortrait lays out a phone held upright (n seats, from y0 below the
// top bar): the seats in rows across the screen, words no smaller than
// txt: two lines each for up to three seats, else one (and for three on
// a short phone, as 360x640: the casinos' cards need the height); the
// casinos two by two under them; the hand at the bottom.
func (l *layout) layPortrait(n int, y0 float64) {
	u, w, h := l.u, l.W, l.H
	l.panelLines = 2
	if n > 3 || n == 3 && h < 1500 {
		l.panelLines = 1
	}
	txt := math.Max(l.txt, 14*u)
	rowH := float64(l.panelLines)*txt*1.3 + 12*u
	strip := ui.R(8*u, y0, w-16*u, float64(n)*rowH+float64(n-1)*4*u)
	l.panels = strip.Rows(n, 4*u, nil)
	hb := ui.Clamp(h*0.26, 300*u, 430*u)
	if l.warnHand {
		hb -= l.warn.H + 4*u // the casinos keep their height
	}
	l.hand = ui.R(0, h-hb, w, hb)
	l.place(ui.R(8*u, strip.MaxY()+8*u, w-16*u, l.hand.Y-strip.MaxY()-16*u), 2, 3)
}

// laySide lays out a phone on its side (n seats, from y0 below the top
// bar): the casinos three by two at the left; at the right a column of
// the seats in rows (two lines each for up to three seats, else one),
// then the hand, its words and Confirm, as on a phone held upright.
func (l *layout) laySide(n int, y0 float64) {
	u, w, h := l.u, l.W, l.H
	cw := math.Round(w * 0.4)
	col := ui.R(w-cw-8*u, y0, cw, h-y0-8*u)
	l.panelLines = 2
	if n > 3 {
		l.panelLines = 1
	}
	rowH := float64(l.panelLines)*l.txt*1.3 + 12*u
	strip := ui.R(col.X, col.Y, col.W, float64(n)*rowH+float64(n-1)*4*u)
	l.panels = strip.Rows(n, 4*u, nil)
	l.hand = ui.R(col.X-8*u, strip.MaxY()+6*u, w-col.X+8*u, h-strip.MaxY()-6*u)
	l.place(ui.R(8*u, y0, col.X-24*u, h-y0-8*u), 3, 2)
}

// layTop places the top bar's five buttons at its right (ui.TopBar: the
// same at every table), each a finger's size.
func (l *layout) layTop() {
	h := l.top.H - 6*l.u
	tb, _ := ui.NewTopBar(ui.R(8*l.u, l.top.CY()-h/2, l.W-16*l.u, h), l.bu(), l.tap)
	l.helpBtn, l.hintBtn, l.logBtn, l.setBtn, l.menuBtn = tb[ui.TopHelp], tb[ui.TopHint], tb[ui.TopLog], tb[ui.TopSettings], tb[ui.TopMenu]
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
	if l.phone() {
		cw := math.Min((in.W-4*gap)/5, in.H*0.5/1.4)
		row = ui.R(in.CX()-(5*cw+4*gap)/2, in.Y, 5*cw+4*gap, cw*1.4)
		rest := ui.R(in.X, row.MaxY()+26*u, in.W, in.MaxY()-row.MaxY()-26*u)
		bh := math.Max(56*u, l.tap)
		l.confirm = ui.R(rest.MaxX()-200*u, rest.MaxY()-bh, 200*u, bh)
		l.info = ui.R(rest.X, rest.Y, rest.W, rest.H-bh-8*u)
	} else {
		ch := in.H - 26*u
		cw := ch / 1.4
		row = ui.R(in.X+8*u, in.Y, 5*cw+4*gap, ch)
		bh := math.Min(math.Max(56*u, l.tap), in.H)
		l.confirm = ui.R(in.MaxX()-190*u, in.CY()-bh/2, 190*u, bh)
		l.info = ui.R(row.MaxX()+24*u, in.Y, l.confirm.X-row.MaxX()-40*u, in.H)
	}
	cw := (row.W - 4*gap) / 5
	for i := range l.slots {
		l.slots[i] = ui.R(row.X+float64(i)*(cw+gap), row.Y, cw, row.H)
	}
	cb := row.Cols(5, gap, nil)
	for i := range l.chips {
		bh := math.Max(60*u, l.tap)
		l.chips[i] = ui.R(cb[i].X, row.CY()-bh/2, cb[i].W, bh)
	}
}

// casinoParts divides casino tile r: the header (number and name), the
// notes and chip cards, and the cards placed, one column per seat.
type casinoParts struct {
	header, notes, cards ui.Rect
	cols                 [cards.MaxPlayers]ui.Rect
}

func (l *layout) casinoParts(c, n int) casinoParts {
	u := l.u
	in := l.casinos[c].Inset(8 * u)
	hh, gh, gn := ui.Clamp(in.H*0.15, 20*u, 30*u), 4*u, 6*u
	least := l.least()
	if least > 0 {
		// A phone: the casino's number die (0.9 of the header) and the
		// notes' values (half a note's height) are least() or more; a
		// low tile (360x640) keeps less room around them.
		hh = max(hh, least/0.9+u)
		if ui.Clamp((in.H-hh-gh)*0.24, 26*u, 52*u) < least*phoneNoteH {
			in = l.casinos[c].Inset(4 * u)
			gh, gn = 2*u, 3*u
		}
	}
	var p casinoParts
	p.header, in = in.SplitTop(hh, gh)
	p.notes, p.cards = in.SplitTop(max(ui.Clamp(in.H*0.24, 26*u, 52*u), least*phoneNoteH), gn)
	_ = p.cards.Cols(min(n, cards.MaxPlayers), 4*u, p.cols[:0]) // written into p.cols
	return p
}

// phoneNoteH is a phone's least note at a casino, in least() texts: its
// value is written at half its height (pieces.Note).
const phoneNoteH = 2.05

// stackLabel is the height of the dice total above a casino column.
func (l *layout) stackLabel() float64 { return max(18*l.u, l.least()+4*l.u) }

// A phone's cards at the casinos are phoneCardAspect times as high as
// wide, and the second of a stack lies phoneCardStep widths below the
// first: its die (phoneDie of the width) shows whole.
const (
	phoneCardAspect = 1.2
	phoneCardStep   = 0.8
	phoneDie        = 0.68
	phoneDouble     = 0.46 // each die of a double
)

// stackCards is how many cards a stack at a casino lays out room for:
// five, or on a phone two (one of each kind, kindsOf), or one where two
// would show their dice under least() (oneCard).
func (l *layout) stackCards() int {
	switch {
	case l.oneCard:
		return 1
	case l.phone():
		return 2
	}
	return maxStack
}

// A phone's one card at a casino (layout.oneCard) is square, its die
// oneCardDie of it.
const oneCardDie = 0.76

// setOneCard decides whether a phone's casinos show one card a seat
// (oneCard): where two cards stacked (one of each kind) would show their
// dice (a double's two) under least(), as at 360x640. The dice
// total above the card says how many dice the seat has there, which is
// all the rules count once the cards are placed.
func (l *layout) setOneCard(n int) {
	l.oneCard = false
	if !l.phone() {
		return
	}
	col := l.casinoParts(0, n).cols[0]
	w, _, _ := l.miniCard(col)
	l.oneCard = w*phoneDouble < l.least()
}

// miniCard is the size of a placed card in casino column col: a stack of
// stackCards, each showing the top of the one beneath (its dice).
func (l *layout) miniCard(col ui.Rect) (w, h, step float64) {
	if l.oneCard {
		w = math.Min(col.H-l.stackLabel(), col.W*0.9)
		return w, w, w
	}
	if l.phone() {
		// A phone: short cards (phoneCardAspect) whose die fills them, two
		// at most (kindsOf), the upper showing its die above the lower.
		w = math.Min((col.H-l.stackLabel())/(phoneCardAspect+phoneCardStep), col.W*0.9)
		return w, w * phoneCardAspect, w * phoneCardStep
	}
	h = (col.H - l.stackLabel()) / (1 + 0.42*float64(l.stackCards()-1))
	w = h / 1.4
	if w > col.W*0.9 {
		w = col.W * 0.9
		h = w * 1.4
	}
	return w, h, h * 0.42
}
