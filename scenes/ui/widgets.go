package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Panel draws a translucent panel with a border; glow > 0 adds a pulsing accent frame.
func (k *Kit) Panel(dst *ebiten.Image, r Rect, u float64, accent color.RGBA, glow float64) {
	pw, ph := int(math.Round(r.W*k.scale)), int(math.Round(r.H*k.scale))
	if pw < 4 || ph < 4 {
		return
	}
	key := SpriteKey{Kind: KindPanel, A: int(accent.R)<<16 | int(accent.G)<<8 | int(accent.B), W: pw, H: ph}
	img, ok := k.sprites[key]
	if !ok {
		if !k.MayBuild() {
			// Put off: the panel's colour and stripe meanwhile.
			k.placeholder(dst, r, colPanel)
			k.placeholder(dst, Rect{r.X, r.Y, 6 * u, r.H}, accent)
			return
		}
		img = ebiten.NewImageFromImage(rasterPanel(&k.rs, pw, ph, k.scale*u, accent).Img)
		k.doneBuild(false)
		k.sprites[key] = img
	}
	k.Blit(dst, img, r.X, r.Y, 1)
	if glow > 0 {
		k.StrokeRoundRect(dst, r.Inset(-2*u), 12*u, 3*u, WithAlpha(accent, glow))
	}
}

// rasterPanel draws a panel of pw x ph pixels with its accent stripe; s is
// pixels per unit.
func rasterPanel(rs *Raster, pw, ph int, s float64, accent color.RGBA) *Raster {
	rs.Reset(pw, ph)
	w, h := float64(pw)-2, float64(ph)-2
	rs.FillRRect(1, 1, w, h, 10*s, colPanel)
	rs.StrokeRRect(1, 1, w, h, 10*s, 1.5*s, WithAlpha(accent, 0.8))
	// Accent stripe on the left.
	rs.FillRRect(1, 1, 6*s, h, 3*s, accent)
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

// Button draws a labelled button (a control: never put off).
func (k *Kit) Button(dst *ebiten.Image, r Rect, label string, st ButtonState, u float64) {
	k.noteControl(r, label)
	k.control++
	defer func() { k.control-- }()
	bg, fg, edge := colBtn, ColText, ColBorder
	switch st {
	case BtnHover:
		bg = colBtnHover
		edge = ColGold
	case BtnDisabled:
		bg, fg = colBtnOff, RGB(0x60, 0x70, 0x6a)
	case BtnPrimary:
		bg, fg, edge = ColGold, RGB(0x20, 0x16, 0x02), colGoldDark
	case BtnPrimaryHover:
		bg, fg, edge = RGB(0xff, 0xdc, 0x7a), RGB(0x20, 0x16, 0x02), RGB(0xff, 0xff, 0xff)
	case BtnActive:
		bg, fg, edge = RGB(0x2c, 0x7a, 0x5e), RGB(0xff, 0xff, 0xff), ColGold
	}
	rad := math.Min(8*u, r.H/2)
	k.RoundRect(dst, r, rad, bg)
	k.StrokeRoundRect(dst, r, rad, 1.2*u, edge)
	k.TextFit(dst, label, FontBold, ButtonLabelSize(r, u), r.W-8*u, r.CX(), r.CY(), AlignCenter|AlignMiddle, fg)
}

// ButtonLabelSize is the size Button gives a label in r (shrunk further
// where it is wider than r less 8 units).
func ButtonLabelSize(r Rect, u float64) float64 { return math.Min(15*u, r.H*0.5) }

// Toggle draws an on/off switch in r (a pill at the right) with a label on
// the left (a control: never put off).
func (k *Kit) Toggle(dst *ebiten.Image, r Rect, label, hint string, on, hover bool, u float64) {
	k.ToggleSized(dst, r, label, hint, 11.5*u, on, hover, u)
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
			c := Mix(colFeltCenter, colFeltEdge, t)
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

// FocusRing draws the keyboard's focus round the control in r (it carries
// information: never put off).
func (k *Kit) FocusRing(dst *ebiten.Image, r Rect, u float64) {
	k.control++
	defer func() { k.control-- }()
	k.StrokeRoundRect(dst, r.Inset(-4*u), math.Min(9*u, r.H/2+4*u), 3*u, ColNeonCyan)
}
