// Package gallery draws every piece of the toolkit (scenes/ui) and of the
// dice games (scenes/pieces) on one screen: lasvegas --gallery, a
// development aid, which also shows the toolkit at work without a table.
package gallery

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Draw paints the gallery on dst, a w x h logical canvas: dice of every
// colour (with colour-blind symbols as pips when symbols is set), notes,
// buttons and toggles, the casino tiles and a player panel whose glow
// pulses with tick.
func Draw(dst *ebiten.Image, k *ui.Kit, w, h float64, tick uint64, symbols bool) {
	k.Felt(dst)
	u := ui.Unit(w, h)
	x0, y := 20*u, 20*u
	k.Text(dst, "Las Vegas — drawing kit", ui.FontBold, 22*u, x0, y, ui.AlignLeft, ui.ColGold)
	y = drawDice(dst, k, x0, y+40*u, u, symbols)
	drawWidgets(dst, k, x0, y, u, symbols)
	drawTiles(dst, k, w, h, u)
	k.Panel(dst, ui.R(x0, h-90*u, 260*u, 70*u), u, pieces.PlayerColour(1), 0.3+0.7*ui.Pulse(tick, 90))
	pieces.Symbol(k, dst, pieces.ShapeOf(1), x0+24*u, h-55*u, 8*u, pieces.PlayerColour(1))
	k.Text(dst, "Ann — $120k", ui.FontBold, 16*u, x0+40*u, h-55*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
}

// drawDice draws a row of dice per colour from y down and returns the y
// below them.
func drawDice(dst *ebiten.Image, k *ui.Kit, x0, y, u float64, symbols bool) float64 {
	d := 30 * u
	for col := pieces.DieColour(0); col < pieces.NumDieColours; col++ {
		x := x0 + d/2
		for f := 1; f <= 6; f++ {
			pieces.Die(k, dst, x, y+d/2, d, pieces.DieStyle{Colour: col, Symbols: symbols}, f, 0, 1)
			x += d * 1.25
		}
		if col < pieces.NumPlayerColours {
			pieces.Die(k, dst, x+d*0.2, y+d/2, d, pieces.DieStyle{Colour: col, Biggy: true, Symbols: symbols}, 6, 0, 1)
			pieces.Symbol(k, dst, pieces.ShapeOf(col), x+d*1.6, y+d/2, d*0.35, pieces.PlayerColour(col))
			k.Text(dst, pieces.PlayerColourNames[col], ui.FontBold, 14*u, x+d*2.2, y+d/2, ui.AlignLeft|ui.AlignMiddle, pieces.PlayerColour(col))
		} else if col == pieces.DieWhite {
			k.Text(dst, "Neutral", ui.FontBold, 14*u, x+d*0.2, y+d/2, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		} else {
			k.Text(dst, "Kicker", ui.FontBold, 14*u, x+d*0.2, y+d/2, ui.AlignLeft|ui.AlignMiddle, pieces.DieBody[pieces.DieViolet])
		}
		y += d * 1.35
	}
	return y
}

// drawWidgets draws the notes, buttons and toggles from y down.
func drawWidgets(dst *ebiten.Image, k *ui.Kit, x0, y, u float64, symbols bool) {
	y += 10 * u
	nh := 30 * u
	x := x0
	for v := 0; v <= 11; v++ {
		pieces.Note(k, dst, x, y, nh, v, v == 0, 1)
		x += nh*pieces.NoteAspect + 6*u
	}
	y += nh + 20*u
	// Buttons and toggles.
	states := []ui.ButtonState{ui.BtnNormal, ui.BtnHover, ui.BtnPrimary, ui.BtnPrimaryHover, ui.BtnActive, ui.BtnDisabled}
	labels := []string{"Normal", "Hover", "Primary", "Primary hover", "Active", "Disabled"}
	x = x0
	for i, st := range states {
		k.Button(dst, ui.R(x, y, 120*u, 34*u), labels[i], st, u)
		x += 128 * u
	}
	y += 48 * u
	k.Toggle(dst, ui.R(x0, y, 360*u, 44*u), "Colour-blind symbols", "A shape per player on dice and panels", symbols, false, u)
	k.Toggle(dst, ui.R(x0+380*u, y, 360*u, 44*u), "Confirm placement", "", true, true, u)

}

// drawTiles draws the casino tiles in the right part of the canvas.
func drawTiles(dst *ebiten.Image, k *ui.Kit, w, h, u float64) {
	tx := w * 0.58
	tw := w*0.42 - 20*u
	ty := 20 * u
	th := (h - 40*u - 6*8*u) / 7
	for n := 1; n <= 7; n++ {
		r := ui.R(tx, ty, tw, th)
		pieces.CasinoTile(k, dst, r, n, u)
		p := pieces.SplitCasino(r, u*0.7)
		pieces.Die(k, dst, p.Header.X+p.Header.H/2+4*u, p.Header.CY(), p.Header.H*0.8, pieces.DieStyle{Colour: pieces.DieWhite}, min(n, 6), 0, 1)
		k.Text(dst, pieces.CasinoName[n], ui.FontBold, 15*u, p.Header.X+p.Header.H+12*u, p.Header.CY(), ui.AlignLeft|ui.AlignMiddle, pieces.CasinoAccent[n])
		ty += th + 8*u
	}
}
