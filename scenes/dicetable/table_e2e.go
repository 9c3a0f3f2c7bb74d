//go:build e2e

package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TableE2E is what the browser test hook (e2ehook_snapshot.go) reads of
// a dice table, so that the hook reads none of its fields: its books, its
// game, and the choice it waits for with the places of its buttons.
type TableE2E struct {
	Model *Model
	// Game is the table's session, nil in a replay.
	Game *GameSource
	// Deciding: the table waits for Seat's choice, of kind Kind.
	Deciding bool
	Seat     int
	Kind     dice.ActionKind
	// Sel is the option selected (a first click or key), -1 none.
	Sel int
	// Places[n] is the option that places on casino n (1-6), -1 where
	// none; Casinos[n] is its box (TableLayout.Casinos).
	Places  [7]int
	Casinos [8]ui.Rect
	// Options are the option buttons drawn in the prompt row, OptIdx
	// each one's option.
	Options []ui.Rect
	OptIdx  []int
}

// E2E is what the browser test hook reads of the table.
func (t *Table) E2E() TableE2E {
	v := TableE2E{Model: t.m, Deciding: t.deciding, Seat: t.seat, Sel: t.sel, Casinos: t.L.Casinos,
		Options: t.optRects[:t.nOptRects], OptIdx: t.optIdx[:t.nOptRects]}
	v.Game, _ = t.src.(*GameSource)
	v.Places[0] = -1
	for n := 1; n < len(v.Places); n++ {
		v.Places[n] = -1
		if t.deciding {
			v.Places[n] = t.optionFor(n, n)
		}
	}
	if t.deciding {
		v.Kind = t.choiceKind()
	}
	return v
}
