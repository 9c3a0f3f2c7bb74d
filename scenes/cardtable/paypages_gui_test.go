//go:build !js

package cardtable

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// payoutPagesCase: at w x h CSS px, a person and four bots named with 16
// letters play to the first round's payout, whose lines (paypages.go)
// are whole on every page, every text 12 CSS px or more; the button says
// "More (1/N)" and Enter turns the page, the last page's Next round goes
// on to the next round. With $LASVEGAS_CARDS_SHOTS it writes the pages
// as WxH/cards-payout-long-N.png there.
func payoutPagesCase(w, ht int) guiCase {
	return guiCase{
		name: fmt.Sprintf("payout-pages-%dx%d", w, ht),
		setup: func(h *harness) error {
			seats := []cardplay.Seat{{Kind: game.Human, Name: longNames[0]}}
			for _, name := range longNames[1:] {
				seats = append(seats, cardplay.Seat{Kind: game.Bot, Name: name, Level: "easy"})
			}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 5, Chips: true}, Seats: seats, Seed: 31}, cardplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: payoutPagesStep,
	}
}

// payoutPagesStep plays to the payout and turns its pages.
func payoutPagesStep(h *harness) bool {
	tb := h.tb
	page, _ := h.data["page"].(int)
	switch {
	case h.ticks > 6000:
		h.failf("no payout in 6000 ticks (pages seen: %d)", page)
		return true
	case page > 0 && (!tb.payout || tb.rev != h.data["rev"]):
		if n := len(tb.revWords(true).pay.pages); page <= n && tb.payout {
			h.failf("the payout went on after %d pages of %d", page, n)
		}
		return true
	case tb.payout && tb.rev != nil:
		checkPayPage(h, page)
		h.data["page"], h.data["rev"] = page+1, tb.rev
		tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
	default:
		playOn(tb)
	}
	return false
}

// checkPayPage draws page i (from 0) of the payout and checks its lines
// whole, its label and its texts' sizes.
func checkPayPage(h *harness, i int) {
	tb := h.tb
	checkSmallest(h, fmt.Sprintf("payout page %d", i+1)) // it draws a frame
	w := tb.revWords(true)
	p := &w.pay
	lines, label := tb.revShown(w)
	box, lh, size, cw, _ := tb.linesGeom(lines)
	_, _, _, whole := tb.boxRows(lines, box, lh, size, cw)
	want := w.label
	if i < len(p.pages)-1 {
		want = fmt.Sprintf("More (%d/%d)", i+1, len(p.pages))
	}
	if !whole || label != want || p.page != i || len(p.pages) < 2 {
		h.failf("page %d of %d (shown %d): %q whole %v, the button %q (want %q)", i+1, len(p.pages), p.page+1, lines, whole, label, want)
	}
	h.t.Logf("%dx%d: the payout's page %d of %d: %q, %q", tb.opts.Width, tb.opts.Height, i+1, len(p.pages), lines, label)
	if dir := os.Getenv("LASVEGAS_CARDS_SHOTS"); dir != "" {
		writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", tb.opts.Width, tb.opts.Height), fmt.Sprintf("cards-payout-long-%d.png", i+1)))
	}
}
