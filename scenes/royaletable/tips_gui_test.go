//go:build !js

package royaletable

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
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

// stillPointerCase: a mouse pointer that has not moved since the table
// opened (Xvfb's sits at the window's centre) explains no tile, even
// resting on one; once it moves onto a tile, that tile is explained. The
// explanation of every casino's tile lies beside its casino, inside the
// window and over no casino's name.
func stillPointerCase(w, ht int) guiCase {
	return guiCase{
		name: fmt.Sprintf("still-pointer-%dx%d", w, ht),
		setup: func(h *harness) error {
			err := humanVsBot(h, royale.Rules{Players: 2, Main: true, Tiles: 6}.Current(), 3, w, ht)
			if err == nil {
				// The window's first look at the mouse: where it rests,
				// on casino 1's tile.
				h.tb.fit()
				r := h.tb.lay.casinoParts(0, true).tile
				h.tb.in.Inject(ui.Action{Kind: ui.ActPointerMove, X: r.CX(), Y: r.CY()})
			}
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if !ready(tb) {
				return false
			}
			if h.data["at"] == nil {
				h.data["at"] = h.ticks
			}
			s := tb.shown()
			switch at := h.data["at"].(int); {
			case h.ticks < at+20:
			case h.ticks == at+20:
				if c := tb.tipCasino(s); c != 0 {
					h.failf("a pointer that never moved explains casino %d's tile", c)
					return true
				}
				r := tb.lay.casinoParts(1, true).tile
				tb.in.Inject(ui.Action{Kind: ui.ActPointerMove, X: r.CX(), Y: r.CY()})
			case h.ticks == at+22:
				if c := tb.tipCasino(s); c != 2 {
					h.failf("the pointer moved onto casino 2's tile explains casino %d's", c)
					return true
				}
				for c := 1; c <= royale.Casinos; c++ {
					if s.Tile(c) < 0 {
						continue
					}
					box, _, _ := tb.tipPlace(s, c)
					if dir := os.Getenv("LASVEGAS_ROYALE_SHOTS"); dir != "" {
						tb.tip = c
						writeFrame(h, filepath.Join(dir, fmt.Sprintf("tile-help-%dx%d-%d.png", w, ht, c)))
						tb.tip = 0
					}
					if box.Overlaps(tb.lay.casinos[c-1]) || box.X < 0 || box.Y < tb.lay.top.MaxY() || box.MaxX() > tb.lay.W || box.MaxY() > tb.lay.H {
						h.failf("casino %d's tile's explanation %v lies over its casino %v or outside", c, box, tb.lay.casinos[c-1])
					}
					for o := range royale.Casinos {
						if name := tb.lay.nameRect(o); box.Overlaps(name) {
							h.failf("casino %d's tile's explanation %v covers casino %d's name %v", c, box, o+1, name)
						}
					}
				}
				return true
			}
			return false
		},
	}
}
