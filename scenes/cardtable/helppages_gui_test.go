//go:build !js

package cardtable

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
)

// rulesPagesCase: at w x h (a phone) the rules, opened with their button,
// show each page in a frame whose every text is 12 CSS px or more and
// every control 44 (checkSmallest; with $LASVEGAS_CARDS_SHOTS the frames
// are DIR/measured/WxH-4p-rules-N.png), More turning the pages.
func rulesPagesCase(w, ht int) guiCase {
	return guiCase{
		name: fmt.Sprintf("rules-pages-%dx%d", w, ht),
		setup: func(h *harness) error {
			seats := []cardplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}, {Kind: game.Bot, Name: "Roxy", Level: "easy"}}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 4, Chips: true}, Seats: seats, Seed: 31}, cardplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if stage(tb) != cardplay.StagePick || len(tb.slots) == 0 {
				return false
			}
			if !tb.showHelp {
				if h.data["opened"] != nil {
					h.failf("the rules closed")
					return true
				}
				h.data["opened"] = true
				tap(tb, tb.lay.helpBtn)
				return false
			}
			page, _ := h.data["page"].(int)
			checkSmallest(h, fmt.Sprintf("rules %d", page+1))
			n := len(tb.helpPages().starts)
			if page+1 >= n {
				return true
			}
			h.data["page"] = page + 1
			_, _, _, _, _, more := tb.helpGeom()
			tap(tb, more)
			return false
		},
	}
}
