//go:build !js

package cardtable

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/lasvegas-dice/lasvegas/game"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// logAtHandoverCase: in hot seat, at a handover of the second turn, a tap
// on the Log button opens the log (in the table's words, with casinos by
// name), Older goes back a page (at the first turn's handover whose log
// is longer than the panel) and Newer forward, and Esc closes it; the
// handover is still there. With $LASVEGAS_CARDS_SHOTS it writes the log's
// frames, at the newest and gone back.
func logAtHandoverCase() guiCase {
	return guiCase{
		name: "log-at-the-handover",
		setup: func(h *harness) error {
			seats := []cardplay.Seat{{Name: "Leo", Kind: game.Human}, {Name: "Mia", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 3}, Seats: seats, Seed: 45}, cardplay.Options{})
			h.tb = h.table(sess, 390, 844)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			st := stage(tb)
			p := tb.lay.logParts()
			tried, _ := h.data["tried"].(int)
			switch phase, _ := h.data["phase"].(int); {
			case phase == 1:
				log := strings.Join(tb.sess.Log(), "\n")
				if !tb.showLog || !strings.Contains(log, " played ") || !strings.Contains(log, "Horseshoe") || strings.Contains(log, "casino 1") {
					h.failf("the log at the handover: open %v, %q", tb.showLog, log)
					return true
				}
				_, _, total := tb.logView.Window()
				if total <= tb.logView.Rows() {
					// The whole log shows: Older has nowhere to go. Try at a
					// later turn's handover.
					h.data["phase"], h.data["tried"] = 0, tb.sess.View().Turn()
					tb.in.Inject(ui.Action{Kind: ui.ActCancel})
					return false
				}
				if dir := os.Getenv("LASVEGAS_CARDS_SHOTS"); dir != "" {
					writeFrame(h, filepath.Join(dir, "log-at-the-handover.png"))
				}
				tap(tb, p.OlderB)
				h.data["phase"] = 2
			case phase == 2:
				if from, _, total := tb.logView.Window(); tb.logView.Back != min(tb.logView.Page(), total-tb.logView.Rows()) || from == total-tb.logView.Rows() || !tb.showLog {
					h.failf("Older: back %d (a page: %d), rows from %d of %d, open %v", tb.logView.Back, tb.logView.Page(), from, total, tb.showLog)
				}
				if dir := os.Getenv("LASVEGAS_CARDS_SHOTS"); dir != "" {
					writeFrame(h, filepath.Join(dir, "log-at-the-handover-older.png"))
				}
				tap(tb, p.NewerB)
				h.data["phase"] = 3
			case phase == 3:
				if tb.logView.Back != 0 || !tb.showLog {
					h.failf("Newer: back %d, open %v", tb.logView.Back, tb.showLog)
				}
				tb.in.Inject(ui.Action{Kind: ui.ActCancel})
				h.data["phase"] = 4
			case phase == 4:
				if tb.showLog || st != cardplay.StageHandover {
					h.failf("Esc: the log open %v, stage %d", tb.showLog, st)
				}
				return true
			case tb.summary:
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			case tb.rev != nil:
			case st == cardplay.StageHandover && tb.sess.View().Turn() >= 2 && tb.sess.View().Turn() > tried && tb.handoverAge > 30:
				tap(tb, tb.lay.logBtn)
				h.data["phase"] = 1
			case st == cardplay.StageHandover && (tb.sess.View().Turn() < 2 || tb.sess.View().Turn() <= tried):
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			case st == cardplay.StagePick && len(tb.slots) > 0:
				tb.in.Inject(keyOf(tb, 0))
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
			return false
		},
	}
}
