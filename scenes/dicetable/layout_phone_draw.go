package dicetable

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Drawing the parts of the table that look different on a phone held
// upright (layout_phone.go): the top bar, the players' panels, the
// prompt's text and the dice on the casinos.

// phoneText are the text sizes of the phone's table, in logical units;
// every one is at least the layout's MinText (12 CSS px).
type phoneText struct {
	Round, Pile  float64 // the top bar's two lines
	Name, Line   float64 // a player panel's name and its second line
	Tag          float64 // TURN or START in a panel
	Count        float64 // the number of dice in a casino's cell
	Prompt, Note float64 // the prompt; the notice line over the dice
}

// phoneTexts are layout L's text sizes on a phone.
func phoneTexts(L *TableLayout) phoneText {
	round := 15.0
	if L.Land {
		round = 12.5 // the top bar holds the title in 110 units (layout_land.go)
	}
	return phoneText{
		Round: L.TextSize(round), Pile: L.TextSize(12.5),
		Name: L.TextSize(14), Line: L.TextSize(12.5), Tag: L.TextSize(12),
		Count: PhoneGroupSizes(L).Count, Prompt: PhonePromptSize(L), Note: L.TextSize(12.5),
	}
}

// drawPhoneTopBar draws the round and the pile in two lines at the left of
// the top bar (no title: the buttons need the room).
func (t *Table) drawPhoneTopBar(dst *ebiten.Image, c *ui.Stage) {
	k, L := c.Kit, &t.L
	u, tx := L.U, phoneTexts(L)
	top := ui.R(L.Title.X, L.Title.Y, L.Title.W, L.Title.H/2)
	k.TextFit(dst, t.m.RoundLabel, ui.FontBold, tx.Round, L.Title.W-2*u, L.Title.X+2*u, top.CY()+1*u, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	nh := tx.Pile * 0.9
	pieces.Note(k, dst, L.Pile.X+2*u, L.Pile.CY()-nh/2, nh, 0, true, 1)
	x := L.Pile.X + 6*u + nh*pieces.NoteAspect
	k.TextFit(dst, t.m.PileShort, ui.FontRegular, tx.Pile, L.Pile.MaxX()-x, x, L.Pile.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
}

// drawPhoneNotice draws the source's lasting line (saving failed, a
// program starting) over the arena's dice, where the phone has room.
func (t *Table) drawPhoneNotice(dst *ebiten.Image, c *ui.Stage) {
	if t.notice == "" {
		return
	}
	a := ArenaDiceArea(&t.L)
	sz := phoneTexts(&t.L).Note
	c.Kit.TextFitLines(dst, t.notice, ui.FontBold, sz, a.W, sz*2.6, a.X, a.Y+sz*1.3, ui.AlignLeft|ui.AlignMiddle, ui.ColDanger)
}

// drawPhonePanel draws player p's panel in two lines: the name (and the
// TURN or START tag), then the money and notes (or as much as fits) and
// the dice left.
func (t *Table) drawPhonePanel(dst *ebiten.Image, c *ui.Stage, p int, glow float64, isTurn bool) {
	k, L := c.Kit, &t.L
	u, tx := L.U, phoneTexts(L)
	r := L.Players[p]
	s := &t.m.Seats[p]
	col := pieces.PlayerColour(s.Colour)
	k.Panel(dst, r, u, col, glow)
	in := phonePanelInner(r, u)
	y1, y2 := in.Y+in.H*0.27, in.Y+in.H*0.76
	x := in.X
	if c.Symbols {
		pieces.Symbol(k, dst, pieces.ShapeOf(s.Colour), x+tx.Name*0.45, y1, tx.Name*0.42, col)
		x += tx.Name * 1.1
	}
	tagW := t.drawPhoneTag(dst, c, p, isTurn)
	name := fitName(k, s.Name, tx.Name, in.MaxX()-tagW-x)
	k.Text(dst, name, ui.FontBold, tx.Name, x, y1, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	dw := k.TextWidth(t.m.DiceShort[p], ui.FontRegular, tx.Line)
	k.Text(dst, t.m.DiceShort[p], ui.FontRegular, tx.Line, in.MaxX(), y2, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
	line := t.m.MoneyLabel[p]
	if w := in.W - dw - 6*u; k.TextWidth(line, ui.FontBold, tx.Line) > w {
		line = t.phoneMoney(p)
	}
	k.Text(dst, line, ui.FontBold, tx.Line, in.X, y2, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
}

// drawPhoneTag draws the TURN or START tag (phoneTagRect); it returns the
// room it took (0 without a tag).
func (t *Table) drawPhoneTag(dst *ebiten.Image, c *ui.Stage, p int, isTurn bool) float64 {
	k, u, tx := c.Kit, t.L.U, phoneTexts(&t.L)
	tag := ""
	if isTurn {
		tag = "TURN"
	} else if p == t.m.Start {
		tag = "START"
	}
	if tag == "" {
		return 0
	}
	tr := phoneTagRect(k, &t.L, t.L.Players[p], tag)
	bg, fg := ui.WithAlpha(ui.ColTextDim, 0.3), ui.ColText
	if isTurn {
		bg, fg = pieces.PlayerColour(t.m.Seats[p].Colour), ui.RGB(0x10, 0x10, 0x10)
	}
	k.RoundRect(dst, tr, tr.H/2, bg)
	k.Text(dst, tag, ui.FontBold, tx.Tag, tr.CX(), tr.CY(), ui.AlignCenter|ui.AlignMiddle, fg)
	return tr.W + 4*u
}

// phoneTagRect is where a phone's panel r shows its tag (TURN or START):
// at the right end of the name's line (drawPhonePanel).
func phoneTagRect(k *ui.Kit, L *TableLayout, r ui.Rect, tag string) ui.Rect {
	u, size := L.U, phoneTexts(L).Tag
	in := phonePanelInner(r, u)
	y := in.Y + in.H*0.27
	tw := k.TextWidth(tag, ui.FontBold, size) + 10*u
	return ui.R(in.MaxX()-tw, y-size*0.75, tw, size*1.5)
}

// phonePanelInner is the room inside a phone's panel r.
func phonePanelInner(r ui.Rect, u float64) ui.Rect {
	in := r.Inset(5 * u)
	in.X += 5 * u
	in.W -= 5 * u
	return in
}

// phoneMoney is the panel's second line where the whole one does not fit:
// the money in thousands ("$120k"), or the notes when money is face down.
// It is kept per seat, made again only when the money or notes change.
func (t *Table) phoneMoney(p int) string {
	s := &t.m.Seats[p]
	pm := &t.phoneLabels[p]
	if pm.s == "" || pm.money != s.Money || pm.notes != s.Notes {
		pm.money, pm.notes = s.Money, s.Notes
		if s.Money < 0 {
			pm.s = ui.Plural(s.Notes, "note", "notes")
		} else {
			pm.s = ui.RoundDollars(s.Money)
		}
	}
	return pm.s
}

// phoneLabel is a panel's short line, kept between frames.
type phoneLabel struct {
	money, notes int
	s            string
}

// fitName shortens s with an ellipsis until it is at most w wide at size.
func fitName(k *ui.Kit, s string, size, w float64) string {
	return k.FitEllipsis(s, ui.FontBold, size, w)
}

// drawPhonePrompt draws the prompt's text over the phone's Hint and
// Confirm row.
func (t *Table) drawPhonePrompt(dst *ebiten.Image, c *ui.Stage, line string, col color.RGBA) {
	k, L := c.Kit, &t.L
	u := L.U
	r := L.PromptText
	k.RoundRect(dst, r, 8*u, ui.RGBA(0, 0, 0, 0x80))
	lines, sz := phonePromptLines(k, L, line)
	lh := sz * 1.2
	y := r.CY() - lh*float64(len(lines)-1)/2
	for i, ln := range lines {
		k.Text(dst, ln, ui.FontBold, sz, r.X+8*u, y+lh*float64(i), ui.AlignLeft|ui.AlignMiddle, col)
	}
}

// phonePromptLines lays the prompt out in the phone's box: wrapped at its
// size while the lines fit, and only then shrunk (ui.Kit.FitLines, which
// would rather shrink a line by up to 30% than wrap it).
func phonePromptLines(k *ui.Kit, L *TableLayout, s string) ([]string, float64) {
	w, h := L.PromptText.W-16*L.U, L.PromptText.H-4*L.U
	z := PhonePromptSize(L)
	lines := k.WrapLines(s, ui.FontBold, z, w)
	fits := float64(len(lines))*z*1.2 <= h
	for _, ln := range lines {
		fits = fits && k.TextWidth(ln, ui.FontBold, z) <= w
	}
	if fits {
		return lines, z
	}
	return k.FitLines(s, ui.FontBold, z, w, h)
}

// shortCasinoName is a casino's name without its number: "Golden Nugget
// (1)" is "Golden Nugget".
func shortCasinoName(s string) string {
	if i := strings.LastIndex(s, " ("); i > 0 && strings.HasSuffix(s, ")") {
		return s[:i]
	}
	return s
}
