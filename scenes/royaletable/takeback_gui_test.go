//go:build !js

package royaletable

import (
	"strconv"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/steadytest"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/takebacktest"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTakeBackButton: a person's first placement is made, the Take back
// button shows while the dice fly and the table holds the next roll, and
// a click on it takes the placement back: the person decides again, the
// record is the one without the placement. It runs in a fresh copy of the
// test binary (one game loop a process). The clicking and the check of
// the record are takebacktest's, shared with the other tables.
// LASVEGAS_TAKEBACK_SHOTS=DIR writes the frame with the button there.
func TestTakeBackButton(t *testing.T) {
	guiTests(t)
	if !steadytest.InChild(t, "TestTakeBackButton") {
		return
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, fonts: fonts, cases: []guiCase{takeBackCase(1280, 800), takeBackCase(390, 844)}}
	h.run("royaletable take-back")
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
				click, real := takebacktest.In(h.data).Next(tb.takeBackShown(), tb.tb.Clickable())
				if real {
					if err := takebacktest.Shot("royale-takeback-"+strconv.Itoa(w)+".png", int(tb.vp.W), func() []byte { return frame(tb) }); err != nil {
						h.failf("screenshot: %v", err)
					}
					h.data["clicked"] = true
				}
				if click {
					tb.in.InjectClick(tb.lay.next.CX(), tb.lay.next.CY())
				}
			default:
				if st, seat := tb.sess.Stage(); st != royaleplay.StageDecide || seat != 0 || tb.step != nil {
					h.failf("after the click: stage %d seat %d, flight %v", st, seat, tb.step != nil)
				}
				rec, _ := tb.sess.Record()
				if err := takebacktest.Undone(h.data["record"].([]byte), rec, tb.sess.CanTakeBack()); err != nil {
					h.failf("%v", err)
				}
				return true
			}
			return false
		},
	}
}
