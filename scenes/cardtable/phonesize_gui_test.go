//go:build !js

package cardtable

import (
	"fmt"
	"time"
)

// phoneSizes are the phones checked, in CSS px: held upright and on its
// side, large and small.
var phoneSizes = [][2]int{{844, 390}, {640, 360}, {360, 640}, {390, 844}}

// phoneSizeCases: at every phone size the smallest text drawn in a frame
// of the table (you against three bots with chip cards, picking at the
// third turn with two cards selected, chips lying at casinos) is 12 CSS px
// or more and its smallest control 44 (ui.Kit.FrameSmallest: every text
// and button the frame draws, the pieces' too).
func phoneSizeCases() []guiCase {
	var out []guiCase
	for _, sz := range phoneSizes {
		c := handShot("", sz[0], sz[1])
		c.name = fmt.Sprintf("phone-size-%dx%d", sz[0], sz[1])
		c.draw = func(h *harness) {
			if h.data["selected"] == nil || h.data["done"] != nil || !h.tb.on[1] {
				return
			}
			h.data["done"] = true
			checkSmallest(h, "picking")
		}
		out = append(out, c)
	}
	return out
}

// checkSmallest draws a frame of the table and fails when its smallest
// text is under minText CSS px or its smallest control under minTap.
func checkSmallest(h *harness, phase string) {
	tb := h.tb
	tb.kit.BeginFrame(time.Now(), 0)
	frame(tb)
	text, textS, ctl, ctlS := tb.kit.FrameSmallest()
	css := tb.vp.Scale / tb.dsf // screen px per logical unit
	name := fmt.Sprintf("%dx%d %s", tb.opts.Width, tb.opts.Height, phase)
	if text == 0 || text*css < minText-0.01 {
		h.failf("%s: the text %q is %.1f CSS px, under %d", name, textS, text*css, minText)
	}
	if ctl == 0 || ctl*css < minTap-0.01 {
		h.failf("%s: the control %q is %.1f CSS px, under %d", name, ctlS, ctl*css, minTap)
	}
	h.t.Logf("%s: smallest text %.1f CSS px (%q), control %.1f (%q)", name, text*css, textS, ctl*css, ctlS)
}
