package royaletable

// What the top bar and the dock tell of a round's payout is what the
// board has shown: while the step that pays it flies, the log's lines
// before that step (the session has applied it, and its lines are already
// in the log); while the payout shows casino by casino, its newest line
// shown (before any, its title). Before, the bar said the payout's last
// event ("Roxy gets a $60,000 card as change.") as the first casino's
// money began to fly. Another step's line shows as its pieces fly: the
// roll in the arena, the dice on their way to their casino.

// shownLog is the log as far as the board has shown it.
func (t *Table) shownLog() []string {
	log := t.sess.Log()
	if t.step != nil && t.logBefore > 0 && t.logBefore <= len(log) {
		return log[:t.logBefore]
	}
	return log
}

// barLine is the top bar's line: the payout's newest line shown, or the
// newest line of the log the board has shown ("" for none).
func (t *Table) barLine() string {
	if t.payout != nil && t.step == nil {
		if t.payShown > 0 && t.payShown <= len(t.payout) {
			return t.payout[t.payShown-1]
		}
		return t.payTitle
	}
	if log := t.shownLog(); len(log) > 0 {
		return log[len(log)-1]
	}
	return ""
}
