//go:build !js

package royaletable

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTakeBackButton: a person's first placement is made, the Take back
// button shows while the dice fly and the table holds the next roll, and
// a click on it takes the placement back: the person decides again, the
// record is the one without the placement. It runs in a fresh copy of the
// test binary (one game loop a process).
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
	h := &harness{t: t, fonts: fonts}
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

func takeBackCase(w, ht int) guiCase {
	return guiCase{
		name: "take-back",
		setup: func(h *harness) error {
			seats := []royaleplay.Seat{playkit.PersonSeat("You"), playkit.BotSeat("Ace", "easy")}
			sess, err := royaleplay.New(royaleplay.Config{Rules: royale.MainGame(2), Seats: seats, Seed: 3}, royaleplay.Options{})
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
				if st, seat := tb.sess.Stage(); st != royaleplay.StageDecide || seat != 0 || tb.step != nil {
					return false
				}
				if tb.takeBackShown() {
					h.failf("the button shows before any decision")
				}
				rec, _ := tb.sess.Record()
				h.data["record"] = rec
				if err := tb.sess.Decide(tb.sess.Legal()[0]); err != nil {
					h.failf("%v", err)
					return true
				}
			case h.data["hidden"] != 2:
				// The help over the dock hides the button: Ctrl+Z and
				// Backspace do nothing there.
				if h.data["hidden"] == nil {
					if !tb.takeBackShown() {
						return false
					}
					tb.showHelp = true
					tb.in.Inject(ui.Action{Kind: ui.ActUndo})
					tb.in.Inject(ui.Action{Kind: ui.ActBackspace})
					h.data["hidden"] = 1
					return false
				}
				if !tb.sess.CanTakeBack() {
					h.failf("Ctrl+Z or Backspace took back behind the help, where the button is hidden")
					return true
				}
				tb.showHelp = false
				h.data["hidden"] = 2
			case h.data["clicked"] == nil:
				if !tb.takeBackShown() || !tb.tb.Clickable() {
					if tb.takeBackShown() && h.data["early"] == nil {
						// A click as the button appears does not count.
						h.data["early"] = true
						tb.in.InjectClick(tb.lay.next.CX(), tb.lay.next.CY())
					}
					return false
				}
				if h.data["early"] == nil {
					h.failf("no click was tried as the button appeared")
				}
				if dir := os.Getenv("LASVEGAS_TAKEBACK_SHOTS"); dir != "" {
					writeShot(h, filepath.Join(dir, "royale-takeback-"+strconv.Itoa(w)+".png"))
				}
				tb.in.InjectClick(tb.lay.next.CX(), tb.lay.next.CY())
				h.data["clicked"] = true
			default:
				if st, seat := tb.sess.Stage(); st != royaleplay.StageDecide || seat != 0 || tb.step != nil || tb.sess.CanTakeBack() {
					h.failf("after the click: stage %d seat %d, flight %v, take-back still possible %v", st, seat, tb.step != nil, tb.sess.CanTakeBack())
				}
				if rec, _ := tb.sess.Record(); !bytes.Equal(rec, h.data["record"].([]byte)) {
					h.failf("the record after the take-back is not the one without the decision")
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
