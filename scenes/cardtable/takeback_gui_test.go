//go:build !js

package cardtable

import (
	"strconv"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/steadytest"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/takebacktest"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTakeBackButton: a person's pick of the sequential variation is
// placed, the Take back button shows while the reveal flies and the table
// holds the chance, and a click on it takes the pick back: the person
// picks again, the record is the one without the pick. It runs in a fresh
// copy of the test binary (one game loop a process). The clicking and the
// check of the record are takebacktest's, shared with the other tables.
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
	h := &harness{t: t, fonts: fonts, started: time.Now(), cases: []guiCase{takeBackCase(1280, 800), takeBackCase(390, 844)}}
	h.run("cardtable take-back")
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
				click, real := takebacktest.In(h.data).Next(tb.takeBackShown(), tb.tb.Clickable())
				if !click && stage(tb) != cardplay.StagePick && !tb.sess.CanTakeBack() && len(tb.sess.Log()) > 0 && h.ticks > 200 {
					h.failf("the chance moved on before the button showed")
					return true
				}
				if real {
					if err := takebacktest.Shot("cards-takeback-"+strconv.Itoa(w)+".png", int(tb.vp.W), func() []byte { return frame(tb) }); err != nil {
						h.failf("screenshot: %v", err)
					}
					h.data["clicked"] = true
				}
				if click {
					tb.in.InjectClick(tb.lay.confirm.CX(), tb.lay.confirm.CY())
				}
			default:
				if st, seat := tb.sess.Stage(); st != cardplay.StagePick || seat != 0 || tb.rev != nil {
					h.failf("after the click: stage %d seat %d, reveal %v", st, seat, tb.rev != nil)
				}
				rec, _ := tb.sess.Record()
				if err := takebacktest.Undone(h.data["record"].([]byte), rec, tb.sess.CanTakeBack()); err != nil {
					h.failf("%v", err)
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
