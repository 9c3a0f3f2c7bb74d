//go:build js

package ui

import (
	"strings"
	"syscall/js"
)

// In the browser: once the first frame is on the screen (the second frame
// begins), globalThis.lasvegasFrameShown is set to true, for the page to
// put its loading screen away (build/web/index.html), whichever window
// draws. In the browser test's build (the e2e tag) with e2e=1 in the
// page's query, every completed frame's smallest text and control
// (measure.go) is published as globalThis.lasvegasSmallest, a JSON
// string: the dice game's window, or a table's of its own (?game=).

var drawnPub = struct {
	on  bool
	buf []byte
}{on: e2eBuild && func() bool {
	loc := js.Global().Get("location")
	if loc.IsUndefined() || loc.IsNull() {
		return false
	}
	for _, kv := range strings.Split(strings.TrimPrefix(loc.Get("search").String(), "?"), "&") {
		if kv == "e2e=1" {
			return true
		}
	}
	return false
}()}

func publishDrawn(d *DrawnSizes) {
	if d.Frames == 1 {
		js.Global().Set("lasvegasFrameShown", true)
	}
	if !drawnPub.on {
		return
	}
	drawnPub.buf = AppendDrawnJSON(drawnPub.buf[:0], d)
	js.Global().Set("lasvegasSmallest", string(drawnPub.buf))
}
