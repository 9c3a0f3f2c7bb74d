package royaleplay

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
)

// PreviousKey and LastGameKey keep games that a new one would otherwise
// overwrite: an unfinished game set aside for a new one (--new), and the
// record of the last finished game.
const (
	PreviousKey = "autosave-royale.previous.json"
	LastGameKey = "last-royale-game.json"
)

// slot is Royale's autosave as the window opens it (game.Slot).
func slot(opts Options) game.Slot[*Session] {
	return game.Slot[*Session]{
		Store: opts.Store, Key: keyOf(opts), LastKey: LastGameKey, PreviousKey: PreviousKey, What: "Royale game",
		Load:  func() (*Session, error) { return Load(opts) },
		Over:  func(g *Session) bool { return g.Over() },
		Where: func(g *Session) string { return fmt.Sprintf("round %d", min(g.st.Round(), royale.Rounds)) },
	}
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

func keyOf(opts Options) string {
	if opts.Key != "" {
		return opts.Key
	}
	return AutosaveKey
}

// Note adds a line to the log (the screen shows the newest).
func (g *Session) Note(line string) { g.logf("%s", line) }
