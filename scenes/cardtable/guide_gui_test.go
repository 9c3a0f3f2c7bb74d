//go:build !js

package cardtable

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// guideCases play the guided game: one to the guide's end, pressing Next
// on every page; one that skips the guide at its second page.
func guideCases() []guiCase {
	return []guiCase{guidedCase(1280, 800, -1), guidedCase(390, 844, 1), guidedCase(844, 390, -1)}
}

// guidedCase plays the guided game at w x h as "You" (the first card of
// the hand each turn), Continue at every summary and payout; on each page
// it presses a card's number (which must not reach the table) and Next,
// or Esc on page skipAt (counted over the whole guide). It ends once the
// guide is over and the first round paid: every page seen in order, or
// none after the skip, and no bot's hand ever drawn.
func guidedCase(w, ht, skipAt int) guiCase {
	return guiCase{
		name: fmt.Sprintf("guided-%dx%d", w, ht),
		setup: func(h *harness) error {
			o := Options{Guided: true, Width: w, Height: ht}
			sess, err := cardplay.New(o.Config(), cardplay.Options{})
			if err != nil {
				return err
			}
			h.tb = NewTable(sess, h.fonts, o)
			lend(h.tb, h.fonts, w, ht)
			h.data["seen"] = []string{}
			return nil
		},
		step: func(h *harness) bool {
			// On a phone each page, drawn once: text of 12 CSS px or
			// more, controls of 44.
			if g := h.tb.guide; h.tb.lay.phone() && g != nil && g.open {
				if k := fmt.Sprintf("checked-%d", g.n); h.data[k] == nil {
					h.data[k] = true
					checkSmallest(h, fmt.Sprintf("guide page %d", g.n))
				}
			}
			return guidedStep(h, skipAt)
		},
	}
}

// guidedStep is one tick of guidedCase.
func guidedStep(h *harness, skipAt int) bool {
	tb, g := h.tb, h.tb.guide
	seen := h.data["seen"].([]string)
	if tb.handSeat > 0 {
		h.failf("the hand of seat %d is drawn", tb.handSeat+1)
		return true
	}
	st, seat := tb.sess.Stage()
	switch {
	case g.open && (tb.on != [len(tb.on)]bool{} || tb.sess.Picked(0)):
		h.failf("a key pressed on a guide page reached the table")
		return true
	case g.open:
		id := fmt.Sprintf("%d.%d", g.moment, g.page)
		switch {
		case len(seen) == 0 || seen[len(seen)-1] != id:
			h.data["seen"] = append(seen, id)
			tb.in.Inject(ui.Action{Kind: ui.ActPick, N: 3}) // a card's number: it must not reach the table
		case h.data["pressed"] != id:
			h.data["pressed"] = id
			if len(seen)-1 == skipAt {
				tb.in.Inject(ui.Action{Kind: ui.ActCancel})
			} else {
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
		}
	case g.over && h.data["paid"] != nil:
		return guidedDone(h, seen, skipAt)
	case tb.rev != nil && (tb.summary || tb.payout):
		if tb.payout {
			h.data["paid"] = true
		}
		tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
	case tb.rev == nil && st == cardplay.StagePick && seat == 0 && len(tb.slots) > 0:
		tb.in.Inject(ui.Action{Kind: ui.ActPick, N: tb.slots[0].Face()})
		tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
	}
	return false
}

// guidedDone checks the pages seen once the guide is over.
func guidedDone(h *harness, seen []string, skipAt int) bool {
	g := h.tb.guide
	want := []string{"0.0", "0.1", "0.2", "1.0", "1.1", "2.0", "2.1"}
	if skipAt >= 0 {
		want = want[:skipAt+1]
	}
	if fmt.Sprint(seen) != fmt.Sprint(want) || g.skipped != (skipAt >= 0) {
		h.failf("pages seen %v (skipped %v), want %v", seen, g.skipped, want)
	}
	if g.n != len(want) {
		h.failf("%d pages opened, %d seen", g.n, len(want))
	}
	return true
}
