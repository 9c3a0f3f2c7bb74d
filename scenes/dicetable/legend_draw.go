package dicetable

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The legend: resting the pointer on a piece in play (a hover with the
// mouse, a long press on a touch screen) shows what it is, next to it.

// legendRest is how long the pointer rests on a piece before its legend
// shows (ticks).
const legendRest = 15

// stepLegend follows the pointer: once it has rested on a piece for
// legendRest ticks, the piece's legend shows until the pointer moves. A
// pointer that has not moved since the table opened shows none
// (ui.PointerRest: Xvfb's rests at the window's centre, over the arena,
// in every autoplayed screenshot; the mouse left where Start was clicked).
func (t *Table) stepLegend(c *ui.Stage) {
	in := c.In
	t.rest.Watch(in)
	if !in.HasPoint || !t.rest.Moved() || in.PX != t.legX || in.PY != t.legY {
		t.legX, t.legY, t.legT, t.legend = in.PX, in.PY, 0, ""
		return
	}
	t.legT++
	if t.legT == legendRest {
		t.legend = t.legendAt(c.Kit, in.PX, in.PY)
	}
}

// legendAt is the legend of the piece at (x, y), or "".
func (t *Table) legendAt(k *ui.Kit, x, y float64) string {
	for p := 0; p < t.m.Players; p++ {
		if s := t.panelLegend(k, p, x, y); s != "" {
			return s
		}
	}
	if s := t.arenaLegend(x, y); s != "" {
		return s
	}
	for n := 1; n <= t.m.Casinos; n++ {
		if s := t.casinoLegend(CasinoIndex(n), x, y); s != "" {
			return s
		}
	}
	if ui.R(t.L.Pile.X, t.L.Pile.CY()-10*t.L.U, 30*t.L.U, 20*t.L.U).Contains(x, y) {
		return LegendPile
	}
	return ""
}

// panelLegend finds the piece at (x, y) on seat p's panel: its tag, its
// notes, its dice left (as drawPanel and drawPanelStock draw them).
func (t *Table) panelLegend(k *ui.Kit, p int, x, y float64) string {
	r := t.L.Players[p]
	if !r.Contains(x, y) {
		return ""
	}
	u := t.L.U
	pz := panelSizes(r, u)
	in := pz.in
	tag, leg := "", ""
	if p == t.m.Turn && !t.m.GameOver {
		tag, leg = "TURN", LegendTurn
	} else if p == t.m.Start {
		tag, leg = "START", LegendStart
	}
	if tag != "" {
		var tr ui.Rect
		if t.L.Phone {
			tr = phoneTagRect(k, &t.L, r, tag)
		} else {
			tw := k.TextWidth(tag, ui.FontBold, 10*u) + 10*u
			tr = ui.R(in.MaxX()-tw, pz.ty-8*u, tw, 16*u)
		}
		if tr.Contains(x, y) {
			return leg
		}
	}
	if r.H < 90*u || t.L.Phone {
		return "" // compact: no pieces
	}
	s := &t.m.Seats[p]
	if pz.noteH >= 10*u && s.Notes > 0 && ui.R(in.X, pz.noteY, in.W, pz.noteH).Contains(x, y) {
		if s.Money < 0 {
			return LegendNotes
		}
		return LegendNotesOpen
	}
	ds := pz.dieS
	if ds < 8*u {
		return ""
	}
	cy := in.MaxY() - ds/2
	cx := in.X + ds/2
	limit := in.MaxX() - k.TextWidth(t.m.DiceLabel[p], ui.FontRegular, 11*u) - ds*0.8
	for _, kd := range [4]dice.DieKind{dice.Regular, dice.Biggy, dice.Kicker, dice.White} {
		for i := 0; i < s.Supply[kd] && cx+ds/2 <= limit; i++ {
			if math.Abs(x-cx) <= ds*0.55 && math.Abs(y-cy) <= ds*0.6 {
				return KindLegend(kd)
			}
			cx += ds * 1.1
		}
	}
	return ""
}

// arenaLegend finds a rolled die at (x, y).
func (t *Table) arenaLegend(x, y float64) string {
	for i := 0; i < t.nDice; i++ {
		dx, dy, _, _ := t.diePos(i, true)
		if math.Abs(x-dx) <= t.dieSize/2 && math.Abs(y-dy) <= t.dieSize/2 {
			if kd := t.dice[i].kind; kd != dice.Regular {
				return KindLegend(kd)
			}
			return ""
		}
	}
	return ""
}

// casinoLegend finds a piece at (x, y) on casino idx: the white dice's
// cell, a seat's Biggy, the slot machine's numbers used, a Rainbow card.
func (t *Table) casinoLegend(idx int, x, y float64) string {
	r := t.L.Casinos[idx]
	if !r.Contains(x, y) {
		return ""
	}
	u := t.L.U
	p := t.L.CasinoParts(idx)
	cv := &t.m.Casino[idx]
	if p.Notes.Contains(x, y) {
		if idx == SlotIndex {
			ds := math.Min(p.Notes.H*0.5, 20*u)
			used := 0
			for f := 1; f <= 6; f++ {
				if cv.Slot[f] {
					used++
				}
			}
			if used > 0 && x >= p.Notes.MaxX()-float64(used)*ds*1.15 && math.Abs(y-p.Notes.CY()) <= ds/2 {
				return LegendSlot
			}
		}
		nw := offerNoteH(&t.L, p) * pieces.NoteAspect
		for i := 0; i < cv.NumNotes; i++ {
			if cv.Notes[i] == dice.Rainbow && x >= p.Notes.X+float64(i)*(nw+4*u) && x <= p.Notes.X+float64(i)*(nw+4*u)+nw {
				return LegendRainbow
			}
		}
		return ""
	}
	for q := 0; q < Participants; q++ {
		if q >= t.m.Players && q != dice.Neutral {
			continue
		}
		cell, ok := t.cellRect(p.Dice, idx, q)
		if !ok || !cell.Contains(x, y) {
			continue
		}
		switch {
		case q == dice.Neutral:
			return LegendWhite
		case cv.Biggies[q] > 0:
			return LegendBiggy
		}
	}
	return ""
}

// drawLegend shows the legend in a box beside the pointer, kept on screen.
func (t *Table) drawLegend(dst *ebiten.Image, c *ui.Stage) {
	if t.legend == "" {
		return
	}
	k, u := c.Kit, t.L.U
	size := LegendTextSize(&t.L)
	w := math.Min(300*u, t.L.W-16*u)
	lines := k.WrapLines(t.legend, ui.FontRegular, size, w-20*u)
	h := float64(len(lines))*size*1.3 + 14*u
	x := ui.Clamp(t.legX+14*u, 8*u, t.L.W-w-8*u)
	y := t.legY + 18*u
	if y+h > t.L.H-8*u {
		y = t.legY - h - 12*u
	}
	box := ui.R(x, y, w, h)
	k.RoundRect(dst, box, 8*u, ui.RGBA(0x10, 0x06, 0x1a, 0xf4))
	k.StrokeRoundRect(dst, box, 8*u, 1.5*u, ui.ColGold)
	ly := y + 7*u + size*0.65
	for _, ln := range lines {
		k.Text(dst, ln, ui.FontRegular, size, x+10*u, ly, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		ly += size * 1.3
	}
}
