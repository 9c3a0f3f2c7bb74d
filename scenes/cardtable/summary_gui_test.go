//go:build !js

package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// summaryHotSeatCase: in hot seat the summary of the first turn stays,
// with every card landed, until Continue; then the next handover shows.
func summaryHotSeatCase() guiCase {
	return guiCase{
		name: "summary-waits-in-hot-seat",
		setup: func(h *harness) error {
			seats := []cardplay.Seat{{Name: "Leo", Kind: game.Human}, {Name: "Mia", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 3}, Seats: seats, Seed: 41}, cardplay.Options{})
			h.tb = h.table(sess, 1280, 800)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			st := stage(tb)
			since, seen := h.data["since"].(int)
			switch {
			case h.data["continued"] != nil:
				if tb.summary || tb.rev != nil || st == cardplay.StageBusy {
					return false // the session moves on to the next turn
				}
				if st != cardplay.StageHandover {
					h.failf("after Continue the stage is %d, want the handover", st)
				}
				return true
			case tb.summary && !seen:
				h.data["since"] = h.ticks
				if b := tb.board(); b.fly < 1 || len(summaryLines(tb.rev, tb.sess.Names())) != 3 {
					h.failf("the summary shows with cards in flight (%v) or not every seat: %q", b.fly, summaryLines(tb.rev, tb.sess.Names()))
				} else if b.last != tb.rev.Picks {
					h.failf("the last moves marked %v, want the picks revealed %v", b.last, tb.rev.Picks)
				}
			case seen && h.ticks-since < 3*summaryTicks:
				if !tb.summary {
					h.failf("the summary went on by itself in hot seat after %d ticks", h.ticks-since)
					return true
				}
			case seen:
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				h.data["continued"] = true
			case tb.rev != nil:
			case st == cardplay.StageHandover:
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			case st == cardplay.StagePick && len(tb.slots) > 0:
				tb.in.Inject(keyOf(tb, 0))
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
			return false
		},
	}
}

// summaryAloneCase: one person against a bot sees the summary, which goes
// on by itself after the speed's delay (fast here).
func summaryAloneCase() guiCase {
	return guiCase{
		name: "summary-goes-on-against-bots",
		setup: func(h *harness) error {
			err := humanVsBot(h, 43)
			h.tb.st.Motion = ui.Motion{Speed: ui.SpeedFast} // the window's speed setting
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			since, seen := h.data["since"].(int)
			switch {
			case tb.summary && !seen:
				h.data["since"] = h.ticks
			case seen && !tb.summary:
				want := ui.Motion{Speed: ui.SpeedFast}.Dur(summaryTicks)
				if d := h.ticks - since; d < want-2 || d > want+5 {
					h.failf("the summary went on after %d ticks, want about %d", d, want)
				}
				return true
			case seen:
			case stage(tb) == cardplay.StagePick && tb.rev == nil && len(tb.slots) > 0 && h.data["picked"] == nil:
				tb.in.Inject(keyOf(tb, 0))
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				h.data["picked"] = true
			}
			return false
		},
	}
}
