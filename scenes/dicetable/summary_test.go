//go:build e2e

package dicetable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// summaryApp is an app without a window with a table and its round
// summary on top.
func summaryApp(t *testing.T, auto bool) (*testApp, *RoundSummary) {
	t.Helper()
	seats := []SeatDesc{{Name: "You", Colour: pieces.DieColour(0), Human: true}, {Name: "Ann", Colour: 1, Bot: "random"}}
	src, err := NewLocalSource(dice.Classic(2), seats, 1)
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(src)
	rs := NewRoundSummary(tb)
	a := newTestApp(t, false, on(tb), scene.NewOverlay(rs))
	a.ctx.Settings.AutoAdvance = auto
	return a, rs
}

// The round summary stays until dismissed; the auto-advance setting closes
// it after a few seconds; Enter always does.
func TestRoundSummaryStaysUntilDismissed(t *testing.T) {
	for _, auto := range []bool{false, true} {
		a, rs := summaryApp(t, auto)
		for i := 0; i < 20*ui.TPS; i++ {
			if err := a.step(); err != nil {
				t.Fatal(err)
			}
			if a.top() != any(rs) {
				break
			}
		}
		if closed := a.top() != any(rs); closed != auto {
			t.Errorf("auto-advance %v: closed by itself after 20 s: %v", auto, closed)
		}
		if auto {
			continue
		}
		a.ctx.Input.Inject(ui.Action{Kind: ui.ActConfirm})
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
		if a.top() == any(rs) {
			t.Error("Enter did not close the summary")
		}
	}
}

// The summary keeps face-down money face down: a seat whose money the
// viewer may not see shows "face down", never dollars.
func TestRoundSummaryKeepsMoneyHidden(t *testing.T) {
	_, rs := summaryApp(t, false)
	m := rs.t.m
	m.Seats[0].Money, m.Seats[1].Money = 90_000, -1
	m.Round = 1
	m.History[0][0], m.History[1][0] = 50_000, -1
	rs = NewRoundSummary(rs.t)
	if rs.lines[1][1] != "face down" || rs.lines[0][1] != "+$40,000" {
		t.Errorf("lines %q", rs.lines[:2])
	}
}
