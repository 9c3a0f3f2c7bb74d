package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lasvegas-dice/lasvegas/ai/extbot"
)

// ParseSeat reads who plays a seat as typed by the person at the keyboard
// (the KIND of --seat N=KIND): "human", a bot level ("easy", "medium",
// "hard", "random"), or "exec:COMMAND", optionally after a short display
// name, "name=NAME,KIND" (the name cannot hold a comma; it is cleaned and
// cut by CleanName). A command is checked (SplitCommand) and resolved now
// (ResolveCommand), as the flag is parsed; resolved is false when its
// program cannot be found (starting it will then fail and the medium bot
// plays the seat). The command, as returned in Seat.Command, is what
// Options.Commands should list so that a save naming it may start it.
func ParseSeat(kind string) (s Seat, resolved bool, err error) {
	kind = strings.TrimSpace(kind)
	if rest, ok := strings.CutPrefix(kind, "name="); ok {
		name, k, found := strings.Cut(rest, ",")
		if !found {
			return Seat{}, false, errors.New(`name=NAME must be followed by ",KIND"`)
		}
		if s.Name = CleanName(name); s.Name == "" {
			return Seat{}, false, errors.New("empty name")
		}
		kind = strings.TrimSpace(k)
	}
	switch {
	case kind == "human":
		s.Kind = Human
		return s, true, nil
	case strings.HasPrefix(kind, "exec:"):
		cmd := strings.TrimSpace(strings.TrimPrefix(kind, "exec:"))
		if _, err := extbot.SplitCommand(cmd); err != nil {
			return Seat{}, false, err
		}
		r, err := extbot.ResolveCommand(cmd)
		s.Kind, s.Command = External, r
		return s, err == nil, nil
	}
	if !slices.Contains(Levels, kind) {
		return Seat{}, false, fmt.Errorf("%q: want human, %s or exec:COMMAND", kind, strings.Join(Levels, ", "))
	}
	s.Kind, s.Level = Bot, kind
	return s, true, nil
}

// Levels are the bot levels every game of the family has, weakest first
// (TestEveryGameHasTheLevels holds each game's bots to them).
var Levels = []string{"random", "easy", "medium", "hard"}
