package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The context's optional work follows its frame clock (ui.FrameClock).
func TestContextMayWork(t *testing.T) {
	var c scene.Context
	if !c.MayWork(time.Hour) {
		t.Fatal("outside a frame, work must be allowed")
	}
	c.Clock.Begin(time.Now().Add(-time.Second))
	if !c.MayWork(time.Hour) {
		t.Fatal("the first work of a frame must be allowed")
	}
	if c.MayWork(0) {
		t.Error("a frame long past its budget allowed more work")
	}
}

// countScene counts its Updates and switches to next on the first one.
type countScene struct {
	n    int
	next scene.Scene
}

func (s *countScene) Name() string { return "count" }
func (s *countScene) Update(c *scene.Context) error {
	s.n++
	if s.next != nil && s.n == 1 {
		c.Switch(s.next)
	}
	return nil
}
func (s *countScene) Draw(*ebiten.Image, *scene.Context) {}

// A frame in which the scene switches (a game is created or resumed) runs
// no Update of the new scene: it starts, bots included, in the next frame.
func TestAppSwitchEndsTheFrameUpdates(t *testing.T) {
	next := &countScene{}
	first := &countScene{next: next}
	a := &App{shotTaken: map[string]bool{}}
	a.ctx = scene.Context{Settings: scene.DefaultSettings(), Host: a, Input: ui.NewInput(nil), Kit: ui.NewMeasureKit(testFonts())}
	a.ctx.VP = ui.ComputeViewport(1280, 720, 1)
	a.stack = []scene.Scene{first}
	// Ebitengine runs up to 5 Updates before a slow frame's Draw.
	for i := 0; i < 5; i++ {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if first.n != 1 || next.n != 0 || a.Top() != next {
		t.Fatalf("frame of the switch: first scene updated %d times, next %d; want 1, 0", first.n, next.n)
	}
	a.inFrame, a.switched, a.skipped = false, false, 0 // what Draw does
	for i := 0; i < 3; i++ {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if next.n != 3 {
		t.Errorf("next frame: the new scene updated %d times, want 3", next.n)
	}
	// Without a Draw, the skipping ends after a few Updates.
	a.inFrame, a.switched, a.skipped = true, true, 0
	for i := 0; i < maxSkippedUpdates+2; i++ {
		_ = a.Update()
	}
	if next.n != 5 {
		t.Errorf("skipping did not end: %d updates, want 5", next.n)
	}
}
