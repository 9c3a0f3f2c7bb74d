package dicetable

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
	if t.L.Phone {
		PhoneOptionRects(&t.L, n, t.optRects[:])
		return
	}
	bw := math.Min(190*u, (row.W-float64(n-1)*6*u)/float64(n))
	x := row.X + (row.W-(bw*float64(n)+6*u*float64(n-1)))/2
	for j := 0; j < n; j++ {
		t.optRects[j] = ui.R(x, row.Y, bw, h)
		x += bw + 6*u
	}
}

// cellRect is where participant q's dice sit inside a casino's dice area.
func (t *Table) cellRect(area ui.Rect, cas, q int) (ui.Rect, bool) {
	if t.L.Phone {
		return t.phoneCell(area, cas, q)
	}
	cv := &t.m.Casino[cas]
	// Participants with dice, in seat order, neutral last.
	idx, n := -1, 0
	for p := 0; p < Participants; p++ {
		if p >= t.m.Players && p != dice.Neutral {
			continue
		}
		has := cv.Units(p) > 0 || (t.preview.valid && t.preview.casino == cas && p == t.seat)
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
	return t.animOn && t.cur.Kind == dice.EvPlaced && int(t.cur.Casino) == CasinoIndex(int(t.cur.Casino)) && CasinoIndex(int(t.cur.Casino)) == cas && int(t.cur.Player) == q
}

func (t *Table) draw(dst *ebiten.Image, c *ui.Stage) {
	k := c.Kit
	L := &t.L
	u := L.U
	k.Felt(dst)

	// Top bar.
	k.FillRect(dst, L.TopBar, ui.ColTopBar)
	k.FillRect(dst, ui.R(L.TopBar.X, L.TopBar.MaxY()-1.5*u, L.TopBar.W, 1.5*u), ui.WithAlpha(ui.ColGold, 0.6))
	if L.Phone {
		t.drawPhoneTopBar(dst, c)
	} else {
		t.drawTitle(dst, c)
	}
	tb := ui.TopBar{L.BtnHelp, L.BtnHint, L.BtnLog, L.BtnSetting, L.BtnMenu}
	var states [ui.NumTopButtons]ui.ButtonState
	for b := range states {
		states[b] = t.topState(c, tb[b], ui.TopButton(b))
	}
	tb.Draw(k, dst, u, &states)

	// Casinos.
	for n := 1; n <= t.m.Casinos; n++ {
		idx := n
		if n == 7 {
			idx = SlotIndex
		}
		t.drawCasino(dst, c, idx)
	}

	t.drawArena(dst, c)
	t.drawHint(dst, c)
	if L.Phone {
		t.drawPhoneNotice(dst, c)
	}

	for p := 0; p < t.m.Players; p++ {
		t.drawPanel(dst, c, p)
	}

	t.drawFly(dst, c)

	if t.logOpen {
		t.drawLog(dst, c)
	}
	t.drawLegend(dst, c)

	if !t.bannerT.Done() && t.banner != "" {
		p := t.bannerT.P()
		a := math.Min(1, math.Min(p*5, (1-p)*4))
		r := L.Arena.Centered(math.Min(L.Arena.W*0.8, 420*u), math.Min(L.Arena.H*0.7, 70*u))
		k.RoundRect(dst, r, 12*u, ui.WithAlpha(ui.RGB(0x10, 0x06, 0x1a), 0.92*a))
		k.StrokeRoundRect(dst, r, 12*u, 2.5*u, ui.WithAlpha(ui.ColNeonPink, a))
		k.TextFit(dst, t.banner, ui.FontBold, 30*u, r.W-20*u, r.CX(), r.CY(), ui.AlignCenter|ui.AlignMiddle, ui.WithAlpha(ui.ColGold, a))
	}
}

// drawTitle draws the title, the round, the pile and the source's lasting
// line in the top bar.
func (t *Table) drawTitle(dst *ebiten.Image, c *ui.Stage) {
	k := c.Kit
	L := &t.L
	u := L.U
	k.Text(dst, "LAS VEGAS", ui.FontBold, 20*u, L.Title.X+4*u, L.Title.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	k.Text(dst, t.m.RoundLabel, ui.FontBold, 15*u, L.Title.X+140*u, L.Title.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	pieces.Note(k, dst, L.Pile.X, L.Pile.CY()-9*u, 18*u, 0, true, 1)
	k.Text(dst, t.m.PileLabel, ui.FontRegular, 13*u, L.Pile.X+36*u, L.Pile.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	if x, w := L.Title.X+260*u, L.Pile.X-L.Title.X-272*u; t.notice != "" && w > 60*u {
		k.TextFit(dst, t.notice, ui.FontBold, 13*u, w, x, L.Pile.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColDanger)
	}
}

// drawArena draws the dice arena: the rolled dice, the face columns while
// a placement is chosen, and the prompt row with its buttons.
func (t *Table) drawArena(dst *ebiten.Image, c *ui.Stage) {
	k := c.Kit
	L := &t.L
	u := L.U
	k.RoundRect(dst, L.Arena, 14*u, ui.RGBA(0x02, 0x0c, 0x08, 0x90))
	turnCol := ui.ColBorder
	if t.m.Turn >= 0 && t.m.Turn < t.m.Players {
		turnCol = pieces.PlayerColour(t.m.Seats[t.m.Turn].Colour)
	}
	k.StrokeRoundRect(dst, L.Arena, 14*u, 1.5*u, ui.WithAlpha(turnCol, 0.7))
	if t.deciding && t.choiceKind() == dice.ActPlace {
		t.drawFaceColumns(dst, c)
	}
	t.drawArenaDice(dst, c)
	t.drawPayoutStory(dst, c)
	t.drawPromptRow(dst, c)
	t.drawTakeBack(dst, c)
}

// drawFaceColumns highlights the faces that may be placed, the chosen one
// most, with their numbers when no option buttons show.
func (t *Table) drawFaceColumns(dst *ebiten.Image, c *ui.Stage) {
	k := c.Kit
	L := &t.L
	u := L.U
	area := ArenaDiceArea(L)
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
			k.Text(dst, ui.CountLabel(f), ui.FontBold, 13*u, col.CX(), row.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColTextDim)
		}
	}
}

// drawArenaDice draws the rolled dice, hiding those in flight to a casino.
func (t *Table) drawArenaDice(dst *ebiten.Image, c *ui.Stage) {
	k := c.Kit
	u := t.L.U
	area := ArenaDiceArea(&t.L)
	d := t.dieSize
	flying := uint8(0)
	if t.animOn && t.cur.Kind == dice.EvPlaced {
		flying = t.cur.Face
	}
	q := t.m.RollBy
	for i := 0; i < t.nDice; i++ {
		if t.dice[i].face == flying {
			continue
		}
		x, y, rot, face := t.diePos(i, c.Motion.Reduced)
		pieces.Die(k, dst, x, y, d, t.dieStyle(c, q, t.dice[i].kind), int(face), rot, 1)
	}
	if t.nDice == 0 && !t.deciding && t.m.Dealing {
		k.TextFit(dst, DealingLabel, ui.FontBold, 20*u, area.W, area.CX(), area.CY(), ui.AlignCenter|ui.AlignMiddle, ui.WithAlpha(ui.ColText, 0.35))
	} else if t.nDice == 0 && !t.deciding && t.m.Turn >= 0 && t.m.Turn < t.m.Players {
		k.TextFit(dst, t.m.RollsLabel[t.m.Turn], ui.FontBold, 20*u, area.W, area.CX(), area.CY(), ui.AlignCenter|ui.AlignMiddle, ui.WithAlpha(ui.ColText, 0.35))
	}
}

// drawPromptRow draws the prompt (or the preview, or an error), the
// Confirm button and the option buttons.
func (t *Table) drawPromptRow(dst *ebiten.Image, c *ui.Stage) {
	k := c.Kit
	L := &t.L
	u := L.U
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
	if L.Phone {
		t.drawPhonePrompt(dst, c, line, pc)
	} else {
		k.RoundRect(dst, L.Prompt, 8*u, ui.RGBA(0, 0, 0, 0x80))
		pw, ph := promptTextBox(L, t.canHint())
		k.TextFitLines(dst, line, ui.FontBold, promptTextSize(L), pw, ph, L.Prompt.X+10*u, L.Prompt.CY(), ui.AlignLeft|ui.AlignMiddle, pc)
	}
	if t.deciding {
		st := ui.BtnDisabled
		if t.sel >= 0 {
			st = c.In.HoverState(L.Confirm, ui.BtnPrimary)
		}
		k.Button(dst, L.Confirm, "Confirm", st, u)
		named := L.Phone && t.choiceKind() == dice.ActKick && t.kickNamesFit(k)
		for j := 0; j < t.nOptRects; j++ {
			i := t.optIdx[j]
			st := c.In.HoverState(t.optRects[j], ui.BtnNormal)
			if i == t.sel {
				st = ui.BtnActive
			}
			if t.L.Phone && t.legal[i].Kind == dice.ActKick {
				t.drawKickOption(dst, c, t.optRects[j], t.legal[i], t.optLabels[i], named, st)
				continue
			}
			k.Button(dst, t.optRects[j], t.optLabels[i], st, u)
		}
	}
}

// promptTextSize is the prompt's text size before any fitting.
func promptTextSize(L *TableLayout) float64 {
	if L.Phone {
		return PhonePromptSize(L)
	}
	return math.Min(15*L.U, L.Prompt.H*0.45)
}

// topState is the state of the top bar's button b at r: Log and Hint are
// lit while open, Hint is off when there is nothing to hint.
func (t *Table) topState(c *ui.Stage, r ui.Rect, b ui.TopButton) ui.ButtonState {
	switch {
	case b == ui.TopLog && t.logOpen, b == ui.TopHint && t.adv.active():
		return ui.BtnActive
	case b == ui.TopHint && !t.canHint():
		return ui.BtnDisabled
	}
	return c.In.HoverState(r, ui.BtnNormal)
}
