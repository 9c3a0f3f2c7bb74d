//go:build e2e && !js

package scenes

import (
	"os"
	"slices"
	"strings"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// hostedScenario chooses game g on the setup screen's tab by pointer,
// quick-starts it in this window, photographs its table (as
// hosted-royale or hosted-cards), opens the Esc menu over it and goes
// back to the setup screen, which shows the game's tab and offers to
// continue the game just left.
func hostedScenario(g setupGame) scenario {
	name := [numGames]string{gameRoyale: "hosted-royale", gameCards: "hosted-cards"}[g]
	return scenario{
		name:     name,
		maxTicks: 1200,
		setup: func(h *harness) (*App, error) {
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = h.t.TempDir()
			}
			env := &Env{Store: storage.NewMemory()}
			app := NewApp(Options{Mute: true, Screenshots: dir}, h.fonts, nil, NewSetup(env, Options{Players: 3}))
			app.hook(env, Options{})
			app.ctx.Settings.Sound = false
			return app, nil
		},
		step: func(h *harness) bool { return hostedStep(h, g, name) },
	}
}

func hostedStep(h *harness, g setupGame, name string) bool {
	c := &h.app.ctx
	switch h.data["phase"] {
	case 0:
		s, ok := h.app.Top().(*Setup)
		if !ok || h.tick < 5 {
			return false
		}
		l := s.layout(c)
		if s.game != g {
			c.Input.InjectClick(l.tabs[g].CX(), l.tabs[g].CY())
			return false
		}
		c.Input.InjectClick(l.quick.CX(), l.quick.CY())
		h.data["phase"] = 1
	case 1:
		ts, ok := h.app.Top().(*tableScene)
		if !ok {
			return false
		}
		if ts.game != g {
			h.failf("the table of game %d opened", ts.game)
			return true
		}
		if h.data["tableTicks"]++; h.data["tableTicks"] == 60 {
			c.Shot(name)
		}
		if h.data["tableTicks"] > 70 && len(h.app.shotQueue) == 0 {
			c.Input.Inject(ui.Action{Kind: ui.ActCancel})
			h.data["phase"] = 2
		}
	case 2:
		m, ok := h.app.Top().(*Menu)
		if !ok {
			if h.data["waited"]++; h.data["waited"] > 30 {
				h.failf("Esc at the table opened %T, not the menu", h.app.Top())
				return true
			}
			return false
		}
		i := slices.IndexFunc(m.items, func(it string) bool { return strings.HasPrefix(it, "Main menu") })
		if i < 0 {
			h.failf("the menu has no Main menu: %v", m.items)
			return true
		}
		c.Input.Inject(ui.Action{Kind: ui.ActPick, N: i + 1})
		h.data["phase"] = 3
	case 3:
		s, ok := h.app.Top().(*Setup)
		if !ok {
			return false
		}
		if s.game != g || !s.canContinue() {
			h.failf("back at the setup: game %d, continue %v", s.game, s.canContinue())
		}
		return true
	}
	return false
}

// gameHelpScenario opens the setup's Help on the Royale tab by F1, turns
// to a page of tile sides, and photographs it (help-royale): the Help is
// Royale's.
func gameHelpScenario() scenario {
	return scenario{
		name:     "help-royale",
		maxTicks: 600,
		setup: func(h *harness) (*App, error) {
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = h.t.TempDir()
			}
			s := NewSetup(&Env{Store: storage.NewMemory()}, Options{})
			s.chooseGame(gameRoyale)
			app := NewApp(Options{Mute: true, Screenshots: dir}, h.fonts, nil, s)
			app.ctx.Settings.Sound = false
			return app, nil
		},
		step: func(h *harness) bool {
			c := &h.app.ctx
			switch h.data["phase"] {
			case 0:
				if h.tick < 5 {
					return false
				}
				c.Input.Inject(ui.Action{Kind: ui.ActHelp})
				h.data["phase"] = 1
			case 1:
				hp, ok := h.app.Top().(*Help)
				if !ok {
					return false
				}
				if len(hp.pages) == 0 || !strings.HasPrefix(hp.pages[len(hp.pages)-2].Title, "Tiles") {
					h.failf("F1 on the Royale tab opened help pages %v", hp.pages)
					return true
				}
				c.Input.Inject(ui.Action{Kind: ui.ActPick, N: 5})
				h.data["phase"] = 2
			case 2:
				if h.data["waited"]++; h.data["waited"] == 10 {
					c.Shot("help-royale")
				}
				return h.data["waited"] > 20 && len(h.app.shotQueue) == 0
			}
			return false
		},
	}
}
