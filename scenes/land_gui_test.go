//go:build !js

package scenes

import (
	"fmt"
	"os"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// landSetupScenario shows the setup on a phone held on its side (w x h
// CSS px at 3 device px): each game's main page and rules page,
// photographed as land-WxH-setup-G and land-WxH-rules-G (with
// LASVEGAS_SHOTS_DIR, under its land/).
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
			s, ok := hs.app.Top().(*Setup)
			c := &hs.app.ctx
			if !ok || hs.tick < 15 || c.VP.H > ui.MinLogicalH || len(hs.app.shotQueue) > 0 {
				return false
			}
			l := s.layout(c)
			if !l.phone {
				hs.failf("%vx%v: the setup is not laid out for the phone", w, h)
				return true
			}
			i := hs.data["i"]
			if i == 2*int(numGames) {
				return true
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
