package ui

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
)

// A frame that has used its draw budget builds one new sprite and puts the
// others off; with no budget (tests, screenshots) everything is built.
func TestKitBuildBudget(t *testing.T) {
	k := &Kit{}
	k.BeginFrame(time.Now().Add(-time.Second), 10*time.Millisecond)
	if !k.MayBuild() {
		t.Fatal("the first sprite of a frame must be built, however late")
	}
	if k.MayBuild() {
		t.Fatal("a frame past its budget built a second sprite")
	}
	if k.MayBuild() {
		t.Fatal("a frame past its budget built more sprites")
	}
	if b, d := k.FrameBuilds(); b != 1 || d != 2 {
		t.Errorf("FrameBuilds = %d built, %d deferred; want 1, 2", b, d)
	}
	// A control (button, toggle) is never put off, nor a piece (MustBuild).
	k.control++
	if !k.MayBuild() {
		t.Error("a frame past its budget put a control's sprite off")
	}
	k.control--
	if k.MayBuild() {
		t.Error("past the control, decoration must be put off again")
	}
	k.BeginFrame(time.Now(), 10*time.Millisecond)
	if !k.MayBuild() {
		t.Error("a fresh frame refused its first sprite")
	}
	if !k.MayBuild() {
		t.Error("a fresh frame refused sprites within its budget")
	}
	k.BeginFrame(time.Now().Add(-time.Second), 0)
	for i := 0; i < 5; i++ {
		if !k.MayBuild() {
			t.Fatal("no budget: every sprite must be built")
		}
	}
}

// Measuring text (wrapping, fitting) renders no sprite.
func TestKitTextWidthBuildsNothing(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := &Kit{fonts: fonts, faces: map[faceKey]text.Face{}, texts: map[textKey]*textSprite{}, advs: map[textKey]float64{}, scale: 1}
	w := k.TextWidth("Ann places three dice on casino 4", FontRegular, 14)
	if w <= 0 {
		t.Fatalf("TextWidth = %v", w)
	}
	lines := k.WrapLines("Ann places three dice on casino 4 and takes the lead", FontRegular, 14, w*0.8)
	if len(lines) < 2 {
		t.Errorf("WrapLines = %q, want at least two lines", lines)
	}
	if len(k.texts) != 0 {
		t.Errorf("measuring built %d text sprites", len(k.texts))
	}
}

// Optional work in a frame: the first piece always, more while the
// update budget lasts; outside the game loop, always.
func TestFrameClockMayWork(t *testing.T) {
	var f FrameClock
	if !f.MayWork(time.Hour) {
		t.Fatal("outside a frame, work must be allowed")
	}
	f.Begin(time.Now())
	if !f.MayWork(time.Hour) {
		t.Fatal("the first work of a frame must be allowed")
	}
	if f.MayWork(UpdateBudget) {
		t.Error("work past the update budget was allowed")
	}
	if !f.MayWork(time.Microsecond) {
		t.Error("small work within the budget was refused")
	}
	f.start = time.Now().Add(-time.Second)
	if f.MayWork(0) {
		t.Error("a frame long past its budget allowed more work")
	}
	f.End()
	if !f.MayWork(time.Hour) || f.Spent() != 0 {
		t.Error("after the frame, work must be allowed")
	}
}

// The warm queue moves on by at least one sprite a frame even when the
// estimate of a build's cost is past the whole budget (a slow first
// build must not stop it for good).
func TestWarmStepBuildsOneWhenSlow(t *testing.T) {
	k := &Kit{}
	n := 0
	q := k.WarmQueue()
	for i := 0; i < 3; i++ {
		q = append(q, func(k *Kit) { k.MustBuild(); n++ })
	}
	k.SetWarmQueue(q)
	k.buildCost = time.Second
	k.BeginFrame(time.Now(), 10*time.Millisecond)
	if left := k.WarmStep(); left != 2 || n != 1 {
		t.Errorf("a slow estimate: %d built, %d left; want 1, 2", n, left)
	}
	k.BeginFrame(time.Now(), 0)
	if left := k.WarmStep(); left != 2 {
		t.Errorf("with no budget the queue waits; %d left", left)
	}
}
