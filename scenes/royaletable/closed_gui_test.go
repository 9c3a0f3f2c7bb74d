//go:build !js

package royaletable

import (
	"fmt"
	"path/filepath"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// closedRules put No Entry! beside casino 1 and the Jackpot beside
// casino 2: the closed casino's banner and a counter's track.
var closedRules = royale.Rules{Players: 4, Main: true, Tiles: 2, TileSet: []string{"E1", "A2"}}

// playOn moves a game of you and bots on: Confirm at your decisions and
// the payouts.
func playOn(tb *Table) {
	if stage(tb) == royaleplay.StageDecide && tb.step == nil || tb.payout != nil && tb.step == nil {
		tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
	}
}

// closedShot plays to a casino closed by No Entry! with dice in it and
// takes the frame as royale-closed.png (closed.go: the banner in the
// name's room, the dice counts in sight).
func closedShot(dir string, w, ht int) guiCase {
	return guiCase{
		name:  "shot-closed",
		setup: func(h *harness) error { return fourSeats(h, closedRules, 3, w, ht) },
		step: func(h *harness) bool {
			tb := h.tb
			if v := tb.sess.View(); tb.step == nil && tb.payout == nil && v.Board().Closed > 0 {
				var buf [8]int
				if len(tb.owners(v, v.Board().Closed, buf[:0])) > 0 {
					writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), "royale-closed.png"))
					return true
				}
			}
			if tb.sess.Over() {
				h.failf("no closed casino held dice")
				return true
			}
			playOn(tb)
			return false
		},
	}
}

// trackShot plays to the Jackpot's counter halfway along its track and
// takes the frame as royale-track.png (drawTrack: the "?" whole).
func trackShot(dir string, w, ht int) guiCase {
	return guiCase{
		name:  "shot-track",
		setup: func(h *harness) error { return fourSeats(h, closedRules, 3, w, ht) },
		step: func(h *harness) bool {
			tb := h.tb
			for _, f := range tb.flights {
				if tb.step != nil && f.kind == mTrack && f.spaces == jackpotSpaces && tb.fly.T >= f.at+f.dur/2 {
					writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), "royale-track.png"))
					return true
				}
			}
			if tb.sess.Over() {
				h.failf("the Jackpot's counter never moved")
				return true
			}
			playOn(tb)
			return false
		},
	}
}
