//go:build !js

package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// randomInputCase hammers a hot-seat table (two people, two bots, chips)
// with random keys and taps, inside the window and outside it, for many
// ticks: nothing panics, the game moves on, and no hand but the picking
// seat's is ever visible.
func randomInputCase() guiCase {
	r := engine.NewRand(77)
	return guiCase{
		name: "random-input",
		setup: func(h *harness) error {
			seats := []cardplay.Seat{{Name: "Leo", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Name: "Mia", Kind: game.Human}, {Kind: game.Bot, Name: "Vic", Level: "random"}}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 4, Chips: true}, Seats: seats, Seed: 13}, cardplay.Options{})
			h.tb = h.table(sess, 1000, 700)
			h.data["reveals"] = 0
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			st, seat := tb.sess.Stage()
			if v := tb.sess.Visible(); v != -1 && (st != cardplay.StagePick || v != seat) {
				h.failf("seat %d's hand is visible at stage %d of seat %d", v, st, seat)
				return true
			}
			if tb.rev != nil && tb.revT.T == 1 {
				h.data["reveals"] = h.data["reveals"].(int) + 1
			}
			if h.ticks > 2000 || tb.sess.Over() {
				if h.data["reveals"].(int) < 3 {
					h.failf("only %d reveals in %d ticks of random input", h.data["reveals"], h.ticks)
				}
				return true
			}
			for i := r.Intn(3); i > 0; i-- {
				switch r.Intn(7) {
				case 6:
					tb.in.Inject(ui.Action{Kind: ui.ActLog})
				case 0, 1:
					tb.in.Inject(ui.Action{Kind: ui.ActPick, N: r.Intn(9) - 1})
				case 2:
					tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				case 3:
					tb.in.Inject(ui.Action{Kind: ui.ActCancel})
				default:
					tb.in.InjectClick(float64(r.Intn(int(tb.lay.W)+200)-100), float64(r.Intn(int(tb.lay.H)+200)-100))
				}
			}
			return false
		},
	}
}
