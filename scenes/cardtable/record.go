package cardtable

import (
	"errors"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// saveRecord keeps the finished game's record ("Save the record" or S at
// the end) and says where in one line.
func (t *Table) saveRecord() string {
	return keepRecord(t.store, t.sess, runtime.GOOS == "js", time.Now())
}

// keepRecord keeps the record of sess's finished game in store under a key
// of its own ("cards-20261125-154500.json", then "-2"…), named from now,
// and says where: the full path of the file on a desktop. The record is the
// one the session autosaved at its last step (the session writes the
// finished game with its result); it is kept only if it parses, replays to
// the end and ends as sess did. A browser has no folder to point at: its
// storage keeps the last game already, and the line says under which key.
func keepRecord(store storage.Store, sess *cardplay.Session, browser bool, now time.Time) string {
	switch {
	case browser:
		return "This browser keeps the last game's record as " + cardplay.LastGameKey + " (" + cardplay.AutosaveKey + " until a new game starts)."
	case !sess.Over():
		return "The game is not over: there is no record to keep yet."
	case store == nil:
		return "There is no save folder (the game was not saved), so the record was not kept."
	case sess.SaveError() != nil:
		return "The record was not kept: the game could not be saved (" + oneLine(sess.SaveError()) + ")."
	}
	data, err := store.Load(cardplay.AutosaveKey)
	if err != nil {
		return "The record was not kept: " + oneLine(err) + "."
	}
	key, err := game.KeepRecord(store, "cards", data, func(data []byte) error {
		return checkRecord(data, sess.Standings())
	}, now)
	if err != nil {
		return "The record was not kept: " + oneLine(err) + "."
	}
	if d, ok := store.(interface{ Path() string }); ok {
		return "Saved as " + filepath.Join(d.Path(), key)
	}
	return "Saved as " + key
}

// checkRecord makes sure data is the record of a finished game that ends
// with the standings want: it parses and replays to its end.
func checkRecord(data []byte, want []engine.Standing) error {
	rec, err := cards.ParseRecord(data)
	if err != nil {
		return err
	}
	st, err := rec.Replay(nil)
	switch {
	case err != nil:
		return err
	case !st.IsTerminal():
		return errors.New("the saved game is not finished")
	case !slices.Equal(st.Standings(), want):
		return errors.New("the saved game is not the one on the table")
	}
	return nil
}

// oneLine is an error's text on one line.
func oneLine(err error) string {
	return strings.Join(strings.Fields(err.Error()), " ")
}
