//go:build e2e && !js

package scenes

import (
	"fmt"
	"math"
	"os"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// phoneSummaryScenario plays a six-seat game by bots on a phone held
// upright (w x h CSS px at dpr device px) to its end, photographing the
// payout, the round's end and the game's end, then the game's end after
// Save (with LASVEGAS_SHOTS_DIR, under its phone-WxH/), and measures every frame of the round's summary
// and of the game's end (checkPhoneSummaryFrame): their smallest text and
// control must be 12 and 44 CSS px.
func phoneSummaryScenario(w, h, dpr float64) scenario {
	return scenario{
		name:      fmt.Sprintf("phone-summary-%vx%v", w, h),
		maxTicks:  8000,
		afterDraw: checkPhoneSummaryFrame,
		setup: func(hs *harness) (*App, error) {
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = hs.t.TempDir()
			} else {
				dir += fmt.Sprintf("/phone-%vx%v", w, h)
			}
			tb, err := (&Env{}).NewSession(diceplay.AllBots(dice.Online(6), "easy", 9))
			if err != nil {
				return nil, err
			}
			app := NewApp(Options{Autoplay: true, Screenshots: dir, Mute: true}, hs.fonts, nil, tb)
			app.dsf = dpr
			hs.outside = [2]float64{w, h}
			return app, nil
		},
		step: func(hs *harness) bool {
			g, ok := hs.app.Top().(*TableEnd)
			if !ok || !hs.app.shotTaken["game-end"] || len(hs.app.shotQueue) > 0 || hs.data["text:game-end"] == 0 {
				return false
			}
			// Save the record: its note is measured too, and photographed.
			if hs.data["saved"]++; hs.data["saved"] == 1 {
				b := g.rects(&hs.app.ctx).save
				hs.app.ctx.Input.InjectClick(b.CX(), b.CY())
				return false
			}
			if hs.data["saved"] < 15 {
				return false
			}
			if hs.data["saved"] == 15 {
				if g.note == "" {
					hs.failf("%vx%v: Save wrote no note", w, h)
				}
				hs.app.ctx.Shot(fmt.Sprintf("phone-%vx%v-game-end-saved", w, h))
				return false
			}
			if hs.data["text:round-summary"] == 0 || hs.data["control:round-summary"] == 0 {
				hs.failf("%vx%v: no round summary measured", w, h)
			}
			landLog(hs)
			return true
		},
	}
}

// checkPhoneSummaryFrame measures each frame drawn on a phone held
// upright with the round's summary or the game's end on top: its
// smallest text and control (ui.Kit.FrameSmallest, the table beneath the
// summary included) must be 12 and 44 CSS px; they are kept (tenths of a
// CSS px) and logged.
func checkPhoneSummaryFrame(h *harness) {
	c := &h.app.ctx
	top := h.app.Top()
	switch unwrap(top).(type) {
	case *dicetable.RoundSummary, *TableEnd:
	default:
		return
	}
	if h.outside[0] == 0 || !ui.PhoneUpright(c.VP.W, c.VP.H) || !h.app.fade.Done() {
		return
	}
	css := h.outside[0] / c.VP.W
	text, ts, ctl, cs := c.Kit.FrameSmallest()
	name := top.Name()
	if text > 0 && text*css < 12-1e-6 {
		h.failf("%s: the text %q is %.1f CSS px", name, ts, text*css)
	}
	if ctl > 0 && ctl*css < 44-1e-6 {
		h.failf("%s: the control %q is %.1f CSS px", name, cs, ctl*css)
	}
	for k, v := range map[string]float64{"text:" + name: text, "control:" + name: ctl} {
		if v > 0 && (h.data[k] == 0 || int(math.Round(v*css*10)) < h.data[k]) {
			h.data[k] = int(math.Round(v * css * 10))
		}
	}
}

// phoneKickScenario: a person plays at the dice table on a phone held
// upright (w x h CSS px at dpr device px), the Kicker in play, placing by
// two taps on a casino's tile, until two of her Kicker's choices have
// been made by two taps on their first button; every frame of a Kicker's
// choice (photographed as phone-WxH/NN-phone-kick-N) must have no text
// under 12 CSS px and no control under 44 (the buttons were 25 units
// wide with eleven targets, and the casino's groups, 13 to 30 units
// tall, were targets).
func phoneKickScenario(w, h, dpr float64, seed uint64) scenario {
	return scenario{
		name:     fmt.Sprintf("phone-kick-%vx%v", w, h),
		maxTicks: 40000,
		setup: func(hs *harness) (*App, error) {
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = hs.t.TempDir()
			} else {
				dir += fmt.Sprintf("/phone-%vx%v", w, h)
			}
			app, err := localTable(hs, true, Options{Screenshots: dir}, seed)
			if app != nil {
				app.dsf = dpr
				app.ctx.Settings.Speed = ui.SpeedFast
				hs.outside = [2]float64{w, h}
			}
			return app, err
		},
		afterDraw: checkPhoneKickFrame,
		step: func(hs *harness) bool {
			if _, ok := hs.app.Top().(*TableEnd); ok {
				hs.failf("%vx%v: the game ended after %d Kicker's choices", w, h, hs.data["kicks"])
				return true
			}
			return phoneKickStep(hs, w, h)
		},
	}
}

// phoneKickStep plays the person's next decision by two taps; it reports
// whether two Kicker's choices were made.
func phoneKickStep(hs *harness, w, h float64) bool {
	c := &hs.app.ctx
	tb := hs.table()
	if tb == nil || unwrap(hs.app.Top()) != any(tb) || !tb.Deciding() {
		if tb != nil && unwrap(hs.app.Top()) != any(tb) {
			c.Input.Inject(ui.Action{Kind: ui.ActConfirm})
		}
		return false
	}
	if hs.data["wait"]++; hs.data["wait"] < 20 || len(hs.app.shotQueue) > 0 {
		return false
	}
	hs.data["wait"] = 0
	if hs.data["kicks"] == 2 {
		return true
	}
	if tb.ChoiceKind() == dice.ActKick {
		if c.Shot(fmt.Sprintf("phone-kick-%d", hs.data["kicks"])) {
			return false
		}
		hs.data["kicks"]++
		r := tb.OptionRects()[0]
		c.Input.InjectClick(r.CX(), r.CY())
		c.Input.InjectClick(r.CX(), r.CY())
		return false
	}
	o := tb.Legal()[hs.data["n"]%len(tb.Legal())]
	hs.data["n"]++
	r := tb.L.Casinos[dicetable.CasinoIndex(int(o.Casino))]
	if o.Kind != dice.ActPlace && len(tb.OptionRects()) > 0 {
		r = tb.OptionRects()[0]
	}
	c.Input.InjectClick(r.CX(), r.CY())
	c.Input.InjectClick(r.CX(), r.CY())
	return false
}

// checkPhoneKickFrame measures each frame of a Kicker's choice on a phone.
func checkPhoneKickFrame(h *harness) {
	c := &h.app.ctx
	tb := h.table()
	if tb == nil || unwrap(h.app.Top()) != any(tb) || !tb.Deciding() || tb.ChoiceKind() != dice.ActKick || h.outside[0] == 0 || !h.app.fade.Done() {
		return
	}
	css := h.outside[0] / c.VP.W
	text, ts, ctl, cs := c.Kit.FrameSmallest()
	if text > 0 && text*css < 12-1e-6 {
		h.failf("a Kicker's choice: the text %q is %.1f CSS px", ts, text*css)
	}
	if ctl > 0 && ctl*css < 44-1e-6 {
		h.failf("a Kicker's choice: the control %q is %.1f CSS px", cs, ctl*css)
	}
}
