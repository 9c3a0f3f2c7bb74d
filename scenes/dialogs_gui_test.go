//go:build e2e && !js

package scenes

import (
	"fmt"
	"math"
	"os"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// dialogsScenario opens the Menu and then the Settings over the setup on a
// phone (w x h CSS px at 3 device px), measures their frames
// (checkDialogFrame: texts at 12 CSS px, controls at 44 at least) and
// photographs them as dialogs-WxH-menu and -settings (with
// LASVEGAS_SHOTS_DIR, under its dialogs/); where the settings' hints are
// behind an (i), it opens the Hand-over screen's and photographs it
// (-settings-hint).
func dialogsScenario(w, h float64) scenario {
	return scenario{
		name:      fmt.Sprintf("dialogs-%vx%v", w, h),
		maxTicks:  600,
		afterDraw: checkDialogFrame,
		setup: func(hs *harness) (*App, error) {
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = hs.t.TempDir()
			} else {
				dir += "/dialogs"
			}
			app := NewApp(Options{Mute: true, Screenshots: dir}, hs.fonts, nil, NewSetup(&Env{Store: storage.NewMemory()}, Options{Players: 4}))
			app.ctx.Settings.Sound = false
			app.dsf = 3
			hs.outside = [2]float64{w, h}
			return app, nil
		},
		step: func(hs *harness) bool {
			c := &hs.app.ctx
			if hs.tick < 15 || !phoneDialogs(c) || len(hs.app.shotQueue) > 0 {
				return false
			}
			switch top := hs.app.Top().(type) {
			case *Setup:
				if hs.data["settings"] > 0 {
					for k, v := range hs.data {
						if k == "text" || k == "control" {
							hs.t.Logf("%vx%v: the dialogs' smallest %s %.1f CSS px", w, h, k, float64(v)/10)
						}
					}
					return true
				}
				c.Push(NewMenu(gameDice, false))
			case *Menu:
				if hs.data["menu"]++; hs.data["menu"] == 20 {
					c.Shot(fmt.Sprintf("dialogs-%vx%v-menu", w, h))
				} else if hs.data["menu"] > 20 {
					top.do(c, 1) // Settings
				}
			case *SettingsScene:
				l := settingsLayout(c)
				switch hs.data["settings"]++; {
				case hs.data["settings"] == 20:
					c.Shot(fmt.Sprintf("dialogs-%vx%v-settings", w, h))
				case hs.data["settings"] == 21 && !l.info[rowHandover].Empty():
					b := l.info[rowHandover] // the hint behind an (i), measured too
					c.Input.InjectClick(b.CX(), b.CY())
				case hs.data["settings"] == 40 && top.tip != 0:
					c.Shot(fmt.Sprintf("dialogs-%vx%v-settings-hint", w, h))
				case hs.data["settings"] > 40:
					c.Pop()
				}
			}
			return false
		},
	}
}

// checkDialogFrame measures each frame with the Menu or the Settings on
// top: its smallest text and control (ui.Kit.FrameSmallest, the setup
// beneath included) must be 12 and 44 CSS px at least; the smallest are
// kept in h.data (tenths of a CSS px).
func checkDialogFrame(h *harness) {
	c := &h.app.ctx
	switch h.app.Top().(type) {
	case *Menu, *SettingsScene:
	default:
		return
	}
	if !h.app.fade.Done() || !phoneDialogs(c) {
		return
	}
	css := h.outside[0] / c.VP.W
	text, ts, ctl, cs := c.Kit.FrameSmallest()
	name := h.app.Top().Name()
	if text > 0 && text*css < 12-1e-6 {
		h.failf("%s: the text %q is %.1f CSS px", name, ts, text*css)
	}
	if ctl > 0 && ctl*css < 44-1e-6 {
		h.failf("%s: the control %q is %.1f CSS px", name, cs, ctl*css)
	}
	for k, v := range map[string]float64{"text": text, "control": ctl} {
		if v > 0 && (h.data[k] == 0 || int(math.Round(v*css*10)) < h.data[k]) {
			h.data[k] = int(math.Round(v * css * 10))
		}
	}
}
