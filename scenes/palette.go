package scenes

import "image/color"

func rgb(r, g, b uint8) color.RGBA     { return color.RGBA{r, g, b, 0xff} }
func rgba(r, g, b, a uint8) color.RGBA { return color.RGBA{r, g, b, a} }

// withAlpha scales a colour's alpha (premultiplied).
func withAlpha(c color.RGBA, a float64) color.RGBA {
	a = Clamp(a, 0, 1)
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// mix blends two opaque colours.
func mix(a, b color.RGBA, t float64) color.RGBA {
	return color.RGBA{
		uint8(Lerp(float64(a.R), float64(b.R), t)),
		uint8(Lerp(float64(a.G), float64(b.G), t)),
		uint8(Lerp(float64(a.B), float64(b.B), t)),
		uint8(Lerp(float64(a.A), float64(b.A), t)),
	}
}

// The night-Vegas palette: green felt, dark panels, neon accents.
var (
	colFeltCenter = rgb(0x14, 0x4a, 0x37)
	colFeltEdge   = rgb(0x05, 0x17, 0x12)
	colPanel      = rgba(0x08, 0x16, 0x12, 0xe6)
	colPanelHi    = rgba(0x10, 0x2a, 0x22, 0xf0)
	colBorder     = rgb(0x2f, 0x6b, 0x55)
	colText       = rgb(0xf4, 0xf0, 0xe4)
	colTextDim    = rgb(0xa3, 0xbf, 0xb2)
	colGold       = rgb(0xff, 0xc9, 0x4a)
	colGoldDark   = rgb(0x9a, 0x6d, 0x12)
	colNeonPink   = rgb(0xff, 0x3d, 0x8b)
	colNeonCyan   = rgb(0x34, 0xe1, 0xff)
	colDanger     = rgb(0xff, 0x5a, 0x5a)
	colShadow     = rgba(0, 0, 0, 0x70)
	colBtn        = rgb(0x1c, 0x4a, 0x3a)
	colBtnHover   = rgb(0x27, 0x65, 0x4f)
	colBtnOff     = rgb(0x1a, 0x28, 0x24)
	colTopBar     = rgba(0x03, 0x0d, 0x0a, 0xf0)
)

// Casino neon accents, 1-6 and the slot machine.
var casinoAccent = [8]color.RGBA{
	{},
	rgb(0xff, 0x55, 0x70),
	rgb(0xff, 0xa5, 0x3d),
	rgb(0xff, 0xe4, 0x5c),
	rgb(0x5c, 0xff, 0x9d),
	rgb(0x4f, 0xc3, 0xff),
	rgb(0xc7, 0x7d, 0xff),
	rgb(0xff, 0xd7, 0x00),
}

// Casino names, fictional.
var casinoName = [8]string{"", "Horseshoe", "Pharaoh", "Oasis", "Flamingo", "Royal", "Nugget", "Slot Machine"}

// DieColour selects a die's look: a player colour 0-5, neutral white, or the violet kicker.
type DieColour uint8

// Die colours beyond the six player colours.
const (
	NumPlayerColours           = 6
	DieWhite         DieColour = 6
	DieViolet        DieColour = 7
	numDieColours              = 8
)

var playerColourNames = [NumPlayerColours]string{"Red", "Blue", "Green", "Yellow", "Black", "Orange"}

// dieBody and diePip are the face and pip colours per DieColour.
var dieBody = [numDieColours]color.RGBA{
	rgb(0xd6, 0x28, 0x39), // red
	rgb(0x27, 0x67, 0xd8), // blue
	rgb(0x2f, 0xa8, 0x4f), // green
	rgb(0xf5, 0xc5, 0x18), // yellow
	rgb(0x2a, 0x2a, 0x31), // black
	rgb(0xf0, 0x85, 0x1c), // orange
	rgb(0xf4, 0xf1, 0xea), // neutral white
	rgb(0x7b, 0x3f, 0xd0), // violet kicker
}

var diePip = [numDieColours]color.RGBA{
	rgb(0xff, 0xff, 0xff),
	rgb(0xff, 0xff, 0xff),
	rgb(0xff, 0xff, 0xff),
	rgb(0x2a, 0x22, 0x10),
	rgb(0xff, 0xff, 0xff),
	rgb(0x2a, 0x16, 0x05),
	rgb(0x30, 0x30, 0x30),
	rgb(0xff, 0xff, 0xff),
}

// PlayerColour returns the panel accent of a player colour.
func PlayerColour(c DieColour) color.RGBA {
	if c == 4 { // black dice get a light accent so panels stay readable
		return rgb(0xb8, 0xbc, 0xc8)
	}
	return dieBody[c%numDieColours]
}

// Shape is a colour-blind symbol: one distinct shape per player colour.
type Shape uint8

// Shapes.
const (
	ShapeCircle Shape = iota
	ShapeSquare
	ShapeTriangle
	ShapeDiamond
	ShapeStar
	ShapePlus
	ShapeRing // neutral
	ShapeBolt // kicker
)

// ShapeOf returns the symbol of a die colour.
func ShapeOf(c DieColour) Shape { return Shape(c % numDieColours) }

// noteTint is the paper colour of each banknote value (units of $10k, 1-10).
var noteTint = [11]color.RGBA{
	{},
	rgb(0xd9, 0xe8, 0xc9),
	rgb(0xc9, 0xe4, 0xc2),
	rgb(0xb9, 0xdf, 0xc4),
	rgb(0xaa, 0xd9, 0xc9),
	rgb(0xa6, 0xd0, 0xe0),
	rgb(0xb4, 0xc4, 0xea),
	rgb(0xcb, 0xbd, 0xeb),
	rgb(0xe9, 0xc0, 0xdf),
	rgb(0xf3, 0xcf, 0x9f),
	rgb(0xf6, 0xdc, 0x6e),
}

var noteLabel = [12]string{"", "$10k", "$20k", "$30k", "$40k", "$50k", "$60k", "$70k", "$80k", "$90k", "$100k", "RAINBOW"}
