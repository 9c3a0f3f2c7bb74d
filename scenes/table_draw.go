package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// layoutOptions places the option buttons (kick targets, casino or slot).
func (t *Table) layoutOptions() {
	t.nOptRects = 0
	if !t.deciding {
		return
	}
	u := t.L.U
	row := ArenaOptionRow(&t.L)
	h := row.H
	add := func(i int) {
		if t.nOptRects < len(t.optRects) {
			t.optIdx[t.nOptRects] = i
			t.nOptRects++
		}
	}
	switch t.choiceKind() {
	case dice.ActPlace:
		if t.sel < 0 {
			return
		}
		f := int(t.legal[t.sel].Face)
		a, b := t.optionFor(f, f), t.optionFor(f, dice.SlotMachine)
		if a < 0 || b < 0 {
			return
		}
		add(a)
		add(b)
	default:
		for i := range t.legal {
			add(i)
		}
	}
	n := t.nOptRects
	bw := math.Min(190*u, (row.W-float64(n-1)*6*u)/float64(n))
	x := row.X + (row.W-(bw*float64(n)+6*u*float64(n-1)))/2
	for j := 0; j < n; j++ {
		t.optRects[j] = ui.R(x, row.Y, bw, h)
		x += bw + 6*u
	}
}

// cellRect is where participant q's dice sit inside a casino's dice area.
func (t *Table) cellRect(area ui.Rect, cas, q int) (ui.Rect, bool) {
	cv := &t.m.cas[cas]
	// Participants with dice, in seat order, neutral last.
	idx, n := -1, 0
	for p := 0; p < numParticipants; p++ {
		if p >= t.m.players && p != dice.Neutral {
			continue
		}
		has := cv.units(p) > 0 || (t.preview.valid && t.preview.casino == cas && p == t.seat)
		if p == q && (has || t.cellReserved(cas, q)) {
			idx = n
		}
		if has || (p == q && t.cellReserved(cas, q)) {
			n++
		}
	}
	if idx < 0 {
		return ui.Rect{}, false
	}
	cols, cw, ch := cellGrid(area, n)
	r := idx / cols
	col := idx % cols
	return ui.R(area.X+float64(col)*cw, area.Y+float64(r)*ch, cw, ch), true
}

// cellGrid is how a casino's dice area holds n cells: columns, and a cell's size.
func cellGrid(area ui.Rect, n int) (cols int, cw, ch float64) {
	cols = 2
	if area.W/area.H > 2.2 {
		cols = 3
	}
	if n <= 2 && area.W/area.H > 1.3 {
		cols = 2
	}
	if area.W/area.H > 3.5 {
		cols = 4
	}
	rows := max((n+cols-1)/cols, 1)
	return cols, area.W / float64(cols), math.Min(area.H/float64(rows), area.H/2)
}

// cellDieSize is the size of the dice drawn in a casino's cell.
func cellDieSize(cw, ch, u float64) float64 {
	return math.Min(math.Min(ch*0.62, 26*u), cw/4.2)
}

// cellReserved keeps a cell for dice flying in.
func (t *Table) cellReserved(cas, q int) bool {
	return t.animOn && t.cur.Kind == dice.EvPlaced && int(t.cur.Casino) == casToIdx(int(t.cur.Casino)) && casToIdx(int(t.cur.Casino)) == cas && int(t.cur.Player) == q
}

func casToIdx(c int) int {
	if c == dice.SlotMachine {
		return SlotIndex
	}
	return c
}

func (t *Table) draw(dst *ebiten.Image, c *Context) {
	k := c.Kit
	L := &t.L
	u := L.U
	k.Felt(dst)

	// Top bar.
	k.FillRect(dst, L.TopBar, ui.ColTopBar)
	k.FillRect(dst, ui.R(0, L.TopBar.MaxY()-1.5*u, L.W, 1.5*u), ui.WithAlpha(ui.ColGold, 0.6))
	k.Text(dst, "LAS VEGAS", ui.FontBold, 20*u, L.Title.X+4*u, L.Title.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	k.Text(dst, t.m.roundLabel, ui.FontBold, 15*u, L.Title.X+140*u, L.Title.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	pieces.Note(k, dst, L.Pile.X, L.Pile.CY()-9*u, 18*u, 0, true, 1)
	k.Text(dst, t.m.pileLabel, ui.FontRegular, 13*u, L.Pile.X+36*u, L.Pile.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	k.Button(dst, L.BtnHelp, "?", hoverState(c, L.BtnHelp, ui.BtnNormal), u)
	logSt := hoverState(c, L.BtnLog, ui.BtnNormal)
	if t.logOpen {
		logSt = ui.BtnActive
	}
	k.Button(dst, L.BtnLog, "Log", logSt, u)
	k.Button(dst, L.BtnSetting, "Settings", hoverState(c, L.BtnSetting, ui.BtnNormal), u)
	k.Button(dst, L.BtnMenu, "Menu", hoverState(c, L.BtnMenu, ui.BtnNormal), u)

	// Casinos.
	for n := 1; n <= t.m.casinos; n++ {
		idx := n
		if n == 7 {
			idx = SlotIndex
		}
		t.drawCasino(dst, c, idx)
	}

	t.drawArena(dst, c)
	t.drawHint(dst, c)

	for p := 0; p < t.m.players; p++ {
		t.drawPanel(dst, c, p)
	}

	t.drawFly(dst, c)

	if t.logOpen {
		t.drawLog(dst, c)
	}

	if !t.bannerT.Done() && t.banner != "" {
		p := t.bannerT.P()
		a := math.Min(1, math.Min(p*5, (1-p)*4))
		r := L.Arena.Centered(math.Min(L.Arena.W*0.8, 420*u), math.Min(L.Arena.H*0.7, 70*u))
		k.RoundRect(dst, r, 12*u, ui.WithAlpha(ui.RGB(0x10, 0x06, 0x1a), 0.92*a))
		k.StrokeRoundRect(dst, r, 12*u, 2.5*u, ui.WithAlpha(ui.ColNeonPink, a))
		k.TextFit(dst, t.banner, ui.FontBold, 30*u, r.W-20*u, r.CX(), r.CY(), ui.AlignCenter|ui.AlignMiddle, ui.WithAlpha(ui.ColGold, a))
	}
}

func (t *Table) drawCasino(dst *ebiten.Image, c *Context, idx int) {
	k := c.Kit
	u := t.L.U
	r := t.L.Casinos[idx]
	pieces.CasinoTile(k, dst, r, idx, u)
	p := pieces.SplitCasino(r, u)
	acc := pieces.CasinoAccent[idx]
	target := t.preview.valid && t.preview.casino == idx
	if t.deciding && t.sel >= 0 && t.legal[t.sel].Kind == dice.ActPlace && casToIdx(int(t.legal[t.sel].Casino)) == idx {
		target = true
	}
	if t.deciding && t.choiceKind() == dice.ActKick && t.kickCasinoIndex() == idx {
		target = true
	}
	if t.payCasino == idx {
		target = true
	}
	if target {
		g := 0.55 + 0.45*ui.Pulse(c.Tick, 50)
		k.StrokeRoundRect(dst, r.Inset(1*u), 12*u, 4*u, ui.WithAlpha(acc, g))
	}
	// Header: number die and name.
	hd := casinoHeaderDie(p)
	face := idx
	if idx == SlotIndex {
		face = 0
	}
	if face > 0 {
		pieces.Die(k, dst, p.Header.X+hd/2+2*u, p.Header.CY(), hd, pieces.DieStyle{Colour: pieces.DieWhite}, face, 0, 1)
	} else {
		k.RoundRect(dst, ui.R(p.Header.X+2*u, p.Header.CY()-hd/2, hd, hd), 5*u, ui.ColGold)
		k.Text(dst, "7", ui.FontBold, hd*0.7, p.Header.X+2*u+hd/2, p.Header.CY(), ui.AlignCenter|ui.AlignMiddle, ui.RGB(0x20, 0x10, 0))
	}
	k.TextFit(dst, t.casName[idx], ui.FontBold, math.Min(17*u, p.Header.H*0.7), p.Header.W*0.55, p.Header.X+hd+10*u, p.Header.CY(), ui.AlignLeft|ui.AlignMiddle, acc)
	cv := &t.m.cas[idx]
	if idx == SlotIndex {
		// Faces already on the slot machine, at the right of the notes row.
		ds := math.Min(p.Notes.H*0.5, 20*u)
		x := p.Notes.MaxX() - ds/2
		for f := 6; f >= 1; f-- {
			if cv.slot[f] {
				pieces.Die(k, dst, x, p.Notes.CY(), ds, pieces.DieStyle{Colour: pieces.DieWhite}, f, 0, 0.9)
				x -= ds * 1.15
			}
		}
	}

	// Notes, highest first, overlapping when space is short.
	nh := casinoNoteH(p, u)
	nw := nh * pieces.NoteAspect
	n := cv.nNotes
	if n > 0 {
		step := nw + 4*u
		if total := step*float64(n) - 4*u; total > p.Notes.W {
			step = (p.Notes.W - nw) / float64(max(n-1, 1))
		}
		x := p.Notes.X
		for i := 0; i < n; i++ {
			pieces.Note(k, dst, x, p.Notes.CY()-nh/2, nh, noteIndex(cv.notes[i]), false, 1)
			x += step
		}
	} else {
		k.Text(dst, "no notes", ui.FontRegular, 12*u, p.Notes.X, p.Notes.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	}

	// Dice per participant.
	shakeMask := uint8(0)
	shakeP := 0.0
	if t.animOn && t.cur.Kind == dice.EvTieRemoved && casToIdx(int(t.cur.Casino)) == idx {
		shakeMask = t.cur.Mask
		shakeP = t.tw.P()
	}
	for q := 0; q < numParticipants; q++ {
		if q >= t.m.players && q != dice.Neutral {
			continue
		}
		cell, ok := t.cellRect(p.Dice, idx, q)
		if !ok {
			continue
		}
		units := cv.units(q)
		ghost := 0
		if t.preview.valid && t.preview.casino == idx && q == t.seat {
			ghost = t.previewAdd(idx)
		}
		var dx, alpha float64 = 0, 1
		if shakeMask&(1<<q) != 0 {
			if !c.Settings.ReducedMotion {
				dx = ui.Shake(shakeP, 6*u)
			}
			alpha = 1 - ui.Clamp((shakeP-0.6)/0.4, 0, 1)
		}
		t.drawCell(dst, c, cell, idx, q, cv.dice[q], cv.big[q], units, ghost, dx, alpha)
	}
}

// previewAdd is how many dice units the previewed option adds for the deciding seat.
func (t *Table) previewAdd(idx int) int {
	if !t.deciding {
		return 0
	}
	i := t.sel
	if i < 0 {
		i = t.hoverOpt
	}
	if i < 0 || i >= len(t.legal) || t.legal[i].Kind != dice.ActPlace {
		return 0
	}
	n := 0
	for k := 0; k < int(t.m.roll.N); k++ {
		if t.m.roll.Face[k] == t.legal[i].Face {
			switch t.m.roll.Kind[k] {
			case dice.Regular:
				n++
			case dice.Biggy:
				n += 2
			}
		}
	}
	return n
}

func (t *Table) drawCell(dst *ebiten.Image, c *Context, cell ui.Rect, idx, q, dice, big, units, ghost int, dx, alpha float64) {
	k := c.Kit
	u := t.L.U
	ds := cellDieSize(cell.W, cell.H, u)
	face := idx
	if idx == SlotIndex {
		face = t.m.cas[idx].high[q]
	}
	st := pieces.DieStyle{Colour: t.seatColour(q), Symbols: c.Settings.Symbols}
	x := cell.X + ds*0.6 + dx
	y := cell.CY()
	shown := dice + big
	maxShown := int(math.Max(1, (cell.W*0.62-ds)/(ds*0.38)))
	drawn := 0
	for i := 0; i < big && drawn < maxShown; i++ {
		bst := st
		bst.Biggy = true
		pieces.Die(k, dst, x, y, ds*0.85, bst, face, 0, alpha)
		x += ds * 0.5
		drawn++
	}
	for i := 0; i < dice && drawn < maxShown; i++ {
		pieces.Die(k, dst, x, y, ds, st, face, 0, alpha)
		x += ds * 0.38
		drawn++
	}
	if ghost > 0 {
		gf := face
		if idx == SlotIndex && t.sel >= 0 {
			gf = int(t.legal[t.sel].Face)
		}
		pieces.Die(k, dst, x+ds*0.3, y, ds, st, gf, 0, 0.45)
		x += ds * 0.6
	}
	_ = shown
	label := countLabel[min(units, len(countLabel)-1)]
	col := ui.ColText
	if ghost > 0 {
		label = countLabel[min(units+ghost, len(countLabel)-1)]
		col = ui.ColGold
	}
	if units > 0 || ghost > 0 {
		k.Text(dst, label, ui.FontBold, math.Min(15*u, cell.H*0.5), x+ds*0.62, y, ui.AlignLeft|ui.AlignMiddle, ui.WithAlpha(col, alpha))
	}
}

var countLabel = [...]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25+"}

func (t *Table) drawArena(dst *ebiten.Image, c *Context) {
	k := c.Kit
	L := &t.L
	u := L.U
	k.RoundRect(dst, L.Arena, 14*u, ui.RGBA(0x02, 0x0c, 0x08, 0x90))
	turnCol := ui.ColBorder
	if t.m.turn >= 0 && t.m.turn < t.m.players {
		turnCol = pieces.PlayerColour(t.m.seats[t.m.turn].colour)
	}
	k.StrokeRoundRect(dst, L.Arena, 14*u, 1.5*u, ui.WithAlpha(turnCol, 0.7))
	area := ArenaDiceArea(L)
	d := t.dieSize

	// Face columns: hint numbers and highlights while deciding a placement.
	if t.deciding && t.choiceKind() == dice.ActPlace {
		selFace := 0
		if t.sel >= 0 {
			selFace = int(t.legal[t.sel].Face)
		} else if t.hoverOpt >= 0 && t.hoverOpt < len(t.legal) {
			selFace = int(t.legal[t.hoverOpt].Face)
		}
		for f := 1; f <= 6; f++ {
			if t.firstOptionForFace(f) < 0 {
				continue
			}
			col := FaceColumn(area, f).Inset(3 * u)
			if f == selFace {
				k.RoundRect(dst, col, 10*u, ui.WithAlpha(ui.ColGold, 0.18))
				k.StrokeRoundRect(dst, col, 10*u, 2*u, ui.ColGold)
			} else {
				k.StrokeRoundRect(dst, col, 10*u, 1*u, ui.WithAlpha(ui.ColTextDim, 0.35))
			}
			if t.nOptRects == 0 {
				row := ArenaOptionRow(L)
				k.Text(dst, countLabel[f], ui.FontBold, 13*u, col.CX(), row.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColTextDim)
			}
		}
	}

	// Dice, hiding those in flight to a casino.
	flying := uint8(0)
	if t.animOn && t.cur.Kind == dice.EvPlaced {
		flying = t.cur.Face
	}
	q := t.m.rollBy
	for i := 0; i < t.nDice; i++ {
		if t.dice[i].face == flying {
			continue
		}
		x, y, rot, face := t.diePos(i, c.Settings.ReducedMotion)
		pieces.Die(k, dst, x, y, d, t.dieStyle(c, q, t.dice[i].kind), int(face), rot, 1)
	}
	if t.nDice == 0 && !t.deciding && t.m.turn >= 0 && t.m.turn < t.m.players {
		k.TextFit(dst, t.m.rollsLabel[t.m.turn], ui.FontBold, 20*u, area.W, area.CX(), area.CY(), ui.AlignCenter|ui.AlignMiddle, ui.WithAlpha(ui.ColText, 0.35))
	}

	// Prompt row.
	k.RoundRect(dst, L.Prompt, 8*u, ui.RGBA(0, 0, 0, 0x80))
	pc := ui.ColText
	if t.deciding {
		pc = ui.ColGold
	}
	line := t.prompt
	if t.preview.valid && t.deciding {
		line = t.preview.line
	}
	if t.lastErr != "" {
		line, pc = t.lastErr, ui.ColDanger
	}
	pw, ph := promptTextBox(L, t.canHint())
	k.TextFitLines(dst, line, ui.FontBold, promptTextSize(L), pw, ph, L.Prompt.X+10*u, L.Prompt.CY(), ui.AlignLeft|ui.AlignMiddle, pc)
	if t.deciding {
		st := ui.BtnDisabled
		if t.sel >= 0 {
			st = hoverState(c, L.Confirm, ui.BtnPrimary)
		}
		k.Button(dst, L.Confirm, "Confirm", st, u)
		for j := 0; j < t.nOptRects; j++ {
			i := t.optIdx[j]
			st := hoverState(c, t.optRects[j], ui.BtnNormal)
			if i == t.sel {
				st = ui.BtnActive
			}
			k.Button(dst, t.optRects[j], t.optLabels[i], st, u)
		}
	}
}

// promptTextSize is the prompt's text size before any fitting.
func promptTextSize(L *TableLayout) float64 { return math.Min(15*L.U, L.Prompt.H*0.45) }

// casinoHeaderDie is the size of the number die in a casino's header.
func casinoHeaderDie(p pieces.CasinoParts) float64 { return p.Header.H * 0.86 }

// casinoNoteH is the height of the notes on offer at a casino.
func casinoNoteH(p pieces.CasinoParts, u float64) float64 { return math.Min(p.Notes.H*0.92, 40*u) }

// panelMetrics are the sizes inside a player panel.
type panelMetrics struct {
	in           ui.Rect
	ts, ty, ms   float64 // name size and line, money size
	noteY, noteH float64 // the notes won
	dieS         float64 // the dice left
}

func panelSizes(r ui.Rect, u float64) panelMetrics {
	var m panelMetrics
	m.in = r.Inset(8 * u)
	m.in.X += 6 * u
	m.in.W -= 6 * u
	m.ts = math.Min(16*u, r.H*0.24)
	m.ty = m.in.Y + m.ts*0.7
	m.ms = math.Min(14*u, r.H*0.2)
	m.noteY = m.ty + m.ts*0.95 + m.ms*2.1
	m.noteH = math.Min(22*u, m.in.MaxY()-m.noteY-22*u)
	m.dieS = math.Min(16*u, (m.in.MaxY()-(m.ty+m.ts*2.6))*0.9)
	return m
}

func (t *Table) drawPanel(dst *ebiten.Image, c *Context, p int) {
	k := c.Kit
	u := t.L.U
	r := t.L.Players[p]
	s := &t.m.seats[p]
	col := pieces.PlayerColour(s.colour)
	glow := 0.0
	isTurn := p == t.m.turn && !t.m.gameOver
	if isTurn {
		glow = 0.45 + 0.55*ui.Pulse(c.Tick, 70)
		if c.Settings.ReducedMotion {
			glow = 1
		}
	}
	k.Panel(dst, r, u, col, glow)
	pz := panelSizes(r, u)
	in, ts, ty := pz.in, pz.ts, pz.ty
	compact := r.H < 90*u
	x := in.X
	if c.Settings.Symbols {
		pieces.Symbol(k, dst, pieces.ShapeOf(s.colour), x+ts*0.45, ty, ts*0.42, col)
		x += ts * 1.1
	}
	k.TextFit(dst, s.name, ui.FontBold, ts, in.MaxX()-x-40*u, x, ty, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	// Tags: start player and whose turn.
	tag := ""
	if isTurn {
		tag = "TURN"
	} else if p == t.m.start {
		tag = "START"
	}
	if tag != "" {
		tw := k.TextWidth(tag, ui.FontBold, 10*u) + 10*u
		tr := ui.R(in.MaxX()-tw, ty-8*u, tw, 16*u)
		bg := ui.WithAlpha(ui.ColTextDim, 0.3)
		fg := ui.ColText
		if isTurn {
			bg, fg = col, ui.RGB(0x10, 0x10, 0x10)
			if s.colour == 4 {
				fg = ui.RGB(0x10, 0x10, 0x10)
			}
		}
		k.RoundRect(dst, tr, 8*u, bg)
		k.Text(dst, tag, ui.FontBold, 10*u, tr.CX(), tr.CY(), ui.AlignCenter|ui.AlignMiddle, fg)
	}
	ms := pz.ms
	who := t.m.whoLabel[p]
	if compact {
		dw := k.TextWidth(t.m.diceShort[p], ui.FontRegular, 11*u)
		k.Text(dst, t.m.diceShort[p], ui.FontRegular, 11*u, in.MaxX(), in.MaxY()-ms*0.6, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
		k.TextFit(dst, t.m.moneyLabel[p], ui.FontRegular, ms, in.W-dw-6*u, in.X, in.MaxY()-ms*0.6, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
		return
	}
	k.Text(dst, who, ui.FontRegular, 11*u, in.X, ty+ts*0.95, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	k.TextFit(dst, t.m.moneyLabel[p], ui.FontBold, ms, in.W, in.X, ty+ts*0.95+ms*1.3, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	// Notes won, as a fanned stack of face-down notes (the count is public).
	ny, nh := pz.noteY, pz.noteH
	if nh >= 10*u && s.notes > 0 {
		step := math.Min(nh*0.5, (in.W-nh*pieces.NoteAspect)/float64(max(s.notes-1, 1)))
		for i := 0; i < s.notes && i < 24; i++ {
			pieces.Note(k, dst, in.X+float64(i)*step, ny, nh, 0, true, 1)
		}
	}
	// Dice left, as small dice.
	ds := pz.dieS
	if ds >= 8*u {
		y := in.MaxY() - ds/2
		x := in.X + ds/2
		limit := in.MaxX() - k.TextWidth(t.m.diceLabel[p], ui.FontRegular, 11*u) - ds*0.8
		kinds := [4]dice.DieKind{dice.Regular, dice.Biggy, dice.Kicker, dice.White}
		for _, kd := range kinds {
			for i := 0; i < s.supply[kd]; i++ {
				if x+ds/2 > limit {
					break
				}
				pieces.Die(k, dst, x, y, ds, t.dieStyle(c, p, kd), 0, 0, 1)
				x += ds * 1.1
			}
		}
		k.Text(dst, t.m.diceLabel[p], ui.FontRegular, 11*u, in.MaxX(), y, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
	}
}

func (t *Table) drawFly(dst *ebiten.Image, c *Context) {
	if !t.animOn || t.fly.kind == flyNone || t.tw.D == 0 {
		return
	}
	k := c.Kit
	u := t.L.U
	f := &t.fly
	p := ui.EaseInOutCubic(t.tw.P())
	lift := 40 * u
	if c.Settings.ReducedMotion {
		lift = 0
	}
	x, y := ui.Arc(f.x0, f.y0, f.x1, f.y1, lift, p)
	switch f.kind {
	case flyNote:
		h := 28 * u
		pieces.NoteCentered(k, dst, x, y, h, noteIndex(f.note), 1, 0, 1)
	case flyDice, flyKick:
		d := 30 * u
		n := f.n + f.kickers
		for i := 0; i < n && i < 12; i++ {
			st := pieces.DieStyle{Colour: f.colour, Symbols: c.Settings.Symbols}
			switch {
			case i < f.biggies:
				st.Biggy = true
			case i < f.biggies+f.kickers:
				st.Colour = pieces.DieViolet
			case i >= n-f.whites:
				st.Colour = pieces.DieWhite
			}
			off := (float64(i) - float64(n-1)/2) * d * 0.45 * (1 - p*0.6)
			pieces.Die(k, dst, x+off, y, d*(1-0.3*p), st, f.face, (1-p)*0.6*float64(i%2*2-1), 1)
		}
	}
}

func (t *Table) drawLog(dst *ebiten.Image, c *Context) {
	k := c.Kit
	u := t.L.U
	r := t.L.Log
	k.RoundRect(dst, r, 10*u, ui.RGBA(0x04, 0x0e, 0x0b, 0xf2))
	k.StrokeRoundRect(dst, r, 10*u, 1.2*u, ui.ColBorder)
	k.Text(dst, "Game log", ui.FontBold, 15*u, r.X+12*u, r.Y+16*u, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	k.Text(dst, "L to hide", ui.FontRegular, 11*u, r.MaxX()-12*u, r.Y+16*u, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
	size := 12.5 * u
	lh := size * 1.4
	y := r.MaxY() - 10*u - lh/2
	top := r.Y + 34*u
	w := r.W - 34*u
	end := len(t.log) - t.logScroll
	for i := end - 1; i >= 0 && y > top; i-- {
		lines := k.WrapLines(t.log[i], ui.FontRegular, size, w)
		for j := len(lines) - 1; j >= 0 && y > top; j-- {
			col := ui.ColText
			if i < end-1 {
				col = ui.ColTextDim
			}
			if j > 0 {
				k.Text(dst, lines[j], ui.FontRegular, size, r.X+22*u, y, ui.AlignLeft|ui.AlignMiddle, col)
			} else {
				k.Text(dst, lines[j], ui.FontRegular, size, r.X+12*u, y, ui.AlignLeft|ui.AlignMiddle, col)
			}
			y -= lh
		}
		y -= lh * 0.2
	}
}
