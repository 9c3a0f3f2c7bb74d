package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Message is a screen of one line (a record that cannot be replayed) with
// "New game" and "Quit".
type Message struct {
	title, line string
	age         int
	quit        scene.QuitGuard
}

// NewMessage makes a message screen.
func NewMessage(title, line string) *Message { return &Message{title: title, line: line} }

// Name implements Scene.
func (m *Message) Name() string { return "message" }

func (m *Message) rects(c *scene.Context) (ui.Rect, ui.Rect) {
	u := ui.Unit(c.VP.W, c.VP.H)
	w := math.Min(c.VP.W-48*u, 460*u)
	row := ui.R((c.VP.W-w)/2, c.VP.H/2+40*u, w, math.Max(44*u, c.VP.H*0.05))
	a, b := row.SplitLeft((row.W-12*u)/2, 12*u)
	return a, b
}

// Update implements Scene.
func (m *Message) Update(c *scene.Context) error {
	m.age++
	if m.age == 2 && c.Shot("message") {
		return nil
	}
	if c.Opts.ExitAtEnd && m.age > 3 {
		c.Quit()
		return nil
	}
	setup, out := m.rects(c)
	for _, a := range c.Input.Actions() {
		switch a.Kind {
		case ui.ActCancel:
			m.quit.Esc(c)
		case ui.ActConfirm:
			c.Switch(c.NewSetup())
		case ui.ActClick:
			switch {
			case setup.Contains(a.X, a.Y):
				c.Play(scene.SndClick)
				c.Switch(c.NewSetup())
			case out.Contains(a.X, a.Y):
				c.Quit()
			}
		}
	}
	return nil
}

// Draw implements Scene.
func (m *Message) Draw(dst *ebiten.Image, c *scene.Context) {
	k := c.Kit
	u := ui.Unit(c.VP.W, c.VP.H)
	k.Felt(dst)
	k.Text(dst, m.title, ui.FontBold, 30*u, c.VP.W/2, c.VP.H/2-60*u, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
	k.TextFit(dst, m.line, ui.FontRegular, 16*u, c.VP.W-48*u, c.VP.W/2, c.VP.H/2, ui.AlignCenter|ui.AlignMiddle, ui.ColText)
	setup, out := m.rects(c)
	k.Button(dst, setup, "New game", c.Input.HoverState(setup, ui.BtnPrimary), u)
	k.Button(dst, out, "Quit", c.Input.HoverState(out, ui.BtnNormal), u)
	m.quit.Draw(dst, c)
}
