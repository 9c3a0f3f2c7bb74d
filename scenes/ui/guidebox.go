package ui

import "github.com/hajimehoshi/ebiten/v2"

// A first game's guide (the card table's and Royale's) shows a page at a
// time: the table dimmed but for what the page points at, edged in gold,
// and beside it, never over it, a box with the page's title, its number,
// its words and two buttons (Skip, Next). The tables lay the box out with
// LayGuideBox and draw it with DrawGuideBox; the title and the buttons are
// theirs to draw, each with its own fitting.

// LayGuideBox lays a page's box out in a canvas of W x H at unit u: words
// wrapped at size (lines) in a box w wide (16 units of padding), button
// tall buttons at its foot (skip, next), extra more height above them (the
// card table's row of pictures), the box placed beside target
// (GuideBeside, 8 units from the edges and 14 from target).
func (k *Kit) LayGuideBox(target Rect, words string, size, button, w, extra, W, H, u float64) (box, skip, next Rect, lines []string) {
	lines = k.WrapLines(words, FontRegular, size, w-32*u)
	h := 16*u + size*1.6 + 8*u + float64(len(lines))*size*1.35 + 12*u + button + 16*u + extra
	box = GuideBeside(target, w, h, W, H, 8*u, 14*u)
	row := R(box.X+16*u, box.MaxY()-16*u-button, w-32*u, button)
	skip, next = row.SplitLeft((row.W-12*u)/2, 12*u)
	return box, skip, next, lines
}

// GuideBeside places a box of w x h beside target in a canvas of W x H,
// gap away from it and margin from the edges: below, above, right or
// left, the first that fits; if none does, at the canvas's bottom or top,
// whichever overlaps target less.
func GuideBeside(target Rect, w, h, W, H, margin, gap float64) Rect {
	cx := Clamp(target.CX()-w/2, margin, W-margin-w)
	cy := Clamp(target.CY()-h/2, margin, H-margin-h)
	canvas := R(margin-0.5, margin-0.5, W-2*margin+1, H-2*margin+1)
	for _, r := range [4]Rect{
		R(cx, target.MaxY()+gap, w, h),
		R(cx, target.Y-gap-h, w, h),
		R(target.MaxX()+gap, cy, w, h),
		R(target.X-gap-w, cy, w, h),
	} {
		if r.Within(canvas) && !r.Overlaps(target) {
			return r
		}
	}
	if target.CY() < H/2 {
		return R(cx, H-margin-h, w, h)
	}
	return R(cx, margin, w, h)
}

// GuideButtons are a guide's two buttons' labels: with their keys, or
// without them on a touch screen.
func GuideButtons(touch bool) (skip, next string) {
	if touch {
		return "Skip the guide", "Next"
	}
	return "Skip the guide (Esc)", "Next (Enter)"
}

// GuideShade dims a canvas of W x H but for target, and edges target in
// gold (at unit u): what a guide's page points at (the dice guide's too).
func (k *Kit) GuideShade(dst *ebiten.Image, target Rect, W, H, u float64) {
	dim := RGBA(0, 0, 0, 0x9a)
	tr := target
	k.FillRect(dst, R(0, 0, W, tr.Y), dim)
	k.FillRect(dst, R(0, tr.MaxY(), W, H-tr.MaxY()), dim)
	k.FillRect(dst, R(0, tr.Y, tr.X, tr.H), dim)
	k.FillRect(dst, R(tr.MaxX(), tr.Y, W-tr.MaxX(), tr.H), dim)
	k.StrokeRoundRect(dst, tr, 10*u, 3*u, ColGold)
}

// GuidePage is what DrawGuideBox draws: the page's target and box in a
// canvas of W x H at unit U (as LayGuideBox laid them out), its words'
// lines at Size, and Count, its number, at CountSize.
type GuidePage struct {
	Target, Box        Rect
	Lines              []string
	Size               float64
	Count              string
	CountSize, W, H, U float64
}

// DrawGuideBox draws p: the canvas dimmed but for the target, edged in
// gold, the box's frame, the count at its top right and the words' lines.
// It gives where the title goes: its left x and middle y, and the width it
// may take beside the count.
func (k *Kit) DrawGuideBox(dst *ebiten.Image, p GuidePage) (x, y, w float64) {
	u := p.U
	k.GuideShade(dst, p.Target, p.W, p.H, u)
	k.RoundRect(dst, p.Box, 12*u, RGBA(0x07, 0x14, 0x10, 0xfa))
	k.StrokeRoundRect(dst, p.Box, 12*u, 2*u, ColGold)
	ts := p.Size
	y = p.Box.Y + 16*u + ts*0.8
	cw := k.TextWidth(p.Count, FontRegular, p.CountSize)
	k.Text(dst, p.Count, FontRegular, p.CountSize, p.Box.MaxX()-16*u, y, AlignRight|AlignMiddle, ColTextDim)
	ly := y + ts*0.8 + 8*u
	for _, ln := range p.Lines {
		k.Text(dst, ln, FontRegular, ts, p.Box.X+16*u, ly, AlignLeft|AlignTop, ColText)
		ly += ts * 1.35
	}
	return p.Box.X + 16*u, y, p.Box.W - 48*u - cw
}
