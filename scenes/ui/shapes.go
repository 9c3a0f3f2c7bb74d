package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// FillRect fills a rectangle (a scaled white pixel: batched, no paths).
func (k *Kit) FillRect(dst *ebiten.Image, r Rect, c color.RGBA) {
	op := &k.iop
	op.GeoM.Reset()
	op.ColorScale.Reset()
	x0, y0 := math.Round(r.X*k.scale), math.Round(r.Y*k.scale)
	x1, y1 := math.Round(r.MaxX()*k.scale), math.Round(r.MaxY()*k.scale)
	op.GeoM.Scale(x1-x0, y1-y0)
	op.GeoM.Translate(x0, y0)
	scaleRGBA(&op.ColorScale, c)
	op.Filter = ebiten.FilterNearest
	dst.DrawImage(k.whitePx(), op)
}

// splitAlpha turns a premultiplied colour into its opaque colour and alpha,
// so cached shapes are keyed by colour and faded at draw time.
func splitAlpha(c color.RGBA) (color.RGBA, float64) {
	if c.A == 0 {
		return color.RGBA{}, 0
	}
	a := uint32(c.A)
	return color.RGBA{uint8(uint32(c.R) * 0xff / a), uint8(uint32(c.G) * 0xff / a), uint8(uint32(c.B) * 0xff / a), 0xff}, float64(a) / 0xff
}

// scaleRGBA multiplies a colour scale by a premultiplied colour without
// boxing it in a color.Color.
func scaleRGBA(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Scale(float32(c.R)/0xff, float32(c.G)/0xff, float32(c.B)/0xff, float32(c.A)/0xff)
}

func packRGB(c color.RGBA) int { return int(c.R)<<16 | int(c.G)<<8 | int(c.B) }

// shapeSprite returns a cached rounded-rectangle (fill when width == 0, else
// outline) sprite of the given pixel size, with a margin of pad pixels.
func (k *Kit) shapeSprite(kind SpriteKind, pw, ph, radPx, widthPx int, c color.RGBA) *ebiten.Image {
	key := SpriteKey{Kind: kind, A: packRGB(c), B: radPx, C: widthPx, W: pw, H: ph}
	if img, ok := k.sprites[key]; ok {
		return img
	}
	if !k.MayBuild() {
		return nil
	}
	pad := widthPx
	rs := &k.rs
	rs.Reset(pw+2*pad+2, ph+2*pad+2)
	f := float64(pad + 1)
	if kind == spRRect {
		rs.FillRRect(f, f, float64(pw), float64(ph), float64(radPx), c)
	} else {
		rs.StrokeRRect(f, f, float64(pw), float64(ph), float64(radPx), float64(widthPx), c)
	}
	img := ebiten.NewImageFromImage(rs.Img)
	k.doneBuild(false)
	k.sprites[key] = img
	return img
}

// RoundRect fills a rounded rectangle (a cached sprite per size and colour).
func (k *Kit) RoundRect(dst *ebiten.Image, r Rect, rad float64, c color.RGBA) {
	col, a := splitAlpha(c)
	if a <= 0 {
		return
	}
	x0, y0 := math.Round(r.X*k.scale), math.Round(r.Y*k.scale)
	pw, ph := int(math.Round(r.MaxX()*k.scale)-x0), int(math.Round(r.MaxY()*k.scale)-y0)
	if pw < 1 || ph < 1 {
		return
	}
	if img := k.shapeSprite(spRRect, pw, ph, int(math.Round(rad*k.scale)), 0, col); img != nil {
		k.blitPx(dst, img, x0-1, y0-1, a)
	} else {
		k.placeholder(dst, r, c) // put off: the same size, never a hole
	}
}

// StrokeRoundRect outlines a rounded rectangle (cached like RoundRect).
func (k *Kit) StrokeRoundRect(dst *ebiten.Image, r Rect, rad, width float64, c color.RGBA) {
	col, a := splitAlpha(c)
	if a <= 0 {
		return
	}
	x0, y0 := math.Round(r.X*k.scale), math.Round(r.Y*k.scale)
	pw, ph := int(math.Round(r.MaxX()*k.scale)-x0), int(math.Round(r.MaxY()*k.scale)-y0)
	if pw < 1 || ph < 1 {
		return
	}
	wp := max(1, int(math.Round(width*k.scale)))
	if img := k.shapeSprite(spRStroke, pw, ph, int(math.Round(rad*k.scale)), wp, col); img != nil {
		k.blitPx(dst, img, x0-float64(wp)-1, y0-float64(wp)-1, a)
	} else if dst != nil { // put off: a square outline meanwhile
		k.FillRect(dst, Rect{r.X, r.Y, r.W, width}, c)
		k.FillRect(dst, Rect{r.X, r.MaxY() - width, r.W, width}, c)
		k.FillRect(dst, Rect{r.X, r.Y, width, r.H}, c)
		k.FillRect(dst, Rect{r.MaxX() - width, r.Y, width, r.H}, c)
	}
}

// Line draws a straight line as a rotated bar (no paths).
func (k *Kit) Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.RGBA) {
	dx, dy := (x1-x0)*k.scale, (y1-y0)*k.scale
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	w := width * k.scale
	op := &k.iop
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.GeoM.Translate(0, -0.5)
	op.GeoM.Scale(l, w)
	op.GeoM.Rotate(math.Atan2(dy, dx))
	op.GeoM.Translate(x0*k.scale, y0*k.scale)
	scaleRGBA(&op.ColorScale, c)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(k.whitePx(), op)
}

// Circle fills a circle (a cached sprite per radius and colour).
func (k *Kit) Circle(dst *ebiten.Image, cx, cy, r float64, c color.RGBA) {
	col, a := splitAlpha(c)
	rp := int(math.Round(r * k.scale))
	if rp < 1 || a <= 0 {
		return
	}
	if img := k.shapeSprite(spRRect, 2*rp, 2*rp, rp, 0, col); img != nil {
		k.blitPx(dst, img, math.Round(cx*k.scale)-float64(rp)-1, math.Round(cy*k.scale)-float64(rp)-1, a)
	} else {
		k.placeholder(dst, Rect{cx - r*0.8, cy - r*0.8, r * 1.6, r * 1.6}, c)
	}
}

// placeholder fills r flat while its sprite is put off. Inside a control
// it counts a hole (a control is never put off).
func (k *Kit) placeholder(dst *ebiten.Image, r Rect, c color.RGBA) {
	if k.control > 0 {
		k.holes++
	}
	if dst != nil {
		k.FillRect(dst, r, c)
	}
}

// blitPx draws a sprite at a physical position.
func (k *Kit) blitPx(dst, img *ebiten.Image, x, y, alpha float64) {
	if dst == nil {
		return // prewarming (warm.go)
	}
	op := &k.iop
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.GeoM.Translate(x, y)
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(alpha))
	}
	op.Filter = ebiten.FilterNearest
	dst.DrawImage(img, op)
}

// Blit draws a cached sprite so that its logical rect is r, with alpha and an optional tint.
func (k *Kit) Blit(dst, img *ebiten.Image, x, y float64, alpha float64) {
	if dst == nil {
		return // prewarming (warm.go)
	}
	op := &k.iop
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.GeoM.Translate(math.Round(x*k.scale), math.Round(y*k.scale))
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(alpha))
	}
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// BlitCentered draws a sprite scaled by s about its centre at (cx, cy), rotated by rot.
func (k *Kit) BlitCentered(dst, img *ebiten.Image, cx, cy, s, rot, alpha float64) {
	if dst == nil {
		return // prewarming (warm.go)
	}
	op := &k.iop
	op.GeoM.Reset()
	op.ColorScale.Reset()
	b := img.Bounds()
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	if s != 1 {
		op.GeoM.Scale(s, s)
	}
	if rot != 0 {
		op.GeoM.Rotate(rot)
	}
	op.GeoM.Translate(cx*k.scale, cy*k.scale)
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(alpha))
	}
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}
