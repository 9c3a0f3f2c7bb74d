package ui

import "image/color"

func RGB(r, g, b uint8) color.RGBA     { return color.RGBA{r, g, b, 0xff} }
func RGBA(r, g, b, a uint8) color.RGBA { return color.RGBA{r, g, b, a} }

// WithAlpha scales a colour's alpha (premultiplied).
func WithAlpha(c color.RGBA, a float64) color.RGBA {
	a = Clamp(a, 0, 1)
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// Mix blends two opaque colours.
func Mix(a, b color.RGBA, t float64) color.RGBA {
	return color.RGBA{
		uint8(Lerp(float64(a.R), float64(b.R), t)),
		uint8(Lerp(float64(a.G), float64(b.G), t)),
		uint8(Lerp(float64(a.B), float64(b.B), t)),
		uint8(Lerp(float64(a.A), float64(b.A), t)),
	}
}

// The night-Vegas palette: green felt, dark panels, neon accents.
var (
	colFeltCenter = RGB(0x14, 0x4a, 0x37)
	colFeltEdge   = RGB(0x05, 0x17, 0x12)
	colPanel      = RGBA(0x08, 0x16, 0x12, 0xe6)
	colPanelHi    = RGBA(0x10, 0x2a, 0x22, 0xf0)
	ColBorder     = RGB(0x2f, 0x6b, 0x55)
	ColText       = RGB(0xf4, 0xf0, 0xe4)
	ColTextDim    = RGB(0xa3, 0xbf, 0xb2)
	ColGold       = RGB(0xff, 0xc9, 0x4a)
	colGoldDark   = RGB(0x9a, 0x6d, 0x12)
	ColNeonPink   = RGB(0xff, 0x3d, 0x8b)
	ColNeonCyan   = RGB(0x34, 0xe1, 0xff)
	ColDanger     = RGB(0xff, 0x5a, 0x5a)
	colBtn        = RGB(0x1c, 0x4a, 0x3a)
	colBtnHover   = RGB(0x27, 0x65, 0x4f)
	colBtnOff     = RGB(0x1a, 0x28, 0x24)
	ColTopBar     = RGBA(0x03, 0x0d, 0x0a, 0xf0)
)
