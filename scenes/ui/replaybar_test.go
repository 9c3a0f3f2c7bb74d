package ui

import "testing"

// Every key and button of the bar asks what its label says, in every
// game's viewer; a click between the buttons is the bar's, one off the
// bar is not.
func TestReplayBarActs(t *testing.T) {
	l := ReplayBar{Bar: R(0, 500, 800, 100), Start: R(10, 510, 50, 40), Back: R(70, 510, 50, 40), Play: R(130, 510, 50, 40),
		Step: R(190, 510, 50, 40), Speed: R(250, 510, 50, 40), Rounds: []Rect{R(310, 510, 50, 40), R(370, 510, 50, 40)}, Next: R(430, 510, 50, 40)}
	click := func(r Rect) Action { return Action{Kind: ActClick, X: r.CX(), Y: r.CY()} }
	for _, c := range []struct {
		a     Action
		want  ReplayAct
		round int
	}{
		{Action{Kind: ActConfirm}, ReplayToggle, 0}, {Action{Kind: ActNext}, ReplayStep, 0}, {Action{Kind: ActPrev}, ReplayBack, 0},
		{Action{Kind: ActUp}, ReplayFaster, 0}, {Action{Kind: ActDown}, ReplaySlower, 0}, {Action{Kind: ActPick, N: 3}, ReplayRound, 2},
		{click(l.Start), ReplayToStart, 0}, {click(l.Back), ReplayBack, 0}, {click(l.Play), ReplayToggle, 0},
		{click(l.Step), ReplayStep, 0}, {click(l.Speed), ReplayFaster, 0}, {click(l.Rounds[1]), ReplayRound, 1},
		{click(l.Next), ReplayNextRound, 0}, {Action{Kind: ActClick, X: 700, Y: 550}, ReplaySwallow, 0},
		{Action{Kind: ActClick, X: 700, Y: 100}, ReplayNone, 0}, {Action{Kind: ActCancel}, ReplayNone, 0},
	} {
		if got, r := l.Act(c.a); got != c.want || r != c.round {
			t.Errorf("%+v: %v round %d, want %v round %d", c.a, got, r, c.want, c.round)
		}
	}
	if s := ReplaySpeed(SpeedInstant, 1); s != 0 {
		t.Errorf("after instant: %v", s)
	}
	if s := ReplaySpeed(0, -1); s != SpeedInstant {
		t.Errorf("before the slowest: %v", s)
	}
	if PlayLabel(true) != "Pause" || PlayLabel(false) != "Play" {
		t.Error("the play button's labels")
	}
}
