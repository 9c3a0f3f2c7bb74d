package cardplay

import (
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// Replay is the game of rec played again from its step upto (0: the
// start), as a spectator sees it: playkit.Replay with the card game's
// Resume.
func Replay(rec *cards.Record, upto int) (*Session, *playkit.Script[cards.Action], error) {
	return playkit.Replay(rec.Doc, upto, func(pre record.Doc[cards.Rules, cards.Action], o Options) (*Session, error) {
		return Resume(&cards.Record{Doc: pre}, o)
	})
}
