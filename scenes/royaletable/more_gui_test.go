//go:build !js

package royaletable

import (
	"slices"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// moreCase: on a phone on its side (640x360) Handicap's seven buttons
// (Take none and six casinos) do not fit the dock's one row whole: the row
// shows a page and "More (1/3)"; a tap on More shows the next page, and a
// tap on a button there chooses its casino (the decision's first point).
func moreCase(w, ht int) guiCase {
	rules := royale.Rules{Players: 3, Main: true, Tiles: 1, TileSet: []string{"F2"}}
	return guiCase{
		name: "more-" + itoa(w) + "x" + itoa(ht),
		setup: func(h *harness) error {
			seats := []royaleplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}}
			sess, err := royaleplay.New(royaleplay.Config{Rules: rules, Seats: seats, Seed: 2}, royaleplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if tb.sess.Over() {
				h.failf("the game ended before a Handicap decision")
				return true
			}
			opts, _ := tb.tileOptions()
			switch h.data["phase"] {
			case nil:
				if !ready(tb) {
					return false
				}
				legal := tb.sess.Legal()
				if !tileDecision(legal) {
					if slices.Contains(legal, royale.Place(1)) {
						tb.in.Inject(ui.Action{Kind: ui.ActPick, N: 1})
					} else {
						tb.in.Inject(ui.Action{Kind: ui.ActNext})
						tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
					}
					return false
				}
				row := tb.lay.optionRows(opts, tb.focus)
				if row.more.Empty() || row.page != 1 || row.moreLabel() != "More (1/3)" {
					h.failf("%d options at %dx%d: no More on the first page (%q, page %d of %d)", len(opts), w, ht, row.moreLabel(), row.page, row.pages)
					return true
				}
				if !row.rects[row.next].Empty() {
					h.failf("option %d, More's next, is on the first page", row.next)
				}
				h.data["next"], h.data["key"] = row.next, opts[row.next].th.key
				tap(tb, row.more.CX(), row.more.CY())
				h.data["phase"] = "more"
			case "more":
				next := h.data["next"].(int)
				row := tb.lay.optionRows(opts, tb.focus)
				if tb.focus != next || row.page != 2 || row.rects[next].Empty() {
					h.failf("after More: focus %d (want %d), page %d, option %d at %v", tb.focus, next, row.page, next, row.rects[next])
					return true
				}
				r := row.rects[next]
				tap(tb, r.CX(), r.CY())
				h.data["phase"] = "picked"
			case "picked":
				if want := h.data["key"].(string); tb.sel != want {
					h.failf("a tap on %q on the second page chose %q", want, tb.sel)
				}
				return true
			}
			return false
		},
	}
}
