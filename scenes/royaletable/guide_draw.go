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

// guideRects lays out the page open now with its words.
func (t *Table) guideRects(words string) guideRects {
	l, u := t.lay, t.lay.u
	ts, bh := t.guideSizes()
	var g guideRects
	g.target, g.size = t.guidePage().target(t), ts
	w := math.Min(480*u, l.W-16*u)
	if l.portrait {
		w = l.W - 16*u
	}
	g.lines = t.kit.WrapLines(words, ui.FontRegular, ts, w-32*u)
	h := 16*u + ts*1.6 + 8*u + float64(len(g.lines))*ts*1.35 + 12*u + bh + 16*u
	g.box = guideBesides(g.target, w, h, l.W, l.H, 8*u, 14*u)
	row := ui.R(g.box.X+16*u, g.box.MaxY()-16*u-bh, w-32*u, bh)
	g.skip, g.next = row.SplitLeft((row.W-12*u)/2, 12*u)
	return g
}

// guideBesides places a box of w x h beside target in a canvas of W x H,
// gap away from it and margin from the edges: below, above, right or
// left, the first that fits; if none does, at the canvas's bottom or top,
// whichever overlaps target less.
func guideBesides(target ui.Rect, w, h, W, H, margin, gap float64) ui.Rect {
	cx := ui.Clamp(target.CX()-w/2, margin, W-margin-w)
	cy := ui.Clamp(target.CY()-h/2, margin, H-margin-h)
	canvas := ui.R(margin-0.5, margin-0.5, W-2*margin+1, H-2*margin+1)
	for _, r := range [4]ui.Rect{
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

// guideButtons are the guide's two buttons' labels: with their keys, or
// without them on a touch screen.
func guideButtons(touch bool) (skip, next string) {
	if touch {
		return "Skip the guide", "Next"
	}
	return "Skip the guide (Esc)", "Next (Enter)"
}

// drawGuide draws the page open, if any: the table dimmed but for what the
// page points at (edged in gold), and the box beside it. It only reads.
func (t *Table) drawGuide(dst *ebiten.Image) {
	g := t.guide
	if g == nil || !g.open || g.rects.lines == nil {
		return
	}
	k, u, l := t.kit, t.lay.u, t.lay
	r := g.rects
	dim := ui.RGBA(0, 0, 0, 0x9a)
	tr := r.target
	k.FillRect(dst, ui.R(0, 0, l.W, tr.Y), dim)
	k.FillRect(dst, ui.R(0, tr.MaxY(), l.W, l.H-tr.MaxY()), dim)
	k.FillRect(dst, ui.R(0, tr.Y, tr.X, tr.H), dim)
	k.FillRect(dst, ui.R(tr.MaxX(), tr.Y, l.W-tr.MaxX(), tr.H), dim)
	k.StrokeRoundRect(dst, tr, 10*u, 3*u, ui.ColGold)
	k.RoundRect(dst, r.box, 12*u, ui.RGBA(0x07, 0x14, 0x10, 0xfa))
	k.StrokeRoundRect(dst, r.box, 12*u, 2*u, ui.ColGold)
	ts := r.size
	y := r.box.Y + 16*u + ts*0.8
	small := math.Max(13*u, l.minText)
	cw := k.TextWidth(g.count, ui.FontRegular, small)
	p := t.guidePage()
	t.textFit(dst, p.title, ui.FontBold, ts*1.25, r.box.W-48*u-cw, r.box.X+16*u, y, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	k.Text(dst, g.count, ui.FontRegular, small, r.box.MaxX()-16*u, y, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
	y += ts*0.8 + 8*u
	for _, ln := range r.lines {
		k.Text(dst, ln, ui.FontRegular, ts, r.box.X+16*u, y, ui.AlignLeft|ui.AlignTop, ui.ColText)
		y += ts * 1.35
	}
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
