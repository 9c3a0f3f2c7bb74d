//go:build !js

package royaletable

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// pressCase: on a phone of w x h CSS px a finger held on No Entry!'s tile
// draws its explanation and places nothing, even after its release; a
// finger held on casino 1's money cards draws who wins them, beside the
// casino; the frame's text stays 12 CSS px and more.
//
// Long function: one scripted scenario, its steps in the order they run.
func pressCase(w, ht int) guiCase {
	return guiCase{
		name:  "long-press-" + itoa(w) + "x" + itoa(ht),
		setup: func(h *harness) error { return humanVsBot(h, entryRules, 3, w, ht) },
		step: func(h *harness) bool {
			tb := h.tb
			parts := tb.lay.casinoParts(0, true)
			down := func(r ui.Rect) {
				tb.in.Inject(ui.Action{Kind: ui.ActPointerDown, X: r.X + 6, Y: r.CY(), Touch: true})
				h.data["held"] = 0
			}
			up := func(r ui.Rect) { tb.in.Inject(ui.Action{Kind: ui.ActPointerUp, X: r.X + 6, Y: r.CY()}) }
			if h.data["phase"] != nil && h.data["phase"] != "done" {
				h.data["held"] = h.data["held"].(int) + 1
			}
			switch h.data["phase"] {
			case nil:
				if !ready(tb) || !placing(tb.sess.Legal()) || !tb.canPlace(1) {
					if ready(tb) {
						tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
					}
					return false
				}
				h.data["before"], h.data["legal"] = frame(tb), len(tb.sess.Legal())
				down(parts.tile)
				h.data["phase"] = "tile"
			case "tile":
				if held := h.data["held"].(int); held < holdTicks+2 {
					if held < holdTicks && tb.tip != 0 { // the table has run held ticks of it
						h.failf("the tile explained after %d ticks held, before half a second", held)
						return true
					}
					return false
				}
				if tb.tip != 1 {
					h.failf("a finger held on No Entry!: tip %d", tb.tip)
					return true
				}
				if n := pixelsApart2(h.data["before"].([]byte), frame(tb)); n < 10*atlasNoise {
					h.failf("a finger held on No Entry! changes %d pixels: no explanation drawn", n)
				}
				checkFrameSizes(h, "long press on a tile")
				up(parts.tile)
				h.data["phase"] = "released"
			case "released":
				if h.data["held"].(int) < 3 {
					return false
				}
				if tb.tip != 1 || len(tb.sess.Legal()) != h.data["legal"] || !placing(tb.sess.Legal()) {
					h.failf("after the long press's release: tip %d, legal %v (was %d)", tb.tip, tb.sess.Legal(), h.data["legal"])
					return true
				}
				down(parts.header)
				h.data["phase"] = "money"
			case "money":
				if h.data["held"].(int) < holdTicks+2 {
					return false
				}
				if tb.tip != 0 || !strings.Contains(tb.press.text, "$") {
					h.failf("a finger held on Horseshoe's money: tip %d, %q", tb.tip, tb.press.text)
					return true
				}
				if box := tb.lay.beside(tb.press.near, 420*tb.lay.u, 100*tb.lay.u); box.Overlaps(tb.lay.casinos[0]) {
					h.failf("the money's explanation %v lies over Horseshoe %v", box, tb.lay.casinos[0])
				}
				checkFrameSizes(h, "long press on money")
				if dir := os.Getenv("LASVEGAS_ROYALE_SHOTS"); dir != "" {
					writeFrame(h, filepath.Join(dir, itoa(w)+"x"+itoa(ht), "royale-long-press.png"))
				}
				up(parts.header)
				h.data["phase"] = "done"
			case "done":
				if len(tb.sess.Legal()) != h.data["legal"] || !placing(tb.sess.Legal()) {
					h.failf("a long press on the money placed: legal %v", tb.sess.Legal())
				}
				return true
			}
			return false
		},
	}
}
