//go:build !js

package scenes

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTakeBackButtonDice: the person places, the Take back button shows
// at Confirm's place while the next roll waits (a click as it appears
// does not count), and a click on it takes the placement back: the person
// decides again and the record is the one without the placement. It runs
// in a fresh copy of the test binary (one game loop a process).
//
// Long function: one scripted scenario, its steps in the order they run.
func TestTakeBackButtonDice(t *testing.T) {
	if os.Getenv("LASVEGAS_GUI_TESTS") != "1" {
		t.Skip("GUI tests need a display: set LASVEGAS_GUI_TESTS=1 and run under xvfb-run")
	}
	if os.Getenv("LASVEGAS_TAKEBACK_CHILD") != "1" {
		child := exec.Command(os.Args[0], "-test.run", "^TestTakeBackButtonDice$", "-test.v", "-test.count=1")
		child.Env = append(os.Environ(), "LASVEGAS_TAKEBACK_CHILD=1")
		out, err := child.CombinedOutput()
		t.Logf("take-back child:\n%s", out)
		if err != nil {
			t.Fatalf("take-back child failed: %v", err)
		}
		return
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	var sess *diceplay.Session
	var rec []byte
	h := &harness{t: t, fonts: fonts}
	h.list = []scenario{{
		name:     "take-back",
		maxTicks: 3000,
		afterDraw: func(h *harness) {
			// LASVEGAS_TAKEBACK_SHOTS=DIR writes the frame with the button.
			dir := os.Getenv("LASVEGAS_TAKEBACK_SHOTS")
			if tb := h.table(); dir == "" || tb == nil || !tb.takeBackShown() || h.data["shot"] != 0 {
				return
			}
			h.data["shot"] = 1
			b := h.screen.Bounds()
			img := image.NewRGBA(b)
			h.screen.ReadPixels(img.Pix)
			var buf bytes.Buffer
			if err := png.Encode(&buf, img); err != nil || os.WriteFile(filepath.Join(dir, "dice-takeback.png"), buf.Bytes(), 0o644) != nil {
				h.failf("screenshot: %v", err)
			}
		},
		setup: func(h *harness) (*App, error) {
			var err error
			sess, err = diceplay.New(diceplay.QuickStart(3, "easy", 5, dice.Online(3)), diceplay.Options{})
			if err != nil {
				return nil, err
			}
			app := NewApp(Options{Mute: true}, h.fonts, nil, NewTable(NewGameSource(sess)))
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
				if !tb.deciding || tb.legal[0].Kind != dice.ActPlace {
					return false
				}
				rec, _ = sess.Record().Marshal()
				in.Inject(ui.Action{Kind: ui.ActPick, N: int(tb.legal[0].Face)})
				in.Inject(ui.Action{Kind: ui.ActConfirm})
				h.data["phase"] = 1
			case 1:
				if !tb.takeBackShown() {
					if h.data["shown"] == 0 && tb.deciding && h.tick > 400 {
						h.failf("the button never showed")
						return true
					}
					return false
				}
				h.data["shown"]++
				switch {
				case h.data["shown"] == 1:
					in.InjectClick(tb.L.Confirm.CX(), tb.L.Confirm.CY()) // too early: no take-back
				case tb.tb.Clickable():
					in.InjectClick(tb.L.Confirm.CX(), tb.L.Confirm.CY())
					h.data["phase"] = 2
				}
			case 2:
				if !tb.deciding {
					if h.data["wait"]++; h.data["wait"] > 200 {
						h.failf("the person does not decide again after the take-back")
						return true
					}
					return false
				}
				if now, _ := sess.Record().Marshal(); !bytes.Equal(now, rec) || sess.CanTakeBack() {
					h.failf("after the take-back: the record is not the one without the placement, or a take-back is still possible")
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
