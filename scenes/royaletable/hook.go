//go:build e2e

package royaletable

import (
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Royale's table seen by the browser's test hook (ui.Hooked; contract v1
// of build/e2e/README.md, Royale's part): what the screen shows the person
// deciding, never another seat's secret.
//
// At a placement: "casino-N" for each face N that may be placed (key N,
// the casino's box; choices N), and the dock's buttons "sitout" and
// "pass" (a click; the keys reach them only by the arrows). At a
// tile's decision: "option-I", the I-th button of the row (key I; choices
// I). At a payout "next" (Enter); the hot seat's handover is the shell's
// overlay, whose "handover" the shell's hook publishes. The round, the
// turn, the seats (money, dice left), the autosave and whether the game
// was resumed. Moves are not published: the table does not count the
// session's decisions.

var _ ui.Hooked = (*Table)(nil)

var casinoIDs = [...]string{"", "casino-1", "casino-2", "casino-3", "casino-4", "casino-5", "casino-6"}
var optionIDs = [...]string{"", "option-1", "option-2", "option-3", "option-4", "option-5", "option-6", "option-7",
	"option-8", "option-9", "option-10", "option-11", "option-12", "option-13", "option-14", "option-15", "option-16"}

// Hook implements ui.Hooked. At a tile's decision it allocates as the
// table's own input does (tileOptions); elsewhere nothing.
func (t *Table) Hook(_ *ui.Stage, h *ui.HookState) {
	h.Table = true
	v := t.sess.SharedView()
	st, seat := t.sess.Stage()
	h.Round, h.Rounds = min(v.Round(), royale.Rounds), royale.Rounds
	h.Turn, h.Human = max(v.CurrentPlayer(), -1), t.sess.Person()
	if st == royaleplay.StageDecide || st == royaleplay.StageHandover {
		h.Turn = seat
	}
	if !t.showLog && !t.showHelp && (t.guide == nil || !t.guide.open) {
		t.hookInput(h, st)
	}
	if h.Phase == ui.PhaseChoose {
		h.Human = seat
	}
	h.HasSave = t.store != nil
	h.Saved = t.store != nil && t.sess.SaveError() == nil && !t.sess.Over()
	h.SavedRound = h.Round
	h.Resumed = resumed(t.sess.Log())
	seats := t.sess.Seats()
	p := v.CurrentPlayer()
	h.BotTurn = !t.sess.Over() && p >= 0 && p < len(seats) && seats[p].Kind != game.Human
	for p, s := range seats {
		h.AddPlayer(ui.HookPlayer{Name: t.sess.Name(p), Bot: s.Kind != game.Human, Money: v.Money(p), HasMoney: true,
			Left: v.Supply(p).N(), LeftKey: "diceLeft"})
	}
}

// hookInput publishes what acts now at stage st.
func (t *Table) hookInput(h *ui.HookState, st royaleplay.Stage) {
	switch {
	case t.step != nil:
	case t.payout != nil:
		h.AddHit("next", t.lay.next, "Enter")
	case st == royaleplay.StageDecide:
		legal := t.sess.SharedLegal()
		if len(legal) == 0 {
			return
		}
		h.Choose()
		if tileDecision(legal) {
			t.hookTile(h)
		} else {
			t.hookPlace(h, legal)
		}
	}
}

// hookPlace lists the faces a placement may place, by casino and key, and
// the dock's other buttons.
func (t *Table) hookPlace(h *ui.HookState, legal []royale.Action) {
	for n := 1; n <= royale.Casinos; n++ {
		for _, a := range legal {
			if a == royale.Place(n) {
				h.AddChoice(n)
				h.AddHit(casinoIDs[n], t.lay.casinos[n-1], ui.HookKey(n))
				break
			}
		}
	}
	var rbuf [16]ui.Rect
	for i, r := range t.lay.buttonRectsTo(len(legal), rbuf[:0]) {
		switch legal[i].Kind {
		case royale.ActSitOut:
			h.AddHit("sitout", r)
		case royale.ActPass:
			h.AddHit("pass", r)
		}
	}
}

// hookTile lists a tile's decision's buttons: the row's, each by its
// number key.
func (t *Table) hookTile(h *ui.HookState) {
	opts, _ := t.tileOptions()
	row := t.lay.optionRows(opts, t.focus)
	for i := range opts {
		if i+1 >= len(optionIDs) {
			break
		}
		var r ui.Rect
		if i < len(row.rects) {
			r = row.rects[i]
		}
		h.AddChoice(i + 1)
		h.AddHit(optionIDs[i+1], r, ui.HookKey(i+1))
	}
}

// resumed reports whether the session's log says it was resumed from
// its autosave.
func resumed(log []string) bool {
	for _, l := range log {
		if strings.HasPrefix(l, "Game resumed") {
			return true
		}
	}
	return false
}
