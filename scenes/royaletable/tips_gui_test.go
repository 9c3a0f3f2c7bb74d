//go:build !js

package royaletable

import (
	"os"
	"path/filepath"
)

// tileTapHelpCase: on a phone a finger's tap on a tile's "?" draws its
// explanation (no hover), the tap places nothing, and a second tap hides
// it.
func tileTapHelpCase() guiCase {
	return guiCase{
		name:  "tile-help-tap",
		setup: func(h *harness) error { return humanVsBot(h, entryRules, 3, 390, 844) },
		step: func(h *harness) bool {
			tb := h.tb
			if !ready(tb) {
				return false
			}
			info := tb.lay.tileInfo(1, true)
			switch h.data["phase"] {
			case nil:
				h.data["before"], h.data["legal"] = frame(tb), len(tb.sess.Legal())
				tap(tb, info.CX(), info.CY())
				h.data["phase"] = "tapped"
			case "tapped":
				if tb.tip != 1 || len(tb.sess.Legal()) != h.data["legal"] {
					h.failf("a tap on the ?: tip %d, legal %d (was %v)", tb.tip, len(tb.sess.Legal()), h.data["legal"])
					return true
				}
				if n := pixelsApart2(h.data["before"].([]byte), frame(tb)); n < 10*atlasNoise {
					h.failf("a tap on No Entry!'s ? changes %d pixels: no explanation drawn", n)
				}
				if dir := os.Getenv("LASVEGAS_ROYALE_SHOTS"); dir != "" {
					writeFrame(h, filepath.Join(dir, "tile-help-tap.png"))
				}
				tap(tb, info.CX(), info.CY())
				h.data["phase"] = "again"
			case "again":
				if tb.tip != 0 {
					h.failf("a second tap on the ? left the explanation")
				}
				return true
			}
			return false
		},
	}
}
