package playkit

import (
	"errors"

	"github.com/lasvegas-dice/lasvegas/engine/record"
)

// Take-back (Yucata's undo): against bots, a person may take back their
// last decision as long as nothing random has happened and nothing hidden
// has been revealed since; in hot seat only before the screen passes to
// another person. The session rebuilds its state by replaying its record
// cut back to just before that decision, so a record keeps only what was
// finally played. See docs/rules-decisions.md ("Take-back").

// Errors of a take-back that is refused.
var (
	ErrTakeBackOff     = errors.New("taking back is turned off in the settings")
	ErrNothingToUndo   = errors.New("there is no decision of yours to take back")
	ErrTakeBackProgram = errors.New("a decision cannot be taken back with an external program at the table")
	ErrGameOver        = errors.New("the game is over")
)

// TakeBack follows the last decision of a person that may still be taken
// back: a session marks it when it applies the decision (Decided) and
// spoils it when a chance outcome is drawn, something hidden is revealed,
// the screen passes to another person or the game ends (Spoil). Its zero
// value is on, with nothing to take back.
type TakeBack struct {
	off  bool // the setting (game.Settings.NoTakeBack)
	ok   bool // a decision is marked
	seat int  // the person who made it
	at   int  // the record's steps before it
	log  int  // the log's lines (Core.Logged) before it
}

// SetOn turns take-backs on or off (on by default); turned off, the
// marked decision is forgotten.
func (t *TakeBack) SetOn(on bool) {
	t.off = !on
	if !on {
		t.ok = false
	}
}

// On reports whether take-backs are allowed by the setting.
func (t *TakeBack) On() bool { return !t.off }

// Decided marks seat's decision, made when the record had steps steps and
// the log logged lines.
func (t *TakeBack) Decided(seat, steps, logged int) {
	t.ok, t.seat, t.at, t.log = !t.off, seat, steps, logged
}

// Spoil forgets the marked decision: it can no longer be taken back.
func (t *TakeBack) Spoil() { t.ok = false }

// Seat is the person whose decision is marked, or -1.
func (t *TakeBack) Seat() int {
	if !t.ok {
		return -1
	}
	return t.seat
}

// Mark is where the record and the log are cut back to: the record's
// steps and the log's lines (Core.Logged) before the decision; ok is
// false, with the reason, when nothing can be taken back.
func (t *TakeBack) Mark() (steps, logged int, err error) {
	switch {
	case t.off:
		return 0, 0, ErrTakeBackOff
	case !t.ok:
		return 0, 0, ErrNothingToUndo
	}
	return t.at, t.log, nil
}

// Follow follows seat's decision just applied (the record had steps
// steps and the log logged lines before it): one that drew chance or
// revealed something hidden (spoils) forgets the marked decision; else a
// person's decision is marked, and a bot's leaves the mark as it is.
func (t *TakeBack) Follow(seat, steps, logged int, spoils, person bool) {
	switch {
	case spoils:
		t.Spoil()
	case person:
		t.Decided(seat, steps, logged)
	}
}

// Err says why the marked decision cannot be taken back now, or nil if it
// can: the setting, nothing marked, the game over (over), or undoable,
// the reason the bots' decisions since cannot be undone (Bots.Undoable).
func (t *TakeBack) Err(over bool, undoable error) error {
	if _, _, err := t.Mark(); err != nil {
		return err
	}
	if over {
		return ErrGameOver
	}
	return undoable
}

// TakeBack takes back t's marked decision in a session of gm whose core
// is c, record doc, state st and bots b: the record is cut back to just
// before it (the bots' decisions since are undone with it and made
// again), the state replayed from it, the log's lines since taken out,
// the bots' pending work dropped and the mark forgotten. It gives the
// restored state and the person whose decision it was; the session resets
// what it keeps beside the state, and writes its autosave again. Refused
// (t.Err), nothing changes.
func (gm Game[R, S, A, E]) TakeBack(t *TakeBack, c *Core, doc *record.Doc[R, A], st S, b Bots[S, A, E]) (S, int, error) {
	if err := t.Err(st.IsTerminal(), b.Undoable()); err != nil {
		return st, -1, err
	}
	steps, logged, _ := t.Mark()
	p := t.Seat()
	t.Spoil()
	cut, err := gm.Cut(doc, steps)
	if err != nil {
		return st, -1, err // the record replayed once: not reached
	}
	b.Drop()
	c.CutLog(logged)
	return cut, p, nil
}

// Undoable says why the bots' decisions cannot be undone and made again,
// or nil: an external program has been told the game as it went (it has no
// way back), and a replay's script plays the record as it was.
func (b Bots[S, A, E]) Undoable() error {
	if b.script != nil {
		return ErrNothingToUndo
	}
	if b.programs.any() {
		return ErrTakeBackProgram
	}
	return nil
}

// Drop forgets the decisions the bots are working out: after a take-back
// they decide again from the restored state.
func (b Bots[S, A, E]) Drop() {
	for i := range b.search {
		b.search[i] = nil
	}
}

// Cut is the game of doc played again up to its first steps steps (a
// take-back's state), and doc's history cut to them.
func (gm Game[R, S, A, E]) Cut(doc *record.Doc[R, A], steps int) (S, error) {
	st, err := gm.NewGame(doc.Rules)
	if err != nil {
		return st, err
	}
	steps = min(max(steps, 0), len(doc.History))
	st, err = record.Replay(st, doc.History[:steps], nil)
	if err != nil {
		return st, err
	}
	doc.History, doc.Result = doc.History[:steps:steps], nil
	return st, nil
}

// Logged is the number of lines ever noted in the log.
func (c *Core) Logged() int { return c.logged }

// CutLog takes the lines noted after the log had logged lines (Logged)
// out of the log: a take-back's undone lines.
func (c *Core) CutLog(logged int) {
	if n := c.logged - logged; n > 0 {
		c.log = c.log[:max(0, len(c.log)-n)]
		c.logged = logged
	}
}
