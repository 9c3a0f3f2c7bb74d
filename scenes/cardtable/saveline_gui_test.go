//go:build !js

package cardtable

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
// buttons, shows it in a band of its own under the bar (savewarn.go,
// checkSaveBand); before, only the log said it there. With
// $LASVEGAS_CARDS_SHOTS it writes the frame as WxH/cards-not-saved.png
// there.
func saveLineCase(w, ht int) guiCase { return saveLineCaseN(w, ht, 4) }

// seatsTag is "" for four seats, else "-N": the names of the cases and
// frames of saveLineCaseN.
func seatsTag(n int) string {
	if n == 4 {
		return ""
	}
	return fmt.Sprintf("-%d", n)
}

// saveLineCaseN is saveLineCase with You against n-1 bots (the frame
// WxH/cards-not-saved-N.png).
func saveLineCaseN(w, ht, n int) guiCase {
	return guiCase{
		name: fmt.Sprintf("not-saved-%dx%d%s", w, ht, seatsTag(n)),
		setup: func(h *harness) error {
			seats := []cardplay.Seat{{Name: "You", Kind: game.Human}}
			for _, name := range []string{"Ace", "Lucky", "Roxy", "Max"}[:n-1] {
				seats = append(seats, cardplay.Seat{Kind: game.Bot, Name: name, Level: "easy"})
			}
			store := storage.NewMemory()
			store.Quota = 1
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: n, Chips: true}, Seats: seats, Seed: 31}, cardplay.Options{Store: store})
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
	if tb.lay.portrait {
		checkSaveBand(h, line)
	} else {
		bt, ok := tb.words.top.bar.Last()
		if !ok || bt.Text() != line {
			h.failf("the bar shows %q of %q", bt.Lines[:bt.N], line)
		}
		h.t.Logf("%dx%d: %q on %d lines at %.1f CSS px", tb.opts.Width, tb.opts.Height, line, bt.N, bt.Size*tb.vp.Scale/tb.dsf)
	}
	if dir := os.Getenv("LASVEGAS_CARDS_SHOTS"); dir != "" {
		writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", tb.opts.Width, tb.opts.Height), "cards-not-saved"+seatsTag(tb.sess.Rules().Players)+".png"))
	}
}

// checkSaveBand checks the band of a phone held upright: line whole, or
// its short form, in it, under the top bar and over no seat, casino or
// the hand.
func checkSaveBand(h *harness, line string) {
	tb := h.tb
	l := tb.lay
	lines, fromHand := tb.warnLines(tb.sess.SaveError())
	got := strings.Join(lines, " ")
	if short := shortSave(tb.sess.SaveError()); got != line && got != short || l.warn.H < warnBandH(&l, len(lines))-0.01 || l.warn.Y < l.top.MaxY() {
		h.failf("the band %+v shows %q of %q", l.warn, lines, line)
	}
	for _, r := range append(append([]ui.Rect{l.hand}, l.panels...), l.casinos[:]...) {
		if r.Overlaps(l.warn) {
			h.failf("the band %+v is over %+v", l.warn, r)
		}
	}
	if n := tb.sess.Rules().Players; fromHand != (n == 5 && tb.opts.Height == 640) {
		h.failf("%d seats: the band takes the hand's height: %v", n, fromHand)
	}
	// The band's layout and words cost a frame nothing while the
	// failure stays. (Its draws are not measured here: outside the game
	// loop Ebitengine's command queue grows. The real steady frame cannot
	// be measured with a failing save: the session tries the save again
	// each Update, making the record and a new error each time.)
	if n := testing.AllocsPerRun(20, func() { tb.fit(); tb.warnLines(tb.sess.SaveError()) }); n != 0 {
		h.failf("the band's layout and words allocate %.0f times a frame", n)
	}
	h.t.Logf("%dx%d: the band shows %q (from the hand's height: %v)", tb.opts.Width, tb.opts.Height, lines, fromHand)
}
