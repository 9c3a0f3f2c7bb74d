package pieces

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The sprite kinds of the dice game's pieces.
const (
	spDie ui.SpriteKind = ui.FirstPieceKind + iota
	KindNote
	KindTile
	spSymbol
)

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
func Die(k *ui.Kit, dst *ebiten.Image, cx, cy, d float64, st DieStyle, face int, rot, alpha float64) {
	if st.Biggy {
		d *= BiggyScale
	}
	px := int(math.Round(d * k.Scale()))
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
	key := ui.SpriteKey{Kind: spDie, A: int(st.Colour), B: face, C: sym, D: big, W: px}
	img, ok := k.Sprite(key)
	if !ok {
		k.MustBuild() // a piece in play is never put off
		img = buildDie(k, px, st, face)
		k.StoreSprite(key, img)
	}
	s := d * k.Scale() / float64(px)
	k.BlitCentered(dst, img, cx, cy, s, rot, alpha)
}

// dieSpritePad is the margin around a die sprite for its shadow.
func dieSpritePad(px int) int { return px/8 + 1 }

func buildDie(k *ui.Kit, px int, st DieStyle, face int) *ebiten.Image {
	return ebiten.NewImageFromImage(rasterDie(k.Scratch(), px, st, face).Img)
}

// rasterDie draws a die of px pixels (with a margin for its shadow).
func rasterDie(rs *ui.Raster, px int, st DieStyle, face int) *ui.Raster {
	pad := dieSpritePad(px)
	rs.Reset(px+2*pad, px+2*pad)
	fp := float64(pad)
	s := float64(px)
	rad := s * 0.2
	body := DieBody[st.Colour%NumDieColours]
	pip := diePip[st.Colour%NumDieColours]

	// Shadow, edge (darker), face and a lighter top.
	rs.FillRRect(fp+s*0.04, fp+s*0.09, s, s, rad, ui.RGBA(0, 0, 0, 0x66))
	rs.FillRRect(fp, fp, s, s, rad, ui.Mix(body, ui.RGB(0, 0, 0), 0.35))
	rs.FillRRect(fp, fp, s, s*0.95, rad, body)
	rs.FillRRect(fp+s*0.08, fp+s*0.06, s*0.84, s*0.42, rad*0.8, ui.WithAlpha(ui.RGB(0xff, 0xff, 0xff), 0.16))

	if st.Colour == DieWhite || st.Colour == 4 {
		// Light dice get a grey outline, black dice a light one, so both read on felt.
		edge := ui.RGB(0x8a, 0x86, 0x7c)
		if st.Colour == 4 {
			edge = ui.RGB(0x9a, 0x9a, 0xa8)
		}
		rs.StrokeRRect(fp, fp, s, s*0.95, rad, math.Max(1, s*0.035), edge)
	}
	if st.Colour == DieViolet {
		// The kicker's inner ring marks it without colour.
		rs.StrokeRRect(fp+s*0.07, fp+s*0.07, s*0.86, s*0.81, rad*0.7, math.Max(1, s*0.04), ui.RGBA(0xff, 0xff, 0xff, 0xc0))
	}
	if st.Biggy {
		rs.StrokeRRect(fp+s*0.02, fp+s*0.02, s*0.96, s*0.91, rad, math.Max(1.5, s*0.06), ui.ColGold)
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
				rs.FillCircle(x, y, pr, pip)
			}
		}
	}
	return rs
}

// drawShape fills a symbol of radius r at (x, y) in physical pixels.
func drawShape(rs *ui.Raster, sh Shape, x, y, r float64, c color.RGBA) {
	var buf [24]float32
	pts := buf[:0]
	pt := func(px, py float64) { pts = append(pts, float32(px), float32(py)) }
	switch sh {
	case ShapeCircle:
		rs.FillCircle(x, y, r, c)
		return
	case ShapeRing:
		// A ring from r*0.55 to r: an outline of their mean circle.
		m := r * 0.775
		rs.StrokeRRect(x-m, y-m, 2*m, 2*m, m, r*0.45, c)
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
	rs.FillPolygon(pts, c)
}

// Symbol draws a player's colour-blind symbol (cached) of logical radius r at (cx, cy).
func Symbol(k *ui.Kit, dst *ebiten.Image, sh Shape, cx, cy, r float64, c color.RGBA) {
	px := int(math.Round(r * 2.6 * k.Scale()))
	if px < 4 {
		px = 4
	}
	key := ui.SpriteKey{Kind: spSymbol, A: int(sh), B: int(c.R)<<16 | int(c.G)<<8 | int(c.B), W: px}
	img, ok := k.Sprite(key)
	if !ok {
		k.MustBuild() // a piece in play is never put off
		rs := k.Scratch()
		rs.Reset(px, px)
		h := float64(px) / 2
		drawShape(rs, sh, h, h, float64(px)/2.6, ui.RGB(0, 0, 0))
		// Draw the shape again slightly smaller in colour for an outline.
		drawShape(rs, sh, h, h, float64(px)/2.6*0.78, c)
		img = ebiten.NewImageFromImage(rs.Img)
		k.StoreSprite(key, img)
	}
	k.BlitCentered(dst, img, cx, cy, 1, 0, 1)
}
