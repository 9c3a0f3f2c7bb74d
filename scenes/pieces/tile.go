package pieces

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// ---- Casino tiles and panels ----

// CasinoTile draws the tile background of casino n (1-6, or 7 the slot
// machine) filling r; the dynamic contents are drawn on top by the scene.
func CasinoTile(k *ui.Kit, dst *ebiten.Image, r ui.Rect, n int, u float64) {
	pw, ph := int(math.Round(r.W*k.Scale())), int(math.Round(r.H*k.Scale()))
	if pw < 8 || ph < 8 {
		return
	}
	key := ui.SpriteKey{Kind: KindTile, A: n, W: pw, H: ph}
	img, ok := k.Sprite(key)
	if !ok {
		k.MustBuild() // a piece in play is never put off
		img = buildTile(k, pw, ph, n, u)
		k.StoreSprite(key, img)
	}
	k.Blit(dst, img, r.X, r.Y, 1)
}

func buildTile(k *ui.Kit, pw, ph, n int, u float64) *ebiten.Image {
	return ebiten.NewImageFromImage(rasterTile(k.Scratch(), pw, ph, n, k.Scale()*u).Img)
}

// rasterTile draws casino n's tile of pw x ph pixels; s is pixels per unit.
func rasterTile(rs *ui.Raster, pw, ph, n int, s float64) *ui.Raster {
	rs.Reset(pw, ph)
	w, h := float64(pw), float64(ph)
	rad := 12 * s
	acc := CasinoAccent[n&7]
	// Glow.
	for i := 3; i >= 1; i-- {
		g := float64(i) * 1.6 * s
		rs.StrokeRRect(g*0.2, g*0.2, w-g*0.4, h-g*0.4, rad, g, ui.WithAlpha(acc, 0.10))
	}
	in := 3 * s
	rs.FillRRect(in, in, w-2*in, h-2*in, rad, ui.RGBA(0x0a, 0x14, 0x16, 0xee))
	// Neon border.
	rs.StrokeRRect(in, in, w-2*in, h-2*in, rad, 2*s, acc)
	// Marquee bulbs along the top edge.
	nb := int((w - 2*rad) / (14 * s))
	for i := 0; i <= nb; i++ {
		x := rad + float64(i)*(w-2*rad)/float64(max(nb, 1))
		rs.FillCircle(x, in, 1.8*s, ui.WithAlpha(ui.RGB(0xff, 0xf3, 0xc4), 0.9))
	}
	return rs
}

// CasinoParts are the regions inside one casino tile.
type CasinoParts struct {
	Header ui.Rect // number die and name
	Notes  ui.Rect // banknotes on offer
	Dice   ui.Rect // dice placed, grouped by owner
}

// SplitCasino divides a casino tile.
func SplitCasino(r ui.Rect, u float64) CasinoParts {
	in := r.Inset(6 * u)
	var p CasinoParts
	hh := ui.Clamp(in.H*0.2, 22*u, 34*u)
	p.Header, in = in.SplitTop(hh, 4*u)
	nh := ui.Clamp(in.H*0.36, 24*u, 56*u)
	p.Notes, p.Dice = in.SplitTop(nh, 4*u)
	return p
}
