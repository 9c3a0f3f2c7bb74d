package scenes

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
)

// FontID picks a font family.
type FontID uint8

// Fonts.
const (
	FontRegular FontID = iota
	FontBold
	FontMono
)

// Align is a text anchor.
type Align uint8

// Anchors: horizontal in the low bits, vertical in the high bits.
const (
	AlignLeft   Align = 0
	AlignCenter Align = 1
	AlignRight  Align = 2
	AlignTop    Align = 0
	AlignMiddle Align = 4
	AlignBottom Align = 8
)

type faceKey struct {
	font FontID
	px   int
}

type spriteKind uint8

const (
	spDie spriteKind = iota + 1
	spNote
	spTile
	spPanel
	spFelt
	spSymbol
	spRRect
	spRStroke
)

type spriteKey struct {
	kind       spriteKind
	a, b, c, d int
	w, h       int
}

// Kit draws the game's pieces. Everything takes logical units and is
// scaled to physical pixels; generated pieces are cached as images per
// pixel size, so steady frames only blit.
type Kit struct {
	fonts   *assets.Fonts
	faces   map[faceKey]*text.GoTextFace
	sprites map[spriteKey]*ebiten.Image
	scale   float64

	iop   ebiten.DrawImageOptions
	felt  *ebiten.Image
	pixel *ebiten.Image
	white *ebiten.Image
	wraps map[wrapKey][]string
	fits  map[fitKey]fitLayout

	// Sprites to build ahead while a screen waits (warm.go).
	warmKey warmKey
	warmQ   []func(*Kit)
	rs      raster // the scratch canvas of every shape sprite (raster.go)
	texts   map[textKey]*textSprite
	advs    map[textKey]float64 // text widths measured without a sprite

	// The build budget of the frame being drawn (BeginFrame).
	frameStart  time.Time
	buildBudget time.Duration
	builtNow    int // sprites built in this frame
	deferNow    int // sprites put off to a later frame, in this frame
	buildT0     time.Time
	buildCost   time.Duration // estimate of one sprite's build: the slowest recent one, decaying
	textDur     time.Duration // building text sprites, in this frame
	shapeDur    time.Duration // building other sprites, in this frame
	shapeN      int
}

// NewKit makes a kit with the given fonts.
func NewKit(f *assets.Fonts) *Kit {
	k := &Kit{
		fonts:   f,
		faces:   make(map[faceKey]*text.GoTextFace, 32),
		sprites: make(map[spriteKey]*ebiten.Image, 256),
		texts:   make(map[textKey]*textSprite, 256),
		advs:    make(map[textKey]float64, 256),
		scale:   1,
	}
	k.pixel = ebiten.NewImage(3, 3)
	k.pixel.Fill(color.White)
	k.white = k.pixel.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	return k
}

// BeginFrame starts a frame whose Go work began at start. With a budget,
// once the frame's work has passed it, the kit stops building new sprites
// (text, dice, notes, tiles, shapes) for this frame and skips drawing them;
// it builds at least one a frame, so a deferred sprite appears a frame or a
// few later. Building a sprite in the browser costs from 1 to over 10 ms
// (vector paths, glyphs, new textures), and a screen full of them at once
// would freeze a frame. A zero budget builds everything at once (tests,
// screenshots).
func (k *Kit) BeginFrame(start time.Time, budget time.Duration) {
	k.frameStart, k.buildBudget, k.builtNow, k.deferNow = start, budget, 0, 0
	k.textDur, k.shapeDur, k.shapeN = 0, 0, 0
}

// FrameBuilds are the sprites built and put off in the frame drawn last.
func (k *Kit) FrameBuilds() (built, deferred int) { return k.builtNow, k.deferNow }

// mayBuild reports whether a new sprite may be built in this frame, and
// counts it.
func (k *Kit) mayBuild() bool {
	if k.buildBudget > 0 && k.builtNow > 0 && time.Since(k.frameStart)+k.buildCost >= k.buildBudget {
		k.deferNow++
		return false
	}
	k.builtNow++
	k.buildT0 = time.Now()
	return true
}

// doneBuild ends the build that mayBuild allowed last, for the frame's
// record (text sprites and shapes apart).
func (k *Kit) doneBuild(text bool) {
	d := time.Since(k.buildT0)
	// A sprite may start only if one as slow as the recent slowest would
	// still end within the budget (the estimate decays).
	k.buildCost = max(d, k.buildCost-k.buildCost/8)
	if text {
		k.textDur += d
		return
	}
	k.shapeN++
	k.shapeDur += d
}

// FrameBuildTimes are the time spent building text sprites and shape
// sprites (dice, notes, tiles, panels, rounded shapes) in the frame drawn
// last, and the number of shape sprites.
func (k *Kit) FrameBuildTimes() (text, shapes time.Duration, shapeN int) {
	return k.textDur, k.shapeDur, k.shapeN
}

// SetScale sets the physical pixels per logical unit. A change drops the
// cached sprites, which are rebuilt at the new size on demand.
func (k *Kit) SetScale(s float64) {
	if s == k.scale {
		return
	}
	k.scale = s
	k.Purge()
}

// Scale returns the current scale.
func (k *Kit) Scale() float64 { return k.scale }

// Purge drops all cached sprites.
func (k *Kit) Purge() {
	for key, img := range k.sprites {
		img.Deallocate()
		delete(k.sprites, key)
	}
	if k.felt != nil {
		k.felt.Deallocate()
		k.felt = nil
	}
	k.purgeTexts()
}

// SpriteCount is the number of cached sprites (for tests and stats).
func (k *Kit) SpriteCount() int { return len(k.sprites) }

func (k *Kit) px(v float64) float32 { return float32(v * k.scale) }

// Face returns a cached font face of the given logical size.
func (k *Kit) Face(f FontID, size float64) *text.GoTextFace {
	px := int(math.Round(size * k.scale))
	if px < 6 {
		px = 6
	}
	key := faceKey{f, px}
	if fc, ok := k.faces[key]; ok {
		return fc
	}
	src := k.fonts.Regular
	switch f {
	case FontBold:
		src = k.fonts.Bold
	case FontMono:
		src = k.fonts.Mono
	}
	fc := &text.GoTextFace{Source: src, Size: float64(px)}
	k.faces[key] = fc
	return fc
}

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

// textSprite returns the cached sprite of s, building it when the frame's
// budget allows; its img stays nil otherwise.
func (k *Kit) textSprite(s string, f FontID, size float64) *textSprite {
	face := k.Face(f, size)
	key := textKey{s, f, int(face.Size)}
	if ts, ok := k.texts[key]; ok {
		return ts
	}
	adv := k.advance(key, face)
	m := face.Metrics()
	h := math.Ceil(m.HAscent + m.HDescent)
	w := math.Ceil(adv) + 4
	ts := &textSprite{w: w, h: h, adv: adv}
	if w >= 1 && h >= 1 {
		if !k.mayBuild() {
			return ts // not cached: built in a later frame
		}
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
func (k *Kit) advance(key textKey, face *text.GoTextFace) float64 {
	if ts, ok := k.texts[key]; ok {
		return ts.adv
	}
	if adv, ok := k.advs[key]; ok {
		return adv
	}
	adv := text.Advance(key.s, face)
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
	return k.advance(textKey{s, f, int(face.Size)}, face) / k.scale
}

// Text draws s anchored at (x, y). Each string is rendered once into a
// cached sprite, so steady frames neither lay out glyphs nor allocate.
func (k *Kit) Text(dst *ebiten.Image, s string, f FontID, size, x, y float64, al Align, c color.RGBA) {
	if s == "" {
		return
	}
	ts := k.textSprite(s, f, size)
	if ts.img == nil {
		return
	}
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
	dst.DrawImage(k.white, op)
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
func (k *Kit) shapeSprite(kind spriteKind, pw, ph, radPx, widthPx int, c color.RGBA) *ebiten.Image {
	key := spriteKey{kind: kind, a: packRGB(c), b: radPx, c: widthPx, w: pw, h: ph}
	if img, ok := k.sprites[key]; ok {
		return img
	}
	if !k.mayBuild() {
		return nil
	}
	pad := widthPx
	rs := &k.rs
	rs.reset(pw+2*pad+2, ph+2*pad+2)
	f := float64(pad + 1)
	if kind == spRRect {
		rs.fillRRect(f, f, float64(pw), float64(ph), float64(radPx), c)
	} else {
		rs.strokeRRect(f, f, float64(pw), float64(ph), float64(radPx), float64(widthPx), c)
	}
	img := ebiten.NewImageFromImage(rs.img)
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
	dst.DrawImage(k.white, op)
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

// blit draws a cached sprite so that its logical rect is r, with alpha and an optional tint.
func (k *Kit) blit(dst, img *ebiten.Image, x, y float64, alpha float64) {
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

// blitScaled draws a sprite scaled by s about its centre at (cx, cy), rotated by rot.
func (k *Kit) blitCentered(dst, img *ebiten.Image, cx, cy, s, rot, alpha float64) {
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

// ---- Dice ----

// DieStyle describes a die's look.
type DieStyle struct {
	Colour  DieColour
	Biggy   bool // drawn bigger, with a gold rim and "x2"
	Symbols bool // colour-blind symbols as pips
}

// pipLayout gives the pip positions (in thirds) of each face.
var pipLayout = [7][][2]float64{
	{},
	{{0.5, 0.5}},
	{{0.25, 0.25}, {0.75, 0.75}},
	{{0.25, 0.25}, {0.5, 0.5}, {0.75, 0.75}},
	{{0.25, 0.25}, {0.75, 0.25}, {0.25, 0.75}, {0.75, 0.75}},
	{{0.25, 0.25}, {0.75, 0.25}, {0.5, 0.5}, {0.25, 0.75}, {0.75, 0.75}},
	{{0.25, 0.25}, {0.75, 0.25}, {0.25, 0.5}, {0.75, 0.5}, {0.25, 0.75}, {0.75, 0.75}},
}

// BiggyScale is how much bigger a Biggy is drawn.
const BiggyScale = 1.3

// Die draws a die of logical size d centred at (cx, cy). face 0 draws a blank die.
func (k *Kit) Die(dst *ebiten.Image, cx, cy, d float64, st DieStyle, face int, rot, alpha float64) {
	if st.Biggy {
		d *= BiggyScale
	}
	px := int(math.Round(d * k.scale))
	if px < 4 {
		px = 4
	}
	sym := 0
	if st.Symbols {
		sym = 1
	}
	big := 0
	if st.Biggy {
		big = 1
	}
	key := spriteKey{kind: spDie, a: int(st.Colour), b: face, c: sym, d: big, w: px}
	img, ok := k.sprites[key]
	if !ok {
		if !k.mayBuild() {
			return
		}
		img = k.buildDie(px, st, face)
		k.doneBuild(false)
		k.sprites[key] = img
	}
	s := d * k.scale / float64(px)
	k.blitCentered(dst, img, cx, cy, s, rot, alpha)
}

// dieSpritePad is the margin around a die sprite for its shadow.
func dieSpritePad(px int) int { return px/8 + 1 }

func (k *Kit) buildDie(px int, st DieStyle, face int) *ebiten.Image {
	return ebiten.NewImageFromImage(rasterDie(&k.rs, px, st, face).img)
}

// rasterDie draws a die of px pixels (with a margin for its shadow).
func rasterDie(rs *raster, px int, st DieStyle, face int) *raster {
	pad := dieSpritePad(px)
	rs.reset(px+2*pad, px+2*pad)
	fp := float64(pad)
	s := float64(px)
	rad := s * 0.2
	body := dieBody[st.Colour%numDieColours]
	pip := diePip[st.Colour%numDieColours]

	// Shadow, edge (darker), face and a lighter top.
	rs.fillRRect(fp+s*0.04, fp+s*0.09, s, s, rad, rgba(0, 0, 0, 0x66))
	rs.fillRRect(fp, fp, s, s, rad, mix(body, rgb(0, 0, 0), 0.35))
	rs.fillRRect(fp, fp, s, s*0.95, rad, body)
	rs.fillRRect(fp+s*0.08, fp+s*0.06, s*0.84, s*0.42, rad*0.8, withAlpha(rgb(0xff, 0xff, 0xff), 0.16))

	if st.Colour == DieWhite || st.Colour == 4 {
		// Light dice get a grey outline, black dice a light one, so both read on felt.
		edge := rgb(0x8a, 0x86, 0x7c)
		if st.Colour == 4 {
			edge = rgb(0x9a, 0x9a, 0xa8)
		}
		rs.strokeRRect(fp, fp, s, s*0.95, rad, math.Max(1, s*0.035), edge)
	}
	if st.Colour == DieViolet {
		// The kicker's inner ring marks it without colour.
		rs.strokeRRect(fp+s*0.07, fp+s*0.07, s*0.86, s*0.81, rad*0.7, math.Max(1, s*0.04), rgba(0xff, 0xff, 0xff, 0xc0))
	}
	if st.Biggy {
		rs.strokeRRect(fp+s*0.02, fp+s*0.02, s*0.96, s*0.91, rad, math.Max(1.5, s*0.06), colGold)
	}

	if face >= 1 && face <= 6 {
		inner := s * 0.95
		pr := s * 0.085
		if st.Symbols {
			pr = s * 0.11
		}
		if face == 1 {
			pr *= 1.35
		}
		for _, q := range pipLayout[face] {
			x := fp + q[0]*s
			y := fp + q[1]*inner
			if st.Symbols && st.Colour < NumPlayerColours {
				drawShape(rs, ShapeOf(st.Colour), x, y, pr, pip)
			} else {
				rs.fillCircle(x, y, pr, pip)
			}
		}
	}
	return rs
}

// drawShape fills a symbol of radius r at (x, y) in physical pixels.
func drawShape(rs *raster, sh Shape, x, y, r float64, c color.RGBA) {
	var buf [24]float32
	pts := buf[:0]
	pt := func(px, py float64) { pts = append(pts, float32(px), float32(py)) }
	switch sh {
	case ShapeCircle:
		rs.fillCircle(x, y, r, c)
		return
	case ShapeRing:
		// A ring from r*0.55 to r: an outline of their mean circle.
		m := r * 0.775
		rs.strokeRRect(x-m, y-m, 2*m, 2*m, m, r*0.45, c)
		return
	case ShapeSquare:
		q := r * 0.85
		pt(x-q, y-q)
		pt(x+q, y-q)
		pt(x+q, y+q)
		pt(x-q, y+q)
	case ShapeTriangle:
		q := r * 1.15
		pt(x, y-q)
		pt(x+q*0.95, y+q*0.7)
		pt(x-q*0.95, y+q*0.7)
	case ShapeDiamond:
		q := r * 1.2
		pt(x, y-q)
		pt(x+q*0.8, y)
		pt(x, y+q)
		pt(x-q*0.8, y)
	case ShapeStar:
		q := r * 1.25
		for i := 0; i < 10; i++ {
			rr := q
			if i%2 == 1 {
				rr = q * 0.45
			}
			a := float64(i)*math.Pi/5 - math.Pi/2
			pt(x+rr*math.Cos(a), y+rr*math.Sin(a))
		}
	case ShapePlus:
		q, t := r*1.1, r*0.38
		pt(x-t, y-q)
		pt(x+t, y-q)
		pt(x+t, y-t)
		pt(x+q, y-t)
		pt(x+q, y+t)
		pt(x+t, y+t)
		pt(x+t, y+q)
		pt(x-t, y+q)
		pt(x-t, y+t)
		pt(x-q, y+t)
		pt(x-q, y-t)
		pt(x-t, y-t)
	case ShapeBolt:
		q := r * 1.2
		pt(x+q*0.2, y-q)
		pt(x-q*0.6, y+q*0.15)
		pt(x-q*0.05, y+q*0.15)
		pt(x-q*0.2, y+q)
		pt(x+q*0.6, y-q*0.15)
		pt(x+q*0.05, y-q*0.15)
	default:
		return
	}
	rs.fillPolygon(pts, c)
}

// Symbol draws a player's colour-blind symbol (cached) of logical radius r at (cx, cy).
func (k *Kit) Symbol(dst *ebiten.Image, sh Shape, cx, cy, r float64, c color.RGBA) {
	px := int(math.Round(r * 2.6 * k.scale))
	if px < 4 {
		px = 4
	}
	key := spriteKey{kind: spSymbol, a: int(sh), b: int(c.R)<<16 | int(c.G)<<8 | int(c.B), w: px}
	img, ok := k.sprites[key]
	if !ok {
		if !k.mayBuild() {
			return
		}
		rs := &k.rs
		rs.reset(px, px)
		h := float64(px) / 2
		drawShape(rs, sh, h, h, float64(px)/2.6, rgb(0, 0, 0))
		// Draw the shape again slightly smaller in colour for an outline.
		drawShape(rs, sh, h, h, float64(px)/2.6*0.78, c)
		img = ebiten.NewImageFromImage(rs.img)
		k.doneBuild(false)
		k.sprites[key] = img
	}
	k.blitCentered(dst, img, cx, cy, 1, 0, 1)
}

// ---- Banknotes ----

// NoteSize is a banknote's aspect: width = 1.7 * height.
const NoteAspect = 1.7

// Note draws a banknote of the given value (1-10 in $10k units, 11 rainbow)
// with its top-left at (x, y) and logical height h. faceDown shows the back.
func (k *Kit) Note(dst *ebiten.Image, x, y, h float64, value int, faceDown bool, alpha float64) {
	w := h * NoteAspect
	pw, ph := int(math.Round(w*k.scale)), int(math.Round(h*k.scale))
	if pw < 6 || ph < 4 {
		return
	}
	if faceDown {
		value = 0
	}
	key := spriteKey{kind: spNote, a: value, w: pw, h: ph}
	img, ok := k.sprites[key]
	if !ok {
		if !k.mayBuild() {
			return
		}
		img = k.buildNote(pw, ph, value)
		k.doneBuild(false)
		k.sprites[key] = img
	}
	k.blit(dst, img, x, y, alpha)
}

// NoteCentered draws a note centred at (cx, cy), scaled by s.
func (k *Kit) NoteCentered(dst *ebiten.Image, cx, cy, h float64, value int, s, rot, alpha float64) {
	pw, ph := int(math.Round(h*NoteAspect*k.scale)), int(math.Round(h*k.scale))
	if pw < 6 || ph < 4 {
		return
	}
	key := spriteKey{kind: spNote, a: value, w: pw, h: ph}
	img, ok := k.sprites[key]
	if !ok {
		if !k.mayBuild() {
			return
		}
		img = k.buildNote(pw, ph, value)
		k.doneBuild(false)
		k.sprites[key] = img
	}
	k.blitCentered(dst, img, cx, cy, s, rot, alpha)
}

func (k *Kit) buildNote(pw, ph, value int) *ebiten.Image {
	img := ebiten.NewImageFromImage(rasterNote(&k.rs, pw, ph, value).img)
	w, h := float32(pw), float32(ph)
	// Label.
	label := "LV"
	tc := rgb(0x13, 0x2b, 0x1f)
	size := float64(h) * 0.5
	face := k.fonts.Bold
	switch {
	case value >= 1 && value <= 10:
		label = noteLabel[value]
		if value == 10 {
			size = float64(h) * 0.44
		}
	case value == 11:
		label = "RAINBOW"
		size = float64(h) * 0.26
		tc = rgb(0xff, 0xff, 0xff)
	default:
		tc = rgba(0xff, 0xff, 0xff, 0xd0)
	}
	f := &text.GoTextFace{Source: face, Size: size}
	tw := text.Advance(label, f)
	if tw > float64(w)*0.86 {
		f.Size = size * float64(w) * 0.86 / tw
	}
	top := &text.DrawOptions{}
	top.PrimaryAlign = text.AlignCenter
	top.SecondaryAlign = text.AlignCenter
	if value == 11 {
		// A dark halo keeps the white label readable on the stripes.
		top.ColorScale.ScaleWithColor(rgba(0, 0, 0, 0xc0))
		top.GeoM.Translate(float64(w)/2+1, float64(h)/2+1)
		text.Draw(img, label, f, top)
		top.GeoM.Reset()
		top.ColorScale.Reset()
	}
	top.ColorScale.ScaleWithColor(tc)
	top.GeoM.Translate(float64(w)/2, float64(h)/2)
	text.Draw(img, label, f, top)
	return img
}

// rasterNote draws a banknote's paper, stripes and frame (the label is
// drawn on the uploaded image).
func rasterNote(rs *raster, pw, ph, value int) *raster {
	rs.reset(pw, ph)
	w, h := float64(pw), float64(ph)
	rad := h * 0.12
	paper := rgb(0x2c, 0x5e, 0x8c) // the back
	if value >= 1 && value <= 10 {
		paper = noteTint[value]
	}
	rs.fillRRect(0, 0, w, h, rad, mix(paper, rgb(0, 0, 0), 0.45))
	rs.fillRRect(1, 1, w-2, h-2, rad, paper)
	if value == 11 {
		// Rainbow card: diagonal stripes.
		stripes := [...]color.RGBA{rgb(0xe7, 0x4c, 0x3c), rgb(0xf3, 0x9c, 0x12), rgb(0xf1, 0xc4, 0x0f), rgb(0x2e, 0xcc, 0x71), rgb(0x34, 0x98, 0xdb), rgb(0x9b, 0x59, 0xb6)}
		sw := float32(w) / float32(len(stripes))
		fh := float32(h)
		for i, c := range stripes {
			x0 := float32(i) * sw
			rs.fillPolygon([]float32{x0 + 2, 2, x0 + sw + 2, 2, x0 + sw - 2, fh - 2, x0 - 2, fh - 2}, c)
		}
	}
	// Inner frame.
	fc := withAlpha(rgb(0x1b, 0x3a, 0x2a), 0.55)
	if value == 0 {
		fc = withAlpha(rgb(0xff, 0xff, 0xff), 0.5)
	}
	rs.strokeRRect(h*0.1, h*0.1, w-h*0.2, h*0.8, rad*0.6, math.Max(1, h*0.04), fc)
	return rs
}

// ---- Casino tiles and panels ----

// CasinoTile draws the tile background of casino n (1-6, or 7 the slot
// machine) filling r; the dynamic contents are drawn on top by the scene.
func (k *Kit) CasinoTile(dst *ebiten.Image, r Rect, n int, u float64) {
	pw, ph := int(math.Round(r.W*k.scale)), int(math.Round(r.H*k.scale))
	if pw < 8 || ph < 8 {
		return
	}
	key := spriteKey{kind: spTile, a: n, w: pw, h: ph}
	img, ok := k.sprites[key]
	if !ok {
		if !k.mayBuild() {
			return
		}
		img = k.buildTile(pw, ph, n, u)
		k.doneBuild(false)
		k.sprites[key] = img
	}
	k.blit(dst, img, r.X, r.Y, 1)
}

func (k *Kit) buildTile(pw, ph, n int, u float64) *ebiten.Image {
	return ebiten.NewImageFromImage(rasterTile(&k.rs, pw, ph, n, k.scale*u).img)
}

// rasterTile draws casino n's tile of pw x ph pixels; s is pixels per unit.
func rasterTile(rs *raster, pw, ph, n int, s float64) *raster {
	rs.reset(pw, ph)
	w, h := float64(pw), float64(ph)
	rad := 12 * s
	acc := casinoAccent[n&7]
	// Glow.
	for i := 3; i >= 1; i-- {
		g := float64(i) * 1.6 * s
		rs.strokeRRect(g*0.2, g*0.2, w-g*0.4, h-g*0.4, rad, g, withAlpha(acc, 0.10))
	}
	in := 3 * s
	rs.fillRRect(in, in, w-2*in, h-2*in, rad, rgba(0x0a, 0x14, 0x16, 0xee))
	// Neon border.
	rs.strokeRRect(in, in, w-2*in, h-2*in, rad, 2*s, acc)
	// Marquee bulbs along the top edge.
	nb := int((w - 2*rad) / (14 * s))
	for i := 0; i <= nb; i++ {
		x := rad + float64(i)*(w-2*rad)/float64(max(nb, 1))
		rs.fillCircle(x, in, 1.8*s, withAlpha(rgb(0xff, 0xf3, 0xc4), 0.9))
	}
	return rs
}

// Panel draws a translucent panel with a border; glow > 0 adds a pulsing accent frame.
func (k *Kit) Panel(dst *ebiten.Image, r Rect, u float64, accent color.RGBA, glow float64) {
	pw, ph := int(math.Round(r.W*k.scale)), int(math.Round(r.H*k.scale))
	if pw < 4 || ph < 4 {
		return
	}
	key := spriteKey{kind: spPanel, a: int(accent.R)<<16 | int(accent.G)<<8 | int(accent.B), w: pw, h: ph}
	img, ok := k.sprites[key]
	if !ok {
		if !k.mayBuild() {
			return
		}
		img = ebiten.NewImageFromImage(rasterPanel(&k.rs, pw, ph, k.scale*u, accent).img)
		k.doneBuild(false)
		k.sprites[key] = img
	}
	k.blit(dst, img, r.X, r.Y, 1)
	if glow > 0 {
		k.StrokeRoundRect(dst, r.Inset(-2*u), 12*u, 3*u, withAlpha(accent, glow))
	}
}

// rasterPanel draws a panel of pw x ph pixels with its accent stripe; s is
// pixels per unit.
func rasterPanel(rs *raster, pw, ph int, s float64, accent color.RGBA) *raster {
	rs.reset(pw, ph)
	w, h := float64(pw)-2, float64(ph)-2
	rs.fillRRect(1, 1, w, h, 10*s, colPanel)
	rs.strokeRRect(1, 1, w, h, 10*s, 1.5*s, withAlpha(accent, 0.8))
	// Accent stripe on the left.
	rs.fillRRect(1, 1, 6*s, h, 3*s, accent)
	return rs
}

// ButtonState is how a button looks.
type ButtonState uint8

// Button states.
const (
	BtnNormal ButtonState = iota
	BtnHover
	BtnDisabled
	BtnPrimary
	BtnPrimaryHover
	BtnActive // a selected option
)

// Button draws a labelled button.
func (k *Kit) Button(dst *ebiten.Image, r Rect, label string, st ButtonState, u float64) {
	bg, fg, edge := colBtn, colText, colBorder
	switch st {
	case BtnHover:
		bg = colBtnHover
		edge = colGold
	case BtnDisabled:
		bg, fg = colBtnOff, rgb(0x60, 0x70, 0x6a)
	case BtnPrimary:
		bg, fg, edge = colGold, rgb(0x20, 0x16, 0x02), colGoldDark
	case BtnPrimaryHover:
		bg, fg, edge = rgb(0xff, 0xdc, 0x7a), rgb(0x20, 0x16, 0x02), rgb(0xff, 0xff, 0xff)
	case BtnActive:
		bg, fg, edge = rgb(0x2c, 0x7a, 0x5e), rgb(0xff, 0xff, 0xff), colGold
	}
	rad := math.Min(8*u, r.H/2)
	k.RoundRect(dst, r, rad, bg)
	k.StrokeRoundRect(dst, r, rad, 1.2*u, edge)
	size := math.Min(15*u, r.H*0.5)
	k.TextFit(dst, label, FontBold, size, r.W-8*u, r.CX(), r.CY(), AlignCenter|AlignMiddle, fg)
}

// Toggle draws an on/off switch in r (a pill at the right) with a label on the left.
func (k *Kit) Toggle(dst *ebiten.Image, r Rect, label, hint string, on, hover bool, u float64) {
	if hover {
		k.RoundRect(dst, r, 6*u, colPanelHi)
	}
	pillW, pillH := 44*u, 22*u
	pill := Rect{r.MaxX() - pillW - 6*u, r.CY() - pillH/2, pillW, pillH}
	bg := rgb(0x3a, 0x44, 0x40)
	if on {
		bg = rgb(0x2f, 0xa8, 0x6f)
	}
	k.RoundRect(dst, pill, pillH/2, bg)
	kx := pill.X + pillH/2
	if on {
		kx = pill.MaxX() - pillH/2
	}
	k.Circle(dst, kx, pill.CY(), pillH/2-3*u, colText)
	ty := r.CY()
	if hint != "" {
		ty = r.Y + r.H*0.34
		k.TextFit(dst, hint, FontRegular, 11.5*u, pill.X-r.X-14*u, r.X+8*u, r.Y+r.H*0.72, AlignLeft|AlignMiddle, colTextDim)
	}
	k.TextFit(dst, label, FontBold, 14*u, pill.X-r.X-14*u, r.X+8*u, ty, AlignLeft|AlignMiddle, colText)
}

// Felt draws the table background filling the screen.
func (k *Kit) Felt(dst *ebiten.Image) {
	if k.felt == nil {
		k.felt = buildFelt(320, 180)
	}
	b := dst.Bounds()
	op := &k.iop
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.GeoM.Scale(float64(b.Dx())/320, float64(b.Dy())/180)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(k.felt, op)
}

// buildFelt makes a small vignetted felt texture (stretched to the screen).
func buildFelt(w, h int) *ebiten.Image {
	rgbaImg := image.NewRGBA(image.Rect(0, 0, w, h))
	seed := uint32(2463534242)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx := (float64(x) - float64(w)/2) / (float64(w) / 2)
			dy := (float64(y) - float64(h)/2) / (float64(h) / 2)
			d := math.Sqrt(dx*dx*0.8 + dy*dy*1.1)
			t := Clamp(d*0.85, 0, 1)
			t = t * t
			c := mix(colFeltCenter, colFeltEdge, t)
			// A little deterministic noise gives the felt some grain.
			seed ^= seed << 13
			seed ^= seed >> 17
			seed ^= seed << 5
			n := float64(int(seed%9)-4) * 0.9
			i := rgbaImg.PixOffset(x, y)
			rgbaImg.Pix[i+0] = uint8(Clamp(float64(c.R)+n, 0, 255))
			rgbaImg.Pix[i+1] = uint8(Clamp(float64(c.G)+n, 0, 255))
			rgbaImg.Pix[i+2] = uint8(Clamp(float64(c.B)+n, 0, 255))
			rgbaImg.Pix[i+3] = 0xff
		}
	}
	return ebiten.NewImageFromImage(rgbaImg)
}
