package dicetable

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Drawing the casinos: tiles, notes on offer and the dice placed.

// drawCasino draws casino idx's tile: its header, notes and dice, and a
// pulsing frame when it is the target of a choice or being paid.
func (t *Table) drawCasino(dst *ebiten.Image, c *ui.Stage, idx int) {
	k := c.Kit
	u := t.L.U
	r := t.L.Casinos[idx]
	pieces.CasinoTile(k, dst, r, idx, u)
	p := t.L.CasinoParts(idx)
	if t.casinoTargeted(idx) {
		g := 0.55 + 0.45*ui.Pulse(c.Tick, 50)
		k.StrokeRoundRect(dst, r.Inset(1*u), 12*u, 4*u, ui.WithAlpha(pieces.CasinoAccent[idx], g))
	}
	t.drawCasinoHeader(dst, c, p, idx)
	t.drawCasinoNotes(dst, c, p, idx)
	t.drawCasinoDice(dst, c, p, idx)
}

// casinoTargeted reports whether casino idx is previewed, selected, the
// Kicker's casino or being paid.
func (t *Table) casinoTargeted(idx int) bool {
	switch {
	case t.preview.valid && t.preview.casino == idx, t.payCasino == idx:
		return true
	case t.deciding && t.sel >= 0 && t.legal[t.sel].Kind == dice.ActPlace && CasinoIndex(int(t.legal[t.sel].Casino)) == idx:
		return true
	}
	return t.deciding && t.choiceKind() == dice.ActKick && t.kickCasinoIndex() == idx
}

// drawCasinoHeader draws the casino's number die (or the slot machine's 7)
// and its name.
func (t *Table) drawCasinoHeader(dst *ebiten.Image, c *ui.Stage, p pieces.CasinoParts, idx int) {
	k, u := c.Kit, t.L.U
	hd := CasinoHeaderDie(p)
	face := idx
	if idx == SlotIndex {
		face = 0
	}
	if face > 0 {
		pieces.Die(k, dst, p.Header.X+hd/2+2*u, p.Header.CY(), hd, pieces.DieStyle{Colour: pieces.DieWhite}, face, 0, 1)
	} else {
		k.RoundRect(dst, ui.R(p.Header.X+2*u, p.Header.CY()-hd/2, hd, hd), 5*u, ui.ColGold)
		k.Text(dst, "7", ui.FontBold, math.Max(hd*0.7, t.L.MinText*t.L.LandScale()), p.Header.X+2*u+hd/2, p.Header.CY(), ui.AlignCenter|ui.AlignMiddle, ui.RGB(0x20, 0x10, 0))
	}
	name, nw := t.casName[idx], casinoNameWidth(&t.L, p)
	if t.L.Phone {
		name = t.casShort[idx] // the die says the number
	}
	if nw > 0 { // a short phone's header is the die alone
		k.TextFit(dst, name, ui.FontBold, casinoNameSize(p, u), nw, p.Header.X+hd+casinoNameGap(&t.L), p.Header.CY(), ui.AlignLeft|ui.AlignMiddle, pieces.CasinoAccent[idx])
	}
}

// drawCasinoNotes draws the notes on offer, highest first, left of the
// faces already on the slot machine, overlapping when space is short.
func (t *Table) drawCasinoNotes(dst *ebiten.Image, c *ui.Stage, p pieces.CasinoParts, idx int) {
	k, u := c.Kit, t.L.U
	cv := &t.m.Casino[idx]
	nh := offerNoteH(&t.L, p)
	nw := nh * pieces.NoteAspect
	n := cv.NumNotes
	want := float64(n)*(nw+4*u) - 4*u // the notes' width side by side
	room, fd, perRow := p.Notes.W, 0.0, 0
	if idx == SlotIndex {
		room, fd, perRow = slotFaces(p.Notes, u, cv, want)
	}
	if n > 0 {
		step := nw + 4*u
		if want > room {
			step = math.Max((room-nw)/float64(max(n-1, 1)), nw*0.3)
		}
		x := p.Notes.X
		for i := 0; i < n; i++ {
			pieces.Note(k, dst, x, p.Notes.CY()-nh/2, nh, NoteIndex(cv.Notes[i]), false, 1)
			x += step
		}
	} else {
		k.Text(dst, "no notes", ui.FontRegular, t.L.TextSize(12), p.Notes.X, p.Notes.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	}
	// Faces already on the slot machine, at the right of the notes row,
	// over the notes where they must: perRow a row, the rows centred.
	j, rows := 0, 1
	if perRow > 0 {
		rows = (slotFaceCount(cv) + perRow - 1) / perRow
	}
	for f := 6; f >= 1 && perRow > 0; f-- {
		if cv.Slot[f] {
			x := p.Notes.MaxX() - fd/2 - float64(j%perRow)*fd*1.15
			y := p.Notes.CY() + (float64(j/perRow)-float64(rows-1)/2)*fd*1.05
			pieces.Die(k, dst, x, y, fd, pieces.DieStyle{Colour: pieces.DieWhite}, f, 0, 0.9)
			j++
		}
	}
}

// slotFaceCount is how many faces are on the slot machine.
func slotFaceCount(cv *CasinoView) int {
	n := 0
	for f := 1; f <= 6; f++ {
		if cv.Slot[f] {
			n++
		}
	}
	return n
}

// slotFaces sizes the slot machine's faces in its notes row r, whose notes
// want that width: in one row, or two where one would squeeze the notes.
// It returns the notes' room left of them, a face's size and the faces a
// row (0: none).
func slotFaces(r ui.Rect, u float64, cv *CasinoView, want float64) (room, fd float64, perRow int) {
	n := slotFaceCount(cv)
	if n == 0 {
		return r.W, 0, 0
	}
	fd, perRow = math.Min(r.H*0.5, 20*u), n
	if r.W-float64(n)*fd*1.15-2*u < want && n > 1 {
		perRow = (n + 1) / 2
		fd = math.Min(fd, r.H/2.1)
	}
	return r.W - float64(perRow)*fd*1.15 - 2*u, fd, perRow
}

// drawCasinoDice draws each participant's dice on the casino, shaking and
// fading those of a tie being removed.
func (t *Table) drawCasinoDice(dst *ebiten.Image, c *ui.Stage, p pieces.CasinoParts, idx int) {
	u := t.L.U
	cv := &t.m.Casino[idx]
	shakeMask := uint8(0)
	shakeP := 0.0
	if t.animOn && t.cur.Kind == dice.EvTieRemoved && CasinoIndex(int(t.cur.Casino)) == idx {
		shakeMask = t.cur.Mask
		shakeP = t.tw.P()
	}
	if t.L.Phone {
		dx, alpha := 0.0, 1-ui.Clamp((shakeP-0.6)/0.4, 0, 1)
		if !c.Motion.Reduced {
			dx = ui.Shake(shakeP, 6*u)
		}
		t.drawPhoneDice(dst, c, p.Dice, idx, shakeMask, dx, alpha)
		return
	}
	for q := 0; q < Participants; q++ {
		if q >= t.m.Players && q != dice.Neutral {
			continue
		}
		cell, ok := t.cellRect(p.Dice, idx, q)
		if !ok {
			continue
		}
		units := cv.Units(q)
		ghost := 0
		if t.preview.valid && t.preview.casino == idx && q == t.seat {
			ghost = t.previewAdd(idx)
		}
		var dx, alpha float64 = 0, 1
		if shakeMask&(1<<q) != 0 {
			if !c.Motion.Reduced {
				dx = ui.Shake(shakeP, 6*u)
			}
			alpha = 1 - ui.Clamp((shakeP-0.6)/0.4, 0, 1)
		}
		t.drawCell(dst, c, cell, idx, q, cv.Dice[q], cv.Biggies[q], units, ghost, dx, alpha)
		t.drawLastPlacement(dst, c, cell, idx, q)
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
	for k := 0; k < int(t.m.Roll.N); k++ {
		if t.m.Roll.Face[k] == t.legal[i].Face {
			switch t.m.Roll.Kind[k] {
			case dice.Regular:
				n++
			case dice.Biggy:
				n += 2
			}
		}
	}
	return n
}

func (t *Table) drawCell(dst *ebiten.Image, c *ui.Stage, cell ui.Rect, idx, q, dice, big, units, ghost int, dx, alpha float64) {
	k := c.Kit
	u := t.L.U
	ds := cellDieSize(cell.W, cell.H, u)
	ls := math.Min(15*u, cell.H*0.5)
	face := idx
	if idx == SlotIndex {
		face = t.m.Casino[idx].High[q]
	}
	st := pieces.DieStyle{Colour: t.seatColour(q), Symbols: c.Symbols}
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
	label := ui.CountLabel(units)
	col := ui.ColText
	if ghost > 0 {
		label = ui.CountLabel(units + ghost)
		col = ui.ColGold
	}
	if units > 0 || ghost > 0 {
		k.Text(dst, label, ui.FontBold, ls, x+ds*0.62, y, ui.AlignLeft|ui.AlignMiddle, ui.WithAlpha(col, alpha))
	}
}

// casinoNameSize is the size of a casino's name in its header.
func casinoNameSize(p pieces.CasinoParts, u float64) float64 { return math.Min(17*u, p.Header.H*0.7) }

// casinoNameWidth is the room for a casino's name: about half the header,
// all of it right of the die on a phone.
func casinoNameWidth(L *TableLayout, p pieces.CasinoParts) float64 {
	if L.Land {
		return p.Header.W - CasinoHeaderDie(p) - 8*L.U // layout_land.go: 4 units either side
	}
	if L.Phone {
		return p.Header.W - CasinoHeaderDie(p) - 14*L.U
	}
	return p.Header.W * 0.55
}

// casinoNameGap is where a casino's name starts, right of the header's
// die (whose left is 2 units in): 8 units from it, 4 on a phone held on
// its side.
func casinoNameGap(L *TableLayout) float64 {
	if L.Land {
		return 6 * L.U
	}
	return 10 * L.U
}

// casinoNoteH is the height of the notes on offer at a casino.
func casinoNoteH(p pieces.CasinoParts, u float64) float64 { return math.Min(p.Notes.H*0.92, 40*u) }

// phoneNoteH is the height of the notes on offer at a casino on a phone:
// at least 28 units, so their labels (0.44 of the note) are 12 CSS px; a
// note may then reach a little into the gaps around its row.
func phoneNoteH(p pieces.CasinoParts, u float64) float64 {
	return math.Max(casinoNoteH(p, u), math.Min(28*u, p.Notes.H+6*u))
}

// offerNoteH is the height of the notes on offer in casino parts p: at
// least 28 units on a phone (phoneNoteH).
func offerNoteH(l *TableLayout, p pieces.CasinoParts) float64 {
	if l.Phone {
		return phoneNoteH(p, l.U)
	}
	return casinoNoteH(p, l.U)
}
