package handover

import "github.com/lasvegas-dice/lasvegas/scenes/ui"

// Settle is how many ticks the screen ignores input after it appears (a
// sixth of a second), so that a press meant for the last turn — a double
// tap, a key held a moment — does not pass it.
const Settle = 10

// Goes reports whether a passes the screen: a tap or click anywhere, Enter
// or Space (ui.ActConfirm).
func Goes(a ui.Action) bool { return a.Kind == ui.ActConfirm || a.Kind == ui.ActClick }

// Passes reports whether a passes the screen age ticks after it appeared:
// as Goes, once it has settled.
func Passes(age int, a ui.Action) bool { return age >= Settle && Goes(a) }
