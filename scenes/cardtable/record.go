package cardtable

import (
	"runtime"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/tablecli"
)

// records are the card game's records for "Save the record".
var records = tablecli.Records{Prefix: "cards", Autosave: cardplay.AutosaveKey, Last: cardplay.LastGameKey,
	Replay: tablecli.Replayer(cards.ParseRecord, func(r *cards.Record) (*cards.State, error) { return r.Replay(nil) })}

// saveRecord keeps the finished game's record ("Save the record" or S at
// the end) and says where in one line (tablecli.Records.Keep).
func (t *Table) saveRecord() string {
	return records.Keep(t.store, t.sess, runtime.GOOS == "js", time.Now())
}
