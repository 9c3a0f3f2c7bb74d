package royaletable

import (
	"errors"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// endInput handles one action at the game's end: Enter or Close closes
// the window, S or "Save the record" keeps the record.
func (t *Table) endInput(a ui.Action) {
	switch {
	case a.Kind == ui.ActConfirm && a.N != ' ', a.Kind == ui.ActClick && t.lay.endClose.Contains(a.X, a.Y):
		t.quit = true
	case a.Kind == ui.ActChar && (a.N == 's' || a.N == 'S'), a.Kind == ui.ActClick && t.lay.endSave.Contains(a.X, a.Y):
		t.saved = t.saveRecord(time.Now())
	}
}

// saveRecord keeps the finished game's record and says in one line where,
// or why not. On the desktop it is a file of its own in the save folder
// (game.KeepRecord: "royale-20261125-154500.json", then "-2"...), checked
// to parse, replay and end as this game did. The browser has no folder to
// point at: it says which key keeps the game.
func (t *Table) saveRecord(now time.Time) string {
	if runtime.GOOS == "js" {
		return "This browser keeps this game as " + royaleplay.AutosaveKey + ", and as " + royaleplay.LastGameKey + " once a new game starts."
	}
	if t.store == nil {
		return "There is no save folder (an autoplayed game is not saved), so the record was not kept."
	}
	if err := t.sess.SaveError(); err != nil {
		return "The record was not kept: the game could not be saved (" + oneLine(err) + ")."
	}
	data, err := t.store.Load(royaleplay.AutosaveKey)
	if err != nil {
		return "The record was not kept: " + oneLine(err)
	}
	key, err := game.KeepRecord(t.store, royale.GameName, data, t.sameGame, now)
	if err != nil {
		return "The record was not kept: " + oneLine(err)
	}
	if d, ok := t.store.(interface{ Path() string }); ok {
		return "Saved as " + filepath.Join(d.Path(), key)
	}
	return "Saved as " + key
}

// sameGame checks a record: it parses, replays to the end, and ends with
// this game's money.
func (t *Table) sameGame(data []byte) error {
	rec, err := royale.ParseRecord(data)
	if err != nil {
		return err
	}
	st, err := rec.Replay(nil)
	if err != nil {
		return err
	}
	if !st.IsTerminal() {
		return errors.New("its game is not over")
	}
	want := t.sess.Standings()
	got := st.Standings()
	for i := range want {
		if i >= len(got) || got[i] != want[i] {
			return errors.New("it is another game")
		}
	}
	return nil
}

// oneLine is an error's text on one line.
func oneLine(err error) string {
	return strings.Join(strings.Fields(err.Error()), " ")
}
