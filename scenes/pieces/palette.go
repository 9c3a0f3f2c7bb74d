package pieces

import (
	"image/color"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Casino neon accents, 1-6 and the slot machine.
var CasinoAccent = [8]color.RGBA{
	{},
	ui.RGB(0xff, 0x55, 0x70),
	ui.RGB(0xff, 0xa5, 0x3d),
	ui.RGB(0xff, 0xe4, 0x5c),
	ui.RGB(0x5c, 0xff, 0x9d),
	ui.RGB(0x4f, 0xc3, 0xff),
	ui.RGB(0xc7, 0x7d, 0xff),
	ui.RGB(0xff, 0xd7, 0x00),
}

// Casino names, fictional.
var CasinoName = [8]string{"", "Horseshoe", "Pharaoh", "Oasis", "Flamingo", "Royal", "Nugget", "Slot Machine"}

// DieColour selects a die's look: a player colour 0-5, neutral white, or the violet kicker.
type DieColour uint8

// Die colours beyond the six player colours.
const (
	NumPlayerColours           = 6
	DieWhite         DieColour = 6
	DieViolet        DieColour = 7
	NumDieColours              = 8
)

var PlayerColourNames = [NumPlayerColours]string{"Red", "Blue", "Green", "Yellow", "Black", "Orange"}

// DieBody and DiePip are the face and pip colours per DieColour.
var DieBody = [NumDieColours]color.RGBA{
	ui.RGB(0xd6, 0x28, 0x39), // red
	ui.RGB(0x27, 0x67, 0xd8), // blue
	ui.RGB(0x2f, 0xa8, 0x4f), // green
	ui.RGB(0xf5, 0xc5, 0x18), // yellow
	ui.RGB(0x2a, 0x2a, 0x31), // black
	ui.RGB(0xf0, 0x85, 0x1c), // orange
	ui.RGB(0xf4, 0xf1, 0xea), // neutral white
	ui.RGB(0x7b, 0x3f, 0xd0), // violet kicker
}

var diePip = [NumDieColours]color.RGBA{
	ui.RGB(0xff, 0xff, 0xff),
	ui.RGB(0xff, 0xff, 0xff),
	ui.RGB(0xff, 0xff, 0xff),
	ui.RGB(0x2a, 0x22, 0x10),
	ui.RGB(0xff, 0xff, 0xff),
	ui.RGB(0x2a, 0x16, 0x05),
	ui.RGB(0x30, 0x30, 0x30),
	ui.RGB(0xff, 0xff, 0xff),
}

// PlayerColour returns the panel accent of a player colour.
func PlayerColour(c DieColour) color.RGBA {
	if c == 4 { // black dice get a light accent so panels stay readable
		return ui.RGB(0xb8, 0xbc, 0xc8)
	}
	return DieBody[c%NumDieColours]
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
func ShapeOf(c DieColour) Shape { return Shape(c % NumDieColours) }

// noteTint is the paper colour of each banknote value (units of $10k, 1-10).
var noteTint = [11]color.RGBA{
	{},
	ui.RGB(0xd9, 0xe8, 0xc9),
	ui.RGB(0xc9, 0xe4, 0xc2),
	ui.RGB(0xb9, 0xdf, 0xc4),
	ui.RGB(0xaa, 0xd9, 0xc9),
	ui.RGB(0xa6, 0xd0, 0xe0),
	ui.RGB(0xb4, 0xc4, 0xea),
	ui.RGB(0xcb, 0xbd, 0xeb),
	ui.RGB(0xe9, 0xc0, 0xdf),
	ui.RGB(0xf3, 0xcf, 0x9f),
	ui.RGB(0xf6, 0xdc, 0x6e),
}

var NoteLabel = [12]string{"", "$10k", "$20k", "$30k", "$40k", "$50k", "$60k", "$70k", "$80k", "$90k", "$100k", "RAINBOW"}
