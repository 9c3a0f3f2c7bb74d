//go:build !js

package cardtable

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// saveLineCase: at w x h CSS px, You against three bots with an
// autosave whose store is full (storage.Memory with a quota of a byte):
// from the game's start the top bar says "Not saved: " and why, whole
// (ui.FitBarLine, on as many lines as it needs), on a phone every text
// 12 CSS px or more. Before, it was one line cut with "…" at its least
// size (at 640x360 "Not saved: storage: save "autosave-cards.json":
// st…"). A phone held upright, whose bar holds only the title and the
// buttons, shows neither the log's line nor this one (the log, behind
// its button, says that the game could not be saved). With
// $LASVEGAS_CARDS_SHOTS it writes the frame as WxH/cards-not-saved.png
// there.
func saveLineCase(w, ht int) guiCase {
	return guiCase{
		name: fmt.Sprintf("not-saved-%dx%d", w, ht),
		setup: func(h *harness) error {
			seats := []cardplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}, {Kind: game.Bot, Name: "Roxy", Level: "easy"}}
			store := storage.NewMemory()
			store.Quota = 1
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 4, Chips: true}, Seats: seats, Seed: 31}, cardplay.Options{Store: store})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if err := tb.sess.SaveError(); err != nil && tb.rev == nil {
				checkSaveLine(h, "Not saved: storage: full (0 of 1 bytes used, "+strings.TrimPrefix(err.Error(), "storage: save \"autosave-cards.json\": storage: full (0 of 1 bytes used, "))
				return true
			}
			if h.ticks > 600 {
				h.failf("the autosave did not fail")
				return true
			}
			if stage(tb) == cardplay.StagePick && tb.rev == nil && len(tb.slots) > 0 && h.data["picked"] == nil {
				h.data["picked"] = true
				tb.in.Inject(keyOf(tb, 0))
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
			return false
		},
	}
}

// checkSaveLine draws a frame and checks that the top bar shows line
// whole, every text 12 CSS px or more.
func checkSaveLine(h *harness, line string) {
	tb := h.tb
	if tb.lay.phone() {
		checkSmallest(h, "not saved") // it draws a frame
	} else {
		img := ebiten.NewImage(int(tb.vp.W), int(tb.vp.H))
		defer img.Deallocate()
		tb.kit.BeginFrame(time.Now(), 0)
		tb.draw(img)
	}
	bt, ok := tb.words.top.bar.Last()
	if !ok || bt.Text() != line {
		h.failf("the bar shows %q of %q", bt.Lines[:bt.N], line)
	}
	h.t.Logf("%dx%d: %q on %d lines at %.1f CSS px", tb.opts.Width, tb.opts.Height, line, bt.N, bt.Size*tb.vp.Scale/tb.dsf)
	if dir := os.Getenv("LASVEGAS_CARDS_SHOTS"); dir != "" {
		writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", tb.opts.Width, tb.opts.Height), "cards-not-saved.png"))
	}
}
