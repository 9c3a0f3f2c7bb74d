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

// guideRects lays out the page open now (ui.LayGuideBox).
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
	extra := 0.0
	if len(p.pics) > 0 {
		extra = ch + l.txt*1.4 + 12*u
	}
	g.box, g.skip, g.next, g.lines = t.kit.LayGuideBox(g.target, p.words(t.guideTouch(), t.sess.Rules().Sequential), ts, bh, w, extra, l.W, l.H, u)
	if len(p.pics) > 0 {
		g.pics = ui.R(g.box.X+16*u, g.box.MaxY()-16*u-bh-12*u-ch-l.txt*1.4, w-32*u, ch)
	}
	return g
}

// drawGuide draws the page open, if any: the table dimmed but for what the
// page points at, and the box beside it (ui.DrawGuideBox) with the page's
// title, card pictures and buttons.
func (t *Table) drawGuide(dst *ebiten.Image) {
	if t.guide == nil || !t.guide.open {
		return
	}
	k, u, l := t.kit, t.lay.u, t.lay
	g := t.guideRects()
	p := t.guidePage()
	n, total := t.guideNumber()
	x, y, w := k.DrawGuideBox(dst, ui.GuidePage{Target: g.target, Box: g.box, Lines: g.lines, Size: g.size, Count: t.guide.countText(n, total), CountSize: l.txt, W: l.W, H: l.H, U: u})
	k.TextFit(dst, p.title, ui.FontBold, g.size*1.25, w, x, y, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
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

// guideButtons are the guide's two buttons' labels (ui.GuideButtons).
var guideButtons = ui.GuideButtons

// countText is "First game · n of total", built only when n or total
// change.
func (g *guide) countText(n, total int) string {
	if g.count == "" || g.countOf != [2]int{n, total} {
		g.count, g.countOf = "First game · "+strconv.Itoa(n)+" of "+strconv.Itoa(total), [2]int{n, total}
	}
	return g.count
}
