package cardplay

import (
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// PreviousKey and LastGameKey keep games that a new one would otherwise
// overwrite: an unfinished game set aside for a new one (--new), and the
// record of the last finished game.
const (
	PreviousKey = "autosave-cards.previous.json"
	LastGameKey = "last-cards-game.json"
)

// keys are the card game's storage keys.
var keys = playkit.Keys{Autosave: AutosaveKey, Previous: PreviousKey, Last: LastGameKey, What: "card game",
	Check: playkit.Check(cards.ParseRecord, func(r *cards.Record) (*cards.State, error) { return r.Replay(nil) })}

// slot is the card game's autosave as the window opens it (game.Slot).
func slot(opts Options) game.Slot[*Session] {
	return playkit.Slot(opts, keys, Load, (*Session).where)
}

// Open is how the window starts: it continues the unfinished game of the
// autosave if there is one (so that closing the window or reloading the
// page never loses a game), else starts a new game with cfg. A finished
// game's record is kept as LastGameKey; a damaged save is kept aside and
// the game goes on from its last complete step (a new game starts when not
// one step is left). notice says in one line what happened, for the screen.
func Open(cfg Config, opts Options) (*Session, string, error) {
	return slot(opts).Open(func() (*Session, error) { return New(cfg, opts) })
}

// SetAside keeps an unfinished autosave as PreviousKey before a new game
// replaces it (--new), and says so; nothing if there is none.
func SetAside(opts Options) (string, error) { return slot(opts).SetAside() }
