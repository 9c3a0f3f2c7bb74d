package dicetable

import (
	"errors"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
)

// Hooks are what the dice game's end asks of the window that runs it: a
// new game like the last, its record kept, the game put in the
// statistics. The window gives them as a scene.Host that is a HookHost
// (package scenes' App); package scene knows no game, so they are not its.
type Hooks struct {
	// Rematch returns a table for a new game with prev's seats and rules.
	Rematch func(c *scene.Context, prev Source) (scene.Scene, error)
	// SaveRecord keeps a game's record and says where, in one line.
	SaveRecord func(rec *dice.Record) string
	// Finished puts the game that src finished in the statistics and
	// returns a line to show, "" when there is nothing to say.
	Finished func(c *scene.Context, src Source) string
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

// Rematch returns a table for a new game like prev (the game end's
// Rematch), or an error where the window makes none.
func Rematch(c *scene.Context, prev Source) (scene.Scene, error) {
	if h := hooksOf(c); h.Rematch != nil {
		return h.Rematch(c, prev)
	}
	return nil, errors.New("scenes: rematch is not available")
}

// SaveRecord keeps rec (the game end's "Save the record") and returns the
// line that says where, or why not.
func SaveRecord(c *scene.Context, rec *dice.Record) string {
	h := hooksOf(c)
	switch {
	case rec == nil:
		return "This game keeps no record."
	case h.SaveRecord == nil:
		return "Records cannot be saved here."
	}
	return h.SaveRecord(rec)
}

// Finished puts the game that src finished in the statistics (the game
// end calls it once) and returns the line to show, "" where the window
// keeps none.
func Finished(c *scene.Context, src Source) string {
	if h := hooksOf(c); h.Finished != nil {
		return h.Finished(c, src)
	}
	return ""
}
