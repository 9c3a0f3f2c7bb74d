package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Replay is a dice record played again on the table, one step of its
// history at a time with the table's own animations, as the shell's one
// replay viewer drives every game's records (package scenes): a step
// forward is a step of the record, a step back rebuilds the table from the
// start up to the step before. The table keeps room for the viewer's bar
// (TableLayoutOptions.Replay) and lays it out (Bar).
type Replay struct {
	rec *dice.Record
	src *ReplaySource
	t   *Table
	bar ui.ReplayBar // the bar's controls, laid out again each time
}

// NewReplay opens rec (checked by CheckReplay) at its start, playing.
func NewReplay(rec *dice.Record) *Replay {
	v := &Replay{rec: rec}
	v.jump(0, true)
	return v
}

// jump rebuilds the table at step pos.
func (v *Replay) jump(pos int, playing bool) {
	v.src = NewReplaySource(v.rec, pos, playing)
	v.t = NewTable(v.src)
}

// Table is the table that shows the record (another after a jump).
func (v *Replay) Table() ui.Table { return v.t }

// Update runs the table: the source takes the record's steps while
// playing, or one asked for.
func (v *Replay) Update(st *ui.Stage) error { return v.t.Update(st) }

// Pos is how many of the record's steps have been played.
func (v *Replay) Pos() int { return v.src.Pos() }

// Total is the number of the record's steps.
func (v *Replay) Total() int { return len(v.rec.History) }

// Playing reports whether steps follow each other.
func (v *Replay) Playing() bool { return v.src.Playing() }

// SetPlaying plays or pauses.
func (v *Replay) SetPlaying(p bool) { v.src.SetPlaying(p) }

// Step pauses and takes the next step (d > 0), shown with its animations,
// or rebuilds the table one step before the last one taken (d < 0).
func (v *Replay) Step(d int) bool {
	if d > 0 {
		v.src.StepOnce()
	} else {
		v.jump(v.src.Pos()-1, false)
	}
	return true
}

// ToStart rebuilds the table at the record's start, paused.
func (v *Replay) ToStart() { v.jump(0, false) }

// Rounds is how many rounds the record reaches.
func (v *Replay) Rounds() int { return v.src.Rounds() }

// Round is the round (0-based) shown.
func (v *Replay) Round() int { return v.src.RoundOf(v.src.Pos()) }

// JumpRound rebuilds the table at the start of round r (0-based), keeping
// play or pause; false when there is no such round.
func (v *Replay) JumpRound(r int) bool {
	if r < 0 || r >= v.src.Rounds() {
		return false
	}
	v.jump(v.src.RoundStart(r), v.src.Playing())
	return true
}

// AtEnd reports whether every step has been taken and shown.
func (v *Replay) AtEnd() bool { return v.src.AtEnd() && v.t.idle() }

// Over reports whether the record's game is over and its end shown on
// the table: the viewer may open the game end.
func (v *Replay) Over() bool { return v.t.Over() }

// Unfinished reports whether the record stops before its game's end (a
// save).
func (v *Replay) Unfinished() bool { return !v.src.Over() }

// Settle is how many ticks the table is left at the record's end before
// its screenshot ("replay-end"): it is still already.
func (v *Replay) Settle() int { return 2 }

// ShotAt is the step of the viewer's screenshot i (--screenshots): the
// start (after the first placement: "replay"), and half way
// ("replay-midgame"), the middle of the middle round, dice on the casinos
// (the game's middle step could be a deal, its casinos empty).
func (v *Replay) ShotAt(i int) int {
	if i == 0 {
		return 3
	}
	return midRound(v.src, len(v.rec.History))
}

// midRound is the step half way through src's middle round (n steps in
// all; half way through them when the record has no rounds).
func midRound(src *ReplaySource, n int) int {
	r := src.Rounds()
	if r == 0 {
		return n / 2
	}
	m := (r - 1) / 2
	end := n
	if m+1 < r {
		end = src.RoundStart(m + 1)
	}
	return (src.RoundStart(m) + end) / 2
}

// Hold makes playing wait at step at (for a screenshot); -1 releases it.
func (v *Replay) Hold(at int) { v.src.HoldAt(at) }

// Still reports whether nothing moves on the table.
func (v *Replay) Still() bool { return v.t.idle() }

// Notice is why the replay stopped before the record's end, or "".
func (v *Replay) Notice() string {
	if v.src.Err() != nil {
		return v.src.Notice()
	}
	return ""
}

// Bar is the viewer's bar in the room the table keeps for it, and how it
// is drawn (nothing before the table is laid out).
func (v *Replay) Bar(st *ui.Stage) (ui.ReplayBar, ui.ReplayBarLook, bool) {
	if v.t.L.ReplayBar.W == 0 {
		return ui.ReplayBar{}, ui.ReplayBarLook{}, false
	}
	look := replayBar(&v.bar, &v.t.L, st.VP.W, st.VP.H, v.src.Rounds())
	return v.bar, look, true
}

// replayBar lays out bar, of nr rounds, in the room layout L (of a w x h
// window) keeps for it: a phone's bar on a phone, in one row or two
// elsewhere.
func replayBar(bar *ui.ReplayBar, L *TableLayout, w, h float64, nr int) ui.ReplayBarLook {
	style, u := ui.ReplayOneRow, ui.Unit(w, h)
	switch {
	case L.Phone && ui.PhoneReplayShort(L.H/L.U):
		style, u = ui.ReplayPhoneShort, L.U
	case L.Phone:
		style, u = ui.ReplayPhone, L.U
	case ReplayTwoRows(w, h):
		style = ui.ReplayTwoRows
	}
	bar.Lay(L.ReplayBar, u, style, nr)
	return ui.ReplayBarLook{Style: style, U: u, MinText: L.MinText}
}

// KeepsRoom: the table's layout keeps room for the bar (TableLayoutOptions.Replay).
func (v *Replay) KeepsRoom() bool { return true }
