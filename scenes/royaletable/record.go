package royaletable

import (
	"runtime"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/tablecli"
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

// records are Royale's records for "Save the record".
var records = tablecli.Records{Prefix: royale.GameName, Autosave: royaleplay.AutosaveKey, Last: royaleplay.LastGameKey,
	Replay: tablecli.Replayer(royale.ParseRecord, func(r *royale.Record) (*royale.State, error) { return r.Replay(nil) })}

// saveRecord keeps the finished game's record and says in one line where,
// or why not (tablecli.Records.Keep).
func (t *Table) saveRecord(now time.Time) string {
	return records.Keep(t.store, t.sess, runtime.GOOS == "js", now)
}
