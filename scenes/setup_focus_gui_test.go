//go:build e2e && !js

package scenes

import (
	"fmt"
	"os"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// setupPhoneTour shows each game's tab and its rules page on the phone,
// photographed as setup-phone-<game> and setup-phone-rules-<game>; it
// reports whether it is over. Each step waits for the last one's frame.
func setupPhoneTour(h *harness, s *Setup) bool {
	c := &h.app.ctx
	step := h.data["tour"]
	if len(h.app.shotQueue) > 0 || h.tick < h.data["wait"] {
		return false
	}
	if step == 4*int(numGames) {
		return true
	}
	h.data["tour"], h.data["wait"] = step+1, h.tick+20
	g := setupGame(step / 4)
	l := s.layout(c)
	click := func(r ui.Rect) { c.Input.InjectClick(r.CX(), r.CY()) }
	switch step % 4 {
	case 0:
		if s.rulesOpen {
			click(l.back) // then the tab
			h.data["tour"] = step
			break
		}
		click(l.tabs[g])
	case 1:
		if s.game != g || s.rulesOpen {
			h.failf("the tab chose game %d, not %d (rules page %v)", s.game, g, s.rulesOpen)
		}
		c.Shot(fmt.Sprintf("setup-phone-%d", g))
	case 2:
		click(l.rulesBtn)
	default:
		if !s.rulesOpen {
			h.failf("the rules button did not open the rules page")
		}
		c.Shot(fmt.Sprintf("setup-phone-rules-%d", g))
	}
	return false
}

// setupFocusScenario tabs to "First game" on the setup screen (on a phone
// held upright when phone is set) and reads the focus ring's pixels; the
// frame is photographed as setup-focus.
func setupFocusScenario(phone bool) scenario {
	name := "setup-focus"
	if phone {
		name += "-phone"
	}
	return scenario{
		name:     name,
		maxTicks: 600,
		setup: func(h *harness) (*App, error) {
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = h.t.TempDir()
			} else if phone {
				dir += "/phone"
			}
			app := NewApp(Options{Mute: true, Screenshots: dir}, h.fonts, nil, NewSetup(&Env{Store: storage.NewMemory()}, Options{}))
			app.ctx.Settings.Sound = false
			if phone {
				app.dsf = 2
				h.outside = [2]float64{390, 844}
			}
			return app, nil
		},
		step: func(h *harness) bool {
			s, ok := h.app.Top().(*Setup)
			c := &h.app.ctx
			if !ok || h.tick < 15 || (phone && c.VP.W > c.VP.H) || len(h.app.shotQueue) > 0 {
				return false
			}
			if h.data["ring"] > 0 && phone {
				return setupPhoneTour(h, s)
			}
			l := s.layout(c)
			list := s.focusables(&l, nil)
			if s.focus >= 0 && list[s.focus] == l.first {
				if h.data["shot"] == 0 {
					c.Shot("setup-focus")
					h.data["shot"] = 1
					return false
				}
				return h.data["ring"] > 0 && !phone
			}
			c.Input.Inject(ui.Action{Kind: ui.ActTab})
			return false
		},
		afterDraw: func(h *harness) {
			s, ok := h.app.Top().(*Setup)
			if !ok || h.data["shot"] == 0 || h.data["ring"] > 0 {
				return
			}
			c := &h.app.ctx
			l := s.layout(c)
			u := ui.Unit(c.VP.W, c.VP.H)
			if l.phone {
				u = l.u
			}
			ring := l.first.Inset(-4 * u)
			// Some pixel across the ring's top edge is the ring's cyan.
			x := int(ring.CX() * c.VP.Scale)
			found := false
			for y := int((ring.Y - 3*u) * c.VP.Scale); y <= int((ring.Y+5*u)*c.VP.Scale); y++ {
				r, g, b, _ := h.screen.At(x, y).RGBA()
				found = found || (r>>8 < 0x70 && g>>8 > 0xc0 && b>>8 > 0xe0)
			}
			if !found {
				h.failf("no cyan focus ring across y=%.0f at x=%d", ring.Y*c.VP.Scale, x)
			}
			h.data["ring"] = 1
		},
	}
}
