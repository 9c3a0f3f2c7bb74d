package playkit

import (
	"errors"
	"testing"
)

// TestTakeBackFollowAndErr pins the mark the sessions share: a person's
// decision is marked, a bot's leaves it, one that spoils forgets it, and
// Err gives the reasons in order (setting, nothing marked, game over, the
// bots).
func TestTakeBackFollowAndErr(t *testing.T) {
	var tb TakeBack
	if err := tb.Err(false, nil); !errors.Is(err, ErrNothingToUndo) {
		t.Fatalf("zero value: Err = %v, want %v", err, ErrNothingToUndo)
	}
	tb.Follow(1, 5, 7, false, false) // a bot
	if s := tb.Seat(); s != -1 {
		t.Fatalf("after a bot's decision: Seat = %d, want -1", s)
	}
	tb.Follow(1, 5, 7, false, true) // a person
	if steps, logged, err := tb.Mark(); tb.Seat() != 1 || steps != 5 || logged != 7 || err != nil {
		t.Fatalf("after a person's decision: Seat %d, Mark %d %d %v; want 1, 5 7 nil", tb.Seat(), steps, logged, err)
	}
	tb.Follow(2, 6, 9, false, false) // a bot after it keeps the mark
	if steps, _, _ := tb.Mark(); tb.Seat() != 1 || steps != 5 {
		t.Fatalf("a bot's decision moved the mark: Seat %d, steps %d", tb.Seat(), steps)
	}
	for _, c := range []struct {
		over     bool
		undoable error
		want     error
	}{
		{false, nil, nil},
		{true, nil, ErrGameOver},
		{true, ErrTakeBackProgram, ErrGameOver},
		{false, ErrTakeBackProgram, ErrTakeBackProgram},
	} {
		if err := tb.Err(c.over, c.undoable); !errors.Is(err, c.want) || (c.want == nil && err != nil) {
			t.Errorf("Err(%v, %v) = %v, want %v", c.over, c.undoable, err, c.want)
		}
	}
	tb.SetOn(false)
	if err := tb.Err(false, nil); !errors.Is(err, ErrTakeBackOff) {
		t.Errorf("turned off: Err = %v, want %v", err, ErrTakeBackOff)
	}
	tb.SetOn(true)
	tb.Follow(0, 3, 4, false, true)
	tb.Follow(0, 4, 5, true, true) // spoils, even a person's
	if err := tb.Err(false, nil); !errors.Is(err, ErrNothingToUndo) || tb.Seat() != -1 {
		t.Errorf("after a spoiling decision: Err = %v, Seat %d; want %v, -1", err, tb.Seat(), ErrNothingToUndo)
	}
}
