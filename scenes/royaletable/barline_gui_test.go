//go:build !js

package royaletable

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// barLineCase: on a phone held on its side (w x h CSS px), once You have
// rolled with the Biggy ("You rolled 2, 3, 3, 5, 6, 6 and your Biggy
// shows 4."), the top bar shows that line whole, as the log has it, and
// every text of the frame is 12 CSS px or more. With
// $LASVEGAS_ROYALE_SHOTS it writes the frame as royale-bar-line.png.
func barLineCase(w, h int) guiCase {
	return guiCase{
		name:  "bar-line-" + itoa(w) + "x" + itoa(h),
		setup: func(hs *harness) error { return fourSeats(hs, royale.MainGame(4), 31, w, h) },
		step: func(hs *harness) bool {
			tb := hs.tb
			if !ready(tb) {
				return false
			}
			log := tb.sess.Log()
			last := log[len(log)-1]
			if !strings.Contains(last, "your Biggy shows") || !placing(tb.sess.Legal()) {
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				return false
			}
			checkFrameSizes(hs, "bar line")
			bt := tb.memos.bar.val
			if got := strings.Join(bt.lines[:bt.n], " "); !tb.memos.bar.ok || got != last {
				hs.failf("the bar shows %q of the log's %q", got, last)
			}
			if dir := os.Getenv("LASVEGAS_ROYALE_SHOTS"); dir != "" {
				writeFrame(hs, filepath.Join(dir, itoa(w)+"x"+itoa(h), "royale-bar-line.png"))
			}
			return true
		},
	}
}
