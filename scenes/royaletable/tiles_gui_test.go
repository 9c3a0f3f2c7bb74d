//go:build !js

package royaletable

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"slices"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// everyTileCases: for every tile side whose decision a person can meet
// while placing on its casino (Knockout?'s comes to the others), a game
// with that tile alone beside casino 1 is played until the person's first
// three decisions of it; they are answered by the mouse on the board, by
// a finger on the board, and by key, in that order (every other tile at a
// phone's size), and the autosave must end with the action pointed at.
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

// answerWays: how a tile's decisions are answered, in turn.
var answerWays = [3]string{"mouse", "touch", "key"}

func tileAnswerCase(id string, phone bool) guiCase {
	rules := royale.Rules{Players: 3, Main: true, Tiles: 1, TileSet: []string{id}}
	return guiCase{
		name: "answer-" + id,
		setup: func(h *harness) error {
			store := storage.NewMemory()
			h.data["store"] = store
			seats := []royaleplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}}
			sess, err := royaleplay.New(royaleplay.Config{Rules: rules, Seats: seats, Seed: 2}, royaleplay.Options{Store: store})
			w, ht := 1280, 800
			if phone {
				w, ht = 390, 844
			}
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool { return tileAnswerStep(h, id) },
	}
}

// tileAnswerStep answers the tile's decisions, point by point.
func tileAnswerStep(h *harness, id string) bool {
	tb := h.tb
	if want, ok := h.data["want"].(royale.Action); ok {
		if stage(tb) == royaleplay.StageDecide && tb.sess.Legal() != nil && slices.Equal(tb.sess.Legal(), h.data["legal"].([]royale.Action)) {
			if ready(tb) {
				pointTo(h, want, h.data["answers"].(int)-1)
			}
			return false // not applied yet: the next point
		}
		if got := lastHumanStep(h); got != want {
			h.failf("answer %d: the record's last step of yours is %v, want %v", h.data["answers"], got, want)
		}
		delete(h.data, "want")
		if h.data["answers"] == len(answerWays) {
			h.t.Logf("%s: answered %v and %v", id, h.data["first"], want)
			return true
		}
		if h.data["first"] == nil {
			h.data["first"] = want
		}
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
	want := legal[len(legal)-1-n%len(legal)]
	h.data["want"], h.data["legal"], h.data["answers"] = want, legal, n+1
	pointTo(h, want, n)
	return false
}

// pointTo makes the next point (or key) towards a: "key" presses the
// number of its thing in the row, "mouse" clicks the thing on the board,
// "touch" taps it with a finger.
func pointTo(h *harness, a royale.Action, way int) {
	tb := h.tb
	opts, rects := tb.tileOptions()
	for i, o := range opts {
		if !leadsTo(o, a) {
			continue
		}
		r := rects[i]
		switch answerWays[way] {
		case "key":
			if i < 7 {
				tb.in.Inject(ui.Action{Kind: ui.ActPick, N: i + 1})
				return
			}
			tb.in.InjectClick(r.CX(), r.CY())
		case "mouse":
			tb.in.InjectClick(r.CX(), r.CY())
		default:
			tap(tb, r.CX(), r.CY())
		}
		return
	}
	h.failf("no thing on the board leads to %v (sel %q)", a, tb.sel)
}

// tap is a finger's press and release at (x, y).
func tap(tb *Table, x, y float64) {
	tb.in.Inject(ui.Action{Kind: ui.ActPointerDown, X: x, Y: y, Touch: true})
	tb.in.Inject(ui.Action{Kind: ui.ActPointerUp, X: x, Y: y})
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
