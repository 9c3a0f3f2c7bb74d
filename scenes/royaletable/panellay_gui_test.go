//go:build !js

package royaletable

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// panelNamesCase: in a window of w x h CSS px with n seats named with 16
// letters (the main game), at a placement of the second round (money
// cards face down) every seat's name is drawn whole in its panel
// (layPanels' lines, none cut by textFit) and on a phone every text is
// 12 CSS px or more; the texts cut on the screen with "…" are logged. With $LASVEGAS_ROYALE_SHOTS it
// writes the frame as WxH/royale-names-N.png.
func panelNamesCase(w, h, n int) guiCase {
	return guiCase{
		name: "panel-names-" + itoa(w) + "x" + itoa(h) + "-" + itoa(n),
		setup: func(hs *harness) error {
			names := arenaNames[len(arenaNames)-1]
			seats := []royaleplay.Seat{playkit.PersonSeat(names[0])}
			for _, name := range names[1:n] {
				seats = append(seats, playkit.BotSeat(name, "easy"))
			}
			sess, err := royaleplay.New(royaleplay.Config{Rules: royale.MainGame(n), Seats: seats, Seed: 7}, royaleplay.Options{})
			hs.tb = hs.table(sess, w, h)
			return err
		},
		step: func(hs *harness) bool {
			tb := hs.tb
			if !ready(tb) {
				return false
			}
			if tb.sess.View().Round() >= 2 && placing(tb.sess.Legal()) {
				checkPanelNames(hs)
				if dir := os.Getenv("LASVEGAS_ROYALE_SHOTS"); dir != "" {
					writeFrame(hs, filepath.Join(dir, itoa(w)+"x"+itoa(h), "royale-names-"+itoa(n)+".png"))
				}
				return true
			}
			tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			return false
		},
	}
}

// checkPanelNames draws a frame and checks that every seat's name lines
// were drawn whole; it logs the texts cut with "…".
func checkPanelNames(hs *harness) {
	tb := hs.tb
	clear(tb.memos.fits)
	if tb.lay.phone {
		checkFrameSizes(hs, "panel names")
	} else {
		frame(tb)
	}
	names := tb.sess.Names()
	if len(tb.lay.seatLays) != len(names) {
		hs.failf("%d panels laid out for %d seats", len(tb.lay.seatLays), len(names))
		return
	}
	for p, pl := range tb.lay.seatLays {
		if got := strings.TrimSpace(pl.lines[0] + " " + pl.lines[1]); got != names[p] {
			hs.failf("seat %d: the name's lines %q are not %q", p, pl.lines, names[p])
		}
		for i, line := range pl.lines {
			v, ok := tb.memos.fits[fitKey{line, ui.FontBold, pl.nameSize, pl.name[i].W, tb.lay.minText}]
			if line != "" && (!ok || v.s != line) {
				hs.failf("seat %d: the name's line %q was drawn %q (found %v)", p, line, v.s, ok)
			}
		}
	}
	for k, v := range tb.memos.fits {
		if strings.HasSuffix(v.s, "…") && !strings.HasSuffix(k.s, "…") {
			hs.t.Logf("cut on the screen: %q as %q in %.0f CSS px", k.s, v.s, k.w/tb.lay.css)
		}
	}
}
