package royaleplay

import (
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// PreviousKey and LastGameKey keep games that a new one would otherwise
// overwrite: an unfinished game set aside for a new one (--new), and the
// record of the last finished game.
const (
	PreviousKey = "autosave-royale.previous.json"
	LastGameKey = "last-royale-game.json"
)

// keys are Royale's storage keys.
var keys = playkit.Keys{Autosave: AutosaveKey, Previous: PreviousKey, Last: LastGameKey, What: "Royale game",
	Check: playkit.Check(royale.ParseRecord, func(r *royale.Record) (*royale.State, error) { return r.Replay(nil) })}

// slot is Royale's autosave as the window opens it (game.Slot).
func slot(opts Options) game.Slot[*Session] {
	return playkit.Slot(opts, keys, Load, (*Session).where)
}

// Open is how the window starts: it continues the unfinished game of the
// autosave if there is one, else starts a new game with cfg (see
// game.Slot.Open). notice says in one line what happened, for the screen.
func Open(cfg Config, opts Options) (*Session, string, error) {
	return slot(opts).Open(func() (*Session, error) { return New(cfg, opts) })
}

// SetAside keeps an unfinished autosave as PreviousKey before a new game
// replaces it (--new), and says so; nothing if there is none.
func SetAside(opts Options) (string, error) { return slot(opts).SetAside() }
