package ui

// TakeBack is a table's "Take back" (docs/rules-decisions.md, Take-back),
// shared by every game's table: a button where the person decides, shown
// while the session says the person's last decision may be taken back
// and the place asks nothing else, and the keys Backspace and Ctrl+Z
// (ActBackspace, ActUndo), which count only while the button shows (not
// while a summary, a payout, the log or the help hides it).
//
// Pacing: a session draws the chance outcome that follows a person's
// decision on the Update after it, which the table calls only once the
// decision's animation is over; the table then holds the session for
// HoldTicks (TakeBackHoldTicks scaled by the speed setting, and never
// under TakeBackMinHold, even at instant speed), so that the take-back
// can be reached before the next chance outcome.
type TakeBack struct {
	held     int  // ticks held since the decision's animation ended
	released bool // the hold is over: the session moves on
	shownFor int  // ticks the button has shown: a click counts from TakeBackGate on
}

// TakeBackHoldTicks is how long, at normal speed, a table waits after the
// animation of a person's decision before the game moves on.
const TakeBackHoldTicks = 45

// TakeBackMinHold is the least hold at any speed: at instant speed the
// button would otherwise go before it could be reached.
const TakeBackMinHold = 30

// TakeBackGate is how many ticks the button shows before a click on it
// counts: a second click on Confirm, whose place it takes, never takes
// back.
const TakeBackGate = 10

// TakeBackLabel is the button's text.
const TakeBackLabel = "Take back"

// HoldTicks is the hold after a person's decision at motion m.
func HoldTicks(m Motion) int { return max(m.Dur(TakeBackHoldTicks), TakeBackMinHold) }

// Reset forgets the hold and the button (nothing may be taken back, or
// the decision was just taken back).
func (tb *TakeBack) Reset() { *tb = TakeBack{} }

// Input follows this tick's actions: can is whether the session may take
// back now, shown whether the button shows (and so whether anything hides
// it), button its place. It returns the index of the action that takes
// back (a key while the button shows, a click on it once it has shown
// TakeBackGate ticks), or -1.
func (tb *TakeBack) Input(in *Input, can, shown bool, button Rect) int {
	if !can {
		tb.Reset()
		return -1
	}
	if !shown {
		tb.shownFor = 0
		return -1
	}
	tb.shownFor++
	for i, a := range in.Actions() {
		switch {
		case a.Kind == ActBackspace, a.Kind == ActUndo,
			a.Kind == ActClick && tb.shownFor > TakeBackGate && button.Contains(a.X, a.Y):
			return i
		}
	}
	return -1
}

// Hold reports whether the session is held this tick after the animation
// of a person's decision that may still be taken back (can); the table
// calls it where it would let the session move on.
func (tb *TakeBack) Hold(can bool, m Motion) bool {
	if tb.released || !can {
		return false
	}
	if tb.held >= HoldTicks(m) {
		tb.released = true
		return false
	}
	tb.held++
	return true
}

// Clickable reports whether a click on the button counts now: it has
// shown TakeBackGate ticks.
func (tb *TakeBack) Clickable() bool { return tb.shownFor > TakeBackGate }
