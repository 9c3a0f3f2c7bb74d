//go:build !js

package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// logAtHandoverCase: in hot seat, at a handover of the second turn, a tap
// on the Log button opens the log (in the table's words, with casinos by
// name), Older goes back and Newer forward, and Esc closes it; the
// handover is still there.
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
			switch phase, _ := h.data["phase"].(int); {
			case phase == 1:
				log := strings.Join(tb.sess.Log(), "\n")
				if !tb.showLog || !strings.Contains(log, " played ") || !strings.Contains(log, "Horseshoe") || strings.Contains(log, "casino 1") {
					h.failf("the log at the handover: open %v, %q", tb.showLog, log)
					return true
				}
				tap(tb, p.older)
				h.data["phase"] = 2
			case phase == 2:
				if tb.logBack != 5 || !tb.showLog {
					h.failf("Older: back %d, open %v", tb.logBack, tb.showLog)
				}
				tap(tb, p.newer)
				h.data["phase"] = 3
			case phase == 3:
				if tb.logBack != 0 || !tb.showLog {
					h.failf("Newer: back %d, open %v", tb.logBack, tb.showLog)
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
			case st == cardplay.StageHandover && tb.sess.View().Turn() >= 2 && tb.handoverAge > 30:
				tap(tb, tb.lay.logBtn)
				h.data["phase"] = 1
			case st == cardplay.StageHandover && tb.sess.View().Turn() < 2:
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			case st == cardplay.StagePick && len(tb.slots) > 0:
				tb.in.Inject(keyOf(tb, 0))
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
			return false
		},
	}
}
