//go:build !js

package cardtable

import (
	"errors"
	"github.com/lasvegas-dice/lasvegas/game"
	"os"
	"path/filepath"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// chipSession plays seeds headless until the person (seat 0, who places
// two dice at a casino whenever it can) is to choose a chip colour.
func chipSession() (*cardplay.Session, error) {
	for seed := uint64(1); seed <= 40; seed++ {
		seats := []cardplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "random"}}
		g, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 2, Chips: true}, Seats: seats, Seed: seed}, cardplay.Options{})
		if err != nil {
			return nil, err
		}
		g.SetWords(logWords) // as the table writes its log
		for i := 0; i < 2000 && !g.Over(); i++ {
			switch st, _ := g.Stage(); st {
			case cardplay.StageChip:
				return g, nil
			case cardplay.StagePick:
				l := g.View().LegalFor(0)
				pk := l[0].Pick
				for _, a := range l {
					for c := 1; c <= cards.NumCasinos; c++ {
						if a.Pick.DiceAt(c) >= 2 {
							pk = a.Pick
						}
					}
				}
				_ = g.Submit(pk)
			}
			g.Update(time.Second)
		}
	}
	return nil, errors.New("no seed reached a chip choice")
}

// chipCase: at a chip choice, key 2 takes the second colour offered, in
// a window of w x ht.
func chipCase(w, ht int) guiCase {
	return guiCase{
		name: "chip-by-key",
		setup: func(h *harness) error {
			sess, err := chipSession()
			if err != nil {
				return err
			}
			h.tb = h.table(sess, w, ht)
			h.data["choices"] = sess.ChipChoices()
			h.data["before"] = sess.View().Chips(0)
			return nil
		},
		step: func(h *harness) bool {
			tb := h.tb
			shotDone := os.Getenv("LASVEGAS_CARDS_SHOTS") == "" || h.data["shot"] != nil
			if h.data["sent"] == nil && tb.tick > 2 && shotDone {
				tb.in.Inject(ui.Action{Kind: ui.ActPick, N: 9}) // no such colour: ignored
				tb.in.Inject(ui.Action{Kind: ui.ActPick, N: 2})
				h.data["sent"] = true
				return false
			}
			if st, _ := tb.sess.Stage(); st == cardplay.StageChip {
				return false
			}
			c := h.data["choices"].([]casino.Chip)[1]
			before, after := h.data["before"].([casino.NumChipColours]uint8), tb.sess.View().Chips(0)
			if after[c] != before[c]+1 {
				h.failf("took %v: chips %v -> %v", c, before, after)
			}
			return true
		},
		draw: func(h *harness) {
			if dir := os.Getenv("LASVEGAS_CARDS_SHOTS"); dir != "" && h.data["shot"] == nil && h.tb.tick > 1 {
				writeFrame(h, filepath.Join(dir, sizeName(h.tb), "cards-chip.png"))
				h.data["shot"] = true
			}
		},
	}
}
