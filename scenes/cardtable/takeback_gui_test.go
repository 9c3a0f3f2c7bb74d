//go:build !js

package cardtable

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTakeBackButton: a person's pick of the sequential variation is
// placed, the Take back button shows while the reveal flies and the table
// holds the chance, and a click on it takes the pick back: the person
// picks again, the record is the one without the pick. It runs in a fresh
// copy of the test binary (one game loop a process).
// LASVEGAS_TAKEBACK_SHOTS=DIR writes the frame with the button there.
func TestTakeBackButton(t *testing.T) {
	guiTests(t)
	if os.Getenv("LASVEGAS_TAKEBACK_CHILD") != "1" {
		child := exec.Command(os.Args[0], "-test.run", "^TestTakeBackButton$", "-test.v", "-test.count=1")
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
	h := &harness{t: t, fonts: fonts, started: time.Now()}
	h.cases = []guiCase{takeBackCase(1280, 800), takeBackCase(390, 844)}
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(600)
	if err := ebiten.RunGame(h); err != nil {
		t.Fatal(err)
	}
	for _, f := range h.fails {
		t.Error(f)
	}
	if h.cur < len(h.cases) {
		t.Errorf("only %d of %d cases ran", h.cur, len(h.cases))
	}
}

// takeBackCase: the take-back button at a w x ht window. Long function:
// one scripted scenario, its steps in the order they run.
func takeBackCase(w, ht int) guiCase {
	return guiCase{
		name: "take-back",
		setup: func(h *harness) error {
			seats := []cardplay.Seat{playkit.PersonSeat("You"), playkit.BotSeat("Ace", "easy")}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 2, Sequential: true}, Seats: seats, Seed: 3}, cardplay.Options{})
			if err != nil {
				return err
			}
			h.tb = h.table(sess, w, ht)
			h.tb.st.TakeBack = true // the window's setting (on by default)
			return nil
		},
		step: func(h *harness) bool {
			tb := h.tb
			switch {
			case h.data["record"] == nil:
				if stage(tb) != cardplay.StagePick || len(tb.slots) == 0 {
					return false
				}
				if tb.takeBackShown() {
					h.failf("the button shows before any decision")
				}
				rec, _ := tb.sess.Record()
				h.data["record"] = rec
				tb.in.Inject(keyOf(tb, 0))
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			case h.data["hidden"] != 2:
				// The reveal's summary (or, if none shows, the rules)
				// hides the button: Ctrl+Z and Backspace do nothing there.
				if h.data["hidden"] == nil {
					if !tb.sess.CanTakeBack() || !(tb.summary || tb.payout || tb.takeBackShown()) {
						return false
					}
					if tb.takeBackShown() {
						tb.showHelp = true
					}
					if tb.takeBackShown() {
						h.failf("the button shows behind the summary or the rules")
					}
					tb.in.Inject(ui.Action{Kind: ui.ActUndo})
					tb.in.Inject(ui.Action{Kind: ui.ActBackspace})
					h.data["hidden"] = 1
					return false
				}
				if !tb.sess.CanTakeBack() {
					h.failf("Ctrl+Z or Backspace took back behind the summary or the rules, where the button is hidden")
					return true
				}
				tb.showHelp = false
				h.data["hidden"] = 2
			case h.data["record"] != nil && h.data["clicked"] == nil:
				if !tb.takeBackShown() || !tb.tb.Clickable() {
					if tb.takeBackShown() && h.data["early"] == nil {
						// A click as the button appears does not count.
						h.data["early"] = true
						tb.in.InjectClick(tb.lay.confirm.CX(), tb.lay.confirm.CY())
					}
					if stage(tb) != cardplay.StagePick && !tb.sess.CanTakeBack() && len(tb.sess.Log()) > 0 && h.ticks > 200 {
						h.failf("the chance moved on before the button showed")
						return true
					}
					return false
				}
				if h.data["early"] == nil {
					h.failf("no click was tried as the button appeared")
				}
				if dir := os.Getenv("LASVEGAS_TAKEBACK_SHOTS"); dir != "" {
					writeShot(h, filepath.Join(dir, "cards-takeback-"+strconv.Itoa(w)+".png"))
				}
				tb.in.InjectClick(tb.lay.confirm.CX(), tb.lay.confirm.CY())
				h.data["clicked"] = true
			default:
				if st, seat := tb.sess.Stage(); st != cardplay.StagePick || seat != 0 || tb.rev != nil || tb.sess.CanTakeBack() {
					h.failf("after the click: stage %d seat %d, reveal %v, take-back still possible %v", st, seat, tb.rev != nil, tb.sess.CanTakeBack())
				}
				if rec, _ := tb.sess.Record(); !bytes.Equal(rec, h.data["record"].([]byte)) {
					h.failf("the record after the take-back is not the one without the pick")
				}
				if len(tb.slots) == 0 || tb.handSeat != 0 {
					h.failf("the hand is not dealt again: %v of seat %d", tb.slots, tb.handSeat)
				}
				return true
			}
			return false
		},
	}
}

// writeShot writes the table's frame as a PNG.
func writeShot(h *harness, path string) {
	w, ht := int(h.tb.vp.W), int(h.tb.vp.H)
	img := image.NewRGBA(image.Rect(0, 0, w, ht))
	copy(img.Pix, frame(h.tb))
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil || os.WriteFile(path, buf.Bytes(), 0o644) != nil {
		h.failf("screenshot %s: %v", path, err)
	}
}
