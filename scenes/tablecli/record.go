package tablecli

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Finished is what keeping a game's record needs of its session.
type Finished interface {
	Over() bool
	SaveError() error
	Standings() []engine.Standing
}

// Records names a game's records for the end's "Save the record": the
// prefix of the files kept ("cards"), its autosave's and last game's keys,
// and Replay, which parses a record and plays it to its end.
type Records struct {
	Prefix, Autosave, Last string
	Replay                 func(data []byte) (over bool, standings []engine.Standing, err error)
}

// Replayer makes a Records.Replay from a game's record parser and its
// replay to the last step.
func Replayer[Rec any, S interface {
	IsTerminal() bool
	Standings() []engine.Standing
}](parse func([]byte) (Rec, error), replay func(Rec) (S, error)) func([]byte) (bool, []engine.Standing, error) {
	return func(data []byte) (bool, []engine.Standing, error) {
		rec, err := parse(data)
		if err != nil {
			return false, nil, err
		}
		st, err := replay(rec)
		if err != nil {
			return false, nil, err
		}
		return st.IsTerminal(), st.Standings(), nil
	}
}

// Keep keeps the record of sess's finished game in store under a key of
// its own (game.KeepRecord: "cards-20261125-154500.json", then "-2"…),
// named from now, and says where in one line: the full path of the file on
// a desktop, or why not. The record is the one the session autosaved at its
// last step; it is kept only if it replays to the end and ends as sess did
// (Check). A browser has no folder to point at: its storage keeps the last
// game already, and the line says under which key.
func (r Records) Keep(store storage.Store, sess Finished, browser bool, now time.Time) string {
	switch {
	case browser:
		return "This browser keeps the last game's record as " + r.Last + " (" + r.Autosave + " until a new game starts)."
	case !sess.Over():
		return "The game is not over yet, so the record was not kept."
	case store == nil:
		return "There is no save folder (the game was not saved), so the record was not kept."
	case sess.SaveError() != nil:
		return "The record was not kept: the game could not be saved (" + oneLine(sess.SaveError()) + ")."
	}
	data, err := store.Load(r.Autosave)
	if err != nil {
		return "The record was not kept: " + oneLine(err) + "."
	}
	key, err := game.KeepRecord(store, r.Prefix, data, func(data []byte) error {
		return r.Check(data, sess.Standings())
	}, now)
	if err != nil {
		return "The record was not kept: " + oneLine(err) + "."
	}
	if d, ok := store.(interface{ Path() string }); ok {
		return "Saved as " + filepath.Join(d.Path(), key)
	}
	return "Saved as " + key
}

// Check makes sure data is the record of a finished game that ends with
// the standings want.
func (r Records) Check(data []byte, want []engine.Standing) error {
	over, got, err := r.Replay(data)
	switch {
	case err != nil:
		return err
	case !over:
		return errors.New("the saved game is not finished")
	case !slices.Equal(got, want):
		return errors.New("the saved game is not the one on the table")
	}
	return nil
}

// oneLine is an error's text on one line.
func oneLine(err error) string {
	return strings.Join(strings.Fields(err.Error()), " ")
}
