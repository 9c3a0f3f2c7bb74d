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
