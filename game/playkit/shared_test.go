package playkit

import "testing"

// TestSharedView: the view is made again only when the state or the seat
// has changed; in between Of hands back the same view and allocates
// nothing; the zero SharedView makes one.
func TestSharedView(t *testing.T) {
	type state struct{ turn, hidden int }
	made := 0
	view := func(s *state, seat int) *state {
		made++
		v := *s
		if seat != 0 {
			v.hidden = -1
		}
		return &v
	}
	st := &state{turn: 1, hidden: 5}
	var c SharedView[state]
	v0 := c.Of(st, 0, view)
	if made != 1 || v0.hidden != 5 {
		t.Fatalf("first view: made %d, %+v", made, *v0)
	}
	if n := testing.AllocsPerRun(50, func() {
		if c.Of(st, 0, view) != v0 {
			t.Fatal("a view made again with nothing changed")
		}
	}); n != 0 || made != 1 {
		t.Errorf("unchanged: %v allocations, made %d, want 0 and 1", n, made)
	}
	if v := c.Of(st, 1, view); made != 2 || v.hidden != -1 {
		t.Errorf("another seat: made %d, %+v", made, *v)
	}
	st.turn = 2
	if v := c.Of(st, 1, view); made != 3 || v.turn != 2 {
		t.Errorf("the state changed: made %d, %+v", made, *v)
	}
	c = SharedView[state]{}
	if c.Of(st, 1, view); made != 4 {
		t.Errorf("emptied: made %d, want 4", made)
	}
}
