package playkit

import (
	"errors"
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/game"
)

// maxLog bounds the log kept in memory.
const maxLog = 300

// Core is what a session shows of its seats and its log; a game's session
// embeds it.
type Core struct {
	seats []Seat
	log   []string
	// logged counts every line ever noted (a take-back cuts back to it).
	logged int
	// noHandover: the handover screens of hot seat are turned off (the
	// window's setting, game.Settings.NoHandover).
	noHandover bool
	// scriptEnd: a replay reached its record's end (ErrScriptEnd).
	scriptEnd bool
}

// NewCore is the core of a game of these seats, with an empty log.
func NewCore(seats []Seat) Core { return Core{seats: seats} }

// Seats are the chairs.
func (c *Core) Seats() []Seat { return c.seats }

// Names are the seats' names, for Event.Describe.
func (c *Core) Names() []string {
	out := make([]string, len(c.seats))
	for i, s := range c.seats {
		out[i] = s.Name
	}
	return out
}

// Name is seat p's name ("Seat N" if it has none).
func (c *Core) Name(p int) string {
	if p >= 0 && p < len(c.seats) && c.seats[p].Name != "" {
		return c.seats[p].Name
	}
	return fmt.Sprintf("Seat %d", p+1)
}

// Humans is the number of seats played by people.
func (c *Core) Humans() int {
	n := 0
	for _, s := range c.seats {
		if s.IsHuman() {
			n++
		}
	}
	return n
}

// HotSeat reports whether two or more people share the screen: each one's
// secrets are then drawn only behind a handover.
func (c *Core) HotSeat() bool { return c.Humans() >= 2 }

// SetHandover turns the handover screens of hot seat on or off (on by
// default): off, each person's secrets show as soon as it is their turn,
// with nothing between two people's turns.
func (c *Core) SetHandover(on bool) { c.noHandover = !on }

// Handovers reports whether a person's secrets are drawn only behind a
// handover: in hot seat, unless the handovers are turned off.
func (c *Core) Handovers() bool { return c.HotSeat() && !c.noHandover }

// Person is the first seat a person plays, or -1 if bots play every seat.
func (c *Core) Person() int {
	for i, s := range c.seats {
		if s.IsHuman() {
			return i
		}
	}
	return -1
}

// Log is the game's lines in words, oldest first, as the viewer may read
// them.
func (c *Core) Log() []string { return c.log }

// Note adds a line to the log (the screen shows the newest).
func (c *Core) Note(line string) {
	c.log = append(c.log, game.Agree(line))
	c.logged++
	if len(c.log) > maxLog {
		c.log = append(c.log[:0], c.log[len(c.log)-maxLog:]...)
	}
}

// ScriptEnded reports whether the session is a replay that reached its
// record's end: nothing more happens in it, so a table need not wait for
// it (a record that ends in a chance step).
func (c *Core) ScriptEnded() bool { return c.scriptEnd }

// Notef adds a line to the log, formatted as fmt.Sprintf does.
func (c *Core) Notef(format string, args ...any) { c.Note(fmt.Sprintf(format, args...)) }

// Stepped reports whether the session's loop Step taken for by (a seat,
// or engine.ChancePlayer) applied it (err nil). A seat still deciding
// (game.ErrWaiting) or a replay at its record's end (ErrScriptEnd) did
// not, and says nothing; any other failure did not, and is written in the
// log: "Chance failed: …", or the seat's name and the error without the
// loop's "seat N: ".
func (c *Core) Stepped(by int, err error) bool {
	switch {
	case err == nil:
		return true
	case errors.Is(err, ErrScriptEnd):
		c.scriptEnd = true
		return false
	case errors.Is(err, game.ErrWaiting):
		return false
	case by == engine.ChancePlayer:
		c.Notef("Chance failed: %v", err)
		return false
	}
	if u := errors.Unwrap(err); u != nil {
		err = u // the loop's "seat N: "
	}
	c.Notef("%s: %v", c.Name(by), err)
	return false
}
