package scenes

import (
	"errors"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// tableScene runs a game's table (ui.Table: every game's, the dice game's too) as
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
	// end opens the game end of a table that hands the shell more than
	// its record (the dice table's facts) once its game is over, and
	// reports whether it did; nil: the game's end reads the record
	// (tableGame.end).
	end func(c *scene.Context, t ui.Table) bool
}

// stage is the window's stage for the table this tick (scene.FillStage).
func (s *tableScene) stage(c *scene.Context) *ui.Stage { return c.FillStage(&s.st) }

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
	if s.end != nil {
		s.counted = s.end(c, s.t)
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
