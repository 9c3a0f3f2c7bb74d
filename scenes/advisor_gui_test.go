//go:build e2e && !js

package scenes

import (
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// filterScenarios keeps the scenarios named in LASVEGAS_GUI_ONLY
// (comma-separated), or all when it is empty.
func filterScenarios(list []scenario) []scenario {
	only := os.Getenv("LASVEGAS_GUI_ONLY")
	if only == "" {
		return list
	}
	var out []scenario
	for _, sc := range list {
		for _, n := range strings.Split(only, ",") {
			if strings.TrimSpace(n) == sc.name {
				out = append(out, sc)
			}
		}
	}
	return out
}

// Unwrap lets the advisor reach the session behind the counting wrapper.
func (c *countingSource) Unwrap() dicetable.Source { return c.Source }

// advisorScenario: H during a decision shows an estimate for every choice
// with one marked best, places nothing, and the hint goes away once the
// player chooses. Long function: one scenario literal whose step function
// walks through the hint's phases in order.
func advisorScenario() scenario {
	return scenario{
		name:     "advisor-hint",
		maxTicks: 8000,
		setup: func(h *harness) (*App, error) {
			ebiten.SetWindowSize(1600, 900)
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = h.t.TempDir()
			}
			s, err := diceplay.New(diceplay.QuickStart(4, "easy", 3, dice.Online(4)), diceplay.Options{})
			if err != nil {
				return nil, err
			}
			h.src = &countingSource{Source: dicetable.NewGameSource(s)}
			app := NewApp(Options{Mute: true, Screenshots: dir}, h.fonts, nil, diceScene(dicetable.NewTable(h.src)))
			app.ctx.Settings.Speed = ui.SpeedFast
			app.ctx.Settings.Sound = false
			return app, nil
		},
		step: func(h *harness) bool {
			tb := h.table()
			if _, over := h.app.Top().(*TableEnd); over || h.data["decisions"] > 30 {
				h.t.Logf("advisor-hint: %d decisions, no kick", h.data["decisions"])
				ebiten.SetWindowSize(1280, 760)
				return true
			}
			if tb == nil || !tb.Deciding() || tb.L.W < 1500 {
				if tb != nil && !tb.Deciding() && tb.AdvisorActive() {
					h.failf("the hint outlived the decision")
				}
				return false
			}
			in := h.app.ctx.Input
			switch h.data["phase"] {
			case 0:
				h.data["wait"]++
				if h.data["wait"] < 5 {
					return false
				}
				h.data["before"] = h.src.submits
				in.Inject(ui.Action{Kind: ui.ActHint})
				h.data["phase"] = 1
			case 1:
				if h.src.submits != h.data["before"] {
					h.failf("asking for a hint placed something")
					return true
				}
				if !tb.AdvisorActive() {
					h.failf("H did not start a hint")
					return true
				}
				if !tb.AdvisorDone() {
					h.data["thinking"]++
					return false
				}
				best := 0
				for i := range tb.Legal() {
					label, isBest, ok := tb.HintFor(i)
					if !ok || label == "" {
						h.failf("choice %d (%v) has no estimate", i, tb.Legal()[i])
					}
					if isBest {
						best++
					}
				}
				if best != 1 {
					h.failf("%d choices marked best", best)
				}
				h.data["phase"] = 2
				h.data["wait"] = 0
			case 2:
				// Let it be seen (and photographed), then check nothing was placed.
				h.data["wait"]++
				if h.data["wait"] == 12 {
					// Choose (without placing) a face that may go to the
					// casino or the slot machine: the two buttons get figures.
					for _, a := range tb.Legal() {
						if a.Casino == dice.SlotMachine && tb.OptionFor(int(a.Face), int(a.Face)) >= 0 {
							in.Inject(ui.Action{Kind: ui.ActPick, N: int(a.Face)})
							break
						}
					}
				}
				if h.data["wait"] < 40 {
					return false
				}
				if h.src.submits != h.data["before"] || !tb.AdvisorDone() {
					h.failf("the hint changed the game or vanished: %d submissions", h.src.submits-h.data["before"])
				}
				// The button hides it, and H shows it again.
				r := tb.HintButton()
				in.InjectClick(r.CX(), r.CY())
				h.data["phase"] = 4
			case 4:
				if tb.AdvisorActive() {
					h.failf("the Hint button did not hide the hint")
				}
				// Place the best choice by hand; the hint must go.
				in.Inject(ui.Action{Kind: ui.ActHint})
				h.data["phase"] = 5
			case 5:
				if !tb.AdvisorDone() {
					return false
				}
				if tb.AdvisorBest() < 0 {
					h.failf("no best choice")
					return true
				}
				tb.Select(tb.AdvisorBest())
				in.Inject(ui.Action{Kind: ui.ActConfirm})
				h.data["phase"] = 3
			case 3:
				// Play on with the advisor's choices until a kick decision
				// shows its hint (for the screenshot), or the game ends.
				if h.src.submits != h.data["before"]+1 {
					h.failf("placing made %d submissions", h.src.submits-h.data["before"])
				}
				if tb.AdvisorActive() {
					h.failf("the hint stayed after placing")
				}
				h.data["before"] = h.src.submits
				h.data["decisions"]++
				h.data["wait"] = 0
				in.Inject(ui.Action{Kind: ui.ActHint})
				h.data["phase"] = 6
			case 6:
				if !tb.AdvisorDone() {
					return false
				}
				if tb.ChoiceKind() != dice.ActPlace {
					if h.src.submits != h.data["before"] {
						h.failf("the hint played a %v", tb.ChoiceKind())
					}
					h.data["wait"]++
					if h.data["wait"] < 30 {
						return false
					}
					ebiten.SetWindowSize(1280, 760)
					return true
				}
				tb.Select(tb.AdvisorBest())
				in.Inject(ui.Action{Kind: ui.ActConfirm})
				h.data["phase"] = 3
			}
			return false
		},
	}
}
