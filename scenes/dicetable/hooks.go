package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Ending is a finished game as the table hands it to the window's game
// end: its source (a session, or a replay that reached the end), its final
// state, and what the table's books know beyond the record: each seat's
// name, colour and facts (casinos won, ties suffered, biggest note).
type Ending struct {
	Src     Source
	Final   *dice.State
	Names   []string
	Colours []pieces.DieColour
	Facts   []string
}

// Record is the game's whole record (the session's, or the replay's), or
// nil when the source keeps none.
func (e *Ending) Record() *dice.Record {
	r, ok := e.Src.(Recorder)
	if !ok || r.Record() == nil || len(r.Record().History) == 0 {
		return nil
	}
	return r.Record()
}

// Replay reports whether the game ended in a replay (nobody is here to
// play a rematch).
func (e *Ending) Replay() bool {
	_, ok := e.Src.(*ReplaySource)
	return ok
}

// Ending is the table's finished game.
func (t *Table) Ending() Ending {
	st := t.src.Final()
	if st == nil {
		st = t.src.View()
	}
	e := Ending{Src: t.src, Final: st, Names: t.names}
	for p := 0; p < t.m.Players; p++ {
		e.Colours = append(e.Colours, t.m.Seats[p].Colour)
		e.Facts = append(e.Facts, t.m.Facts[p].Line())
	}
	return e
}

// Over reports whether the game is over and its last events shown: the
// window may open its game end (with Ending).
func (t *Table) Over() bool { return t.ended }

// Finished implements ui.Table: the finished game's record once its end
// may be shown (nil where the source keeps none). The shell's game end
// reads Ending, with the table's facts, and needs Over only.
func (t *Table) Finished() ([]byte, bool) {
	if !t.ended {
		return nil, false
	}
	e := t.Ending()
	if rec := e.Record(); rec != nil {
		data, _ := rec.Marshal() // a record that cannot be written ends the game all the same
		return data, true
	}
	return nil, true
}

// Calm implements ui.Table: no choice is selected, so Esc opens the
// window's menu (with a choice selected, Esc clears it).
func (t *Table) Calm() bool { return !t.deciding || t.sel < 0 }

// motion is the speed of animations on st: instant when the run plays
// itself (--autoplay; Stage.Motion is the settings', for the tables that
// slow down for their screenshots).
func motion(st *ui.Stage) ui.Motion {
	if st.Autoplay {
		return ui.Motion{Speed: ui.SpeedInstant}
	}
	return st.Motion
}

// The table is every game's kind of table, and its screens over itself
// are overlays the window runs.
var (
	_ ui.Table   = (*Table)(nil)
	_ ui.Overlay = (*RoundSummary)(nil)
	_ ui.Overlay = (*GuideScene)(nil)
)
