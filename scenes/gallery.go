package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/gallery"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Gallery is the scene of --gallery, composed only then (first.go): the
// drawing-kit gallery (package gallery), with Enter or a click toggling the
// colour-blind symbols, Escape quitting, and its two screenshots.
type Gallery struct {
	symbols bool
}

// Name implements Scene.
func (g *Gallery) Name() string { return "gallery" }

// Update implements Scene.
func (g *Gallery) Update(c *scene.Context) error {
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
func (g *Gallery) Draw(dst *ebiten.Image, c *scene.Context) {
	gallery.Draw(dst, c.Kit, c.VP.W, c.VP.H, c.Tick, g.symbols)
}
