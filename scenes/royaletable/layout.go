package royaletable

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// layout is where everything goes, in logical units, for one window size.
// The six casinos form a ring around the dice arena, clockwise from the top
// left: 1 and 2 on top, 3 at the right, 4 and 5 below, 6 at the left.
// Wide windows put the seat panels and the bank in a column at the right;
// tall ones (a phone held upright) put them in a strip at the top. The dock
// for decisions is at the bottom in both.
type layout struct {
	W, H, u float64
	// css is the logical units in a CSS pixel (a phone's narrow window
	// is drawn on a wider logical canvas); tap is a finger's least
	// control (44 CSS px) and minText the least text (12 CSS px), in
	// logical units.
	css, tap, minText float64
	// meas measures a phone's labels (the table's kit; nil: estimated).
	meas measurer
	// arenaTitleH is the strip the game's arena titles need where one
	// takes two lines (arenatext.go; 0: 28 units), measured once
	// (titleOK) with the table's kit.
	arenaTitleH float64
	titleOK     bool
	// seatLays is where each seat's panel writes its words (panellay.go),
	// laid out once a layout (seatsOK) with the table's kit at its
	// scale (seatScale).
	seatLays  []panelLay
	seatsOK   bool
	seatScale float64
	portrait  bool
	// wide: a phone held on its side (ui.PhoneOnSide, the rule every
	// table shares):
	// the casinos in two rows of three beside the arena, the seats at the
	// right, a short dock below; phone: portrait or wide (finger sizes,
	// short words, a tile's marks as the dock's buttons).
	wide, phone bool
	top         ui.Rect
	board       ui.Rect
	casinos     [royale.Casinos]ui.Rect
	arena       ui.Rect
	panels      []ui.Rect
	bank        ui.Rect // main game only: the face-up bank
	dock        ui.Rect // the bottom area: prompt, hint and buttons
	prompt      ui.Rect
	buttons     ui.Rect // where the decision's buttons go
	overlay     ui.Rect // the end panel
	next        ui.Rect // the dock's Continue after a payout
	help        ui.Rect // the top bar's Help
	logBtn      ui.Rect // the top bar's Log
	// The top bar's Hint, Settings and Menu (ui.TopBar; help is its "?").
	hintBtn, setBtn, menuBtn ui.Rect
	endSave                  ui.Rect // the end's "Save the record"
	endClose                 ui.Rect // the end's Close
}

// portraitRows is the least count of seats whose panels a phone held
// upright lays out in rows, one line each, rather than in columns.
const portraitRows = 4

// newLayoutCSS lays out a canvas with css logical units in a CSS pixel.
func newLayoutCSS(w, h float64, n int, bank bool, css float64) layout {
	if !(css >= 1) || math.IsInf(css, 0) {
		css = 1
	}
	u := ui.Unit(w, h)
	portrait := w < h*0.95
	wide := !portrait && ui.PhoneOnSide(w, h)
	if portrait {
		// A phone's words at 15 units are 12 CSS px at least.
		u = math.Max(ui.Clamp(math.Min(w/560, h/1000), 0.8, 2), 0.8*css)
	} else if wide {
		u = math.Max(u, 0.8*css)
	}
	l := layout{W: w, H: h, u: u, portrait: portrait, wide: wide, phone: portrait || wide, css: css, tap: minTap * css, minText: 12 * css}
	minTap := l.tap
	l.top = ui.R(0, 0, w, 40*u)
	if l.phone {
		l.top.H = math.Max(40*u, minTap+8) // its buttons a finger's size
	}
	switch {
	case wide:
		l.wideLayout(n, bank)
	case portrait:
		ph := ui.Clamp(h*0.075, 96*u, 140*u)
		strip := ui.R(8*u, l.top.MaxY()+8*u, w-16*u, ph)
		bh := 46 * u
		if n >= portraitRows {
			// Four or five seats: a row each across the screen, in one
			// line (panelParts), as columns a fifth of a phone wide
			// cut every word short; the bank's one line as low.
			rh := l.minText*1.15 + 4*u
			strip = ui.R(8*u, l.top.MaxY()+6*u, w-16*u, float64(n)*rh+float64(n-1)*3*u)
			l.panels = strip.Rows(n, 3*u, nil)
			bh = math.Min(bh, l.minText*1.2+6*u)
		} else {
			l.panels = strip.Cols(n, 6*u, nil)
		}
		top := strip.MaxY()
		if bank {
			l.bank = ui.R(8*u, top+6*u, w-16*u, bh)
			top = l.bank.MaxY()
		}
		db := ui.Clamp(h*0.26, 3*minTap+56, 420*u) // a prompt and two rows of buttons at least
		l.dock = ui.R(0, h-db, w, db)
		l.board = ui.R(8*u, top+8*u, w-16*u, l.dock.Y-top-16*u)
	default:
		db := ui.Clamp(h*0.22, 150*u, 220*u)
		l.dock = ui.R(0, h-db, w, db)
		pw := ui.Clamp(w*0.2, 220*u, 300*u)
		side := ui.R(w-pw-10*u, 48*u, pw, l.dock.Y-56*u)
		if bank {
			l.bank, side = side.SplitBottom(ui.Clamp(side.H*0.2, 70*u, 110*u), 8*u)
		}
		l.panels = side.Rows(n, 8*u, nil)
		l.board = ui.R(10*u, 48*u, side.X-20*u, l.dock.Y-56*u)
	}
	in := l.dock.Inset(10 * u)
	switch {
	case wide: // the prompt at the left, one row of buttons at the right
		l.ringWide()
		l.prompt, l.buttons = in.SplitLeft(in.W*0.4, 12*u)
	case portrait: // room for a prompt of two lines and the hint's line
		l.ring()
		l.prompt, l.buttons = in.SplitTop(math.Max(l.minText*1.25*3+4*u, in.H*0.3), 6*u)
	default:
		l.ring()
		l.prompt, l.buttons = in.SplitTop(ui.Clamp(in.H*0.3, 44*u, 70*u), 6*u)
	}
	l.next = ui.R(in.MaxX()-240*u, in.Y, 240*u, math.Max(math.Min(l.prompt.H, 52*u), l.tap))
	if wide { // the payout's lines beside it
		l.next = ui.R(in.MaxX()-170*u, in.CY()-l.next.H/2, 170*u, l.next.H)
	}
	l.overlayAndBar(w, h)
	return l
}

// overlayAndBar lays out the overlay (the end's panel and its two buttons)
// and the top bar's five buttons.
func (l *layout) overlayAndBar(w, h float64) {
	u, wide, minTap := l.u, l.wide, l.tap
	ow, oh := math.Min(w-40*u, 640*u), math.Min(h-80*u, 380*u)
	l.overlay = ui.R((w-ow)/2, (h-oh)/2, ow, oh)
	if wide { // under the top bar, as high as the window lets it
		l.overlay = ui.R((w-ow)/2, l.top.MaxY()+6*u, ow, h-l.top.MaxY()-12*u)
	}
	bw := math.Min(240*u, (ow-48*u)/2)
	eh := math.Max(52*u, l.tap)
	foot := 48 * u // the end's note under its buttons
	if l.phone {
		foot = math.Max(foot, 3*l.minText*1.25+8*u)
	}
	l.endSave = ui.R(l.overlay.CX()-8*u-bw, l.overlay.MaxY()-foot-eh, bw, eh)
	l.endClose = ui.R(l.overlay.CX()+8*u, l.endSave.Y, bw, eh)
	bh := l.top.H - 12*u
	if l.phone {
		bh = minTap
	}
	// The five buttons every table has (ui.TopBar), a finger's size on a
	// phone.
	tap := 0.0
	if l.phone {
		tap = minTap
	}
	tb, _ := ui.NewTopBar(ui.R(8*u, (l.top.H-bh)/2, w-16*u, bh), u, tap)
	l.help, l.hintBtn, l.logBtn, l.setBtn, l.menuBtn = tb[ui.TopHelp], tb[ui.TopHint], tb[ui.TopLog], tb[ui.TopSettings], tb[ui.TopMenu]
}

// wideLayout lays out a phone held on its side: below the top bar the
// board (two rows of casinos and the arena) and, at the right, the seats'
// panels over the bank; the dock is a short band at the bottom, its
// prompt at the left and one row of buttons at the right.
func (l *layout) wideLayout(n int, bank bool) {
	u, w, h := l.u, l.W, l.H
	db := math.Max(l.minText*1.25*3+4*u, l.tap) + 20*u // three lines of prompt, or a finger's button
	l.dock = ui.R(0, h-db, w, db)
	mid := ui.R(8*u, l.top.MaxY()+6*u, w-16*u, l.dock.Y-l.top.MaxY()-12*u)
	pw := ui.Clamp(w*0.24, 200*u, 320*u)
	side := ui.R(mid.MaxX()-pw, mid.Y, pw, mid.H)
	if bank {
		l.bank, side = side.SplitBottom(l.minText*1.25+14*u, 6*u)
	}
	l.panels = side.Rows(n, 6*u, nil)
	l.board = ui.R(mid.X, mid.Y, side.X-8*u-mid.X, mid.H)
}

// ringWide places the casinos of a phone on its side in two rows of three,
// clockwise from the top left (1 2 3 over 6 5 4), the arena at their
// right.
func (l *layout) ringWide() {
	b, g := l.board, 10*l.u
	aw := ui.Clamp(b.W*0.2, 8*l.minText, b.W*0.3)
	l.arena = ui.R(b.MaxX()-aw, b.Y, aw, b.H)
	grid := ui.R(b.X, b.Y, b.W-aw-g, b.H)
	rows := grid.Rows(2, g, nil)
	top, bottom := rows[0].Cols(3, g, nil), rows[1].Cols(3, g, nil)
	l.casinos[0], l.casinos[1], l.casinos[2] = top[0], top[1], top[2]
	l.casinos[3], l.casinos[4], l.casinos[5] = bottom[2], bottom[1], bottom[0]
}

// promptSize is the size of a decision's prompt in the dock: on a phone
// on its side small enough for two lines and the hint's line, never under
// the least text.
func (l *layout) promptSize() float64 {
	size := math.Min(18*l.u, l.prompt.H*0.4)
	if l.wide {
		size = math.Min(size, l.prompt.H/3.9)
	}
	return math.Max(size, l.minText)
}

// ring places the casinos around the arena in three rows.
func (l *layout) ring() {
	b, g := l.board, 10*l.u
	rows := b.Rows(3, g, nil)
	sw := b.W * 0.3
	tw := math.Min((b.W-g)/2, b.W*0.4)
	if l.portrait {
		sw = b.W * 0.31
		tw = (b.W - g) / 2
	}
	cx := b.CX()
	l.casinos[0] = ui.R(cx-g/2-tw, rows[0].Y, tw, rows[0].H)
	l.casinos[1] = ui.R(cx+g/2, rows[0].Y, tw, rows[0].H)
	l.casinos[2] = ui.R(b.MaxX()-sw, rows[1].Y, sw, rows[1].H)
	l.casinos[3] = ui.R(cx+g/2, rows[2].Y, tw, rows[2].H)
	l.casinos[4] = ui.R(cx-g/2-tw, rows[2].Y, tw, rows[2].H)
	l.casinos[5] = ui.R(b.X, rows[1].Y, sw, rows[1].H)
	l.arena = ui.R(b.X+sw+g, rows[1].Y, b.W-2*sw-2*g, rows[1].H)
}

// casinoParts divides casino c (0-5): the header (number, name and money
// cards), the dice placed, and the tile beside it (empty without one).
type casinoParts struct {
	header, dice, tile ui.Rect
	name               ui.Rect // a narrow casino's name, under its header (else empty: in the header)
}

func (l *layout) casinoParts(c int, tile bool) casinoParts {
	u := l.u
	in := l.casinos[c].Inset(8 * u)
	var p casinoParts
	p.header, in = in.SplitTop(ui.Clamp(in.H*0.24, 24*u, 40*u), 4*u)
	if !l.nameInHeader(p.header) {
		p.name, in = in.SplitTop(math.Max(18*u, l.minText*1.25), 2*u)
	}
	if tile {
		p.tile, in = in.SplitBottom(ui.Clamp(in.H*0.36, 34*u, 64*u), 4*u)
	}
	p.dice = in
	return p
}

// nameInHeader reports whether a casino's header has room for its name
// beside its die and its two money cards (drawCasino's sizes).
func (l *layout) nameInHeader(h ui.Rect) bool {
	u := l.u
	dh := math.Min(h.H*0.85, 30*u)
	nh := math.Min(h.H*0.9, 30*u)
	return h.W-dh-12*u-2*(nh*pieces.MoneyAspect+4*u) >= math.Max(100*u, 8*l.minText)
}

// buttonRectsTo is buttonRects appended to dst (a caller's buffer).
func (l *layout) buttonRectsTo(n int, dst []ui.Rect) []ui.Rect {
	if n <= 0 {
		return dst
	}
	u, r := l.u, l.buttons
	gap := 8 * u
	cols := max(1, min(n, int((r.W+gap)/(230*u+gap))))
	minH := math.Max(30*u, l.tap)
	for cols < n && float64((n+cols-1)/cols)*(minH+gap) > r.H+gap {
		cols++
	}
	rows := (n + cols - 1) / cols
	bh := math.Min(52*u, (r.H-float64(rows-1)*gap)/float64(rows))
	bh = math.Max(bh, math.Min(l.tap, r.H))
	bw := math.Min((r.W-float64(cols-1)*gap)/float64(cols), 420*u)
	for i := 0; i < n; i++ {
		dst = append(dst, ui.R(r.X+float64(i%cols)*(bw+gap), r.Y+float64(i/cols)*(bh+gap), bw, bh))
	}
	return dst
}

// group is one face of the roll in the arena.
type group struct {
	face int
	r    ui.Rect
}

// rollGroupsTo is rollGroups appended to dst (a caller's buffer).
func (l *layout) rollGroupsTo(r royale.Roll, dst []group) []group {
	var buf [6]int
	faces := buf[:0]
	for f := 1; f <= 6; f++ {
		if r.Has(f) {
			faces = append(faces, f)
		}
	}
	if len(faces) == 0 {
		return dst
	}
	_, area := l.arena.Inset(8*l.u).SplitTop(l.titleStrip(), 4*l.u)
	cols := min(3, len(faces))
	switch {
	case area.H >= 2*area.W: // a phone on its side: one column
		cols = 1
	case area.W < area.H && len(faces) > 2:
		cols = 2
	}
	rows := (len(faces) + cols - 1) / cols
	gap := 6 * l.u
	cw := (area.W - float64(cols-1)*gap) / float64(cols)
	rh := math.Min((area.H-float64(rows-1)*gap)/float64(rows), cw*1.1)
	for i, f := range faces {
		dst = append(dst, group{face: f, r: ui.R(area.X+float64(i%cols)*(cw+gap), area.Y+float64(i/cols)*(rh+gap), cw, rh)})
	}
	return dst
}

// moneyShort is a money card's value (1-10, in royale.Unit) as a phone's
// casino writes it: "$70k".
var moneyShort = func() (s [11]string) {
	for v := 1; v <= 10; v++ {
		s[v] = ui.ShortDollars(v * royale.Unit)
	}
	return s
}()

// casinoMoney is how a casino's header shows its number die and its two
// money cards (drawCasino).
type casinoMoney struct {
	die   float64    // the number die's side, its centre at (header.X+die/2+2u, header.CY())
	cards [2]ui.Rect // the low card's, then the high one's (empty: none)
	// size is the height of the values' text: on a desktop the cards' own
	// label (pieces.LabelFull of a card's height, drawn in the sprite); on
	// a phone (blank) the value short ("$70k") written by the table at 12
	// CSS px or more (own false), as the card's own label would be about 7
	// CSS px there.
	size float64
	own  bool
	left float64 // where the cards begin, less a gap: a name in the header ends before it
}

// casinoMoney lays out header h's die and money cards lo and hi (in
// royale.Unit, 0: none). A phone's cards are as wide as their values
// written short at the least text or more, and its die yields them room,
// never under the least text.
func (l *layout) casinoMoney(k measurer, h ui.Rect, lo, hi int) casinoMoney {
	u := l.u
	m := casinoMoney{die: math.Min(h.H*0.85, 30*u), left: h.MaxX(), own: !l.phone}
	nh := math.Min(h.H*0.9, 30*u)
	vals := [2]int{lo, hi}
	if m.own {
		if room := h.W - m.die - 8*u; 2*(nh*pieces.MoneyAspect+4*u) > room {
			nh = math.Max((room/2-4*u)/pieces.MoneyAspect, 0) // a narrow casino: smaller cards beside its die
		}
		m.size = nh * pieces.LabelFull
		for i, v := range vals {
			if v > 0 {
				m.left -= nh * pieces.MoneyAspect
				m.cards[i] = ui.R(m.left, h.CY()-nh/2, nh*pieces.MoneyAspect, nh)
				m.left -= 4 * u
			}
		}
		return m
	}
	pad, gap := 1.5*u, 2.5*u
	for _, size := range [2]float64{math.Max(nh*0.55, l.minText), l.minText} {
		ch := math.Min(math.Max(nh, size*1.15), h.H)
		var ws [2]float64
		total, cards := 0.0, 0.0
		for i, v := range vals {
			if v >= 1 && v <= 10 {
				ws[i] = k.TextWidth(moneyShort[v], ui.FontBold, size) + 2*pad
				total += ws[i] + gap
				cards++
			}
		}
		full := math.Min(h.H*0.85, 30*u)
		if free := h.W - total - 6*u - full; free > 0 && cards > 0 {
			// Room to spare (a wide casino): the values clear of the
			// card's inner frame.
			more := math.Min(free/(2*cards), 4*u)
			for i := range ws {
				if ws[i] > 0 {
					ws[i] += 2 * more
					total += 2 * more
				}
			}
		}
		m.die = math.Min(full, h.W-total-6*u)
		m.size, m.left = size, h.MaxX()
		for i, w := range ws {
			if w > 0 {
				m.left -= w
				m.cards[i] = ui.R(m.left, h.CY()-ch/2, w, ch)
				m.left -= gap
			}
		}
		if m.die >= l.minText {
			break
		}
	}
	m.die = math.Max(m.die, 0)
	return m
}
