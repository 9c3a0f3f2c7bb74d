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
// every text of the frame is 12 CSS px or more; then a line as long as the
// log writes (a tile's payout from an empty bank, noted here) is whole
// too, at 640x360 beside a shorter title. With $LASVEGAS_ROYALE_SHOTS it
// writes the frames as royale-bar-line.png and royale-bar-line-long.png.
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
			if hs.data["rolled"] == nil && (!strings.Contains(last, "your Biggy shows") || !placing(tb.sess.Legal())) {
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				return false
			}
			name := "royale-bar-line.png"
			if hs.data["rolled"] != nil {
				name = "royale-bar-line-long.png"
			}
			checkBarFrame(hs, last, filepath.Join(itoa(w)+"x"+itoa(h), name))
			if hs.data["rolled"] == nil {
				hs.data["rolled"] = true
				tb.sess.Note("The neutral player should get $100,000 from the bank on Knockout?, but the bank is empty.")
				return false
			}
			if bt, _ := tb.memos.bar.Last(); w == 640 && bt.Title == 0 {
				hs.failf("640x360: the long line %q is beside the title's longest form", last)
			}
			return true
		},
	}
}

// checkBarFrame draws a frame and checks that the bar shows line whole
// and every text is 12 CSS px or more; with $LASVEGAS_ROYALE_SHOTS it
// writes the frame as name there.
func checkBarFrame(hs *harness, line, name string) {
	tb := hs.tb
	checkFrameSizes(hs, "bar line")
	bt, ok := tb.memos.bar.Last()
	if got := bt.Text(); !ok || got != line {
		hs.failf("the bar shows %q of the log's %q", got, line)
	}
	if dir := os.Getenv("LASVEGAS_ROYALE_SHOTS"); dir != "" {
		writeFrame(hs, filepath.Join(dir, name))
	}
}
