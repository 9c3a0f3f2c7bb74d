//go:build e2e

package cardtable

import (
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The card table seen by the browser's test hook (ui.Hooked; contract v1
// of build/e2e/README.md, the card game's part). It publishes only what
// the screen shows the person at it: the hand of the seat picking once it
// has taken the screen (Visible), never another seat's.
//
// At a pick: "value-N" for each number N the hand may add to the
// selection now (key N, the card the key would add; choices N), and
// "confirm" (Enter) once the selection may be locked. At a chip choice:
// "chip-N" (key N). At a reveal's summary or payout "next" (Enter); the
// hot seat's handover is the shell's overlay, whose "handover" the
// shell's hook publishes. The round, the turn, the seats (money, cards in
// hand), the autosave and whether the game was resumed. Moves are not
// published: the table does not count the session's decisions.

var _ ui.Hooked = (*Table)(nil)

var valueIDs = [...]string{"", "value-1", "value-2", "value-3", "value-4", "value-5", "value-6"}
var chipIDs = [...]string{"", "chip-1", "chip-2", "chip-3", "chip-4", "chip-5"}

// Hook implements ui.Hooked.
func (t *Table) Hook(_ *ui.Stage, h *ui.HookState) {
	h.Table = true
	v := t.sess.SharedView()
	st, seat := t.sess.Stage()
	h.Round, h.Rounds = min(v.Round(), cards.Rounds), cards.Rounds
	h.Turn, h.Human = v.CurrentPlayer(), t.sess.Person()
	if h.Turn < 0 {
		h.Turn = -1
	}
	if st == cardplay.StagePick || st == cardplay.StageChip || st == cardplay.StageHandover {
		h.Turn = seat
	}
	if !t.showLog && !t.showHelp && (t.guide == nil || !t.guide.open) {
		t.hookInput(h, st, seat)
	}
	if h.Phase == ui.PhaseChoose {
		h.Human = seat
	}
	h.HasSave = t.store != nil
	h.Saved = t.store != nil && t.sess.SaveError() == nil && !t.sess.Over()
	h.SavedRound = h.Round
	h.Resumed = resumed(t.sess.Log())
	h.BotTurn = t.botActing(v)
	for p, s := range t.sess.Seats() {
		h.AddPlayer(ui.HookPlayer{Name: t.sess.Name(p), Bot: s.Kind != game.Human, Money: v.Money(p), HasMoney: true,
			Left: v.HandSize(p), LeftKey: "cardsLeft"})
	}
}

// hookInput publishes what acts now at stage st of seat.
func (t *Table) hookInput(h *ui.HookState, st cardplay.Stage, seat int) {
	switch {
	case t.summary && t.rev != nil, t.payout && t.rev != nil:
		h.AddHit("next", t.lay.confirm, "Enter")
	case t.rev != nil:
	case st == cardplay.StagePick && seat >= 0 && seat == t.handSeat:
		h.Choose()
		t.hookPick(h)
	case st == cardplay.StageChip:
		h.Choose()
		t.hookChips(h)
	}
}

// hookPick lists the numbers the hand may add to the selection, each by
// its key and by the card the key would add, and Confirm.
func (t *Table) hookPick(h *ui.HookState) {
	for face := 1; face <= cards.NumCasinos; face++ {
		next := -1
		for i, c := range t.slots {
			if i < len(t.on) && i < len(t.lay.slots) && c.Face() == face && !t.on[i] {
				next = i
				break
			}
		}
		if next < 0 || cardplay.Blocked(t.slots, t.on[:], next) != "" {
			continue
		}
		h.AddChoice(face)
		h.AddHit(valueIDs[face], t.lay.slots[next], ui.HookKey(face))
	}
	// As cardplay.CheckPick, whose refusal would allocate.
	if pk := cardplay.Selected(t.slots, t.on[:]); pk.Size() > 0 && pk.Valid() && handOf(t.slots).Contains(pk) {
		h.AddHit("confirm", t.lay.confirm, "Enter")
	}
}

// hookChips lists the chip colours to choose from, in the order drawn
// (the colours lying at the claimed casino: Session.ChipChoices).
func (t *Table) hookChips(h *ui.HookState) {
	v := t.sess.SharedView()
	n := 0
	for _, k := range v.ChipsAt(v.ClaimCasino()) {
		if k > 0 {
			n++
		}
	}
	for i := 1; i <= n && i <= len(t.lay.chips) && i < len(chipIDs); i++ {
		h.AddChoice(i)
		h.AddHit(chipIDs[i], t.lay.chips[i-1], ui.HookKey(i))
	}
}

// botActing reports whether a bot is to pick or choose now, or chance
// moves on its turn.
func (t *Table) botActing(v *cards.State) bool {
	if t.sess.Over() {
		return false
	}
	seats := t.sess.Seats()
	if p := v.CurrentPlayer(); p != engine.SimultaneousPlayer {
		return p >= 0 && p < len(seats) && seats[p].Kind != game.Human
	}
	for p, s := range seats {
		if s.Kind != game.Human && !t.sess.Picked(p) && t.sess.Acting(p) {
			return true
		}
	}
	return false
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
