package royaleplay

import (
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// Replay is the game of rec played again from its step upto (0: the
// start): the session stands after rec's first upto steps, and from there
// every seat and the chance play rec's steps (the script), as a spectator
// sees them; nothing is saved and no program starts.
func Replay(rec *royale.Record, upto int) (*Session, *playkit.Script[royale.Action], error) {
	upto = min(max(upto, 0), len(rec.History))
	pre := *rec
	pre.History, pre.Result, pre.Seats = rec.History[:upto:upto], nil, playkit.Watched(rec.Seats)
	sc := playkit.NewScript(rec.History[upto:])
	g, err := Resume(&pre, Options{Script: sc})
	return g, sc, err
}
