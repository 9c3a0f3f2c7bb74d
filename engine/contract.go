package engine

import "errors"

// ErrIllegal is wrapped by every error Apply or ApplyJoint returns for an
// action that is not legal now, in every game of the family.
var ErrIllegal = errors.New("illegal action")

// Special values of CurrentPlayer, as in OpenSpiel's spiel.h.
const (
	// ChancePlayer: a chance outcome is due (see ChanceOutcomes and
	// SampleChance).
	ChancePlayer = -1
	// SimultaneousPlayer: several seats decide at once, in secret. Each seat
	// in Acting submits one action from LegalFor(seat); when all have
	// submitted, ApplyJoint applies them together.
	SimultaneousPlayer = -2
	// TerminalPlayer: the game is over.
	TerminalPlayer = -4
)

// Outcome is a chance outcome with its probability.
type Outcome[A any] struct {
	Action A
	Prob   float64
}

// State is a position of one game of the family, in OpenSpiel's shape. S is
// the concrete state type (a pointer), A its action (a small comparable
// value) and E its event.
//
//   - CurrentPlayer says who acts: a seat 0..Players()-1, ChancePlayer,
//     SimultaneousPlayer or TerminalPlayer.
//   - Legal lists the actions of the seat to act, sorted and deterministic.
//   - ChanceOutcomes lists a chance node's outcomes, their probabilities
//     summing to 1, or nil where there are too many to list (a roll of 12
//     dice); SampleChance always draws one, with the caller's generator (no
//     game uses a global one).
//   - Apply applies an action or a chance outcome and returns the events that
//     say what happened, in order. On error it changes nothing.
//   - Clone is cheap (a value copy where the game allows it).
//   - View(seat) is what that seat may know with perfect memory, and it can
//     be played: bots, external programs and the advisor receive views,
//     never the full state. Resample, called on a view, returns a full state
//     consistent with it, drawing what the view hides with r: search under
//     hidden information plays on resampled states.
//   - Standings ranks the seats by the game's own rule.
type State[S any, A comparable, E any] interface {
	Players() int
	CurrentPlayer() int
	IsTerminal() bool
	Legal() []A
	ChanceOutcomes() []Outcome[A]
	SampleChance(r *Rand) A
	Apply(a A) ([]E, error)
	Clone() S
	View(seat int) S
	Resample(r *Rand) S
	Standings() []Standing
}

// Joint is what a game with simultaneous decisions adds to State. At a node
// where CurrentPlayer is SimultaneousPlayer, every seat in Acting submits one
// action from LegalFor(seat) without seeing the others' choices, and
// ApplyJoint applies them together (acts[i] is the action of Acting()[i]).
// Like Apply, ApplyJoint changes nothing on error.
type Joint[A comparable, E any] interface {
	Acting() []int
	LegalFor(seat int) []A
	ApplyJoint(acts []A) ([]E, error)
}

// Secret is what a game with hidden information adds for its events: SeenBy
// says what seat may see of e (ok false: nothing at all). Apply's events tell
// the whole story, for the log of a finished game and for records; an agent
// or a hot-seat screen gets them through SeenBy (game.EventsFor). A game
// without it hides nothing in its events.
type Secret[E any] interface {
	SeenBy(seat int, e E) (seen E, ok bool)
}

// Standing is one seat's result, in the terms every game of the family
// shares: money (dollars, everything counted), the part of it from chips,
// and the number of notes or money cards that breaks ties.
type Standing struct {
	Seat      int
	Money     int // dollars, notes (or cards) plus chips
	NoteMoney int // dollars from notes or money cards
	ChipMoney int // dollars from chips or chip cards
	Notes     int // notes or money cards (and whatever else the game's tie-break counts)
	Rank      int // 1 = first; seats that share a place share a rank
	Winner    bool
	// TieBreak says how this seat's place was separated from a seat with
	// equal money: "notes" (decided on the number of notes) or "shared" (no
	// tie-break separated them), or "" if money alone decided.
	TieBreak string
}
