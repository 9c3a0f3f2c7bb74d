package scenes

import (
	"errors"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// tableScene runs a game's table (ui.Table: Royale's, the card game's) as
// a scene of the window: the table gets the window's one input, kit and
// viewport, its settings, sound, screenshots and frame clock on a ui.Stage
// each tick, and the window keeps the Esc menu, the settings and the help
// around it. It runs until the game ends and the person closes it (Update
// returns ui.ErrClosed), or until the person leaves for the main menu by
// Esc; the game is autosaved all along, and the setup screen offers to
// continue it.
type tableScene struct {
	name string // the scene's name: "cards-table", "royale-table"
	game setupGame
	t    ui.Table
	// exitAtEnd: the window closes when the table does (--exit-at-end), and
	// alone: the window was opened for this table (lasvegas --game G), so
	// its end offers that game's setup.
	exitAtEnd bool
	st        ui.Stage
	// watch: a replay, which the statistics do not count; counted: the
	// finished game is in them.
	watch, counted bool
}

// stage is the window's stage for the table this tick.
func (s *tableScene) stage(c *scene.Context) *ui.Stage {
	st := &s.st
	st.In, st.Kit, st.VP, st.Tick = c.Input, c.Kit, c.VP, c.Tick
	st.DSF = 1
	if c.Host != nil {
		st.DSF = c.Host.DeviceScale()
	}
	// The settings' speed: a table with --autoplay hurries by itself,
	// but for the steps its screenshots catch in flight.
	st.Motion = ui.Motion{Speed: c.Settings.Speed, Reduced: c.Settings.ReducedMotion}
	st.Handover = !c.Settings.NoHandover
	st.TakeBack = !c.Settings.NoTakeBack
	st.Symbols = c.Settings.Symbols
	if st.Play == nil {
		// The window's screenshots (--screenshots DIR), whichever way the
		// table was opened: by --game G, or from the setup (a new game, a
		// continued one, a guided first game, a rematch), whose tables'
		// own options name no folder. Without them Shot stays nil, and
		// the table asks for none.
		if c.Opts.Screenshots != "" {
			st.Shot = func(name string) { c.Shot(name) }
		}
		st.Play = func(q ui.Cue) { c.Play(scene.SoundID(q)) }
		st.MayWork = c.MayWork
		st.Shell = func(call ui.ShellCall) {
			switch call {
			case ui.CallSettings:
				c.Push(NewSettingsScene())
			case ui.CallMenu:
				c.Push(s.menu())
			}
		}
	}
	return st
}

// Name implements Scene.
func (s *tableScene) Name() string { return s.name }

// Update implements Scene.
func (s *tableScene) Update(c *scene.Context) error {
	if s.t.Calm() {
		for _, a := range c.Input.Actions() {
			if a.Kind == ui.ActCancel {
				c.Push(s.menu())
				return nil // the table does not see this Esc
			}
		}
	}
	err := s.t.Update(s.stage(c))
	s.count(c)
	if errors.Is(err, ui.ErrClosed) {
		if s.exitAtEnd {
			c.Quit()
		} else {
			c.Switch(setupFor(c, s.game))
		}
		return nil
	}
	return err
}

// count puts the game in the statistics once it is over and its end is
// shown, and opens the game end (the table's end is the shell's).
func (s *tableScene) count(c *scene.Context) {
	if s.counted || s.watch {
		return
	}
	data, over := s.t.Finished()
	if !over {
		return
	}
	s.counted = true
	tg := tableGames[s.game]
	if note := gameFinished(c, tg.key, data); note != "" {
		fmt.Fprintln(os.Stderr, "lasvegas:", note)
	}
	if d, err := tg.end(data); err == nil {
		c.Switch(newTableEnd(s.game, d, s.exitAtEnd))
	}
}

// Draw implements Scene. A table shown for the first time is drawn before
// its first Update: the stage gives it the window's size here too.
func (s *tableScene) Draw(dst *ebiten.Image, c *scene.Context) {
	s.t.Draw(dst, s.stage(c))
}

// menu is the table's Esc menu, every table's (overlays.go).
func (s *tableScene) menu() *Menu { return NewMenu(s.game, s.watch) }

// setupFor is the setup screen with game g chosen.
func setupFor(c *scene.Context, g setupGame) scene.Scene {
	sc := c.NewSetup()
	if st, ok := sc.(*Setup); ok {
		st.chooseGame(g)
	}
	return sc
}
