package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
)

// SeatDesc describes a seat for the table.
type SeatDesc struct {
	Name   string
	Colour pieces.DieColour
	Human  bool
	Bot    string // bot level name when not human
}

// Source is what the table needs from a game session. The game package's
// session is adapted to it; tests use a scripted source. The table never
// decides a rule: it shows the source's events and sends it the player's
// choices.
type Source interface {
	// Rules are the game's rules.
	Rules() dice.Rules
	// Seats describes the seats.
	Seats() []SeatDesc
	// View is the state as the local player may see it.
	View() *dice.State
	// Position is the position as the deciding player knows it with
	// perfect memory (dice.State.View): unlike View, it can be played out,
	// so the table's previews ask the engine what a choice would do.
	Position() *dice.State
	// NextEvent pops the next event to animate.
	NextEvent() (dice.Event, bool)
	// Human reports the seat of a human who must decide now (only when no
	// events are queued).
	Human() (seat int, ok bool)
	// Legal is the list of the deciding human's choices (valid until the next Submit).
	Legal() []dice.Action
	// Submit plays a human's choice.
	Submit(a dice.Action) error
	// Advance lets bots and chance play one step; it reports false when
	// nothing advanced (a human must act, or the game is over).
	Advance() (bool, error)
	// Over reports whether the game has ended.
	Over() bool
	// Final is the full state once the game is over (nil before): money is
	// revealed at the end.
	Final() *dice.State
	// Notice is a lasting line for the table, or "": saving failed, or a
	// seat's program is still starting.
	Notice() string
}
