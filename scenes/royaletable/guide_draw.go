package royaletable

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// guideRects are the guide's page as laid out: what it points at, its box
// beside it (never over it), its two buttons, its words' size and lines.
type guideRects struct {
	target, box, skip, next ui.Rect
	size                    float64
	lines                   []string
}

// guideLayout lays the page open out again when its page, the window or
// the kind of screen changed (Update only: Draw reads the result).
func (t *Table) guideLayout() {
	g := t.guide
	touch := t.touch()
	key := guideLayKey{n: g.n, w: t.lay.W, h: t.lay.H, cs: t.lay.css, touch: touch}
	if g.key == key && g.rects.lines != nil {
		return
	}
	if g.key.touch != touch && g.key.n == g.n {
		g.words = t.guidePage().words(t, touch)
	}
	g.key = key
	g.rects = t.guideRects(g.words)
}

// guideSizes are the page's words' size and its buttons' height: on a
// phone at least 14 CSS px and a finger's 44.
func (t *Table) guideSizes() (text, button float64) {
	l, u := t.lay, t.lay.u
	return math.Max(15*u, l.minText*14/12), math.Max(44*u, l.tap)
}

// guideRects lays out the page open now with its words (ui.LayGuideBox).
func (t *Table) guideRects(words string) guideRects {
	l, u := t.lay, t.lay.u
	ts, bh := t.guideSizes()
	var g guideRects
	g.target, g.size = t.guidePage().target(t), ts
	w := math.Min(480*u, l.W-16*u)
	if l.portrait {
		w = l.W - 16*u
	}
	g.box, g.skip, g.next, g.lines = t.kit.LayGuideBox(g.target, words, ts, bh, w, 0, l.W, l.H, u)
	return g
}

// guideButtons are the guide's two buttons' labels (ui.GuideButtons).
var guideButtons = ui.GuideButtons

// drawGuide draws the page open, if any: the table dimmed but for what the
// page points at (edged in gold), and the box beside it (ui.DrawGuideBox)
// with the page's title and buttons. It only reads.
func (t *Table) drawGuide(dst *ebiten.Image) {
	g := t.guide
	if g == nil || !g.open || g.rects.lines == nil {
		return
	}
	u, l := t.lay.u, t.lay
	r := g.rects
	small := math.Max(13*u, l.minText)
	x, y, w := t.kit.DrawGuideBox(dst, ui.GuidePage{Target: r.target, Box: r.box, Lines: r.lines, Size: r.size, Count: g.count, CountSize: small, W: l.W, H: l.H, U: u})
	t.textFit(dst, t.guidePage().title, ui.FontBold, r.size*1.25, w, x, y, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	skip, next := guideButtons(g.key.touch)
	t.button(dst, r.skip, skip, t.guideHover(r.skip, ui.BtnNormal))
	t.button(dst, r.next, next, t.guideHover(r.next, ui.BtnPrimary))
}

// guideHover is st, or hover under the pointer.
func (t *Table) guideHover(r ui.Rect, st ui.ButtonState) ui.ButtonState {
	if t.in.Hover(r) {
		return ui.BtnHover
	}
	return st
}
