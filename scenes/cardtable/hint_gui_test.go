//go:build !js

package cardtable

import (
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// hintCase: H at a pick thinks over a few frames, names a legal pick with
// its chance to win, and selects its cards; F1 opens the rules and Esc
// closes them without touching the selection.
func hintCase() guiCase {
	return guiCase{
		name:  "hint-and-rules",
		setup: func(h *harness) error { return humanVsBot(h, 6) },
		step: func(h *harness) bool {
			tb := h.tb
			switch {
			case h.data["asked"] == nil && stage(tb) == cardplay.StagePick && len(tb.slots) == cards.HandSize:
				tb.in.Inject(ui.Action{Kind: ui.ActHint})
				h.data["asked"] = h.ticks
			case h.data["asked"] == nil:
				return false // not at the pick yet
			case h.data["help"] == nil:
				if tb.hint == nil {
					h.failf("H started no hint")
					return true
				}
				if !tb.hint.done {
					return false
				}
				pk := cardplay.Selected(tb.slots, tb.on[:])
				if !strings.HasPrefix(tb.hint.text, "Hint: ") || !strings.Contains(tb.hint.text, "chance to win") {
					h.failf("hint text %q", tb.hint.text)
				}
				if err := cardplay.CheckPick(tb.sess.View().Hand(0), pk); err != nil || pickText(pk) != strings.Split(strings.TrimPrefix(tb.hint.text, "Hint: "), " · ")[0] {
					h.failf("the hint %q selected %v (%v)", tb.hint.text, pk, err)
				}
				if h.ticks-h.data["asked"].(int) < 2 {
					h.failf("the hint was worked out in one frame: not sliced")
				}
				h.data["pick"] = pk
				tb.in.Inject(ui.Action{Kind: ui.ActHelp})
				h.data["help"] = true
			case h.data["help"] == true:
				if !tb.showHelp || tb.help == "" {
					h.failf("F1 did not open the rules")
					return true
				}
				tb.in.Inject(ui.Action{Kind: ui.ActCancel})
				h.data["help"] = false
			default:
				if tb.showHelp {
					h.failf("Esc did not close the rules")
				}
				if pk := cardplay.Selected(tb.slots, tb.on[:]); pk != h.data["pick"].(cards.Pick) {
					h.failf("closing the rules changed the selection to %v", pk)
				}
				return true
			}
			return false
		},
	}
}
