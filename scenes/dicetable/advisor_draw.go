package dicetable

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Drawing the advisor (advisor.go): the Hint button, its progress, and a
// badge with the figures next to each choice.

// drawHint draws the Hint button and, once ready, the figures next to each choice.
func (t *Table) drawHint(dst *ebiten.Image, c *ui.Stage) {
	if !t.deciding {
		return
	}
	k := c.Kit
	u := t.L.U
	a := &t.adv
	if t.canHint() {
		r := t.hintButton()
		switch {
		case a.h == nil:
			k.Button(dst, r, hintLabel(t.touch), c.In.HoverState(r, ui.BtnNormal), u)
		case !a.done:
			k.Button(dst, r, "", ui.BtnNormal, u)
			bar := r.Inset(4 * u)
			bar.Y = r.MaxY() - 8*u
			bar.H = 3 * u
			k.RoundRect(dst, bar, 1.5*u, ui.WithAlpha(ui.ColTextDim, 0.3))
			bar.W *= a.progress
			k.RoundRect(dst, bar, 1.5*u, ui.ColGold)
			label, size := hintProgressLabel(k, &t.L, r, int(a.progress*100))
			k.TextFit(dst, label, ui.FontBold, size, r.W-10*u, r.CX(), r.CY()-2*u, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
		default:
			k.Button(dst, r, "Hide hint", ui.BtnActive, u)
		}
	}
	if a.err != "" {
		row := ArenaOptionRow(&t.L)
		k.TextFit(dst, a.err, ui.FontBold, 13*u, row.W, row.CX(), row.Y-10*u, ui.AlignCenter|ui.AlignMiddle, ui.ColDanger)
	}
	if a.h == nil || !a.done {
		return
	}
	switch t.choiceKind() {
	case dice.ActPlace:
		t.drawPlaceHints(dst, c)
	}
	if t.choiceKind() == dice.ActPlace {
		return // the casino or slot buttons: their tiles show the figures
	}
	// Option buttons (kick targets, chips): a badge above each.
	for j := 0; j < t.nOptRects; j++ {
		i := t.optIdx[j]
		e, ok := t.hintFor(i)
		if !ok {
			continue
		}
		r := t.optRects[j]
		h := math.Min(22*u, r.H*0.8)
		t.drawBadge(dst, c, ui.R(r.X+4*u, r.Y-h-4*u, r.W-8*u, h), &e.labels, e.best, 0)
	}
}

// drawPlaceHints puts a badge on top of every face column (the best of
// that face's choices) and on every casino a face can go to.
func (t *Table) drawPlaceHints(dst *ebiten.Image, c *ui.Stage) {
	u := t.L.U
	area := ArenaDiceArea(&t.L)
	row := ArenaOptionRow(&t.L)
	for f := 1; f <= 6; f++ {
		bi := -1
		for i, a := range t.legal {
			if a.Kind != dice.ActPlace || int(a.Face) != f {
				continue
			}
			e, ok := t.hintFor(i)
			if !ok {
				continue
			}
			if bi < 0 || e.best || (!t.adv.entries[bi].best && betterHint(e, t.adv.entries[bi])) {
				bi = i
			}
		}
		if bi < 0 {
			continue
		}
		if t.nOptRects > 0 {
			continue // the option row holds the casino / slot buttons
		}
		e := t.adv.entries[bi]
		col := FaceColumn(area, f)
		labels := &e.labels
		if t.legal[bi].Casino == dice.SlotMachine {
			labels = &e.slot
		}
		t.drawBadge(dst, c, ui.R(col.X+2*u, row.Y+1*u, col.W-4*u, row.H-2*u), labels, e.best, 0)
	}
	// Casinos: the choice that places there (the slot machine shows its
	// best, or the selected face's).
	for n := 1; n <= t.m.Casinos; n++ {
		idx, cas := n, n
		if n == 7 {
			idx, cas = SlotIndex, dice.SlotMachine
		}
		bi := -1
		for i, a := range t.legal {
			if a.Kind != dice.ActPlace || int(a.Casino) != cas {
				continue
			}
			e, ok := t.hintFor(i)
			if !ok {
				continue
			}
			if t.sel >= 0 && t.legal[t.sel].Face == a.Face {
				bi = i
				break
			}
			if bi < 0 || e.best || (!t.adv.entries[bi].best && betterHint(e, t.adv.entries[bi])) {
				bi = i
			}
		}
		if bi < 0 {
			continue
		}
		e := t.adv.entries[bi]
		p := t.L.CasinoParts(idx)
		face := 0
		if cas == dice.SlotMachine {
			face = int(t.legal[bi].Face) // which dice go there
		}
		h := math.Min(p.Header.H*0.86, 22*u)
		size := math.Min(12.5*u, h*0.62)
		extra := 16 * u
		if e.best {
			extra += size * 2.4 * 0.55
		}
		if face > 0 {
			extra += h
		}
		label := fitLabel(c.Kit, &e.labels, size, p.Dice.W-extra)
		w := math.Min(c.Kit.TextWidth(label, ui.FontBold, size)+extra, p.Dice.W)
		// Bottom right of the dice area: the cells fill from the top left.
		t.drawBadge(dst, c, ui.R(p.Dice.MaxX()-w, p.Dice.MaxY()-h, w, h), &e.labels, e.best, face)
	}
}

// hintLabel is the Hint button's label: it names its key (H) unless the
// last press was a touch.
func hintLabel(touch bool) string {
	if touch {
		return "Hint"
	}
	return "Hint (H)"
}

// hintProgressLabel is the Hint button's words while the advisor thinks
// (pct done) and their size in button r: "Thinking… 42%" where it fits,
// else the figure alone, never under the layout's smallest text (a phone's
// 12 CSS px).
func hintProgressLabel(k *ui.Kit, L *TableLayout, r ui.Rect, pct int) (string, float64) {
	size := math.Max(math.Min(13*L.U, r.H*0.42), L.MinText)
	label := "Thinking… " + strconv.Itoa(pct) + "%"
	if L.MinText > 0 && k.TextWidth(label, ui.FontBold, size) > r.W-10*L.U {
		label = strconv.Itoa(pct) + "%"
	}
	return label, size
}

// betterHint orders two estimates: the higher win chance, then more money.
func betterHint(a, b hintEntry) bool {
	if a.win != b.win {
		return a.win > b.win
	}
	return a.money > b.money
}

// drawBadge draws one estimate: a dark pill, gold-rimmed with a star for
// the best; face > 0 puts a small die of the deciding seat first (which
// dice a slot-machine figure is for).
func (t *Table) drawBadge(dst *ebiten.Image, c *ui.Stage, r ui.Rect, labels *[3]string, best bool, face int) {
	k := c.Kit
	u := t.L.U
	rad := r.H / 2
	size := math.Min(12.5*u, r.H*0.62)
	fg := ui.ColText
	if best {
		g := 0.75 + 0.25*ui.Pulse(c.Tick, 60)
		if c.Motion.Reduced {
			g = 1
		}
		k.RoundRect(dst, r, rad, ui.RGBA(0x3a, 0x2a, 0x04, 0xf0))
		k.StrokeRoundRect(dst, r, rad, 2*u, ui.WithAlpha(ui.ColGold, g))
		fg = ui.ColGold
	} else {
		k.RoundRect(dst, r, rad, ui.RGBA(0x04, 0x10, 0x0c, 0xe0))
		k.StrokeRoundRect(dst, r, rad, 1*u, ui.WithAlpha(ui.ColTextDim, 0.5))
	}
	// Star, die and label, centred as a group (left-aligned when tight).
	sr := size * 0.55
	ds := r.H * 0.7
	extra := 10 * u
	if best {
		extra += sr * 2.4
	}
	if face > 0 {
		extra += ds + 4*u
	}
	label := fitLabel(k, labels, size, r.W-extra)
	total := k.TextWidth(label, ui.FontBold, size) + extra - 10*u
	x := r.CX() - total/2
	if total > r.W-10*u {
		x = r.X + 5*u
	}
	if best {
		pieces.Symbol(k, dst, pieces.ShapeStar, x+sr, r.CY(), sr, ui.ColGold)
		x += sr * 2.4
	}
	if face > 0 {
		pieces.Die(k, dst, x+ds/2, r.CY(), ds, pieces.DieStyle{Colour: t.seatColour(t.seat), Symbols: c.Symbols}, face, 0, 1)
		x += ds + 4*u
	}
	k.TextFit(dst, label, ui.FontBold, size, r.MaxX()-5*u-x, x, r.CY(), ui.AlignLeft|ui.AlignMiddle, fg)
}
