package extbot

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// Codec is what a game gives the protocol: how its states, events and
// actions read as lines. The process handling, time limits, faults and the
// fallback are the same for every game (Host).
type Codec[S any, A any, E any] interface {
	// Hello is the game's first lines: the protocol line and the rules.
	Hello(s S) []string
	// Event is one event as the text after "event ".
	Event(e E) string
	// State is the state block, from "state" to "end".
	State(s S) []string
	// Action and Parse write and read an action's text.
	Action(a A) string
	Parse(text string) (A, error)
	// Check says why a is not legal for seat in s (the host's seat in
	// this game), or nil.
	Check(s S, seat int, a A) error
}

// diceCodec is the dice game's protocol (docs/bot-protocol.md).
type diceCodec struct{}

func (diceCodec) Hello(s *dice.State) []string {
	return []string{fmt.Sprintf("lasvegas %d", ProtocolVersion), RulesLine(s.Rules())}
}
func (diceCodec) Event(e dice.Event) string              { return EventText(e) }
func (diceCodec) State(s *dice.State) []string           { return StateLines(s) }
func (diceCodec) Action(a dice.Action) string            { return ActionText(a) }
func (diceCodec) Parse(text string) (dice.Action, error) { return ParseAction(text) }
func (diceCodec) Check(s *dice.State, _ int, a dice.Action) error {
	return s.Check(a)
}
