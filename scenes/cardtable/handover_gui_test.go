//go:build !js

package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// handoverCase: two people in hot seat whose games differ only in Leo's
// hand. At Leo's handover both frames are the same to the pixel; once Leo
// takes the screen they differ (the test can see a hand).
func handoverCase() guiCase {
	return guiCase{
		name: "handover-hides-the-hand",
		setup: func(h *harness) error {
			a, b, err := twinRecords()
			if err != nil {
				return err
			}
			for i, rec := range []*cards.Record{a, b} {
				sess, err := cardplay.Resume(rec, cardplay.Options{})
				if err != nil {
					return err
				}
				tb := h.table(sess, 1280, 800)
				if i == 0 {
					h.tb = tb
				} else {
					h.data["twin"] = tb
				}
			}
			return nil
		},
		step: func(h *harness) bool {
			twin := h.data["twin"].(*Table)
			_ = tick(twin)
			switch {
			case h.data["shown"] != nil:
				return true
			case h.data["covered"] != nil && stage(h.tb) == cardplay.StagePick && stage(twin) == cardplay.StagePick && h.tb.sess.Visible() == 0:
				h.data["compareShown"] = true
			case h.data["covered"] != nil:
				// Enter until each handover, settled, passes.
				for _, tb := range []*Table{h.tb, twin} {
					if stage(tb) == cardplay.StageHandover {
						tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
					}
				}
			}
			return false
		},
		draw: func(h *harness) {
			twin := h.data["twin"].(*Table)
			if h.data["covered"] == nil && stage(h.tb) == cardplay.StageHandover && stage(twin) == cardplay.StageHandover && h.ticks > 2 {
				// Decoration may be built a frame later in one table than
				// in the other (the per-frame build budget is a matter of
				// time), so the frames must become equal within a few
				// frames; a hand drawn would keep them apart for ever.
				tries, _ := h.data["tries"].(int)
				h.data["tries"] = tries + 1
				if h.tb.sess.Visible() != -1 {
					h.failf("a hand is visible during the handover")
				}
				switch {
				case samePicture(frame(h.tb), frame(twin)):
					h.data["covered"] = true
				case tries >= 30:
					h.failf("the handover frames of two different hands differ")
					h.data["covered"] = true
				}
			}
			if h.data["compareShown"] != nil && h.data["shown"] == nil {
				if samePicture(frame(h.tb), frame(twin)) {
					h.failf("Leo's two different hands draw the same frame")
				}
				h.data["shown"] = true
			}
		},
	}
}
