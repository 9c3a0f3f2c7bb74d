package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A phone held on its side (844 x 390, 640 x 360 CSS px) is drawn scaled
// down to the logical minimum height (ui.ComputeViewport): its canvas is
// 600 units tall and about 1070 to 1300 wide, a unit 0.6 to 0.65 CSS px.
// The desktop's layouts would give it texts of 5 CSS px, so the screens
// that are laid out for it take their unit from the height alone, as the
// phone held upright takes it from the width: U = H/360, one CSS px on a
// phone 360 px tall, a little more on taller ones. In those units the
// phone's sizes hold (ui.PhoneMinText, ui.PhoneTapH), so texts are at least 12
// CSS px and controls at least 44 on every phone held on its side.

// The dice table on a phone held on its side: the casinos in a column of
// their own at the left, two by two (the slot machine across under them),
// the whole height; at the right, as on a phone held upright, the top bar,
// the players' compact panels and the arena (dice, option row, prompt,
// Hint and Confirm; the replay bar under it in the viewer). A casino's
// header is a row of 18 (its name at 12.6) over its notes (28) and its
// dice (landCasinoParts), so two casinos with their names fit side by
// side in the column's 280 units.

// Sizes of the landscape table, in its units.
const (
	landCasinosMinW = 258 // the casinos' column at least
	landRightMaxW   = 440 // the right column at most (the casinos take the rest)
	landHeaderH     = 18  // a casino's header: the number die and the name
	landNotesH      = 28  // a casino's notes
	landSlotHeaderW = 130 // the slot machine's header, at the left of its strip
)

// computeLandLayout lays the table out for a phone held on its side.
func computeLandLayout(w, h float64, n int, o TableLayoutOptions) TableLayout {
	u := ui.OnSideUnit(h)
	L := TableLayout{W: w, H: h, U: u, NumPlayers: n, Phone: true, MinText: ui.PhoneMinText * u, Land: true}
	m, gap := 4*u, 4*u
	scr := ui.R(0, 0, w, h)
	rightW := min(landRightMaxW*u, w-2*m-gap-landCasinosMinW*u)
	right, _ := scr.SplitRight(rightW+m, 0)
	right.W -= m
	casinos := ui.R(m, m, right.X-gap-m, h-2*m)
	var body ui.Rect
	L.TopBar, body = right.SplitTop(phoneTopBarH*u, m)
	body.H -= m
	if o.Replay {
		L.ReplayBar, body = body.SplitBottom(ui.PhoneReplayBarHeight(h/u)*u, gap)
	}
	L.phoneTopBar()
	// The title from the top bar's left edge (the casinos' column is
	// beside it, not the screen's edge).
	L.Title.W += L.Title.X - L.TopBar.X - u
	L.Title.X = L.TopBar.X + u
	_, L.Pile = L.Title.SplitTop(L.Title.H/2, 0)
	if o.LogOpen {
		// The log is a drawer over the right column, under the top bar.
		L.Log = ui.R(right.X, L.TopBar.MaxY()+m, right.W, h-L.TopBar.MaxY()-2*m)
		L.LogOverlay = true
	}
	body = L.phonePanels(body, gap)
	L.landCasinos(casinos, gap, o.Slot)
	L.landArena(body, o)
	return L
}

// landCasinos lays the casinos out in their column: two by two, the slot
// machine's strip (0.8 of a row) across under them.
func (L *TableLayout) landCasinos(col ui.Rect, gap float64, slot bool) {
	rows, gaps := 3.0, 2*gap
	if slot {
		rows, gaps = 3.8, 3*gap
	}
	rh := (col.H - gaps) / rows
	var cs [2]ui.Rect
	for r := 0; r < 3; r++ {
		row := ui.R(col.X, col.Y+float64(r)*(rh+gap), col.W, rh)
		for c, cell := range row.Cols(2, gap, cs[:0]) {
			L.Casinos[1+2*r+c] = cell
		}
	}
	if slot {
		y := col.Y + 3*(rh+gap)
		L.Casinos[SlotIndex] = ui.R(col.X, y, col.W, col.MaxY()-y)
	}
}

// landArena lays the arena out in body: the dice, the option row, the
// prompt's text and the Hint and Confirm row, as on a phone held upright.
func (L *TableLayout) landArena(body ui.Rect, o TableLayoutOptions) {
	u := L.U
	L.Arena = body
	opt, prompt, buttons := phoneArenaParts(u, o.Replay)
	a := body.Inset(6 * u)
	L.Prompt = ui.R(a.X, a.MaxY()-prompt, a.W, prompt)
	L.PromptText = L.Prompt
	L.phoneOpt = opt
	if buttons > 0 {
		L.Prompt = ui.R(a.X, a.MaxY()-prompt-4*u-buttons, a.W, prompt+4*u+buttons)
		L.PromptText = ui.R(a.X, L.Prompt.Y, a.W, prompt)
		L.Confirm = ui.R(a.MaxX()-110*u, a.MaxY()-buttons, 110*u, buttons)
	}
}

// landCasinoParts divides casino tile r of the landscape table: a header
// row (the die and the name) over the notes, the dice under them; the
// slot machine's wide strip has its header, notes and dice side by side.
func landCasinoParts(r ui.Rect, u float64) pieces.CasinoParts {
	in := ui.R(r.X+2*u, r.Y+4*u, r.W-4*u, r.H-8*u)
	var p pieces.CasinoParts
	if r.W > 3*r.H {
		p.Header = ui.R(in.X, in.Y, landSlotHeaderW*u, landHeaderH*u)
		p.Notes = ui.R(in.X, p.Header.MaxY()+2*u, landSlotHeaderW*u, landNotesH*u)
		x := p.Header.MaxX() + 6*u
		p.Dice = ui.R(x, in.Y, in.MaxX()-x, in.H)
		return p
	}
	var rest ui.Rect
	p.Header, rest = in.SplitTop(landHeaderH*u, 2*u)
	p.Notes, p.Dice = rest.SplitTop(landNotesH*u, 2*u)
	return p
}

// LandScale is 1 on a phone held on its side, 0 elsewhere: a factor for
// the minimum sizes that only that layout raises.
func (l *TableLayout) LandScale() float64 {
	if l.Land {
		return 1
	}
	return 0
}
