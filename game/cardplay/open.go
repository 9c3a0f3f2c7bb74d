package cardplay

import (
	"errors"
	"fmt"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// PreviousKey and LastGameKey keep games that a new one would otherwise
// overwrite: an unfinished game set aside for a new one (--new), and the
// record of the last finished game.
const (
	PreviousKey = "autosave-cards.previous.json"
	LastGameKey = "last-cards-game.json"
)

// Open is how the window starts: it continues the unfinished game of the
// autosave if there is one (so that closing the window or reloading the
// page never loses a game), else starts a new game with cfg. A finished
// game's record is kept as LastGameKey; a damaged save is kept aside
// (storage.Quarantine) and a new game starts. notice says in one line
// what happened, for the screen ("" for a plain new game).
func Open(cfg Config, opts Options) (g *Session, notice string, err error) {
	if opts.Store == nil {
		g, err = New(cfg, opts)
		return g, "", err
	}
	old, err := Load(opts)
	switch {
	case err == nil && !old.Over():
		return old, fmt.Sprintf("Your unfinished card game continues (round %d, turn %d).", old.st.Round(), old.st.Turn()), nil
	case err == nil:
		if data, lerr := opts.Store.Load(old.key()); lerr == nil {
			_ = opts.Store.Save(LastGameKey, data) // best effort: the record of a finished game
		}
	case !errors.Is(err, storage.ErrNotFound):
		aside, qerr := opts.Store.Quarantine(keyOf(opts), err.Error())
		if qerr != nil {
			return nil, "", fmt.Errorf("the saved card game is damaged (%v) and could not be kept aside (%v); nothing was overwritten", err, qerr)
		}
		notice = fmt.Sprintf("The saved card game was damaged (%v); it is kept as %s. A new game starts.", err, aside)
	}
	g, err = New(cfg, opts)
	return g, notice, err
}

// SetAside keeps an unfinished autosave as PreviousKey before a new game
// replaces it (--new), and says so; nothing if there is none.
func SetAside(opts Options) (notice string, err error) {
	if opts.Store == nil {
		return "", nil
	}
	old, err := Load(opts)
	if err != nil || old.Over() {
		return "", nil
	}
	data, err := opts.Store.Load(keyOf(opts))
	if err != nil {
		return "", err
	}
	if err := opts.Store.Save(PreviousKey, data); err != nil {
		return "", fmt.Errorf("the unfinished card game could not be kept aside (%v); start without --new to continue it", err)
	}
	return "Your unfinished card game is kept as " + PreviousKey + ".", nil
}

func keyOf(opts Options) string {
	if opts.Key != "" {
		return opts.Key
	}
	return AutosaveKey
}

// Note adds a line to the log (the screen shows the newest).
func (g *Session) Note(line string) { g.logf("%s", line) }
