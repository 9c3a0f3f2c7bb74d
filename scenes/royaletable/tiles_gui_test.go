//go:build !js

package royaletable

import (
	"slices"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// everyTileCases: for every tile side whose decision a person can meet
// while placing on its casino (Knockout?'s comes to the others), a game
// with that tile alone beside casino 1 is played until the person's first
// two decisions of it; they are answered by key and by pointer (which
// first alternates by tile), and the autosave must end with the action of
// the button pressed.
func everyTileCases() []guiCase {
	var out []guiCase
	for i, id := range royale.Tiles() {
		switch id {
		case "A2", "C1", "D1", "E2":
			continue // no decision, or none for the seat that activates it
		}
		out = append(out, tileAnswerCase(id, i%2 == 1))
	}
	return out
}

func tileAnswerCase(id string, pointerFirst bool) guiCase {
	rules := royale.Rules{Players: 3, Main: true, Tiles: 1, TileSet: []string{id}}
	return guiCase{
		name: "answer-" + id,
		setup: func(h *harness) error {
			store := storage.NewMemory()
			h.data["store"] = store
			seats := []royaleplay.Seat{{Name: "You", Human: true}, {Name: "Ace", Level: "easy"}, {Name: "Lucky", Level: "easy"}}
			sess, err := royaleplay.New(royaleplay.Config{Rules: rules, Seats: seats, Seed: 2}, royaleplay.Options{Store: store})
			h.tb = h.table(sess, 1280, 800)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if want, ok := h.data["want"].(royale.Action); ok {
				if stage(tb) == royaleplay.StageDecide && tb.sess.Legal() != nil && slices.Equal(tb.sess.Legal(), h.data["legal"].([]royale.Action)) {
					return false // not applied yet (or the same choice again)
				}
				if got := lastHumanStep(h); got != want {
					h.failf("answer %d: the record's last step of yours is %v, want %v", h.data["answers"], got, want)
				}
				delete(h.data, "want")
				if h.data["answers"] == 2 {
					h.t.Logf("%s: answered %v and %v", id, h.data["first"], want)
					return true
				}
				h.data["first"] = want
				return false
			}
			if tb.sess.Over() {
				if h.data["answers"] == nil {
					h.failf("the game ended with no decision of %s", id)
				}
				h.t.Logf("%s: the game ended after %v answers (%v)", id, h.data["answers"], h.data["first"])
				return true
			}
			if !ready(tb) {
				return false
			}
			legal := tb.sess.Legal()
			if !tileDecision(legal) {
				if id != "C2" && slices.Contains(legal, royale.Place(1)) {
					tb.in.Inject(ui.Action{Kind: ui.ActPick, N: 1})
				} else {
					tb.in.Inject(ui.Action{Kind: ui.ActNext})
					tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				}
				return false
			}
			n, _ := h.data["answers"].(int)
			i := len(legal) - 1
			if (n == 0) != pointerFirst {
				i = min(len(legal), 7) - 1
				tb.in.Inject(ui.Action{Kind: ui.ActPick, N: i + 1})
			} else {
				r := tb.lay.buttonRects(len(legal))[i]
				tb.in.InjectClick(r.CX(), r.CY())
			}
			h.data["want"], h.data["legal"], h.data["answers"] = legal[i], legal, n+1
			return false
		},
	}
}

// lastHumanStep is the last step of seat 0 in the autosave.
func lastHumanStep(h *harness) royale.Action {
	data, err := h.data["store"].(storage.Store).Load(royaleplay.AutosaveKey)
	if err != nil {
		return royale.Action{}
	}
	rec, err := royale.ParseRecord(data)
	if err != nil {
		return royale.Action{}
	}
	for i := len(rec.History) - 1; i >= 0; i-- {
		if by := rec.History[i].By; by != nil && *by == 0 {
			return rec.History[i].Action
		}
	}
	return royale.Action{}
}
