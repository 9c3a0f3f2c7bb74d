//go:build e2e && !js

package scenes

import (
	"strconv"
	"testing"
)

// The replay bar's line says the step it shows, and a frame that shows the
// same step as the last builds no string (Draw calls label every frame).
func TestReplayLabelKeptBetweenFrames(t *testing.T) {
	rec := playedDice(t, nil, 6).Record()
	n := len(rec.History)
	v := diceReplay(rec, false)
	want := func(at int, tail string) {
		t.Helper()
		if got, w := v.label(), "Replay · step "+strconv.Itoa(at)+" of "+strconv.Itoa(n)+tail; got != w {
			t.Errorf("dice replay: %q, want %q", got, w)
		}
		if a := testing.AllocsPerRun(100, func() { _ = v.label() }); a != 0 {
			t.Errorf("dice replay at step %d: %v allocations a frame", at, a)
		}
	}
	want(0, "")
	v.dr().Jump(5, false)
	want(5, "")
	v.dr().Jump(n, false) // a finished game ends on its game end, not "end of the record"
	want(n, "")

	at := 3
	deck := &rebuildDeck{marks: replayMarks{total: 12}, cur: replayed{at: func() int { return at }, done: func() bool { return at == 12 }}}
	tv := &replayViewer{deck: deck}
	twant := func(w string) {
		t.Helper()
		if got := tv.label(); got != w {
			t.Errorf("table replay: %q, want %q", got, w)
		}
		if a := testing.AllocsPerRun(100, func() { _ = tv.label() }); a != 0 {
			t.Errorf("table replay %q: %v allocations a frame", w, a)
		}
	}
	twant("Replay · step 3 of 12")
	at = 4
	twant("Replay · step 4 of 12")
	at = 12
	twant("Replay · step 12 of 12 · end of the record")
	deck.cur.over = true // a finished game: its end follows, no "end of the record"
	twant("Replay · step 12 of 12")
	deck.err = "The record stops here: step 9"
	twant("The record stops here: step 9")
}
