package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// textKey identifies a rendered text sprite.
type textKey struct {
	s    string
	font FontID
	px   int
}

// textSprite is a string rendered once in white; colour is applied when drawn.
type textSprite struct {
	img  *ebiten.Image // nil until built (or when the text has no size)
	w, h float64       // physical pixels of the line box
	adv  float64       // advance in physical pixels
}

// maxTextSprites bounds the text cache; it is cleared when full.
const maxTextSprites = 1500

// textSprite returns the cached sprite of s, building it now if need be
// (text is never put off); its img is nil only for a text of no size.
func (k *Kit) textSprite(s string, f FontID, size float64) *textSprite {
	face := k.Face(f, size)
	key := textKey{s, f, k.facePx(size)}
	if ts, ok := k.texts[key]; ok {
		return ts
	}
	adv := k.advance(key, face)
	m := face.Metrics()
	h := math.Ceil(m.HAscent + m.HDescent)
	w := math.Ceil(adv) + 4
	ts := &textSprite{w: w, h: h, adv: adv}
	if w >= 1 && h >= 1 {
		k.MustBuild()
		ts.img = ebiten.NewImage(int(w), int(h))
		op := &text.DrawOptions{}
		op.GeoM.Translate(2, 0)
		text.Draw(ts.img, s, face, op)
		k.doneBuild(true)
	}
	if len(k.texts) >= maxTextSprites {
		k.purgeTexts()
	}
	k.texts[key] = ts
	return ts
}

// advance measures a text (physical pixels), cached, without rendering it.
func (k *Kit) advance(key textKey, face text.Face) float64 {
	if ts, ok := k.texts[key]; ok {
		return ts.adv
	}
	if adv, ok := k.advs[key]; ok {
		return adv
	}
	adv := text.AdvanceAt(key.s, len(key.s), face)
	if len(k.advs) >= 4*maxTextSprites {
		clear(k.advs)
	}
	k.advs[key] = adv
	return adv
}

func (k *Kit) purgeTexts() {
	for key, ts := range k.texts {
		if ts.img != nil {
			ts.img.Deallocate()
		}
		delete(k.texts, key)
	}
	clear(k.advs)
}

// TextWidth is the logical width of s.
func (k *Kit) TextWidth(s string, f FontID, size float64) float64 {
	if s == "" {
		return 0
	}
	face := k.Face(f, size)
	return k.advance(textKey{s, f, k.facePx(size)}, face) / k.scale
}

// Text draws s anchored at (x, y). Each string is rendered once into a
// cached sprite, so steady frames neither lay out glyphs nor allocate.
func (k *Kit) Text(dst *ebiten.Image, s string, f FontID, size, x, y float64, al Align, c color.RGBA) {
	if s == "" {
		return
	}
	ts := k.textSprite(s, f, size)
	if ts.img == nil {
		if ts.w >= 1 && ts.h >= 1 {
			k.holes++
		}
		return
	}
	k.textsNow++
	k.noteText(s, size)
	px, py := x*k.scale-2, y*k.scale
	switch al & 3 {
	case AlignCenter:
		px -= ts.adv / 2
	case AlignRight:
		px -= ts.adv
	}
	switch al & 12 {
	case AlignMiddle:
		py -= ts.h / 2
	case AlignBottom:
		py -= ts.h
	}
	op := &k.iop
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.GeoM.Translate(math.Round(px), math.Round(py))
	scaleRGBA(&op.ColorScale, c)
	op.Filter = ebiten.FilterNearest
	dst.DrawImage(ts.img, op)
}

// TextFit draws s at the largest size up to size that fits width w.
func (k *Kit) TextFit(dst *ebiten.Image, s string, f FontID, size, w, x, y float64, al Align, c color.RGBA) {
	tw := k.TextWidth(s, f, size)
	if tw > w && tw > 0 {
		size = math.Max(size*w/tw, 7)
	}
	k.Text(dst, s, f, size, x, y, al, c)
}

// fitKey identifies a FitLines layout.
type fitKey struct {
	s          string
	f          FontID
	z, w, h, k int
}

// fitLayout is a FitLines result.
type fitLayout struct {
	lines []string
	size  float64
}

// FitLines lays s out for a box w wide and h tall: on one line at size
// when it fits, or shrunk to at most 30% smaller; otherwise wrapped on as
// many lines (of 1.2 times the size) as h holds, if that keeps the text
// 15% larger than one shrunk line would be. Sizes step by whole physical
// pixels, as faces do, and never go below 7 (a text too long even then
// overflows on one line, as with TextFit). It returns the lines and their
// size; layouts are cached, so steady frames do not redo them.
func (k *Kit) FitLines(s string, f FontID, size, w, h float64) ([]string, float64) {
	if k.fits == nil {
		k.fits = make(map[fitKey]fitLayout, 16)
	}
	key := fitKey{s, f, int(size * 16), int(w * 4), int(h * 4), int(k.scale * 16)}
	if r, ok := k.fits[key]; ok {
		return r.lines, r.size
	}
	r := k.fitLines(s, f, size, w, h)
	if len(k.fits) > 256 {
		clear(k.fits)
	}
	k.fits[key] = r
	return r.lines, r.size
}

func (k *Kit) fitLines(s string, f FontID, size, w, h float64) fitLayout {
	tw := k.TextWidth(s, f, size)
	if tw <= w || tw <= 0 {
		return fitLayout{[]string{s}, size}
	}
	sc := k.scale
	minP := math.Ceil(7 * sc)
	one := 0.0 // the largest size at which s fits on one line
	for p := math.Floor(size * w / tw * sc); p >= minP; p-- {
		if k.TextWidth(s, f, p/sc) <= w {
			one = p / sc
			break
		}
	}
	if one >= size*0.7 {
		return fitLayout{[]string{s}, one}
	}
	for p := math.Floor(math.Min(size, h/2.4) * sc); p >= minP && p/sc > one*1.15; p-- {
		z := p / sc
		lines := k.WrapLines(s, f, z, w)
		if float64(len(lines))*z*1.2 > h {
			continue
		}
		fits := true
		for _, ln := range lines {
			fits = fits && k.TextWidth(ln, f, z) <= w
		}
		if fits {
			return fitLayout{lines, z}
		}
	}
	return fitLayout{[]string{s}, math.Max(one, 7)}
}

// TextFitLines draws s as FitLines lays it out, the lines centred on y.
func (k *Kit) TextFitLines(dst *ebiten.Image, s string, f FontID, size, w, h, x, y float64, al Align, c color.RGBA) {
	lines, sz := k.FitLines(s, f, size, w, h)
	lh := sz * 1.2
	y -= lh * float64(len(lines)-1) / 2
	for i, ln := range lines {
		k.Text(dst, ln, f, sz, x, y+lh*float64(i), al, c)
	}
}
