package diceplay

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// Take-back: a person may take back their last placement while nothing
// random has happened since (every turn begins with a roll, so until the
// next seat rolls: the bots' placements between are undone with it), and
// in hot seat before another person's turn (playkit.TakeBack). Nothing of
// the dice game is revealed by a placement: the notes lie face up and the
// payout is public. See docs/rules-decisions.md ("Take-back").

// SetTakeBack turns take-backs on or off (on by default: the window's
// setting, game.Settings.NoTakeBack).
func (g *Session) SetTakeBack(on bool) { g.tb.SetOn(on) }

// markTakeBack follows the action of by just applied (the record had steps
// steps and the log logged lines before it).
func (g *Session) markTakeBack(by, steps, logged int) {
	person := by >= 0 && by < len(g.cfg.Seats) && g.cfg.Seats[by].IsHuman()
	g.tb.Follow(by, steps, logged, by == dice.ChancePlayer || g.st.IsTerminal(), person)
}

// TakeBackErr says why the person's last placement cannot be taken back
// now, or nil if it can (TakeBack).
func (g *Session) TakeBackErr() error {
	return g.tb.Err(g.st.IsTerminal(), g.undoable())
}

// undoable says why the bots' placements cannot be undone, or nil: an
// external program has been told the game as it went.
func (g *Session) undoable() error {
	for _, a := range g.agents {
		if _, ok := a.(observer); ok {
			return playkit.ErrTakeBackProgram
		}
	}
	return nil
}

// CanTakeBack reports whether TakeBack would take a placement back now.
func (g *Session) CanTakeBack() bool { return g.TakeBackErr() == nil }

// TakeBack takes back the person's last placement: the record is cut back
// to just before it (the bots' placements since are undone with it and
// made again), the state replayed from it, the log's lines since taken
// out, the events not yet shown and the bots' pending work dropped, and
// the autosave written again. The table resyncs from the state.
func (g *Session) TakeBack() error {
	if err := g.TakeBackErr(); err != nil {
		return err
	}
	steps, logged, _ := g.tb.Mark()
	cut := *g.rec
	cut.History, cut.Result = g.rec.History[:steps:steps], nil
	st, err := cut.Replay(nil)
	if err != nil {
		g.tb.Spoil()
		return err // the record replayed once: not reached
	}
	g.st, g.rec.History, g.rec.Result = st, cut.History, nil
	g.log = g.log[:min(logged, len(g.log))]
	g.events, g.think, g.decided = nil, false, false
	g.tb.Spoil()
	g.autosave()
	return nil
}
