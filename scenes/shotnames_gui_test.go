//go:build e2e && !js

package scenes

import (
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/cardtable"
	"github.com/lasvegas-dice/lasvegas/scenes/royaletable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// sharedShots are the stages every game writes with --screenshots, under
// the same name in each (scenes/README.md, Flags): a bots' game to its
// end, the settings and the help opened from the Esc menu, a person's
// decision, and the replay viewer.
var sharedShots = []string{"table", "decision", "payout", "round-end", "game-end", "help", "settings", "replay"}

// shotGames are the games whose screenshots' names are compared, and
// shotNames the names each wrote in the shot-names scenarios.
var (
	shotGames = []string{"dice", "royale", "cards"}
	shotNames = map[string]map[string]bool{}
)

// shotNamesScenarios play each game as --screenshots does (bots to the
// end with the settings and the help opened on the way, a person's first
// decision, the replay of a record) and keep the names of the screenshots
// each asked for; the last one fails when a game lacks a stage of
// sharedShots or a name carries a game's prefix ("royale-table"), so that
// a stage is named alike in every game.
func shotNamesScenarios() []scenario {
	out := []scenario{setupShotsScenario(gameRoyale, false), setupShotsScenario(gameCards, false),
		setupShotsScenario(gameRoyale, true), setupShotsScenario(gameCards, true)}
	for _, g := range shotGames {
		out = append(out, shotBotsScenario(g), shotDecisionScenario(g), shotReplayScenario(g))
	}
	last := &out[len(out)-1]
	step := last.step
	last.step = func(h *harness) bool {
		if !step(h) {
			return false
		}
		checkShotNames(h)
		return true
	}
	return out
}

// keepShotNames adds the names the app asked for to game g's.
func keepShotNames(h *harness, g string) {
	if shotNames[g] == nil {
		shotNames[g] = map[string]bool{}
	}
	for name := range h.app.shotTaken {
		shotNames[g][name] = true
	}
}

// checkShotNames compares the games' names with sharedShots.
func checkShotNames(h *harness) {
	for _, g := range shotGames {
		names := shotNames[g]
		if len(names) == 0 {
			h.failf("%s wrote no screenshots", g)
			continue
		}
		for _, want := range sharedShots {
			if !names[want] {
				h.failf("%s wrote no %q screenshot; it wrote %v", g, want, slices.Sorted(maps.Keys(names)))
			}
		}
		for name := range names {
			for _, other := range []string{"dice-", "royale-", "cards-"} {
				if strings.HasPrefix(name, other) {
					h.failf("%s named a screenshot %q: a stage's name carries no game's", g, name)
				}
			}
		}
	}
}

// shotTable opens game g's table as --game G [--autoplay] --screenshots
// DIR does, in an app of the shell: three seats, the first a person's
// unless autoplay.
func shotTable(h *harness, g string, autoplay bool) (*App, error) {
	dir := h.t.TempDir()
	opts := Options{Autoplay: autoplay, Screenshots: dir, Mute: true}
	args := []string{"--players", "3", "--seed", "5", "--screenshots", dir}
	if autoplay {
		args = append(args, "--autoplay")
	}
	var first scene.Scene
	switch g {
	case "dice":
		if !autoplay {
			return localTable(h, true, opts, 8)
		}
		tb, err := (&Env{}).NewSession(diceplay.AllBots(dice.Online(3), "easy", 5))
		if err != nil {
			return nil, err
		}
		first = tb
	case "royale":
		o, err := royaletable.ParseFlags(args, io.Discard)
		if err != nil {
			return nil, err
		}
		sess, err := royaleplay.New(o.Config(), royaleplay.Options{})
		if err != nil {
			return nil, err
		}
		h.t.Cleanup(func() { _ = sess.Close() })
		first = &tableScene{name: "royale-table", game: gameRoyale, t: royaletable.NewTable(sess, h.fonts, o)}
	case "cards":
		o, err := cardtable.ParseFlags(args, io.Discard)
		if err != nil {
			return nil, err
		}
		sess, err := cardplay.New(o.Config(), cardplay.Options{})
		if err != nil {
			return nil, err
		}
		h.t.Cleanup(func() { _ = sess.Close() })
		first = &tableScene{name: "cards-table", game: gameCards, t: cardtable.NewTable(sess, h.fonts, o)}
	}
	app := NewApp(opts, h.fonts, nil, first)
	app.ctx.Settings.Sound = false
	if !autoplay {
		app.ctx.Settings.Speed = ui.SpeedFast
	}
	return app, nil
}

// shotBotsScenario plays game g with bots to its end; once the table was
// photographed it opens the settings and then the help from the Esc menu.
func shotBotsScenario(g string) scenario {
	return scenario{
		name:     "shot-names-bots-" + g,
		maxTicks: 20000,
		setup:    func(h *harness) (*App, error) { return shotTable(h, g, true) },
		step: func(h *harness) bool {
			c := &h.app.ctx
			idle := len(h.app.shotQueue) == 0 && h.tick > h.data["at"]+10
			switch h.data["phase"] {
			case 0, 3: // the table, calm: Esc opens the menu
				if ts, ok := h.app.Top().(*tableScene); ok && !ts.t.Calm() {
					h.data["at"] = h.tick // Royale's own help, photographed with --screenshots
					return false
				}
				if h.app.shotTaken["table"] && idle && h.app.Top().Name() != "menu" {
					c.Input.Inject(ui.Action{Kind: ui.ActCancel})
					h.data["phase"]++
					h.data["at"] = h.tick
				}
			case 1, 4: // the menu: Settings, then Rules and help
				if m, ok := h.app.Top().(*Menu); ok && idle {
					c.Input.Inject(ui.Action{Kind: ui.ActPick, N: 2 + h.data["phase"]/4})
					h.data["phase"]++
					h.data["at"] = h.tick
				} else if h.tick > h.data["at"]+120 {
					h.failf("Esc at the table opened %s, not the menu (%v)", h.app.Top().Name(), m)
					return true
				}
			case 2, 5: // the settings or the help, photographed: Esc closes it
				if name := [6]string{2: "settings", 5: "help"}[h.data["phase"]]; h.app.shotTaken[name] && idle {
					c.Input.Inject(ui.Action{Kind: ui.ActCancel})
					h.data["phase"]++
					h.data["at"] = h.tick
				}
			default: // the game end, shown a while
				switch h.app.Top().(type) {
				case *TableEnd:
					if h.data["end"]++; h.data["end"] > 10 && len(h.app.shotQueue) == 0 {
						keepShotNames(h, g)
						return true
					}
				}
			}
			return false
		},
	}
}

// shotDecisionScenario plays game g with a person in the first seat up to
// their first decision, which is photographed as "decision".
func shotDecisionScenario(g string) scenario {
	return scenario{
		name:     "shot-names-decision-" + g,
		maxTicks: 3000,
		setup:    func(h *harness) (*App, error) { return shotTable(h, g, false) },
		step: func(h *harness) bool {
			if h.app.shotTaken["decision"] && len(h.app.shotQueue) == 0 {
				keepShotNames(h, g)
				return true
			}
			return false
		},
	}
}

// shotReplayScenario plays a record of game g in its replay viewer.
func shotReplayScenario(g string) scenario {
	return scenario{
		name:     "shot-names-replay-" + g,
		maxTicks: 6000,
		setup: func(h *harness) (*App, error) {
			return viewerApp(h, g, Options{Autoplay: true, Screenshots: h.t.TempDir()}, ui.SpeedInstant)
		},
		step: func(h *harness) bool {
			if h.app.shotTaken["replay-midgame"] && len(h.app.shotQueue) == 0 {
				keepShotNames(h, g)
				return true
			}
			return false
		},
	}
}

// setupShotsScenario opens game g's table from the setup screen of a
// window with --screenshots (no --game): its tab by pointer, then Quick
// start (you against bots) or, if guided, First game. The table must ask
// for the stages' names a table of --game G --screenshots asks for: the
// table and the person's first decision, or the guide's first page.
func setupShotsScenario(g setupGame, guided bool) scenario {
	name := "shot-names-setup-" + tableGames[g].key
	want := []string{"table", "decision"}
	if guided {
		name, want = name+"-guided", []string{"guide-1"}
	}
	return scenario{
		name:     name,
		maxTicks: 3000,
		setup: func(h *harness) (*App, error) {
			env := &Env{Store: storage.NewMemory()}
			app := NewApp(Options{Mute: true, Screenshots: h.t.TempDir()}, h.fonts, nil, NewSetup(env, Options{Players: 3}))
			app.hook(env, Options{})
			app.ctx.Settings.Sound = false
			app.ctx.Settings.Speed = ui.SpeedFast
			return app, nil
		},
		step: func(h *harness) bool {
			c := &h.app.ctx
			if s, ok := h.app.Top().(*Setup); ok && h.tick >= 5 && h.data["started"] == 0 {
				l := s.layout(c)
				switch {
				case s.game != g:
					c.Input.InjectClick(l.tabs[g].CX(), l.tabs[g].CY())
				case guided:
					c.Input.InjectClick(l.first.CX(), l.first.CY())
					h.data["started"] = 1
				default:
					c.Input.InjectClick(l.quick.CX(), l.quick.CY())
					h.data["started"] = 1
				}
				return false
			}
			if _, ok := h.app.Top().(*tableScene); !ok {
				return false
			}
			if h.data["tableTicks"]++; h.data["tableTicks"] < 1500 {
				for _, n := range want {
					if !h.app.shotTaken[n] {
						return false
					}
				}
				return len(h.app.shotQueue) == 0
			}
			h.failf("the table opened from the setup asked for %v, not %v", slices.Sorted(maps.Keys(h.app.shotTaken)), want)
			return true
		},
	}
}
