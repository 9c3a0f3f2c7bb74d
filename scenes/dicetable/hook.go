//go:build e2e

package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The dice table seen by the browser's test hook (ui.Hooked; contract v1
// of build/e2e/README.md): the casinos a placement may go to ("casino-N",
// key N), the option buttons of its other decisions ("option-N"), the
// round, the turn, the placements so far and the seats.

var _ ui.Hooked = (*Table)(nil)

var casinoIDs = [...]string{"", "casino-1", "casino-2", "casino-3", "casino-4", "casino-5", "casino-6"}
var optionIDs = [...]string{"", "option-1", "option-2", "option-3", "option-4", "option-5", "option-6", "option-7"}

// Hook implements ui.Hooked.
func (t *Table) Hook(st *ui.Stage, h *ui.HookState) {
	h.Table = true
	confirm := st != nil && st.Confirm
	if t.deciding {
		h.Choose()
		if t.choiceKind() == dice.ActPlace {
			t.hookPlaces(h, confirm)
		} else {
			t.hookOptions(h, confirm)
		}
	}
	gs, _ := t.src.(*GameSource)
	round := t.m.Round + 1
	if gs != nil {
		round = gs.S.State().Round() + 1
	}
	h.Round, h.Rounds = min(round, t.m.Rounds), t.m.Rounds
	h.Turn = t.m.Turn
	for i := 0; i < t.m.Players; i++ {
		if t.m.Seats[i].Human {
			h.Human = i
			break
		}
	}
	if t.deciding {
		h.Turn, h.Human = t.seat, t.seat
	}
	if gs != nil {
		h.Moves, h.MovesKnown = placements(gs), true
		h.HasSave = true
		// The session autosaves after every action.
		h.Saved = gs.S.SaveError() == nil && len(gs.S.Record().History) > 0 && !gs.S.Over()
		h.SavedRound = round
		h.Resumed = gs.Resumed
		h.BotTurn = botTurn(gs)
	}
	for i := 0; i < t.m.Players; i++ {
		sv := &t.m.Seats[i]
		h.AddPlayer(ui.HookPlayer{Name: sv.Name, Bot: !sv.Human, Money: sv.Money, HasMoney: true, Left: sv.DiceLeft(), LeftKey: "diceLeft"})
	}
}

// hookPlaces lists the casinos a placement may go to.
func (t *Table) hookPlaces(h *ui.HookState, confirm bool) {
	for n := 1; n <= 6; n++ {
		j := t.optionFor(n, n)
		if j < 0 {
			continue
		}
		h.AddChoice(n)
		r := t.L.Casinos[n]
		switch {
		case !confirm || t.sel == j:
			// The number key plays it at once (again, when selected).
			h.AddHit(casinoIDs[n], r, ui.HookKey(n))
		default:
			// A click only selects; a second one places. Publish no
			// pointer target that does not act at once.
			h.AddHit(casinoIDs[n], ui.Rect{}, ui.HookKey(n), "Enter")
		}
	}
}

// hookOptions lists the option buttons of other choices: kick targets,
// chips, and number keys (1 = the first choice). Not part of contract v1,
// which only places dice.
func (t *Table) hookOptions(h *ui.HookState, confirm bool) {
	for k := 0; k < t.nOptRects && t.optIdx[k]+1 < len(optionIDs); k++ {
		j := t.optIdx[k]
		if !confirm || t.sel == j {
			h.AddHit(optionIDs[j+1], t.optRects[k], ui.HookKey(j+1))
		} else {
			h.AddHit(optionIDs[j+1], ui.Rect{}, ui.HookKey(j+1), "Enter")
		}
	}
}

// placements counts the placements in the session's history.
func placements(gs *GameSource) int {
	n := 0
	for _, st := range gs.S.Record().History {
		if st.Action.Kind == dice.ActPlace {
			n++
		}
	}
	return n
}

// botTurn reports whether the game is in a bot's turn (its thinking, its
// roll, the animations of its move): a seat that is not a person is to act
// or its turn runs.
func botTurn(gs *GameSource) bool {
	if gs.S.Over() {
		return false
	}
	st := gs.S.State()
	p := st.CurrentPlayer()
	if p < 0 {
		p = st.Turn()
	}
	seats := gs.S.Config().Seats
	return p >= 0 && p < len(seats) && seats[p].Kind != game.Human
}
