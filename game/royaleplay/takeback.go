package royaleplay

import "github.com/lasvegas-dice/lasvegas/engine/royale"

// Take-back: a person may take back their last decision while nothing
// random has happened (a roll, a card dealt) and nothing hidden has been
// revealed since (Lucky Punch's guess shows the tokens held, Black Box's
// pick shows the split), and in hot seat before the screen passes to
// another person: a secret choice behind a handover is never taken back
// (playkit.TakeBack). See docs/rules-decisions.md ("Take-back").

// SetTakeBack turns take-backs on or off (on by default: the window's
// setting, game.Settings.NoTakeBack).
func (g *Session) SetTakeBack(on bool) { g.tb.SetOn(on) }

// markTakeBack follows seat p's decision just applied (the record had
// steps steps and the log logged lines before it), which gave evs.
func (g *Session) markTakeBack(p, steps, logged int, evs []royale.Event) {
	g.tb.Follow(p, steps, logged, reveals(evs) || g.stage == StageHandover, g.Seats()[p].IsHuman())
}

// reveals reports whether evs show a secret: the tokens held for Lucky
// Punch, or the split of Black Box.
func reveals(evs []royale.Event) bool {
	for _, e := range evs {
		if e.Kind == royale.EvGuess || e.Kind == royale.EvPick {
			return true
		}
	}
	return false
}

// TakeBackErr says why the person's last decision cannot be taken back
// now, or nil if it can (TakeBack).
func (g *Session) TakeBackErr() error {
	return g.tb.Err(g.st.IsTerminal(), g.bots.Undoable())
}

// CanTakeBack reports whether TakeBack would take a decision back now.
func (g *Session) CanTakeBack() bool { return g.TakeBackErr() == nil }

// TakeBack takes back the person's last decision (playkit.Game.TakeBack:
// the bots' decisions since are undone with it and made again), drops the
// hint and the events not yet shown, and writes the autosave again. The
// person decides again.
func (g *Session) TakeBack() error {
	st, p, err := royaleGame.TakeBack(&g.tb, &g.Core, &g.rec.Doc, g.st, g.bots)
	if err != nil {
		return err
	}
	g.st, g.hint, g.evs, g.shared = st, nil, nil, sharedView{}
	g.people.Clear()
	g.people.Seat, g.stage, g.after = p, StageDecide, false
	g.shown = g.HotSeat() && Secret(g.legalNow())
	g.before = g.View()
	g.save.Changed()
	g.flush()
	return nil
}

// TakeBackSeat is the person whose decision TakeBack would take back, or
// -1.
func (g *Session) TakeBackSeat() int {
	if !g.CanTakeBack() {
		return -1
	}
	return g.tb.Seat()
}
