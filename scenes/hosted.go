package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// hostedTable is the table of another game of the family (the card game,
// Royale) that the setup screen starts in this window. It is an
// ebiten.Game of its own with its own input and drawing kit; the window
// runs it as a scene.
type hostedTable interface {
	Update() error
	Draw(screen *ebiten.Image)
	LayoutF(ow, oh float64) (float64, float64)
	// Calm: nothing of the table's own takes an Esc now, so Esc opens
	// the window's menu.
	Calm() bool
}

// tableScene runs a hosted table until its game ends and the person
// closes it (its Update returns ebiten.Termination), or until the person
// leaves for the main menu by Esc; the game is autosaved all along, and
// the setup screen offers to continue it.
type tableScene struct {
	name string // for screenshots: "cards-table", "royale-table"
	game setupGame
	t    hostedTable
	// applied are the window's settings the table last got (its speed,
	// reduced motion and handover): the Esc menu's Settings may change them.
	applied Settings
	got     bool
}

// apply gives the table the window's speed, reduced motion and handover
// setting when they changed.
func (s *tableScene) apply(c *Context) {
	if s.got && s.applied == c.Settings {
		return
	}
	s.applied, s.got = c.Settings, true
	if m, ok := s.t.(interface{ SetMotion(ui.Motion) }); ok {
		m.SetMotion(c.Motion())
	}
	if h, ok := s.t.(interface{ SetHandover(bool) }); ok {
		h.SetHandover(!c.Settings.NoHandover) // pass the device between humans
	}
}

// Name implements Scene.
func (s *tableScene) Name() string { return s.name }

// Update implements Scene.
func (s *tableScene) Update(c *Context) error {
	if c.app != nil && c.app.outW > 0 {
		s.t.LayoutF(c.app.outW, c.app.outH)
	}
	s.apply(c)
	if s.t.Calm() {
		for _, a := range c.Input.Actions() {
			if a.Kind == ui.ActCancel {
				c.Push(s.menu())
				return nil // the table does not see this Esc
			}
		}
	}
	err := s.t.Update()
	if errors.Is(err, ebiten.Termination) {
		c.Switch(c.setupFor(s.game))
		return nil
	}
	return err
}

// Draw implements Scene.
// A table shown for the first time is drawn before its first Update: it
// learns the window's size here too, so that it is laid out for it.
func (s *tableScene) Draw(dst *ebiten.Image, c *Context) {
	if c.app != nil && c.app.outW > 0 {
		s.t.LayoutF(c.app.outW, c.app.outH)
	}
	s.t.Draw(dst)
}

// menu is the hosted table's Esc menu: the same items as at the dice
// table. Settings apply to the table as it goes on (speed, reduced motion,
// the handover); Rules are the game's own help pages.
func (s *tableScene) menu() *Menu {
	return &Menu{items: []string{"Resume", "Settings", "Rules and help", "Main menu (the game is saved)", "Quit"}, act: func(c *Context, i int) {
		switch i {
		case 0:
			c.Pop()
		case 1:
			c.Pop()
			c.Push(NewSettingsScene())
		case 2:
			c.Pop()
			c.Push(&Help{pages: gameHelp(s.game)})
		case 3:
			c.Switch(c.setupFor(s.game))
		case 4:
			c.Quit()
		}
	}}
}

// setupFor is the setup screen with game g chosen.
func (c *Context) setupFor(g setupGame) Scene {
	sc := c.NewSetup()
	if st, ok := sc.(*Setup); ok {
		st.chooseGame(g)
	}
	return sc
}
