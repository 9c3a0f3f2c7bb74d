//go:build e2e && !js

package scenes

import (
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// halfDrawnScenes are the scenes the half-drawn scenario visits.
var halfDrawnScenes = []string{"setup", "help", "settings", "table", "menu", "round-summary", "game-end"}

// halfDrawnScenario: under a build budget of one nanosecond (a very slow
// machine: every frame is over budget before it starts), every text and
// control of every scene is drawn in the scene's first frame and in every
// frame after it. It walks setup, help, settings, the table (a human's
// decisions, bots' turns, payouts), the menu, the round summaries and the
// game end. Long function: one scenario literal whose step walks the
// screens in order.
func halfDrawnScenario() scenario {
	return scenario{
		name:     "never-half-drawn",
		maxTicks: 40000,
		setup: func(h *harness) (*App, error) {
			app := NewApp(Options{Mute: true}, h.fonts, nil, NewSetup(&Env{}, Options{}))
			app.drawBudget = time.Nanosecond
			app.ctx.Settings.Sound = false
			app.ctx.Settings.Speed = ui.SpeedFast
			return app, nil
		},
		afterDraw: checkNothingPutOff,
		step: func(h *harness) bool {
			in := h.app.ctx.Input
			c := &h.app.ctx
			h.data["t"]++
			switch t := h.data["t"]; {
			case t == 5:
				in.Inject(ui.Action{Kind: ui.ActHelp})
			case t == 15:
				in.Inject(ui.Action{Kind: ui.ActCancel})
			case t == 25:
				c.Push(NewSettingsScene())
			case t == 35:
				in.Inject(ui.Action{Kind: ui.ActCancel})
			case t == 45:
				src, err := dicetable.NewLocalSource(dice.Online(4), halfDrawnSeats(), 17)
				if err != nil {
					h.failf("%v", err)
					return true
				}
				h.src = &countingSource{Source: src}
				c.Switch(diceScene(dicetable.NewTable(h.src)))
				c.Settings.Speed = ui.SpeedInstant
			case t > 45:
				return halfDrawnPlay(h)
			}
			return false
		},
	}
}

func halfDrawnSeats() []dicetable.SeatDesc {
	seats := make([]dicetable.SeatDesc, 4)
	for i := range seats {
		seats[i] = dicetable.SeatDesc{Name: defaultNames[i], Colour: pieces.DieColour(i), Human: i == 0, Bot: "random"}
	}
	return seats
}

// halfDrawnPlay plays the human seat with keys, opens and closes the menu
// once, closes the round summaries, and ends at the game end once every
// scene was seen.
func halfDrawnPlay(h *harness) bool {
	in := h.app.ctx.Input
	switch unwrap(h.app.Top()).(type) {
	case *TableEnd:
		if h.data["seen:game-end"] < 5 {
			return false
		}
		for _, name := range halfDrawnScenes {
			if h.data["seen:"+name] == 0 {
				h.failf("the scene %s was never drawn", name)
			}
		}
		return true
	case *dicetable.RoundSummary:
		if h.data["seen:round-summary"]%10 == 9 {
			in.Inject(ui.Action{Kind: ui.ActConfirm})
		}
		return false
	case *Menu:
		if h.data["seen:menu"] == 6 {
			in.Inject(ui.Action{Kind: ui.ActCancel})
		}
		return false
	}
	tb := h.table()
	if tb == nil || !tb.Deciding() {
		return false
	}
	h.data["wait"]++
	switch {
	case h.data["wait"] < 4:
	case h.data["seen:menu"] == 0:
		in.Inject(ui.Action{Kind: ui.ActCancel})
	case h.data["wait"] == 4:
		n := 1
		if tb.ChoiceKind() == dice.ActPlace {
			n = int(tb.Legal()[0].Face)
		}
		in.Inject(ui.Action{Kind: ui.ActPick, N: n})
	case h.data["wait"] == 8:
		in.Inject(ui.Action{Kind: ui.ActConfirm})
		h.data["wait"] = 0
	}
	return false
}

// checkNothingPutOff runs after each Draw: no text or control went
// undrawn, and the first frame of a scene drew its words.
func checkNothingPutOff(h *harness) {
	top := h.app.Top()
	if top == nil {
		return
	}
	name := top.Name()
	texts, holes := h.app.ctx.Kit.FrameDrawn()
	h.data["seen:"+name]++
	if holes > 0 {
		h.data["holes"]++
		if h.data["holes"] <= 5 {
			h.failf("%s (frame %d of the scene): %d texts or controls not drawn", name, h.data["seen:"+name], holes)
		}
	}
	if h.data["seen:"+name] == 1 && texts == 0 {
		h.failf("%s: the first frame drew no text", name)
	}
	// A table is drawn laid out for the window, also in its first frame
	// (drawn with no layout, its rects were empty and its texts tiny).
	vp := h.app.ctx.VP
	for _, sc := range h.app.stack {
		if t, ok := unwrap(sc).(*dicetable.Table); ok && (t.L.W != vp.W || t.L.H != vp.H) {
			h.failf("%s (frame %d of the scene): the table drawn with a layout of %vx%v in a window of %vx%v", name, h.data["seen:"+name], t.L.W, t.L.H, vp.W, vp.H)
		}
	}
}
