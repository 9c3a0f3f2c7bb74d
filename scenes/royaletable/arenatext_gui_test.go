//go:build !js

package royaletable

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// arenaCase: on a phone of w x h CSS px, against a bot of 16 letters
// ("Maximilian Stone"), the arena's texts are whole: a frame while the
// table waits (no roll in the arena) and one of the bot's roll ("…
// rolled" on two lines) draw every arena text whole (arenaText's fits)
// at 12 CSS px or more. With $LASVEGAS_ROYALE_SHOTS it writes both
// frames as WxH/royale-arena-wait.png and -rolled.png.
func arenaCase(w, h int) guiCase {
	return guiCase{
		name: "arena-text-" + itoa(w) + "x" + itoa(h),
		setup: func(hs *harness) error {
			seats := []royaleplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Maximilian Stone", Level: "easy"}}
			sess, err := royaleplay.New(royaleplay.Config{Rules: royale.MainGame(2), Seats: seats, Seed: 5}, royaleplay.Options{})
			hs.tb = hs.table(sess, w, h)
			return err
		},
		step: func(hs *harness) bool {
			tb := hs.tb
			s := tb.shown()
			rolled := tb.roll(s).N() > 0
			switch {
			case !rolled && hs.data["wait"] == nil:
				hs.data["wait"] = tb.waiting()
				arenaFrame(hs, "wait")
			case rolled && s.CurrentPlayer() == 1 && hs.data["rolled"] == nil:
				hs.data["rolled"] = true
				arenaFrame(hs, "rolled")
			}
			if ready(tb) {
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
			return hs.data["wait"] != nil && hs.data["rolled"] != nil
		},
	}
}

// arenaFrame draws a frame, checks its texts' sizes and that every arena
// text it drew was whole, and writes it where asked.
func arenaFrame(hs *harness, what string) {
	tb := hs.tb
	clear(tb.memos.arena)
	checkFrameSizes(hs, "arena "+what)
	two := false
	for k, a := range tb.memos.arena {
		if !a.whole || strings.Join(a.lines[:a.n], " ") != k.s {
			hs.failf("%s: the arena's %q reads %q", what, k.s, a.lines[:a.n])
		}
		two = two || a.n > 1
		hs.t.Logf("%s: %q in %d lines at %.1f CSS px", what, k.s, a.n, a.size/tb.lay.css)
	}
	if len(tb.memos.arena) == 0 {
		hs.failf("%s: the frame drew no arena text", what)
	}
	if what == "rolled" && tb.lay.phone && !two {
		hs.failf("rolled: the title of 16 letters took one line on a phone")
	}
	if dir := os.Getenv("LASVEGAS_ROYALE_SHOTS"); dir != "" {
		writeFrame(hs, filepath.Join(dir, itoa(cssW(tb))+"x"+itoa(cssH(tb)), "royale-arena-"+what+".png"))
	}
}

// cssW and cssH are tb's window in CSS px.
func cssW(tb *Table) int { return int(tb.vp.W/tb.lay.css + 0.5) }
func cssH(tb *Table) int { return int(tb.vp.H/tb.lay.css + 0.5) }
