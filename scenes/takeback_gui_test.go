//go:build e2e && !js

package scenes

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/steadytest"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/takebacktest"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTakeBackButtonDice: the person places, the Take back button shows
// at Confirm's place while the next roll waits (a click as it appears
// does not count), and a click on it takes the placement back: the person
// decides again and the record is the one without the placement. It runs
// in a fresh copy of the test binary (one game loop a process). The
// clicking and the check of the record are takebacktest's, shared with
// the other tables.
//
// Long function: one scripted scenario, its steps in the order they run.
func TestTakeBackButtonDice(t *testing.T) {
	if os.Getenv("LASVEGAS_GUI_TESTS") != "1" {
		t.Skip("GUI tests need a display: set LASVEGAS_GUI_TESTS=1 and run under xvfb-run")
	}
	if !steadytest.InChild(t, "TestTakeBackButtonDice") {
		return
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	var sess *diceplay.Session
	var rec []byte
	var clicks takebacktest.Clicks // a click as the button appears does not count
	h := &harness{t: t, fonts: fonts}
	h.list = []scenario{{
		name:     "take-back",
		maxTicks: 3000,
		afterDraw: func(h *harness) {
			// LASVEGAS_TAKEBACK_SHOTS=DIR writes the frame with the button.
			if tb := h.table(); tb == nil || !tb.TakeBackShown() || h.data["shot"] != 0 {
				return
			}
			h.data["shot"] = 1
			b := h.screen.Bounds()
			err := takebacktest.Shot("dice-takeback.png", b.Dx(), func() []byte {
				pix := make([]byte, 4*b.Dx()*b.Dy())
				h.screen.ReadPixels(pix)
				return pix
			})
			if err != nil {
				h.failf("screenshot: %v", err)
			}
		},
		setup: func(h *harness) (*App, error) {
			var err error
			sess, err = diceplay.New(diceplay.QuickStart(3, "easy", 5, dice.Online(3)), diceplay.Options{})
			if err != nil {
				return nil, err
			}
			app := NewApp(Options{Mute: true}, h.fonts, nil, diceScene(dicetable.NewTable(dicetable.NewGameSource(sess))))
			app.ctx.Settings.Speed = ui.SpeedNormal
			app.ctx.Settings.Sound = false
			return app, nil
		},
		step: func(h *harness) bool {
			tb := h.table()
			if tb == nil {
				return false
			}
			in := h.app.ctx.Input
			switch h.data["phase"] {
			case 0:
				if !tb.Deciding() || tb.Legal()[0].Kind != dice.ActPlace {
					return false
				}
				rec, _ = sess.Record().Marshal()
				in.Inject(ui.Action{Kind: ui.ActPick, N: int(tb.Legal()[0].Face)})
				in.Inject(ui.Action{Kind: ui.ActConfirm})
				h.data["phase"] = 1
			case 1:
				if !tb.TakeBackShown() && h.data["shown"] == 0 && tb.Deciding() && h.tick > 400 {
					h.failf("the button never showed")
					return true
				}
				if tb.TakeBackShown() {
					h.data["shown"] = 1
				}
				click, real := clicks.Next(tb.TakeBackShown(), tb.TakeBackClickable())
				if click {
					in.InjectClick(tb.L.Confirm.CX(), tb.L.Confirm.CY())
				}
				if real {
					h.data["phase"] = 2
				}
			case 2:
				if !tb.Deciding() {
					if h.data["wait"]++; h.data["wait"] > 200 {
						h.failf("the person does not decide again after the take-back")
						return true
					}
					return false
				}
				now, _ := sess.Record().Marshal()
				if err := takebacktest.Undone(rec, now, sess.CanTakeBack()); err != nil {
					h.failf("after the take-back: %v", err)
				}
				return true
			}
			return false
		},
	}}
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(600)
	if err := ebiten.RunGame(h); err != nil {
		t.Fatal(err)
	}
	for _, f := range h.fails {
		t.Error(f)
	}
	if h.cur < len(h.list) {
		t.Errorf("only %d of %d scenarios ran", h.cur, len(h.list))
	}
}
