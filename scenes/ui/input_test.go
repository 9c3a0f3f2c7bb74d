package ui

import "testing"

type fakeDevice struct{ next []Action }

func (f *fakeDevice) Poll(dst []Action, vp Viewport) []Action {
	dst = append(dst, f.next...)
	f.next = f.next[:0]
	return dst
}

func TestInputClickAndInjection(t *testing.T) {
	dev := &fakeDevice{}
	in := NewInput(dev)
	vp := ComputeViewport(1280, 720, 1)
	dev.next = append(dev.next, Action{Kind: ActPick, N: 3})
	in.InjectClick(100, 200)
	in.Step(vp)
	var kinds []ActionKind
	for _, a := range in.Actions() {
		kinds = append(kinds, a.Kind)
	}
	want := []ActionKind{ActPick, ActPointerMove, ActPointerDown, ActPointerUp, ActClick}
	if len(kinds) != len(want) {
		t.Fatalf("got %v want %v", kinds, want)
	}
	for i := range want {
		if kinds[i] != want[i] {
			t.Fatalf("got %v want %v", kinds, want)
		}
	}
	if !in.Hover(R(90, 190, 20, 20)) {
		t.Error("pointer should hover the clicked spot")
	}
	// A drag is not a click.
	in.Inject(Action{Kind: ActPointerDown, X: 10, Y: 10})
	in.Inject(Action{Kind: ActPointerUp, X: 200, Y: 10})
	in.Step(vp)
	for _, a := range in.Actions() {
		if a.Kind == ActClick {
			t.Error("drag produced a click")
		}
	}
	// Nothing carries over.
	in.Step(vp)
	if len(in.Actions()) != 0 {
		t.Errorf("stale actions: %v", in.Actions())
	}
}

func TestInputStepDoesNotAllocate(t *testing.T) {
	in := NewInput(&fakeDevice{next: make([]Action, 0, 8)})
	vp := ComputeViewport(1280, 720, 1)
	allocs := testing.AllocsPerRun(100, func() {
		in.InjectClick(5, 5)
		in.Step(vp)
	})
	if allocs != 0 {
		t.Errorf("Input.Step allocates %v per tick", allocs)
	}
}

// The input layer remembers whether the last press was a finger's, so
// prompts can speak of tapping; a key or a mouse press turns it back.
func TestInputRemembersTouch(t *testing.T) {
	in := NewInput(nil)
	vp := ComputeViewport(800, 600, 1)
	if in.Step(vp); in.TouchKnown {
		t.Fatal("touch known before any press")
	}
	for _, c := range []struct {
		a     Action
		touch bool
	}{
		{Action{Kind: ActPointerDown, X: 5, Y: 5, Touch: true}, true},
		{Action{Kind: ActPointerMove, X: 9, Y: 9}, true},
		{Action{Kind: ActPick, N: 2}, false},
		{Action{Kind: ActPointerDown, X: 5, Y: 5, Touch: true}, true},
		{Action{Kind: ActPointerDown, X: 5, Y: 5}, false},
	} {
		in.Inject(c.a)
		in.Step(vp)
		if in.Touch != c.touch || !in.TouchKnown {
			t.Errorf("after %+v: touch %v (known %v), want %v", c.a, in.Touch, in.TouchKnown, c.touch)
		}
	}
}
