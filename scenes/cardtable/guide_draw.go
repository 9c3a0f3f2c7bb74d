package cardtable

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// guideRects are the guide's page: what it points at, its box beside it
// (never over it), the box's card pictures' row and its two buttons.
type guideRects struct {
	target, box, pics, skip, next ui.Rect
	size                          float64 // the words' size
	lines                         []string
}

// guideSizes are the page's words' size and its buttons' and cards'
// heights: a phone's at least 14 CSS px and a finger's 44.
func (t *Table) guideSizes() (text, button, card float64) {
	l, u := t.lay, t.lay.u
	return max(15*u, l.txt*14/12), max(44*u, l.tap), max(64*u, l.tap*1.3)
}

// guideTouch reports whether the guide speaks to a touch screen: the last
// press was a finger's, or before any press the table is a phone's.
func (t *Table) guideTouch() bool {
	return t.in.Touch || !t.in.TouchKnown && t.lay.phone()
}

// guidePage is the page open now.
func (t *Table) guidePage() guidePage {
	ps := t.guidePages()
	return ps[min(t.guide.page, len(ps)-1)]
}

// words are the page's words, for a touch screen or the variation of
// picks in turn (seq) where they differ.
func (p guidePage) words(touch, seq bool) string {
	if seq && p.seq != "" {
		return p.seq
	}
	if touch && p.touch != "" {
		return p.touch
	}
	return p.text
}

// guideRects lays out the page open now.
func (t *Table) guideRects() guideRects {
	l, u := t.lay, t.lay.u
	p := t.guidePage()
	ts, bh, ch := t.guideSizes()
	var g guideRects
	g.target, g.size = p.target(t), ts
	w := min(460*u, l.W-16*u)
	switch {
	case l.portrait:
		w = l.W - 16*u
	case l.side:
		w = min(l.W*0.55, l.W-16*u) // a phone on its side: fewer, longer lines
	}
	g.lines = t.kit.WrapLines(p.words(t.guideTouch(), t.sess.Rules().Sequential), ui.FontRegular, ts, w-32*u)
	h := 16*u + ts*1.6 + 8*u + float64(len(g.lines))*ts*1.35 + 12*u + bh + 16*u
	if len(p.pics) > 0 {
		h += ch + l.txt*1.4 + 12*u
	}
	g.box = besides(g.target, w, h, l.W, l.H, 8*u, 14*u)
	if len(p.pics) > 0 {
		g.pics = ui.R(g.box.X+16*u, g.box.MaxY()-16*u-bh-12*u-ch-l.txt*1.4, w-32*u, ch)
	}
	row := ui.R(g.box.X+16*u, g.box.MaxY()-16*u-bh, w-32*u, bh)
	g.skip, g.next = row.SplitLeft((row.W-12*u)/2, 12*u)
	return g
}

// besides places a box of w x h beside target in a canvas of W x H, gap
// away from it and margin from the edges: below, above, right or left,
// the first that fits; if none does, at the canvas's bottom or top,
// whichever overlaps target less.
func besides(target ui.Rect, w, h, W, H, margin, gap float64) ui.Rect {
	cx := ui.Clamp(target.CX()-w/2, margin, W-margin-w)
	cy := ui.Clamp(target.CY()-h/2, margin, H-margin-h)
	canvas := ui.R(margin-0.5, margin-0.5, W-2*margin+1, H-2*margin+1)
	for _, r := range []ui.Rect{
		ui.R(cx, target.MaxY()+gap, w, h),
		ui.R(cx, target.Y-gap-h, w, h),
		ui.R(target.MaxX()+gap, cy, w, h),
		ui.R(target.X-gap-w, cy, w, h),
	} {
		if r.Within(canvas) && !r.Overlaps(target) {
			return r
		}
	}
	if target.CY() < H/2 {
		return ui.R(cx, H-margin-h, w, h)
	}
	return ui.R(cx, margin, w, h)
}

// drawGuide draws the page open, if any: the table dimmed but for what the
// page points at, and the box beside it.
func (t *Table) drawGuide(dst *ebiten.Image) {
	if t.guide == nil || !t.guide.open {
		return
	}
	k, u, l := t.kit, t.lay.u, t.lay
	g := t.guideRects()
	dim := ui.RGBA(0, 0, 0, 0x9a)
	tr := g.target
	k.FillRect(dst, ui.R(0, 0, l.W, tr.Y), dim)
	k.FillRect(dst, ui.R(0, tr.MaxY(), l.W, l.H-tr.MaxY()), dim)
	k.FillRect(dst, ui.R(0, tr.Y, tr.X, tr.H), dim)
	k.FillRect(dst, ui.R(tr.MaxX(), tr.Y, l.W-tr.MaxX(), tr.H), dim)
	k.StrokeRoundRect(dst, tr, 10*u, 3*u, ui.ColGold)
	p := t.guidePage()
	k.RoundRect(dst, g.box, 12*u, ui.RGBA(0x07, 0x14, 0x10, 0xfa))
	k.StrokeRoundRect(dst, g.box, 12*u, 2*u, ui.ColGold)
	ts := g.size
	y := g.box.Y + 16*u + ts*0.8
	n, total := t.guideNumber()
	count := "First game · " + strconv.Itoa(n) + " of " + strconv.Itoa(total)
	cw := k.TextWidth(count, ui.FontRegular, l.txt)
	k.TextFit(dst, p.title, ui.FontBold, ts*1.25, g.box.W-48*u-cw, g.box.X+16*u, y, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	k.Text(dst, count, ui.FontRegular, l.txt, g.box.MaxX()-16*u, y, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
	y += ts*0.8 + 8*u
	for _, ln := range g.lines {
		k.Text(dst, ln, ui.FontRegular, ts, g.box.X+16*u, y, ui.AlignLeft|ui.AlignTop, ui.ColText)
		y += ts * 1.35
	}
	t.drawGuidePics(dst, p, g.pics)
	skip, next := guideButtons(t.guideTouch())
	k.Button(dst, g.skip, skip, t.hoverState(g.skip, ui.BtnNormal), l.bu())
	k.Button(dst, g.next, next, t.hoverState(g.next, ui.BtnPrimary), l.bu())
}

// hoverState is st, or hover under the pointer.
func (t *Table) hoverState(r ui.Rect, st ui.ButtonState) ui.ButtonState {
	if t.in.Hover(r) {
		return ui.BtnHover
	}
	return st
}

// drawGuidePics draws the page's card pictures in row r: each group's
// cards side by side (a group of the ties page in a seat's colour of its
// own), with how many dice they are below (the dice show the number).
func (t *Table) drawGuidePics(dst *ebiten.Image, p guidePage, r ui.Rect) {
	if len(p.pics) == 0 || r.Empty() {
		return
	}
	k, u, l := t.kit, t.lay.u, t.lay
	cw, gap := r.H/1.4, 8*u
	x := r.X
	for i, grp := range p.pics {
		col := seatColour(0)
		if p.title == "Ties cancel" {
			col = seatColour(i)
		}
		dice := 0
		x0 := x
		for _, c := range grp {
			t.handCard(dst, ui.R(x, r.Y, cw, r.H), c, col, 1)
			x += cw + gap
			dice += c.Dice()
		}
		k.Text(dst, diceWords(dice), ui.FontRegular, l.txt, (x0+x-gap)/2, r.MaxY()+l.txt*0.8, ui.AlignCenter|ui.AlignMiddle, ui.ColTextDim)
		x += 4 * gap
	}
}

// diceWords is "1 die", "3 dice".
func diceWords(n int) string {
	if n == 1 {
		return "1 die"
	}
	return strconv.Itoa(n) + " dice"
}

// guideNumber is the page's number in the whole guide and the number of
// pages.
func (t *Table) guideNumber() (n, total int) {
	chips := t.sess.Rules().Chips
	for m := guideMoment(0); m < numMoments; m++ {
		ps := len(guidePagesAt(m, chips))
		if m < t.guide.moment {
			n += ps
		}
		total += ps
	}
	return n + t.guide.page + 1, total
}

// guideButtons are the guide's two buttons' labels: with their keys, or
// without them on a touch screen.
func guideButtons(touch bool) (skip, next string) {
	if touch {
		return "Skip the guide", "Next"
	}
	return "Skip the guide (Esc)", "Next (Enter)"
}
