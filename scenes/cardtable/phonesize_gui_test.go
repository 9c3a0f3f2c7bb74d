//go:build !js

package cardtable

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/game/cardplay"
)

// phoneSizes are the phones checked, in CSS px: held upright and on its
// side, large and small.
var phoneSizes = [][2]int{{844, 390}, {640, 360}, {360, 640}, {390, 844}}

// phoneSizeCases: at every phone size the smallest text drawn in a frame
// of the table (you against three bots with chip cards, and at 360x640
// against four too, picking at the
// third turn with two cards selected, chips lying at casinos; then a
// reveal, the payout, and the summary and chip choice where drawn) is 12
// CSS px or more and its smallest control 44 (ui.Kit.FrameSmallest: every text
// and button the frame draws, the pieces' too).
func phoneSizeCases() []guiCase {
	var out []guiCase
	for _, sz := range append(phoneSizes, [2]int{360, 640}) {
		n := 4
		for _, c := range out {
			if c.name == fmt.Sprintf("phone-size-%dx%d", sz[0], sz[1]) {
				n = 5 // the smallest phone again, with five seats
			}
		}
		c := handShotN("", sz[0], sz[1], n)
		c.name = fmt.Sprintf("phone-size-%dx%d", sz[0], sz[1])
		if n == 5 {
			c.name += "-5"
		}
		pick := c.step
		// Then it plays on, picking the first card each turn, to the
		// round's payout, and checks the first frame drawn of a reveal
		// and of the payout, and of a summary and a chip choice where one
		// is drawn (the window draws fewer frames than it ticks).
		c.step = func(h *harness) bool {
			tb := h.tb
			if h.data["done"] == nil {
				pick(h)
				return false
			}
			if h.data["end"] != nil || h.data["payout"] != nil || h.ticks > 3900 {
				for _, k := range []string{"reveal", "payout"} {
					if h.data[k] == nil {
						h.failf("no %s frame was drawn", k)
					}
				}
				return true
			}
			playOn(tb)
			return false
		}
		c.draw = func(h *harness) {
			tb := h.tb
			once := func(k string) bool {
				if h.data[k] != nil {
					return false
				}
				h.data[k] = true
				return true
			}
			switch {
			case h.data["done"] == nil:
				if h.data["selected"] != nil && tb.on[1] {
					h.data["done"] = true
					checkSmallest(h, "picking")
				}
			case tb.summary && tb.rev != nil && once("summary"):
				checkSmallest(h, "summary")
			case tb.payout && tb.rev != nil && once("payout"):
				checkSmallest(h, "payout")
			case tb.rev != nil && once("reveal"):
				checkSmallest(h, "reveal")
			case stage(tb) == cardplay.StageChip && tb.rev == nil && once("chip"):
				checkSmallest(h, "chip choice")
			case stage(tb) == cardplay.StageOver && tb.rev == nil && tb.endTick > 0 && once("end"):
				checkSmallest(h, "end")
			}
		}
		out = append(out, c)
	}
	return out
}

// checkSmallest draws a frame of the table and fails when its smallest
// text is under minText CSS px or its smallest control under minTap.
func checkSmallest(h *harness, phase string) {
	tb := h.tb
	img := ebiten.NewImage(int(tb.vp.W), int(tb.vp.H))
	defer img.Deallocate()
	tb.kit.SetScale(1)
	tb.kit.BeginFrame(time.Now(), 0)
	tb.draw(img)
	tb.drawGuide(img) // as Draw: the guide's page over the table
	text, textS, ctl, ctlS := tb.kit.FrameSmallest()
	if dir := os.Getenv("LASVEGAS_CARDS_SHOTS"); dir != "" {
		// The frame measured, as docs/screenshots may want it.
		w, ht := int(tb.vp.W), int(tb.vp.H)
		buf := make([]byte, 4*w*ht)
		img.ReadPixels(buf)
		name := strings.ReplaceAll(phase, " ", "-")
		writePNG(h, filepath.Join(dir, "measured", fmt.Sprintf("%dx%d-%dp-%s.png", tb.opts.Width, tb.opts.Height, tb.sess.Rules().Players, name)), buf, w, ht)
	}
	css := tb.vp.Scale / tb.dsf // screen px per logical unit
	name := fmt.Sprintf("%dx%d, %d seats, %s", tb.opts.Width, tb.opts.Height, tb.sess.Rules().Players, phase)
	if text == 0 || text*css < minText-0.01 {
		h.failf("%s: the text %q is %.1f CSS px, under %d", name, textS, text*css, minText)
	}
	if ctl == 0 || ctl*css < minTap-0.01 {
		h.failf("%s: the control %q is %.1f CSS px, under %d", name, ctlS, ctl*css, minTap)
	}
	h.t.Logf("%s: smallest text %.1f CSS px (%q), control %.1f (%q)", name, text*css, textS, ctl*css, ctlS)
}

// writePNG writes w x h pixels (RGBA) to path.
func writePNG(h *harness, path string, buf []byte, w, ht int) {
	_ = os.MkdirAll(filepath.Dir(path), 0o755)
	f, err := os.Create(path)
	if err != nil {
		h.failf("%v", err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, &image.NRGBA{Pix: buf, Stride: 4 * w, Rect: image.Rect(0, 0, w, ht)}); err != nil {
		h.failf("%v", err)
	}
}
