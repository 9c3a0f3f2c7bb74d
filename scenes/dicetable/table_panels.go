package dicetable

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Drawing the players' panels, the pieces in flight and the log.

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

func (t *Table) drawPanel(dst *ebiten.Image, c *ui.Stage, p int) {
	k := c.Kit
	u := t.L.U
	r := t.L.Players[p]
	s := &t.m.Seats[p]
	col := pieces.PlayerColour(s.Colour)
	glow := 0.0
	isTurn := p == t.m.Turn && !t.m.GameOver
	if isTurn {
		glow = 0.45 + 0.55*ui.Pulse(c.Tick, 70)
		if c.Motion.Reduced {
			glow = 1
		}
	}
	if t.L.Phone {
		t.drawPhonePanel(dst, c, p, glow, isTurn)
		return
	}
	k.Panel(dst, r, u, col, glow)
	pz := panelSizes(r, u)
	in, ts, ty := pz.in, pz.ts, pz.ty
	compact := r.H < 90*u
	x := in.X
	if c.Symbols {
		pieces.Symbol(k, dst, pieces.ShapeOf(s.Colour), x+ts*0.45, ty, ts*0.42, col)
		x += ts * 1.1
	}
	k.TextFit(dst, s.Name, ui.FontBold, ts, in.MaxX()-x-40*u, x, ty, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	t.drawPanelTag(dst, c, p, in, ty, isTurn)
	ms := pz.ms
	who := t.m.WhoLabel[p]
	if compact {
		dw := k.TextWidth(t.m.DiceShort[p], ui.FontRegular, 11*u)
		k.Text(dst, t.m.DiceShort[p], ui.FontRegular, 11*u, in.MaxX(), in.MaxY()-ms*0.6, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
		k.TextFit(dst, t.m.MoneyLabel[p], ui.FontRegular, ms, in.W-dw-6*u, in.X, in.MaxY()-ms*0.6, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
		return
	}
	k.Text(dst, who, ui.FontRegular, 11*u, in.X, ty+ts*0.95, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	k.TextFit(dst, t.m.MoneyLabel[p], ui.FontBold, ms, in.W, in.X, ty+ts*0.95+ms*1.3, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	t.drawPanelStock(dst, c, p, pz)
}

// drawPanelTag draws the START or TURN tag at the panel's top right.
func (t *Table) drawPanelTag(dst *ebiten.Image, c *ui.Stage, p int, in ui.Rect, ty float64, isTurn bool) {
	k, u := c.Kit, t.L.U
	s := &t.m.Seats[p]
	col := pieces.PlayerColour(s.Colour)
	tag := ""
	if isTurn {
		tag = "TURN"
	} else if p == t.m.Start {
		tag = "START"
	}
	if tag != "" {
		tw := k.TextWidth(tag, ui.FontBold, 10*u) + 10*u
		tr := ui.R(in.MaxX()-tw, ty-8*u, tw, 16*u)
		bg := ui.WithAlpha(ui.ColTextDim, 0.3)
		fg := ui.ColText
		if isTurn {
			bg, fg = col, ui.RGB(0x10, 0x10, 0x10)
			if s.Colour == 4 {
				fg = ui.RGB(0x10, 0x10, 0x10)
			}
		}
		k.RoundRect(dst, tr, 8*u, bg)
		k.Text(dst, tag, ui.FontBold, 10*u, tr.CX(), tr.CY(), ui.AlignCenter|ui.AlignMiddle, fg)
	}
}

// drawPanelStock draws the notes won, as a fanned stack of face-down notes
// (the count is public), and the dice left, as small dice.
func (t *Table) drawPanelStock(dst *ebiten.Image, c *ui.Stage, p int, pz panelMetrics) {
	k, u := c.Kit, t.L.U
	s := &t.m.Seats[p]
	in := pz.in
	ny, nh := pz.noteY, pz.noteH
	if nh >= 10*u && s.Notes > 0 {
		step := math.Min(nh*0.5, (in.W-nh*pieces.NoteAspect)/float64(max(s.Notes-1, 1)))
		for i := 0; i < s.Notes && i < 24; i++ {
			pieces.Note(k, dst, in.X+float64(i)*step, ny, nh, 0, true, 1)
		}
	}
	ds := pz.dieS
	if ds >= 8*u {
		y := in.MaxY() - ds/2
		x := in.X + ds/2
		limit := in.MaxX() - k.TextWidth(t.m.DiceLabel[p], ui.FontRegular, 11*u) - ds*0.8
		kinds := [4]dice.DieKind{dice.Regular, dice.Biggy, dice.Kicker, dice.White}
		for _, kd := range kinds {
			for i := 0; i < s.Supply[kd]; i++ {
				if x+ds/2 > limit {
					break
				}
				pieces.Die(k, dst, x, y, ds, t.dieStyle(c, p, kd), 0, 0, 1)
				x += ds * 1.1
			}
		}
		k.Text(dst, t.m.DiceLabel[p], ui.FontRegular, 11*u, in.MaxX(), y, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
	}
}

func (t *Table) drawFly(dst *ebiten.Image, c *ui.Stage) {
	if !t.animOn || t.fly.kind == flyNone || t.tw.D == 0 {
		return
	}
	k := c.Kit
	u := t.L.U
	f := &t.fly
	p := ui.EaseInOutCubic(t.tw.P())
	lift := 40 * u
	if c.Motion.Reduced {
		lift = 0
	}
	x, y := ui.Arc(f.x0, f.y0, f.x1, f.y1, lift, p)
	switch f.kind {
	case flyNote:
		h := 28 * u
		pieces.NoteCentered(k, dst, x, y, h, NoteIndex(f.note), 1, 0, 1)
	case flyDice, flyKick:
		d := 30 * u
		n := f.n + f.kickers
		for i := 0; i < n && i < 12; i++ {
			st := pieces.DieStyle{Colour: f.colour, Symbols: c.Symbols}
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

// placeLog places the log's rows in its panel, under its header
// (ui.LogPanel, every table's log: the wheel scrolls it back).
func (t *Table) placeLog(c *ui.Stage) {
	u, r := t.L.U, t.L.Log
	t.logP.Place(ui.R(r.X+12*u, r.Y+30*u, r.W-24*u, r.H-38*u), ui.LogLook{Size: t.L.TextSize(12.5), Least: t.L.TextSize(11), U: u, Plain: true})
}

// drawLog draws the log's panel: its ground, its header and its rows,
// newest at the bottom.
func (t *Table) drawLog(dst *ebiten.Image, c *ui.Stage) {
	k := c.Kit
	u := t.L.U
	r := t.L.Log
	k.RoundRect(dst, r, 10*u, ui.RGBA(0x04, 0x0e, 0x0b, 0xf2))
	k.StrokeRoundRect(dst, r, 10*u, 1.2*u, ui.ColBorder)
	k.Text(dst, "Game log", ui.FontBold, 15*u, r.X+12*u, r.Y+16*u, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	hide := "L to hide"
	if t.touch {
		hide = "Log hides it"
	}
	k.Text(dst, hide, ui.FontRegular, t.L.TextSize(11), r.MaxX()-12*u, r.Y+16*u, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
	t.placeLog(c)
	t.logP.Draw(dst, k, t.log)
}
