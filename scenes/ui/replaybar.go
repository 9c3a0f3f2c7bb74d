package ui

// ReplayBar is the replay viewer's bar of controls, the same in every
// game: Start, Back, Play or Pause, Step and Speed, a button for each
// round (or, on a short phone, "To round N"), and the line that says where
// the replay stands. Each viewer lays it out for its screen; what a press
// means is the bar's (Act), so the keys and buttons do the same in every
// game.
type ReplayBar struct {
	// Bar is the whole bar: a click on it between its buttons is its.
	Bar                            Rect
	Start, Back, Play, Step, Speed Rect
	Label                          Rect
	Rounds                         []Rect
	Next                           Rect   // a short phone's "To round" (Rounds is then empty)
	cells                          []Rect // Lay's buffer
}

// ReplayAct is what a press on the replay bar, or a key, asks of the
// viewer.
type ReplayAct uint8

// The replay bar's acts.
const (
	ReplayNone      ReplayAct = iota // not the bar's
	ReplayToStart                    // Start: the record's start, paused
	ReplayBack                       // Back, ←: the step (or decision) before, paused
	ReplayToggle                     // Play or Pause, Enter or Space
	ReplayStep                       // Step, →: the next step (or decision), paused
	ReplayFaster                     // Speed, ↑: the next speed (round again after instant)
	ReplaySlower                     // ↓: the speed before
	ReplayRound                      // a round's button, keys 1-N: that round's start
	ReplayNextRound                  // "To round N": the round after the one shown
	ReplaySwallow                    // a click on the bar between its buttons: nothing
)

// Act is what action a asks of the viewer whose bar is l, and, for
// ReplayRound, the round (0-based).
func (l *ReplayBar) Act(a Action) (ReplayAct, int) {
	switch a.Kind {
	case ActConfirm:
		return ReplayToggle, 0
	case ActNext:
		return ReplayStep, 0
	case ActPrev:
		return ReplayBack, 0
	case ActUp:
		return ReplayFaster, 0
	case ActDown:
		return ReplaySlower, 0
	case ActPick:
		return ReplayRound, a.N - 1
	case ActClick:
		return l.click(a.X, a.Y)
	}
	return ReplayNone, 0
}

// click is what a click at (x, y) asks.
func (l *ReplayBar) click(x, y float64) (ReplayAct, int) {
	switch {
	case l.Start.Contains(x, y):
		return ReplayToStart, 0
	case l.Back.Contains(x, y):
		return ReplayBack, 0
	case l.Play.Contains(x, y):
		return ReplayToggle, 0
	case l.Step.Contains(x, y):
		return ReplayStep, 0
	case l.Speed.Contains(x, y):
		return ReplayFaster, 0
	case l.Next.Contains(x, y):
		return ReplayNextRound, 0
	}
	for r, rr := range l.Rounds {
		if rr.Contains(x, y) {
			return ReplayRound, r
		}
	}
	if l.Bar.Contains(x, y) {
		return ReplaySwallow, 0
	}
	return ReplayNone, 0
}

// ReplaySpeed is the speed after s when the bar's speed moves d steps:
// from slow to instant and round again.
func ReplaySpeed(s Speed, d int) Speed {
	n := int(SpeedInstant) + 1
	return Speed(((int(s)+d)%n + n) % n)
}

// PlayLabel is the Play button's label: Pause while the replay plays.
func PlayLabel(playing bool) string {
	if playing {
		return "Pause"
	}
	return "Play"
}
