package ui

import "testing"

// The replay bar's line says the step, and a frame that shows the same
// step builds no string.
func TestReplayLine(t *testing.T) {
	var l ReplayLine
	if got := l.Text(37, 212, false); got != "Replay · step 37 of 212" {
		t.Errorf("line %q", got)
	}
	if n := testing.AllocsPerRun(10, func() { _ = l.Text(37, 212, false) }); n != 0 {
		t.Errorf("the same step builds %v strings", n)
	}
	if got := l.Text(212, 212, true); got != "Replay · step 212 of 212 · end of the record" {
		t.Errorf("line at the end %q", got)
	}
}
