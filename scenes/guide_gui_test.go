//go:build e2e && !js

package scenes

import (
	"os"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// guideScenario plays the first game's first round in the window (on a
// phone held upright when phone is set), photographing each guide page
// (guide-N, N counting the pages from 1); every page's box and buttons lie on the screen.
func guideScenario(phone bool) scenario {
	name := "guide"
	if phone {
		name = "guide-phone"
	}
	return scenario{
		name:     name,
		maxTicks: 8000,
		setup: func(h *harness) (*App, error) {
			env := &Env{Store: storage.NewMemory(), Think: time.Millisecond}
			tb, err := env.NewFirstGame(3)
			if err != nil {
				return nil, err
			}
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = h.t.TempDir()
			} else if phone {
				dir += "/phone"
			}
			app := NewApp(Options{Mute: true, Screenshots: dir}, h.fonts, nil, tb)
			app.ctx.Settings.Sound = false
			app.ctx.Settings.Speed = ui.SpeedInstant
			app.ctx.Settings.ConfirmPlace = false
			if phone {
				app.dsf = 2
				h.outside = [2]float64{390, 844}
			}
			return app, nil
		},
		step: func(h *harness) bool {
			if len(h.app.shotQueue) > 0 {
				return false
			}
			c := &h.app.ctx
			in := c.Input
			switch s := unwrap(h.app.Top()).(type) {
			case *dicetable.GuideScene:
				if phone && c.VP.W > c.VP.H {
					return false
				}
				h.data["age"]++
				if h.data["age"] < 20 {
					return false
				}
				h.data["age"] = 0
				box, next, skip := s.PageRects(c)
				screen := ui.R(0, 0, c.VP.W, c.VP.H)
				if !box.Within(screen) || !next.Within(box) || !skip.Within(box) {
					h.failf("page %d/%d: box %+v off the screen %+v", s.Stage(), s.Page(), box, screen)
				}
				h.data["pages"]++
				in.InjectClick(next.CX(), next.CY())
			case *dicetable.RoundSummary:
				if s.Table().GuidePayoutShown() {
					if h.data["pages"] != 5 {
						h.failf("%d guide pages", h.data["pages"])
					}
					return true
				}
				in.Inject(ui.Action{Kind: ui.ActConfirm})
			case *dicetable.Table:
				if s.Deciding() && len(s.Legal()) > 0 && h.tick%10 == 0 {
					in.Inject(ui.Action{Kind: ui.ActPick, N: int(s.Legal()[0].Face)})
				}
			}
			return false
		},
	}
}

// halfDrawnNewScenario: the replay viewer, a message and the first game's
// guide, under a build budget of one nanosecond, draw every text and
// control in every frame (checkNothingPutOff).
func halfDrawnNewScenario() scenario {
	return scenario{
		name:     "never-half-drawn-new",
		maxTicks: 4000,
		setup: func(h *harness) (*App, error) {
			rec, err := LoadReplay("../engine/dice/testdata/saves-2026-11-25/classic-4p-finished.json")
			if err != nil {
				return nil, err
			}
			app := NewApp(Options{Mute: true}, h.fonts, nil, diceReplay(rec, false))
			app.drawBudget = time.Nanosecond
			app.ctx.Settings.Sound = false
			app.ctx.Settings.Speed = ui.SpeedFast
			return app, nil
		},
		afterDraw: checkNothingPutOff,
		step: func(h *harness) bool {
			c := &h.app.ctx
			switch {
			case h.tick == 60:
				c.Switch(NewMessage("Replay", "x.json cannot be replayed: not a record"))
			case h.tick == 80:
				tb, err := (&Env{Think: time.Millisecond}).NewFirstGame(2)
				if err != nil {
					h.failf("%v", err)
					return true
				}
				c.Switch(tb)
			case h.data["seen:guide"] > 3:
				for _, name := range []string{"replay", "message", "guide"} {
					if h.data["seen:"+name] == 0 {
						h.failf("the scene %s was never drawn", name)
					}
				}
				return true
			}
			return false
		},
	}
}

// helpPicturesScenario opens the help's last page, the rules in pictures
// (on a phone held upright when phone is set), under a build budget of one
// nanosecond: every text and piece is drawn; the frame is photographed as
// help-pictures.
func helpPicturesScenario(phone bool) scenario {
	name := "help-pictures"
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
			app := NewApp(Options{Mute: true, Screenshots: dir}, h.fonts, nil, NewSetup(&Env{}, Options{}))
			app.drawBudget = time.Nanosecond
			app.ctx.Settings.Sound = false
			if phone {
				app.dsf = 2
				h.outside = [2]float64{390, 844}
			}
			return app, nil
		},
		afterDraw: checkNothingPutOff,
		step: func(h *harness) bool {
			c := &h.app.ctx
			if h.tick < 10 || (phone && c.VP.W > c.VP.H) || len(h.app.shotQueue) > 0 {
				return false
			}
			switch _, ok := h.app.Top().(*Help); {
			case !ok:
				hp := NewHelp()
				hp.page = hp.count(c) - 1
				c.Push(hp)
			case h.data["shot"] == 0:
				c.Shot("help-pictures")
				h.data["shot"] = 1
			default:
				return h.data["seen:help"] > 3
			}
			return false
		},
	}
}

// handoverScenario plays You and Anna (people) against a bot until the
// handover screen comes and photographs it (handover).
func handoverScenario() scenario {
	return scenario{
		name:     "handover",
		maxTicks: 3000,
		setup: func(h *harness) (*App, error) {
			cfg := diceplay.Config{Rules: dice.Classic(3), Seed: 9, Seats: []game.Seat{
				{Name: "You", Colour: 0}, {Name: "Anna", Colour: 1}, {Name: "Bot", Kind: game.Bot, Level: "easy", Colour: 2},
			}}
			tb, err := (&Env{Think: time.Millisecond}).NewSession(cfg)
			if err != nil {
				return nil, err
			}
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = h.t.TempDir()
			}
			app := NewApp(Options{Mute: true, Screenshots: dir}, h.fonts, nil, tb)
			app.ctx.Settings.Sound = false
			app.ctx.Settings.Speed = ui.SpeedInstant
			app.ctx.Settings.ConfirmPlace = false
			return app, nil
		},
		step: func(h *harness) bool {
			if len(h.app.shotQueue) > 0 {
				return false
			}
			switch s := unwrap(h.app.Top()).(type) {
			case *handover.Overlay:
				if h.app.shotTaken["handover"] && s.Age() > 4 {
					return true
				}
			case *dicetable.Table:
				if s.Deciding() && len(s.Legal()) > 0 && h.tick%5 == 0 {
					h.app.ctx.Input.Inject(ui.Action{Kind: ui.ActPick, N: int(s.Legal()[0].Face)})
				}
			}
			return false
		},
	}
}
