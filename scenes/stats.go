package scenes

import (
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/registry"
	"github.com/lasvegas-dice/lasvegas/game/stats"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
)

// Statistics across games (game/stats): every finished game of every game
// goes into the book when it ends (gameFinished), and the setup's
// Statistics opens the screen (stats_screen.go).

// gameFinished puts a finished game of any registered game (its key and
// its whole record) in the statistics, with its record, and returns a line
// to show when something went wrong ("" otherwise; a game already in the
// book is not counted again). Nothing is kept where this run keeps nothing
// (--autoplay's demonstrations, or no storage).
func gameFinished(c *scene.Context, game string, record []byte) string {
	store := c.Store()
	if store == nil {
		return ""
	}
	return keepFinished(store, game, record, time.Now())
}

// diceFinished puts the dice game that src finished in the statistics
// (the game end calls it once); a replay is not a game played.
func diceFinished(c *scene.Context, src dicetable.Source) string {
	gs, ok := src.(*dicetable.GameSource)
	if !ok || !gs.S.Over() {
		return ""
	}
	data, err := gs.S.Record().Marshal()
	if err != nil {
		return "This game is not in the statistics: " + oneLine(err)
	}
	return gameFinished(c, dice.GameName, data)
}

// keepFinished makes the statistics' result of a finished record of the
// game key (its final standings, through the registry) and keeps it in
// store, at now.
func keepFinished(store storage.Store, key string, record []byte, now time.Time) string {
	g, ok := registry.Lookup(key)
	if !ok {
		return "This game is not in the statistics: no game " + key
	}
	r, err := g.Final(record)
	if err != nil {
		return "This game is not in the statistics: " + oneLine(err)
	}
	sg := stats.Game{Game: g.Key, When: now}
	for i, name := range r.Names {
		kind := ""
		if i < len(r.Seats) {
			kind = r.Seats[i].Kind
		}
		sg.Players = append(sg.Players, stats.Player{Name: name, Kind: stats.KindOf(kind)})
	}
	for _, st := range r.Standings {
		if st.Seat >= 0 && st.Seat < len(sg.Players) {
			sg.Players[st.Seat].Money, sg.Players[st.Seat].Rank = st.Money, st.Rank
		}
	}
	notice, err := stats.Keep(store, sg, record)
	if err != nil {
		return "This game is not in the statistics: " + oneLine(err)
	}
	return capitalize(notice)
}

// capitalize is s with its first letter upper case.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// gameName is the name of the game key, or the key of a game this build
// does not know.
func gameName(key string) string {
	if g, ok := registry.Lookup(key); ok {
		return g.Name
	}
	return key
}
