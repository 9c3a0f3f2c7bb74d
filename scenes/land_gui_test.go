//go:build !js

package scenes

import (
	"fmt"
	"os"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// landSetupScenario shows the setup on a phone held on its side (w x h
// CSS px at 3 device px): each game's main page and rules page,
// photographed as land-WxH-setup-G and land-WxH-rules-G (with
// LASVEGAS_SHOTS_DIR, under its land/), then the help's first and last
// pages (land-WxH-help-first, -pictures).
func landSetupScenario(w, h float64) scenario {
	name := fmt.Sprintf("land-setup-%vx%v", w, h)
	return scenario{
		name:     name,
		maxTicks: 900,
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
				if hs.data["help"] == 0 {
					c.Shot(fmt.Sprintf("land-%vx%v-help-first", w, h))
					hp.page = hp.count(c) - 1
				} else {
					c.Shot(fmt.Sprintf("land-%vx%v-help-pictures", w, h))
				}
				hs.data["help"]++
				return hs.data["help"] > 2
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
func landTableScenario(w, h float64, auto bool) scenario {
	name := fmt.Sprintf("land-table-%vx%v", w, h)
	if auto {
		name += "-auto"
	}
	return scenario{
		name:     name,
		maxTicks: 6000,
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
				_, ok := hs.app.Top().(*GameEnd)
				return ok && hs.app.shotTaken["game-end"]
			}
			tb := hs.table()
			if tb == nil || !tb.deciding || hs.app.Top() != Scene(tb) {
				if hs.app.Top() != Scene(tb) {
					hs.app.ctx.Input.Inject(ui.Action{Kind: ui.ActConfirm})
				}
				return false
			}
			if !tb.L.Phone || !tb.L.land {
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
				return true
			}
			if c.Shot(fmt.Sprintf("land-%vx%v-decide-%d", w, h, n)) {
				return false
			}
			for _, o := range tb.legal {
				if o.Kind == dice.ActPlace {
					r := tb.L.Casinos[casToIdx(int(o.Casino))]
					c.Input.InjectClick(r.CX(), r.CY())
					c.Input.InjectClick(r.CX(), r.CY())
					hs.data["n"]++
					return false
				}
			}
			// Not a placement (a Kicker's target): its first option, by
			// two taps too.
			if tb.nOptRects == 0 {
				hs.failf("a choice with no option to tap")
				return true
			}
			r := tb.optRects[0]
			c.Input.InjectClick(r.CX(), r.CY())
			c.Input.InjectClick(r.CX(), r.CY())
			hs.data["n"]++
			return false
		},
	}
}
