package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Gallery shows every piece of the drawing kit (--gallery).
type Gallery struct {
	symbols bool
	shotted bool
}

// Name implements Scene.
func (g *Gallery) Name() string { return "gallery" }

// Update implements Scene.
func (g *Gallery) Update(c *Context) error {
	for _, a := range c.Input.Actions() {
		switch a.Kind {
		case ui.ActConfirm, ui.ActClick:
			g.symbols = !g.symbols
		case ui.ActCancel:
			c.Quit()
		case ui.ActHelp:
			c.Push(NewHelp())
		}
	}
	if c.Opts.Screenshots != "" {
		switch c.Tick {
		case 20:
			c.Shot("gallery")
		case 21:
			g.symbols = true
		case 40:
			c.Shot("gallery-symbols")
		case 60:
			if c.Opts.Gallery {
				c.Quit()
			}
		}
	}
	return nil
}

// Draw implements Scene.
func (g *Gallery) Draw(dst *ebiten.Image, c *Context) {
	k := c.Kit
	k.Felt(dst)
	u := Unit(c.VP.W, c.VP.H)
	x0, y := 20*u, 20*u
	k.Text(dst, "Las Vegas — drawing kit", ui.FontBold, 22*u, x0, y, ui.AlignLeft, ui.ColGold)
	y += 40 * u
	d := 30 * u
	for col := pieces.DieColour(0); col < pieces.NumDieColours; col++ {
		x := x0 + d/2
		for f := 1; f <= 6; f++ {
			pieces.Die(k, dst, x, y+d/2, d, pieces.DieStyle{Colour: col, Symbols: g.symbols}, f, 0, 1)
			x += d * 1.25
		}
		if col < pieces.NumPlayerColours {
			pieces.Die(k, dst, x+d*0.2, y+d/2, d, pieces.DieStyle{Colour: col, Biggy: true, Symbols: g.symbols}, 6, 0, 1)
			pieces.Symbol(k, dst, pieces.ShapeOf(col), x+d*1.6, y+d/2, d*0.35, pieces.PlayerColour(col))
			k.Text(dst, pieces.PlayerColourNames[col], ui.FontBold, 14*u, x+d*2.2, y+d/2, ui.AlignLeft|ui.AlignMiddle, pieces.PlayerColour(col))
		} else if col == pieces.DieWhite {
			k.Text(dst, "Neutral", ui.FontBold, 14*u, x+d*0.2, y+d/2, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		} else {
			k.Text(dst, "Kicker", ui.FontBold, 14*u, x+d*0.2, y+d/2, ui.AlignLeft|ui.AlignMiddle, pieces.DieBody[pieces.DieViolet])
		}
		y += d * 1.35
	}
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
	k.Toggle(dst, ui.R(x0, y, 360*u, 44*u), "Colour-blind symbols", "A shape per player on dice and panels", g.symbols, false, u)
	k.Toggle(dst, ui.R(x0+380*u, y, 360*u, 44*u), "Confirm placement", "", true, true, u)

	// Casino tiles on the right.
	tx := c.VP.W * 0.58
	tw := c.VP.W*0.42 - 20*u
	ty := 20 * u
	th := (c.VP.H - 40*u - 6*8*u) / 7
	for n := 1; n <= 7; n++ {
		r := ui.R(tx, ty, tw, th)
		pieces.CasinoTile(k, dst, r, n, u)
		p := SplitCasino(r, u*0.7)
		pieces.Die(k, dst, p.Header.X+p.Header.H/2+4*u, p.Header.CY(), p.Header.H*0.8, pieces.DieStyle{Colour: pieces.DieWhite}, min(n, 6), 0, 1)
		k.Text(dst, pieces.CasinoName[n], ui.FontBold, 15*u, p.Header.X+p.Header.H+12*u, p.Header.CY(), ui.AlignLeft|ui.AlignMiddle, pieces.CasinoAccent[n])
		ty += th + 8*u
	}
	k.Panel(dst, ui.R(x0, c.VP.H-90*u, 260*u, 70*u), u, pieces.PlayerColour(1), 0.3+0.7*ui.Pulse(c.Tick, 90))
	pieces.Symbol(k, dst, pieces.ShapeOf(1), x0+24*u, c.VP.H-55*u, 8*u, pieces.PlayerColour(1))
	k.Text(dst, "Ann — $120k", ui.FontBold, 16*u, x0+40*u, c.VP.H-55*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
}
