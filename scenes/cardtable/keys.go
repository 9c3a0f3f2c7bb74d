package cardtable

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
)

// valueKey is what the number key face does to the selection on of the
// hand slots: the keys name the cards by the number they show (1-6),
// never by their place in the row, which no player sees.
//
// The key adds the next card of that number not yet chosen (the single
// cards first, then the double), so pressing 4 three times chooses three
// 4s. When every card of that number is chosen already, or the next one
// may not join the selection (three or more cards must show one number),
// the key puts back all the cards of that number instead: pressing it
// again after the last 4 deselects the 4s. A number the hand does not
// hold, or a card refused with nothing to put back, changes nothing and
// says why (msg).
func valueKey(slots []cards.Card, on [cards.HandSize]bool, face int) (out [cards.HandSize]bool, msg string) {
	out = on
	if face < 1 || face > cards.NumCasinos {
		return out, fmt.Sprintf("The cards show the numbers 1-%d: there is no card %d.", cards.NumCasinos, face)
	}
	held, chosen, next := 0, 0, -1
	for i, c := range slots {
		if i >= len(on) || c.Face() != face {
			continue
		}
		held++
		if on[i] {
			chosen++
		} else if next < 0 {
			next = i
		}
	}
	if held == 0 {
		return out, fmt.Sprintf("You hold no card %d.", face)
	}
	why := ""
	if next >= 0 {
		if why = cardplay.Blocked(slots, on[:], next); why == "" {
			out[next] = true
			return out, ""
		}
	}
	if chosen == 0 {
		return out, fmt.Sprintf("Not a %d: %s.", face, why)
	}
	for i, c := range slots {
		if i < len(out) && c.Face() == face {
			out[i] = false
		}
	}
	return out, ""
}

// pressValue is the number key face while a person picks (valueKey).
func (t *Table) pressValue(face int) {
	on, msg := valueKey(t.slots, t.on, face)
	t.on, t.msg = on, ""
	if msg != "" {
		t.say("%s", msg)
	}
}
