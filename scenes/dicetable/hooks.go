package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
)

// Hooks are what the dice table asks of the window that runs it when its
// game is over: the window's game end (the shell's, every game's) takes
// the Ending, puts the game in the statistics and offers the rematch, the
// replay and the record. The window gives them as a scene.Host that is a
// HookHost (package scenes' App); package scene knows no game, so they
// are not its.
type Hooks struct {
	// End opens the game end of e.
	End func(c *scene.Context, e Ending)
}

// HookHost is a window that gives the dice table its hooks.
type HookHost interface {
	scene.Host
	DiceHooks() Hooks
}

// hooksOf is the hooks of the window that runs c's scenes, none where it
// gives none (or a test draws a scene alone).
func hooksOf(c *scene.Context) Hooks {
	if h, ok := c.Host.(HookHost); ok {
		return h.DiceHooks()
	}
	return Hooks{}
}

// Ending is a finished game as the table hands it to the window's game
// end: its source (a session, or a replay that reached the end), its final
// state, and what the table's books know beyond the record: each seat's
// name, colour and facts (casinos won, ties suffered, biggest note).
type Ending struct {
	Src     Source
	Final   *dice.State
	Names   []string
	Colours []pieces.DieColour
	Facts   []string
}

// Record is the game's whole record (the session's, or the replay's), or
// nil when the source keeps none.
func (e *Ending) Record() *dice.Record {
	r, ok := e.Src.(Recorder)
	if !ok || r.Record() == nil || len(r.Record().History) == 0 {
		return nil
	}
	return r.Record()
}

// Replay reports whether the game ended in a replay (nobody is here to
// play a rematch).
func (e *Ending) Replay() bool {
	_, ok := e.Src.(*ReplaySource)
	return ok
}

// ending is the table's finished game.
func (t *Table) ending() Ending {
	st := t.src.Final()
	if st == nil {
		st = t.src.View()
	}
	e := Ending{Src: t.src, Final: st, Names: t.names}
	for p := 0; p < t.m.Players; p++ {
		e.Colours = append(e.Colours, t.m.Seats[p].Colour)
		e.Facts = append(e.Facts, t.m.Facts[p].Line())
	}
	return e
}
