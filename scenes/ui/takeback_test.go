package ui

import "testing"

// TestTakeBackHoldAtEverySpeed: after a person's decision that may be
// taken back the session is held at every speed, instant too, for at
// least TakeBackMinHold ticks (45 at normal speed), then let go; nothing
// is held when nothing may be taken back.
func TestTakeBackHoldAtEverySpeed(t *testing.T) {
	for _, sp := range []Speed{SpeedSlow, SpeedNormal, SpeedFast, SpeedInstant} {
		for _, reduced := range []bool{false, true} {
			m := Motion{Speed: sp, Reduced: reduced}
			var tb TakeBack
			held := 0
			for tb.Hold(true, m) {
				if held++; held > 1000 {
					t.Fatalf("speed %d: held for ever", sp)
				}
			}
			if held != HoldTicks(m) || held < TakeBackMinHold {
				t.Errorf("speed %d reduced %v: held %d ticks, want %d and at least %d", sp, reduced, held, HoldTicks(m), TakeBackMinHold)
			}
			if tb.Hold(true, m) {
				t.Errorf("speed %d: held again after the hold was over", sp)
			}
			var none TakeBack
			if none.Hold(false, m) {
				t.Errorf("speed %d: held with nothing to take back", sp)
			}
		}
	}
	if n := HoldTicks(Motion{Speed: SpeedNormal}); n != TakeBackHoldTicks {
		t.Errorf("normal speed holds %d ticks, want %d", n, TakeBackHoldTicks)
	}
}

// TestTakeBackKeysOnlyWhileShown: Backspace and Ctrl+Z take back only
// while the button shows (not behind a summary, a payout, the log or the
// help); a click counts on the button once it has shown TakeBackGate
// ticks, never elsewhere; nothing counts when nothing may be taken back.
func TestTakeBackKeysOnlyWhileShown(t *testing.T) {
	in := NewInput(&fakeDevice{})
	vp := ComputeViewport(1280, 720, 1)
	button := R(100, 100, 120, 44)
	tick := func(tb *TakeBack, can, shown bool, acts ...Action) int {
		for _, a := range acts {
			in.Inject(a)
		}
		in.Step(vp)
		return tb.Input(in, can, shown, button)
	}
	for _, key := range []ActionKind{ActBackspace, ActUndo} {
		var tb TakeBack
		if i := tick(&tb, true, false, Action{Kind: key}); i >= 0 {
			t.Errorf("%v took back while the button was hidden", key)
		}
		if i := tick(&tb, false, true, Action{Kind: key}); i >= 0 {
			t.Errorf("%v took back with nothing to take back", key)
		}
		if i := tick(&tb, true, true, Action{Kind: ActPick, N: 1}, Action{Kind: key}); i != 1 {
			t.Errorf("%v while the button shows: action %d, want 1", key, i)
		}
	}
	var tb TakeBack
	for n := 1; n <= TakeBackGate; n++ {
		if i := tick(&tb, true, true, Action{Kind: ActClick, X: button.CX(), Y: button.CY()}); i >= 0 {
			t.Fatalf("a click on the button %d ticks after it showed took back", n)
		}
	}
	if i := tick(&tb, true, true, Action{Kind: ActClick, X: 10, Y: 10}); i >= 0 || !tb.Clickable() {
		t.Errorf("a click beside the button took back (%d), or the button is not clickable yet", i)
	}
	if i := tick(&tb, true, true, Action{Kind: ActClick, X: button.CX(), Y: button.CY()}); i != 0 {
		t.Errorf("a click on the button after the gate: action %d, want 0", i)
	}
	if tick(&tb, true, false); tb.Clickable() {
		t.Error("the button, hidden, still counts a click")
	}
}
