//go:build e2e && !js

package scenes

import (
	"fmt"
	"os"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// landSetupScenario shows the setup on a phone held on its side (w x h
// CSS px at 3 device px): each game's main page and rules page,
// photographed as land-WxH-setup-G and land-WxH-rules-G (with
// LASVEGAS_SHOTS_DIR, under its land/), then the help's first and last
// pages (land-WxH-help-first), and the pictures' two pages
// (-help-pictures-1, -2), every frame measured.
// Long function: one scripted scenario, its steps in the order they run.
func landSetupScenario(w, h float64) scenario {
	name := fmt.Sprintf("land-setup-%vx%v", w, h)
	return scenario{
		name:      name,
		maxTicks:  900,
		afterDraw: checkLandFrame,
		setup: func(hs *harness) (*App, error) {
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = hs.t.TempDir()
			} else {
				dir += "/land"
			}
			app := NewApp(Options{Mute: true, Screenshots: dir}, hs.fonts, nil, NewSetup(&Env{Store: storage.NewMemory()}, Options{Players: 6}))
			app.ctx.Settings.Sound = false
			app.dsf = 3
			hs.outside = [2]float64{w, h}
			return app, nil
		},
		step: func(hs *harness) bool {
			c := &hs.app.ctx
			if hs.tick < 15 || c.VP.H > ui.MinLogicalH || len(hs.app.shotQueue) > 0 {
				return false
			}
			if hp, ok := hs.app.Top().(*Help); ok {
				// The help's first page and its last (the pictures).
				if !helpLayout(c, hp.count(c)).phone {
					hs.failf("%vx%v: the help is not laid out for the phone", w, h)
					return true
				}
				if hs.data["helpwait"]++; hs.data["helpwait"] < 20 {
					return false // the page's frames are measured
				}
				// The first page, then the pictures' two pages, each
				// photographed before the next is opened.
				if hs.data["shot"] == 0 {
					what := [3]string{"first", "pictures-1", "pictures-2"}[min(hs.data["help"], 2)]
					c.Shot(fmt.Sprintf("land-%vx%v-help-%s", w, h, what))
					hs.data["shot"] = 1
					return false
				}
				hs.data["shot"], hs.data["helpwait"] = 0, 0
				hs.data["help"]++
				switch hs.data["help"] {
				case 1:
					hp.page = len(hp.text(c))
				case 2:
					hp.page = hp.count(c) - 1
				default:
					if n := hp.count(c) - len(hp.text(c)); n != 2 {
						hs.failf("%vx%v: the pictures take %d pages", w, h, n)
					}
					landLog(hs)
					return true
				}
				return false
			}
			s, ok := hs.app.Top().(*Setup)
			if !ok {
				return false
			}
			l := s.layout(c)
			if !l.phone {
				hs.failf("%vx%v: the setup is not laid out for the phone", w, h)
				return true
			}
			i := hs.data["i"]
			if i == 2*int(numGames) {
				c.Push(NewHelp())
				return false
			}
			g, rules := setupGame(i/2), i%2 == 1
			if s.game != g {
				s.chooseGame(g)
			}
			s.rulesOpen = rules
			what := "setup"
			if rules {
				what = "rules"
			}
			c.Shot(fmt.Sprintf("land-%vx%v-%s-%d", w, h, what, g))
			hs.data["i"]++
			return false
		},
	}
}

// landTableScenario plays four placements of a person at the dice table
// on a phone held on its side (w x h CSS px at 3 device px), each by two
// taps on a casino's tile, photographing the decision
// (land-WxH-decide-N); with bots only (auto), it plays a whole game,
// photographing the payout, the round's end and the game's end.
//
// Long function: one scripted scenario, its steps in the order they run.
func landTableScenario(w, h float64, auto bool) scenario {
	name := fmt.Sprintf("land-table-%vx%v", w, h)
	if auto {
		name += "-auto"
	}
	return scenario{
		name:      name,
		maxTicks:  6000,
		afterDraw: checkLandFrame,
		setup: func(hs *harness) (*App, error) {
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = hs.t.TempDir()
			} else {
				dir += fmt.Sprintf("/land-%vx%v", w, h)
			}
			var app *App
			var err error
			if auto {
				env := &Env{}
				tb, e := env.NewSession(diceplay.AllBots(dice.Online(5), "easy", 9))
				if e != nil {
					return nil, e
				}
				app = NewApp(Options{Autoplay: true, Screenshots: dir, Mute: true}, hs.fonts, nil, tb)
			} else if app, err = localTable(hs, true, Options{Screenshots: dir}, 8); err != nil {
				return nil, err
			}
			app.dsf = 3
			hs.outside = [2]float64{w, h}
			return app, nil
		},
		step: func(hs *harness) bool {
			c := &hs.app.ctx
			if c.VP.H > ui.MinLogicalH || len(hs.app.shotQueue) > 0 {
				return false
			}
			if auto {
				_, ok := hs.app.Top().(*TableEnd)
				if ok && hs.app.shotTaken["game-end"] && hs.data["text:game-end"] > 0 {
					landLog(hs)
					return true
				}
				return false
			}
			tb := hs.table()
			if tb == nil || !tb.Deciding() || unwrap(hs.app.Top()) != any(tb) {
				if unwrap(hs.app.Top()) != any(tb) {
					hs.app.ctx.Input.Inject(ui.Action{Kind: ui.ActConfirm})
				}
				return false
			}
			if !tb.L.Phone || !tb.L.Land {
				hs.failf("the table is not laid out for a phone on its side")
				return true
			}
			hs.data["wait"]++
			if hs.data["wait"] < 20 {
				return false
			}
			hs.data["wait"] = 0
			n := hs.data["n"]
			if n == 4 {
				landLog(hs)
				return true
			}
			if c.Shot(fmt.Sprintf("land-%vx%v-decide-%d", w, h, n)) {
				return false
			}
			for _, o := range tb.Legal() {
				if o.Kind == dice.ActPlace {
					r := tb.L.Casinos[dicetable.CasinoIndex(int(o.Casino))]
					c.Input.InjectClick(r.CX(), r.CY())
					c.Input.InjectClick(r.CX(), r.CY())
					hs.data["n"]++
					return false
				}
			}
			// Not a placement (a Kicker's target): its first option, by
			// two taps too.
			if len(tb.OptionRects()) == 0 {
				hs.failf("a choice with no option to tap")
				return true
			}
			r := tb.OptionRects()[0]
			c.Input.InjectClick(r.CX(), r.CY())
			c.Input.InjectClick(r.CX(), r.CY())
			hs.data["n"]++
			return false
		},
	}
}

// checkLandFrame measures each frame drawn on a phone held on its side:
// its smallest text and control (ui.Kit.FrameSmallest) must be 12 and 44
// CSS px at least: the round's summary and the help's pictures too. Each scene's smallest is kept in h.data
// (tenths of a CSS px) and logged at the scenario's end (landLog).
func checkLandFrame(h *harness) {
	c := &h.app.ctx
	top := h.app.Top()
	if h.outside[0] == 0 || c.VP.H > ui.MinLogicalH || h.tick < 15 || !h.app.fade.Done() {
		return
	}
	css := h.outside[0] / c.VP.W
	text, ts, ctl, cs := c.Kit.FrameSmallest()
	name := top.Name()
	if text > 0 {
		if text*css < 12-1e-6 {
			h.failf("%s: the text %q is %.1f CSS px", name, ts, text*css)
		}
		if k := "text:" + name; h.data[k] == 0 || int(text*css*10) < h.data[k] {
			h.data[k] = int(text * css * 10)
		}
	}
	if ctl > 0 {
		if ctl*css < 44-1e-6 {
			h.failf("%s: the control %q is %.1f CSS px", name, cs, ctl*css)
		}
		if k := "control:" + name; h.data[k] == 0 || int(ctl*css*10) < h.data[k] {
			h.data[k] = int(ctl * css * 10)
		}
	}
}

// landLog logs the smallest text and control of each scene measured by
// checkLandFrame.
func landLog(h *harness) {
	for k, v := range h.data {
		if strings.HasPrefix(k, "text:") || strings.HasPrefix(k, "control:") {
			h.t.Logf("%s %vx%v: smallest %s %.1f CSS px", h.list[h.cur].name, h.outside[0], h.outside[1], k, float64(v)/10)
		}
	}
}

// landReplayScenario shows the replay viewer on a phone held on its side
// (w x h CSS px at 3 device px): a recorded six-player game plays a while,
// every frame measured (checkLandFrame), and is photographed paused
// (land-WxH-replay).
func landReplayScenario(w, h float64) scenario {
	name := fmt.Sprintf("land-replay-%vx%v", w, h)
	return scenario{
		name:      name,
		maxTicks:  4000,
		afterDraw: checkLandFrame,
		setup: func(hs *harness) (*App, error) {
			rec, err := LoadReplay("../engine/dice/testdata/saves-2026-11-25/online-6p-chips-finished.json")
			if err != nil {
				return nil, err
			}
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = hs.t.TempDir()
			} else {
				dir += "/land"
			}
			app := NewApp(Options{Mute: true, Screenshots: dir}, hs.fonts, nil, diceReplay(rec, false))
			app.ctx.Settings.Sound = false
			app.ctx.Settings.Speed = ui.SpeedInstant
			app.dsf = 3
			hs.outside = [2]float64{w, h}
			return app, nil
		},
		step: func(hs *harness) bool {
			v, ok := unwrap(hs.app.Top()).(*replayViewer)
			c := &hs.app.ctx
			if !ok || c.VP.H > ui.MinLogicalH || !v.dt().Idle() || len(hs.app.shotQueue) > 0 {
				if !ok && hs.app.Top().Name() == "round-summary" {
					c.Input.Inject(ui.Action{Kind: ui.ActConfirm})
				}
				return false
			}
			if hs.data["shot"] == 1 {
				landLog(hs)
				return true
			}
			if v.dr().Src().Pos() < 60 {
				return false
			}
			if !v.dt().L.Land {
				hs.failf("the viewer's table is not laid out for a phone on its side")
				return true
			}
			v.dr().Src().SetPlaying(false)
			c.Shot(fmt.Sprintf("land-%vx%v-replay", w, h))
			hs.data["shot"] = 1
			return false
		},
	}
}

// landSteadyScenario: a steady table frame on a phone held on its side
// (844x390 at 3 device px; a human to decide, nothing moving) allocates
// nothing in Update and Draw, measured as steady-allocs does.
func landSteadyScenario() scenario {
	return scenario{
		name:     "land-steady-allocs",
		maxTicks: 3000,
		setup: func(h *harness) (*App, error) {
			app, err := localTable(h, true, Options{}, 3)
			if err != nil {
				return nil, err
			}
			app.dsf = 3
			h.outside = [2]float64{844, 390}
			return app, nil
		},
		step: func(h *harness) bool {
			tb := h.table()
			if tb == nil || !tb.Deciding() || !tb.BannerDone() || !tb.L.Land {
				return false
			}
			h.data["wait"]++
			if h.data["wait"] < 30 {
				return false
			}
			return steadyMeasured(h, " at 844x390")
		},
	}
}
