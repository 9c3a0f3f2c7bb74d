package royaleplay

import (
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// Replay is the game of rec played again from its step upto (0: the
// start), as a spectator sees it: playkit.Replay with Royale's
// Resume.
func Replay(rec *royale.Record, upto int) (*Session, *playkit.Script[royale.Action], error) {
	return playkit.Replay(rec.Doc, upto, func(pre record.Doc[royale.Rules, royale.Action], o Options) (*Session, error) {
		return Resume(&royale.Record{Doc: pre}, o)
	})
}
