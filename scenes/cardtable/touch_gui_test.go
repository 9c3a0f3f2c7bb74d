//go:build !js

package cardtable

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/lasvegas-dice/lasvegas/game"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// tap injects a finger's tap on the logical point (x, y) as
// ui.EbitenDevice reports a touch: at the screen pixel of the point, turned
// back through the table's viewport, a press and a release and no pointer
// move (a finger does not hover). From there a touch and a mouse click take
// the same path: ui.Input.Step makes an ActClick of a press and a release
// at about the same place, so this tests the touch path but for ebiten's
// polling of the touch screen.
func tap(tb *Table, r ui.Rect) {
	x, y := tb.vp.ToLogical(r.CX()*tb.vp.Scale, r.CY()*tb.vp.Scale)
	tb.in.Inject(ui.Action{Kind: ui.ActPointerDown, X: x, Y: y})
	tb.in.Inject(ui.Action{Kind: ui.ActPointerUp, X: x, Y: y})
}

// touchCases play the table by taps on a phone held upright.
func touchCases() []guiCase { return []guiCase{phonePickCase(), phoneSaveCase()} }

// phonePickCase: at 390x844 taps open and close the rules and the log,
// select the last card of the hand and confirm it as the pick.
func phonePickCase() guiCase {
	steps := []func(h *harness) string{ // each taps and checks the last
		func(h *harness) string { tap(h.tb, h.tb.lay.helpBtn); return "" },
		func(h *harness) string {
			tap(h.tb, h.tb.lay.casinos[2])
			return want(h.tb.showHelp, "Rules did not open the rules")
		},
		func(h *harness) string {
			tap(h.tb, h.tb.lay.logBtn)
			return want(!h.tb.showHelp, "a tap did not close the rules")
		},
		func(h *harness) string {
			tap(h.tb, h.tb.lay.logBtn)
			return want(h.tb.showLog, "Log did not open the log")
		},
		func(h *harness) string {
			h.data["card"] = h.tb.slots[len(h.tb.slots)-1]
			tap(h.tb, h.tb.lay.slots[len(h.tb.slots)-1])
			return want(!h.tb.showLog, "a second tap on Log did not close it")
		},
		func(h *harness) string {
			tap(h.tb, h.tb.lay.confirm)
			return want(h.tb.on[len(h.tb.slots)-1], "a tap did not select the card")
		},
	}
	return guiCase{
		name: "phone-pick-by-taps",
		setup: func(h *harness) error {
			seats := []cardplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 17}, cardplay.Options{})
			h.tb = h.table(sess, 390, 844)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			i, _ := h.data["i"].(int)
			if i < len(steps) {
				if stage(tb) != cardplay.StagePick || tb.rev != nil || len(tb.slots) == 0 {
					return false
				}
				if why := steps[i](h); why != "" {
					h.failf("%s", why)
					return true
				}
				h.data["i"] = i + 1
				return false
			}
			if tb.rev == nil {
				return h.ticks > 600 && fail(h, "the tap on Confirm placed nothing")
			}
			var pk cards.Pick
			pk[h.data["card"].(cards.Card)]++
			if tb.rev.Picks[0] != pk {
				h.failf("placed %v, want %v", tb.rev.Picks[0], pk)
			}
			return true
		},
	}
}

func want(ok bool, why string) string {
	if ok {
		return ""
	}
	return why
}

func fail(h *harness, why string) bool { h.failf("%s", why); return true }

// phoneSaveCase: at the end of an autoplayed game at 390x844 a tap on
// Save the record keeps the record in the save folder and the note says
// its full path; S keeps it again under another name; a tap on Close
// closes the table.
func phoneSaveCase() guiCase {
	var dir string
	return guiCase{
		name: "phone-save-the-record",
		setup: func(h *harness) error {
			var err error
			if dir, err = os.MkdirTemp("", "cardtable-save"); err != nil {
				return err
			}
			h.t.Cleanup(func() { os.RemoveAll(dir) })
			store, err := storage.NewDir(dir)
			if err != nil {
				return err
			}
			seats := []cardplay.Seat{{Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Vic", Level: "random"}}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 21}, cardplay.Options{Store: store})
			h.tb = NewTable(sess, h.fonts, Options{Autoplay: true, Width: 390, Height: 844})
			lend(h.tb, h.fonts, 390, 844)
			h.tb.store = store
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if !tb.sess.Over() || tb.rev != nil || tb.endTick == 0 {
				return false
			}
			switch h.data["phase"] {
			case nil:
				tap(tb, tb.lay.save)
				h.data["phase"] = 1
			case 1:
				h.data["first"] = savedPath(h, dir)
				tb.in.Inject(ui.Action{Kind: ui.ActChar, N: 's'})
				h.data["phase"] = 2
			case 2:
				if p := savedPath(h, dir); p == h.data["first"] {
					h.failf("S saved under the same name %s", p)
				}
				tap(tb, tb.lay.close) // the table ends: the case is done
				h.data["phase"] = 3
			default:
				return fail(h, "a tap on Close did not close the table")
			}
			return false
		},
	}
}

// savedPath checks the note of Save the record: a full path in dir to a
// record that replays to the table's result.
func savedPath(h *harness, dir string) string {
	path, ok := strings.CutPrefix(h.tb.note, "Saved as ")
	if !ok || filepath.Dir(path) != dir {
		h.failf("the note %q, want Saved as a file in %s", h.tb.note, dir)
		return ""
	}
	data, err := os.ReadFile(path)
	if err == nil {
		err = records.Check(data, h.tb.sess.Standings())
	}
	if err != nil {
		h.failf("the record kept: %v", err)
	}
	return path
}

// playOn plays the person's turn the quickest way, if it is theirs and no
// reveal shows: the first chip card offered, or the first card of the
// hand (by its number key) confirmed.
func playOn(tb *Table) {
	switch st := stage(tb); {
	case tb.rev != nil:
	case st == cardplay.StageChip && len(tb.lay.chips) > 0:
		tap(tb, tb.lay.chips[0])
	case st == cardplay.StagePick && len(tb.slots) > 0:
		if !tb.on[0] && !tb.on[1] {
			tb.in.Inject(keyOf(tb, 0))
		}
		tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
	}
}
