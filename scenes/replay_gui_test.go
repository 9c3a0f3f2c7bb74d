//go:build e2e && !js

package scenes

import (
	"os"

	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// replayScenario drives the viewer in the window: it plays, pauses with
// Space, steps forward and back with the arrows and the buttons, jumps to
// round 2 by its button, and plays on to the game end.
func replayScenario() scenario {
	return scenario{
		name:     "replay",
		maxTicks: 6000,
		setup: func(h *harness) (*App, error) {
			return viewerApp(h, "dice", Options{Screenshots: os.Getenv("LASVEGAS_SHOTS_DIR")}, ui.SpeedFast)
		},
		step: func(h *harness) bool {
			v, ok := h.app.Top().(*replayViewer)
			if !ok {
				_, end := h.app.Top().(*TableEnd)
				if h.data["phase"] < 7 && end {
					h.failf("the game end came at phase %d", h.data["phase"])
				}
				return end
			}
			if v.dt().L.ReplayBar.W == 0 || !v.dt().Idle() || len(h.app.shotQueue) > 0 {
				return false // the app holds still until a screenshot is drawn
			}
			in := h.app.ctx.Input
			l := v.bar(&h.app.ctx)
			pos := v.dr().Src().Pos()
			switch h.data["phase"] {
			case 0: // playing by itself
				if pos < 6 {
					return false
				}
				in.Inject(ui.Action{Kind: ui.ActConfirm})
			case 1:
				if v.dr().Src().Playing() {
					h.failf("Space did not pause")
				}
				h.data["pos"] = pos
				in.Inject(ui.Action{Kind: ui.ActNext})
			case 2:
				if pos != h.data["pos"]+1 || v.dr().Src().Playing() {
					h.failf("→ went from step %d to %d (playing %v)", h.data["pos"], pos, v.dr().Src().Playing())
				}
				in.InjectClick(l.Back.CX(), l.Back.CY())
			case 3:
				if pos != h.data["pos"] {
					h.failf("Back went to step %d, want %d", pos, h.data["pos"])
				}
				in.InjectClick(l.Rounds[1].CX(), l.Rounds[1].CY())
			case 4:
				if pos != v.dr().Src().RoundStart(1) || v.dt().Model().Round != 1 {
					h.failf("Round 2 went to step %d (round %d), want step %d", pos, v.dt().Model().Round+1, v.dr().Src().RoundStart(1))
				}
				h.app.ctx.Shot("replay-paused")
			case 5:
				in.InjectClick(l.Speed.CX(), l.Speed.CY())
			case 6:
				if h.app.ctx.Settings.Speed != ui.SpeedInstant {
					h.failf("Speed went to %v", h.app.ctx.Settings.Speed)
				}
				in.InjectClick(l.Play.CX(), l.Play.CY())
			case 7:
				if !v.dr().Src().Playing() {
					h.failf("Play did not play")
				}
				return false
			}
			h.data["phase"]++
			return false
		},
	}
}

// replayPhoneScenario shows the viewer on a phone held upright (390x844
// CSS px at 2 device pixels each): its bar takes two rows, every control at
// least 44 CSS px each way; the frame is photographed as replay-phone. With
// short, the phone is 360x640: the bar is one row, "To round" in place of
// Start and the rounds' buttons (replay-phone-short).
func replayPhoneScenario(short bool) scenario {
	name, size := "replay-phone", [2]float64{390, 844}
	if short {
		name, size = "replay-phone-short", [2]float64{360, 640}
	}
	return scenario{
		name:     name,
		maxTicks: 4000,
		setup: func(h *harness) (*App, error) {
			rec, err := LoadReplay("../engine/dice/testdata/saves-2026-11-25/online-6p-chips-finished.json")
			if err != nil {
				return nil, err
			}
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = h.t.TempDir()
			}
			app := NewApp(Options{Mute: true, Screenshots: dir}, h.fonts, nil, diceReplay(rec, false))
			app.ctx.Settings.Sound = false
			app.ctx.Settings.Speed = ui.SpeedInstant
			app.dsf = 2
			h.outside = size
			return app, nil
		},
		step: func(h *harness) bool {
			v, ok := h.app.Top().(*replayViewer)
			if !ok || v.dt().L.ReplayBar.W == 0 || !v.dt().Idle() {
				return false
			}
			c := &h.app.ctx
			if h.data["shot"] == 1 {
				return len(h.app.shotQueue) == 0
			}
			if c.VP.W > c.VP.H || v.dr().Src().Pos() < 60 {
				return false // the phone's viewport has not arrived yet, or too early
			}
			v.dr().Src().SetPlaying(false)
			l := v.bar(c)
			css := c.VP.Scale / 2
			ctl := append([]ui.Rect{l.Start, l.Back, l.Play, l.Step, l.Speed}, l.Rounds...)
			if short {
				ctl = []ui.Rect{l.Back, l.Play, l.Step, l.Speed, l.Next}
				if len(l.Rounds) != 0 {
					h.failf("a short phone's bar has %d round buttons", len(l.Rounds))
				}
				for _, i := range []int{1, 2, 3, 4, 5, 6, dicetable.SlotIndex} {
					if d := v.dt().L.CasinoParts(i).Dice.H / v.dt().L.U; d < 28 {
						h.failf("casino %d keeps %.0f units for its dice", i, d)
					}
				}
			} else if l.Rounds[0].Y <= l.Play.Y {
				h.failf("the rounds are not on a second row in portrait")
			}
			for i, r := range ctl {
				if r.W*css < 44 || r.H*css < 44 {
					h.failf("control %d is %.0fx%.0f CSS px", i, r.W*css, r.H*css)
				}
			}
			c.Shot(name)
			h.data["shot"] = 1
			return false
		},
	}
}
