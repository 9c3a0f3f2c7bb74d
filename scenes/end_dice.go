package scenes

import (
	"errors"

	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// diceEndData is the end of the dice game that e finished, whose record
// is data: the final standings and each seat's money after every round,
// with the names, colours and facts the table kept.
func diceEndData(e dicetable.Ending, data []byte) endData {
	st := e.Final
	n := st.Players()
	d := endData{standings: st.Standings(), rounds: st.Rules().Rounds, notes: "notes", data: data,
		names: e.Names, colours: e.Colours, facts: e.Facts, hist: make([][]int, n)}
	for p := range n {
		for r := 0; r < d.rounds; r++ {
			d.hist[p] = append(d.hist[p], st.MoneyAfterRound(p, r))
		}
	}
	return d
}

// diceScene is the dice game's table as a scene of the shell, as every
// game's table is (tableScene), with its own game end.
func diceScene(t *dicetable.Table) *tableScene {
	return &tableScene{name: t.Name(), game: gameDice, t: t, end: diceTableEnd}
}

// diceTableEnd opens the game end of the dice table t once its game is
// over (nothing where no App runs the scenes, as in a test that draws a
// table alone), and reports whether the game is over.
func diceTableEnd(c *scene.Context, t ui.Table) bool {
	dt, ok := t.(*dicetable.Table)
	if !ok || !dt.Over() {
		return false
	}
	if a := appOf(c); a != nil {
		a.diceEnd(c, dt.Ending())
	}
	return true
}

// diceTable is the dice table s shows, if it shows one.
func (s *tableScene) diceTable() (*dicetable.Table, bool) {
	t, ok := s.t.(*dicetable.Table)
	return t, ok
}

// diceEnd opens the game end of the dice game that e finished (a game
// played, or a replay's: diceTableEnd): the game goes in the statistics, and
// the end's buttons replay its record, keep it, and start a rematch with
// its seats (none after a replay).
func (a *App) diceEnd(c *scene.Context, e dicetable.Ending) {
	c.Switch(a.newDiceEnd(c, e))
}

// newDiceEnd is the game end of the dice game that e finished.
func (a *App) newDiceEnd(c *scene.Context, e dicetable.Ending) *TableEnd {
	rec := e.Record()
	var data []byte
	if rec != nil {
		data, _ = rec.Marshal()
	}
	acts := endActs{
		watch: func(*scene.Context) (scene.Scene, error) {
			if rec == nil {
				return nil, errors.New("this game keeps no record")
			}
			return diceReplay(rec, false), nil
		},
		save: func(*scene.Context) string {
			switch {
			case rec == nil:
				return "This game keeps no record."
			case a.Hooks.SaveRecord == nil:
				return "Records cannot be saved here."
			}
			return a.Hooks.SaveRecord(rec)
		},
	}
	if !e.Replay() && a.Hooks.Rematch != nil {
		acts.rematch = func(c *scene.Context) (scene.Scene, error) { return a.Hooks.Rematch(c, e.Src) }
	}
	end := newEnd("game-end", gameDice, diceEndData(e, data), acts, c.Opts.ExitAtEnd)
	end.note = diceFinished(c, e.Src) // the statistics (stats.go)
	return end
}
