// Package endchart draws the money chart of a game's end: each seat's
// money after every round, in its colour. Every game's end draws it (the
// dice game's and the shell's, package scenes' tableend.go).
package endchart

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Draw draws each seat's money after every round (hist[p][r]) as lines
// in its colour, in panel box: the game end of every game.
func Draw(dst *ebiten.Image, c *scene.Context, box ui.Rect, hist [][]int, colours []pieces.DieColour) {
	k := c.Kit
	// A phone's unit is a CSS pixel at least, so that the axis' words
	// are readable (11 units: 12 CSS px at the least).
	u := math.Max(ui.Unit(c.VP.W, c.VP.H), 12*c.CSSUnits()/11)
	k.Panel(dst, box, u, ui.ColNeonCyan, 0)
	k.Text(dst, "Money after each round", ui.FontBold, 15*u, box.X+20*u, box.Y+18*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	plot := box.Inset(20 * u)
	plot.Y += 24 * u
	plot.H -= 44 * u
	plot.X += 50 * u
	plot.W -= 60 * u
	maxV := 10000
	rounds := 1
	for _, h := range hist {
		rounds = max(rounds, len(h))
		for _, v := range h {
			maxV = max(maxV, v)
		}
	}
	// Gridlines at nice steps.
	step := 100000
	for float64(maxV)/float64(step) > 6 {
		step *= 2
	}
	for v := 0; v <= maxV; v += step {
		yy := plot.MaxY() - plot.H*float64(v)/float64(maxV)
		k.Line(dst, plot.X, yy, plot.MaxX(), yy, 1*u, ui.WithAlpha(ui.ColTextDim, 0.25))
		k.Text(dst, ui.RoundDollars(v), ui.FontRegular, 11*u, plot.X-6*u, yy, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
	}
	for r := 0; r <= rounds; r++ {
		xx := plot.X + plot.W*float64(r)/float64(rounds)
		if r > 0 {
			k.Text(dst, ui.CountLabel(r), ui.FontRegular, 11*u, xx, plot.MaxY()+12*u, ui.AlignCenter|ui.AlignMiddle, ui.ColTextDim)
		}
	}
	for p, col := range colours {
		px, py := plot.X, plot.MaxY()
		pc := pieces.PlayerColour(col)
		for r, v := range hist[p] {
			xx := plot.X + plot.W*float64(r+1)/float64(rounds)
			yy := plot.MaxY() - plot.H*float64(v)/float64(maxV)
			k.Line(dst, px, py, xx, yy, 3*u, pc)
			k.Circle(dst, xx, yy, 4*u, pc)
			px, py = xx, yy
		}
		if c.Settings.Symbols {
			pieces.Symbol(k, dst, pieces.ShapeOf(col), px+10*u, py, 6*u, pc)
		}
	}
}
