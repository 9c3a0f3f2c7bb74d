package dicetable

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The table on a phone held upright. A phone narrower than the 800 logical
// units of ui.MinLogicalW is drawn scaled down (ui.ComputeViewport), so the
// logical canvas is 800 units wide whatever the phone: a unit is
// 360/800 CSS px on a 360 px phone, 390/800 on a 390 px one. The phone
// layout therefore takes its unit from the width alone: U = W/360, one CSS
// px on the narrowest common phone (360 CSS px) and a little more on wider
// ones. In those units a control is at least 44 tall and a text at least
// 12, so both hold in CSS px on every phone at least 360 px wide.
//
// From top to bottom: the top bar, the players' panels (compact), the
// casinos two by two (the slot machine across the width under them), then
// the arena at thumb reach: the rolled dice, the option row and the
// prompt with the Hint and Confirm buttons under it.

// Sizes of the phone layout, in its units (CSS px on a 360 px phone).
const (
	phoneTopBarH  = 52
	phonePanelH   = 44
	phoneCasinoH  = 114 // a casino's height where it fits: notes of 27 (12 for their labels)
	phonePromptTH = 46  // the prompt's text: three lines of 12.5
)

// computePhoneLayout lays the table out for a phone held upright.
func computePhoneLayout(w, h float64, n int, o TableLayoutOptions) TableLayout {
	u := w / ui.PhoneDesignW
	L := TableLayout{W: w, H: h, U: u, NumPlayers: n, Phone: true, MinText: ui.PhoneMinText * u}
	m, gap := 4*u, 5*u
	var body ui.Rect
	L.TopBar, body = ui.R(0, 0, w, h).SplitTop(phoneTopBarH*u, 0)
	body = body.Inset(m)
	if o.Replay {
		L.ReplayBar, body = body.SplitBottom(ui.PhoneReplayBarHeight(h/u)*u, gap)
	}
	L.phoneTopBar()
	if o.LogOpen {
		// The log is a drawer over the table, under the top bar (its
		// button closes it).
		L.Log = ui.R(m, L.TopBar.MaxY()+m, w-2*m, h-L.TopBar.MaxY()-2*m)
		L.LogOverlay = true
	}
	body = L.phonePanels(body, gap)
	L.phoneBoard(body, gap, o)
	return L
}

// phoneTopBar places the five buttons at the right of the top bar, each
// one tap tall, and the round and the pile in two lines at the left.
func (L *TableLayout) phoneTopBar() {
	u := L.U
	bar := L.TopBar.Inset((phoneTopBarH - ui.PhoneTapH) / 2 * u)
	bar.X += 2 * u
	bar.W -= 4 * u
	L.setTopBar(bar, ui.PhoneTapH*u)
	bar.W = L.BtnHelp.X - 4*u - bar.X
	L.Title = bar
	_, L.Pile = bar.SplitTop(bar.H/2, 0)
}

// phoneCols is how many player panels stand side by side.
func phoneCols(n int) int {
	switch {
	case n <= 3:
		return n
	case n == 4:
		return 2
	}
	return 3
}

// phonePanels lays the player panels out at the top of body, in rows of
// phoneCols, and returns the room below them.
func (L *TableLayout) phonePanels(body ui.Rect, gap float64) ui.Rect {
	u, n := L.U, L.NumPlayers
	cols := phoneCols(n)
	rows := (n + cols - 1) / cols
	pg := 4 * u
	strip, rest := body.SplitTop(float64(rows)*phonePanelH*u+float64(rows-1)*pg, gap)
	var rs [MaxSeats]ui.Rect
	for r := 0; r < rows; r++ {
		k := min(cols, n-r*cols)
		row := ui.R(strip.X, strip.Y+float64(r)*(phonePanelH*u+pg), strip.W, phonePanelH*u)
		cs := row.Cols(cols, pg, rs[:0])
		// A shorter last row is centred under the full ones.
		dx := (float64(cols-k) * (cs[0].W + pg)) / 2
		for i := 0; i < k; i++ {
			c := cs[i]
			c.X += dx
			L.Players[r*cols+i] = c
		}
	}
	return rest
}

// phoneArenaParts are the heights of the arena's fixed rows on a phone.
func phoneArenaParts(u float64, replay bool) (opt, prompt, buttons float64) {
	if replay {
		// Nobody decides in the replay: no buttons, and the option row
		// only spaces the dice from the prompt.
		return 12 * u, phonePromptTH * u, 0
	}
	return ui.PhoneTapH * u, phonePromptTH * u, ui.PhoneTapH * u
}

// phoneBoard lays the casinos (two columns, the slot machine across the
// width under them) and, under them, the arena in body.
func (L *TableLayout) phoneBoard(body ui.Rect, gap float64, o TableLayoutOptions) {
	u := L.U
	in := 6 * u // the arena's inset
	opt, prompt, buttons := phoneArenaParts(u, o.Replay)
	fixed := 2*in + 4*u + opt + 4*u + prompt
	if buttons > 0 {
		fixed += 4*u + buttons
	}
	flex := body.H - gap - fixed
	// The casinos first (up to phoneCasinoH each), the dice the rest.
	rows, gaps := 3.0, 2*gap
	if o.Slot {
		rows, gaps = 3.8, 3*gap // the slot machine's row is lower
	}
	dice := ui.Clamp(flex-rows*phoneCasinoH*u-gaps, 64*u, 150*u)
	casinos, arena := body.SplitTop(flex-dice, gap)
	L.Arena = arena
	rh := (casinos.H - gaps) / rows
	var cs [2]ui.Rect
	for r := 0; r < 3; r++ {
		row := ui.R(casinos.X, casinos.Y+float64(r)*(rh+gap), casinos.W, rh)
		for c, cell := range row.Cols(2, gap, cs[:0]) {
			L.Casinos[1+2*r+c] = cell
		}
	}
	if o.Slot {
		L.Casinos[SlotIndex] = ui.R(casinos.X, casinos.Y+3*(rh+gap), casinos.W, casinos.MaxY()-casinos.Y-3*(rh+gap))
	}
	a := arena.Inset(in)
	L.Prompt = ui.R(a.X, a.MaxY()-prompt, a.W, prompt)
	L.PromptText = L.Prompt
	L.phoneOpt = opt
	if buttons > 0 {
		L.Prompt = ui.R(a.X, a.MaxY()-prompt-4*u-buttons, a.W, prompt+4*u+buttons)
		L.PromptText = ui.R(a.X, L.Prompt.Y, a.W, prompt)
		L.Confirm = ui.R(a.MaxX()-110*u, a.MaxY()-buttons, 110*u, buttons)
	}
}

// PhonePromptSize is the prompt's text size on a phone.
func PhonePromptSize(L *TableLayout) float64 {
	return math.Max(13.5*L.U, L.MinText)
}

// TextSize is the size of a text of s units in layout L: s*U, and never
// under L.MinText (the phone's 12 CSS px).
func (L *TableLayout) TextSize(s float64) float64 { return math.Max(s*L.U, L.MinText) }
