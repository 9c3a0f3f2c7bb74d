package dicetable

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// MaxSeats is the most players a table holds.
const MaxSeats = 6

// SlotIndex is the index of the slot machine in TableLayout.Casinos.
const SlotIndex = 7

// CasinoIndex is casino c's index in the table (TableLayout.Casinos and
// the model's Casino): its number, SlotIndex for the slot machine.
func CasinoIndex(c int) int {
	if c == dice.SlotMachine {
		return SlotIndex
	}
	return c
}

// TableLayoutOptions are the inputs of the table layout besides the size.
type TableLayoutOptions struct {
	Players int  // 2-6
	Slot    bool // the slot machine is in play
	LogOpen bool // the game log panel is shown
	Replay  bool // the replay viewer's bar is under the table
}

// TableLayout is every rectangle of the table scene in logical units. It is
// computed by a pure function, so hit areas always match what is drawn, and
// tests can check it at any window size.
type TableLayout struct {
	W, H float64
	U    float64 // size unit: 1 at 1280x760 logical, larger on bigger windows

	TopBar ui.Rect
	Title  ui.Rect // round and game title, left of the top bar
	Pile   ui.Rect // the note pile counter
	// The top bar's buttons (ui.TopBar: the same at every game's table).
	BtnHelp, BtnHint, BtnLog ui.Rect
	BtnSetting, BtnMenu      ui.Rect

	Casinos [8]ui.Rect // 1-6, and SlotIndex when the slot machine is used
	Arena   ui.Rect    // where dice are rolled
	Prompt  ui.Rect    // the instruction line at the bottom of the arena
	Confirm ui.Rect    // confirm button at the right of the prompt

	Players    [MaxSeats]ui.Rect
	NumPlayers int
	SidePanels bool // player panels stand in side columns (else in a bottom strip)

	Log        ui.Rect
	LogOverlay bool // the log is a drawer over the table (narrow windows)

	// ReplayBar holds the replay viewer's controls (TableLayoutOptions.Replay).
	ReplayBar ui.Rect

	// Phone: the layout of a phone held upright (layout_phone.go). Its
	// prompt holds the text (PromptText) over a row with Hint and Confirm;
	// MinText is the smallest text size (12 CSS px), 0 elsewhere.
	Phone      bool
	PromptText ui.Rect
	MinText    float64
	phoneOpt   float64 // the option row's height
	Land       bool    // a phone held on its side (layout_land.go)
}

// ComputeTableLayout lays the table out for a logical canvas of w x h.
func ComputeTableLayout(w, h float64, o TableLayoutOptions) TableLayout {
	w = math.Max(w, ui.MinLogicalW)
	h = math.Max(h, ui.MinLogicalH)
	n := o.Players
	if n < 1 {
		n = 1
	}
	if n > MaxSeats {
		n = MaxSeats
	}
	if ui.PhoneUpright(w, h) {
		return computePhoneLayout(w, h, n, o)
	}
	if ui.PhoneOnSide(w, h) {
		return computeLandLayout(w, h, n, o)
	}
	u := ui.Unit(w, h)
	m := 8 * u   // outer margin
	gap := 7 * u // gap between blocks
	L := TableLayout{W: w, H: h, U: u, NumPlayers: n}

	screen := ui.R(0, 0, w, h)
	var body ui.Rect
	L.TopBar, body = screen.SplitTop(40*u, 0)
	body = body.Inset(m)
	if o.Replay {
		L.ReplayBar, body = body.SplitBottom(ReplayBarHeight(w, h), gap)
	}

	// Top bar: title on the left, the five buttons every table has on
	// the right.
	bar := L.TopBar.Inset(5 * u)
	L.setTopBar(bar, 0)
	bar.W = L.BtnHelp.X - 6*u - bar.X
	L.Title, bar = bar.SplitLeft(math.Min(360*u, bar.W*0.6), 6*u)
	L.Pile, _ = bar.SplitRight(math.Min(180*u, bar.W), 0)

	// Log: a column on wide windows, a drawer over the table otherwise.
	logW := ui.Clamp(300*u, 260, w*0.45)
	if o.LogOpen {
		if body.W-logW-gap >= 1000*u {
			L.Log, body = body.SplitRight(logW, gap)
		} else {
			L.Log = ui.R(w-logW-m, L.TopBar.MaxY()+m, logW, h-L.TopBar.MaxY()-2*m)
			L.LogOverlay = true
		}
	}

	center := L.placePlayers(body, gap)
	L.placeCasinos(center, gap, o.Slot)
	return L
}

// placePlayers lays out the player panels in body: side columns when the
// table stays wide enough, else a bottom strip. It returns the room left
// for the casinos.
func (L *TableLayout) placePlayers(body ui.Rect, gap float64) ui.Rect {
	u, n := L.U, L.NumPlayers
	panelW := 210 * u
	center := body
	if body.W-2*(panelW+gap) >= 760*u {
		L.SidePanels = true
		// Keep the casino grid from becoming absurdly wide; centre it.
		maxC := body.H * 2.1
		cw := math.Min(body.W-2*(panelW+gap), maxC)
		cx := body.X + (body.W-cw)/2
		center = ui.R(cx, body.Y, cw, body.H)
		left := ui.R(cx-gap-panelW, body.Y, panelW, body.H)
		right := ui.R(center.MaxX()+gap, body.Y, panelW, body.H)
		nl := (n + 1) / 2
		nr := n - nl
		ph := math.Min(150*u, (body.H-2*gap)/3)
		for i := 0; i < nl; i++ {
			L.Players[i] = ui.R(left.X, left.Y+float64(i)*(ph+gap), panelW, ph)
		}
		for i := 0; i < nr; i++ {
			// The right column runs bottom to top so seats go round the table clockwise.
			L.Players[nl+i] = ui.R(right.X, right.MaxY()-float64(i+1)*ph-float64(i)*gap, panelW, ph)
		}
	} else {
		var strip ui.Rect
		strip, center = body.SplitBottom(68*u, gap)
		var cols [MaxSeats]ui.Rect
		cs := strip.Cols(n, gap, cols[:0])
		copy(L.Players[:], cs)
	}
	return center
}

// placeCasinos lays out the casino ring in center: 1-2-3 on top, 4-5-6 at
// the bottom (reading order), the arena in the middle with its prompt row,
// and the slot machine at the middle right.
func (L *TableLayout) placeCasinos(center ui.Rect, gap float64, slot bool) {
	u := L.U
	midH := center.H * 0.33
	rowH := (center.H - midH - 2*gap) / 2
	top, rest := center.SplitTop(rowH, gap)
	mid, bot := rest.SplitTop(midH, gap)
	var cols [3]ui.Rect
	for i, r := range top.Cols(3, gap, cols[:0]) {
		L.Casinos[1+i] = r
	}
	for i, r := range bot.Cols(3, gap, cols[:0]) {
		L.Casinos[4+i] = r
	}
	if slot {
		slotW := (center.W - 2*gap) / 3
		L.Casinos[SlotIndex], L.Arena = mid.SplitRight(slotW, gap)
	} else {
		L.Arena = mid
	}
	ph := ui.Clamp(34*u, 28, L.Arena.H*0.35)
	L.Prompt, _ = L.Arena.Inset(4*u).SplitBottom(ph, 0)
	L.Confirm, L.Prompt = L.Prompt.SplitRight(math.Min(150*u, L.Prompt.W*0.4), 6*u)
}

// ReplayBarHeight is the height of the replay viewer's bar: one row of
// controls, two in portrait (a phone), each at least about 44 CSS px tall
// on a phone.
func ReplayBarHeight(w, h float64) float64 {
	w = math.Max(w, ui.MinLogicalW)
	h = math.Max(h, ui.MinLogicalH)
	row := math.Max(40*ui.Unit(w, h), h*0.055)
	if ReplayTwoRows(w, h) {
		// At least 46 CSS px on a 360 px phone (layout_phone.go).
		row = math.Max(row, 46*w/ui.PhoneDesignW)
		return 2*row + 6*ui.Unit(w, h)
	}
	return row
}

// ReplayTwoRows: the replay bar takes two rows in portrait windows.
func ReplayTwoRows(w, h float64) bool { return h > w*1.3 }

// ArenaOptionRow is the strip between the dice and the prompt: face
// numbers, and the choice buttons (kicker targets, casino or slot machine).
func ArenaOptionRow(l *TableLayout) ui.Rect {
	if l.Phone {
		a := l.Arena.Inset(6 * l.U)
		return ui.R(a.X, l.Prompt.Y-4*l.U-l.phoneOpt, a.W, l.phoneOpt)
	}
	a := l.Arena.Inset(8 * l.U)
	h := ui.Clamp(28*l.U, 22, a.H*0.24)
	return ui.R(a.X, l.Prompt.Y-4*l.U-h, a.W, h)
}

// ArenaDiceArea is where rolled dice lie: the arena above the option row.
func ArenaDiceArea(l *TableLayout) ui.Rect {
	a := l.Arena.Inset(8 * l.U)
	if l.Phone {
		a = l.Arena.Inset(6 * l.U)
	}
	row := ArenaOptionRow(l)
	a.H = row.Y - 4*l.U - a.Y
	if a.H < 0 {
		a.H = 0
	}
	return a
}

// FaceColumn is the column of the arena that holds the dice showing face f (1-6).
func FaceColumn(area ui.Rect, f int) ui.Rect {
	w := area.W / 6
	return ui.R(area.X+float64(f-1)*w, area.Y, w, area.H)
}

// ArenaDieSize is the die size that fits maxN dice of one face in a face
// column of the arena (at most 54 units).
func ArenaDieSize(area ui.Rect, u float64, maxN int) float64 {
	maxN = max(maxN, 1)
	colW := area.W / 6
	d := math.Min(54*u, colW*0.8)
	for d > 8 {
		per := math.Floor((area.H - 0.1*d) / (1.1 * d))
		if per >= 1 {
			cols := math.Ceil(float64(maxN) / per)
			if cols*1.1*d <= colW*0.98 {
				return d
			}
		}
		d *= 0.93
	}
	return d
}

// DieSlot returns the centre of the k-th of n dice (0-based) showing face f,
// for dice of size d: they fill the face's column in rows, then in more
// columns, centred.
func DieSlot(area ui.Rect, f, k, n int, d float64) (float64, float64) {
	col := FaceColumn(area, f)
	per := int(math.Max(1, math.Floor((area.H-0.1*d)/(1.1*d))))
	cols := (n + per - 1) / per
	c, r := k/per, k%per
	inCol := min(per, n-c*per)
	x := col.CX() + (float64(c)-float64(cols-1)/2)*1.1*d
	y := col.CY() + (float64(r)-float64(inCol-1)/2)*1.1*d
	return x, y
}

// CasinoParts divides casino i's tile into its header, its notes and its
// dice: pieces.SplitCasino's parts, except on a short phone
// (phoneShortCasinos), where the header and the notes share a row, and on
// a phone held on its side (landCasinoParts).
func (l TableLayout) CasinoParts(i int) pieces.CasinoParts {
	if l.Land {
		return landCasinoParts(l.Casinos[i], l.U)
	}
	if l.phoneShortCasinos() {
		return phoneCasinoParts(l.Casinos[i], l.U)
	}
	return pieces.SplitCasino(l.Casinos[i], l.U)
}

// setTopBar places the top bar's five buttons (ui.TopBar) at the right of
// bar, each at least tap wide.
func (L *TableLayout) setTopBar(bar ui.Rect, tap float64) {
	tb, _ := ui.NewTopBar(bar, L.U, tap)
	L.BtnHelp, L.BtnHint, L.BtnLog, L.BtnSetting, L.BtnMenu = tb[ui.TopHelp], tb[ui.TopHint], tb[ui.TopLog], tb[ui.TopSettings], tb[ui.TopMenu]
}

// HintButton is the Hint button's place in layout L: at the right end of
// the prompt row, left of Confirm.
func (L *TableLayout) HintButton() ui.Rect {
	u := L.U
	w := math.Min(100*u, L.Prompt.W*0.22)
	return ui.R(L.Confirm.X-6*u-w, L.Confirm.Y, w, L.Confirm.H)
}
