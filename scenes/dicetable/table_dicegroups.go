package dicetable

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A casino's dice on a phone: each participant's group (its dice, its
// count and its last placement's "+N" badge) laid out by
// DiceGroups, so that nothing overlaps in the small tiles.

// phoneGroups lays casino cas's groups out in its dice area: who[i] is
// the participant of group i, in seat order, the white dice last.
func (t *Table) phoneGroups(area ui.Rect, cas int, d *DiceGroups, who *[Participants]int) {
	cv := &t.m.Casino[cas]
	d.N = 0
	for q := 0; q < Participants; q++ {
		if q >= t.m.Players && q != dice.Neutral {
			continue
		}
		ghost := t.groupGhost(cas, q)
		units := cv.Units(q)
		if units == 0 && ghost == 0 && !t.cellReserved(cas, q) {
			continue
		}
		g := DiceGroup{Dice: max(cv.Dice[q]+cv.Biggies[q]+min(ghost, 1), 1)}
		if units > 0 || ghost > 0 {
			g.Count = len(ui.CountLabel(units + ghost))
		}
		if p := t.lastPlacer(cas, q); p >= 0 {
			g.Badge = len(plusLabel[min(t.last.Seat[p].Units, len(plusLabel)-1)])
		}
		who[d.N] = q
		d.G[d.N] = g
		d.N++
	}
	d.Lay(area, t.L.U, PhoneGroupSizes(&t.L), phoneGroupMaxDie(area, t.L.U))
}

// phoneGroupMaxDie is the largest die of a phone's dice area.
func phoneGroupMaxDie(area ui.Rect, u float64) float64 { return math.Min(area.H*0.8, 30*u) }

// groupGhost is the dice units a preview adds to participant q's group on
// casino cas.
func (t *Table) groupGhost(cas, q int) int {
	if t.preview.valid && t.preview.casino == cas && q == t.seat {
		return t.previewAdd(cas)
	}
	return 0
}

// lastPlacer is the seat whose last placement is participant q's group on
// casino cas (the first, for white dice), or -1.
func (t *Table) lastPlacer(cas, q int) int {
	for p := 0; p < t.m.Players; p++ {
		if s := t.last.Seat[p]; s.Casino == cas && s.Owner == q && s.Units > 0 {
			return p
		}
	}
	return -1
}

// phoneCell is participant q's group on casino cas on a phone.
func (t *Table) phoneCell(area ui.Rect, cas, q int) (ui.Rect, bool) {
	var d DiceGroups
	var who [Participants]int
	t.phoneGroups(area, cas, &d, &who)
	for i := 0; i < d.N; i++ {
		if who[i] == q {
			return d.R[i].Cell, true
		}
	}
	return ui.Rect{}, false
}

// drawPhoneDice draws casino idx's groups on a phone; shake and alpha
// are the tie's, for the participants in shakeMask.
func (t *Table) drawPhoneDice(dst *ebiten.Image, c *ui.Stage, area ui.Rect, idx int, shakeMask uint8, dx, alpha float64) {
	var d DiceGroups
	var who [Participants]int
	t.phoneGroups(area, idx, &d, &who)
	for i := 0; i < d.N; i++ {
		q := who[i]
		gx, ga := 0.0, 1.0
		if shakeMask&(1<<q) != 0 {
			gx, ga = dx, alpha
		}
		t.drawGroup(dst, c, &d.R[i], &d, idx, q, gx, ga)
	}
}

// drawGroup draws participant q's group at rects r of groups d: its
// dice, its count and its badge, or its mark (the count on a pill of the
// placer's colour).
func (t *Table) drawGroup(dst *ebiten.Image, c *ui.Stage, r *GroupRects, d *DiceGroups, idx, q int, dx, alpha float64) {
	k := c.Kit
	cv := &t.m.Casino[idx]
	face := idx
	if idx == SlotIndex {
		face = cv.High[q]
	}
	st := pieces.DieStyle{Colour: t.seatColour(q), Symbols: c.Symbols}
	ghost := t.groupGhost(idx, q)
	n := int(math.Round((r.Stack.W-r.Die)/r.Step)) + 1
	for i := 0; i < n; i++ {
		ds, bst, a := r.Die, st, alpha
		switch {
		case i < cv.Biggies[q]:
			ds, bst.Biggy = r.Die/pieces.BiggyScale, true
		case i >= cv.Biggies[q]+cv.Dice[q]:
			if ghost == 0 {
				continue // a cell kept for dice flying in
			}
			a = 0.45 // the preview's
			if idx == SlotIndex && t.sel >= 0 {
				face = int(t.legal[t.sel].Face)
			}
		}
		pieces.Die(k, dst, r.Stack.X+r.Die/2+float64(i)*r.Step+dx, r.Stack.CY(), ds, bst, face, 0, a)
	}
	units := cv.Units(q)
	col := ui.ColText
	if ghost > 0 {
		units, col = units+ghost, ui.ColGold
	}
	p := t.lastPlacer(idx, q)
	if p >= 0 && r.Badge.W > 0 {
		b := r.Badge
		b.X += dx
		k.RoundRect(dst, b, b.H/2, ui.WithAlpha(pieces.PlayerColour(t.seatColour(p)), alpha))
		if d.Marks {
			col = ui.RGB(0x10, 0x10, 0x10)
		} else {
			label := plusLabel[min(t.last.Seat[p].Units, len(plusLabel)-1)]
			k.Text(dst, label, ui.FontBold, t.L.MinText, b.CX(), b.CY(), ui.AlignCenter|ui.AlignMiddle, ui.WithAlpha(ui.RGB(0x10, 0x10, 0x10), alpha))
		}
	}
	if r.Count.W > 0 {
		k.Text(dst, ui.CountLabel(units), ui.FontBold, d.CountSize, r.Count.X+dx, r.Count.CY(), ui.AlignLeft|ui.AlignMiddle, ui.WithAlpha(col, alpha))
	}
}
