package ui

import (
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/assets"
)

// A new text in a frame past its build budget is put off, never left out:
// it builds no sprite, counts no hole, and a control does not change that
// (its text is drawn glyph by glyph instead); a frame within the budget, or
// with none, builds it.
func TestKitTextPutOffPastBudget(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := NewMeasureKit(fonts)
	k.BeginFrame(time.Now().Add(-time.Second), 10*time.Millisecond)
	if !k.mayBuildText() {
		t.Fatal("the first sprite of a frame must be built, however late")
	}
	k.MustBuild()
	// dst nil: a text built ahead, which past the budget waits.
	k.Text(nil, "Ann takes $60,000", FontBold, 14, 10, 10, AlignLeft, ColBorder)
	if len(k.texts) != 0 {
		t.Errorf("a frame past its budget built %d text sprites", len(k.texts))
	}
	if _, holes := k.FrameDrawn(); holes != 0 {
		t.Errorf("a text put off counted %d holes", holes)
	}
	if _, d := k.FrameBuilds(); d != 1 {
		t.Errorf("FrameBuilds deferred %d, want 1", d)
	}
	k.control++
	if k.mayBuildText() {
		t.Error("a control's text past the budget must be drawn directly, not built")
	}
	k.control--
	k.BeginFrame(time.Now(), 10*time.Millisecond)
	k.MustBuild()
	if !k.mayBuildText() {
		t.Error("a frame within its budget refused a text sprite")
	}
	k.BeginFrame(time.Now().Add(-time.Second), 0)
	k.MustBuild()
	if !k.mayBuildText() {
		t.Error("no budget: every text sprite must be built")
	}
}

// The anchor's corner is rounded to whole pixels the same way for every
// alignment: 2 pixels left of the glyphs' origin, less the advance (or its
// half), less the height (or its half).
func TestKitTextOrigin(t *testing.T) {
	k := &Kit{scale: 1.5}
	for _, c := range []struct {
		al     Align
		wx, wy float64
	}{
		{AlignLeft | AlignTop, 13, 15},          // 10.2*1.5-2 = 13.3; 15
		{AlignCenter | AlignMiddle, -12, 4},     // 13.3-25.3 = -12.0; 15-11 = 4
		{AlignRight | AlignBottom, -37, -7},     // 13.3-50.6 = -37.3; 15-22 = -7
		{AlignCenter | AlignBottom, -12, -7},    // as above
		{AlignRight | AlignMiddle | 16, -37, 4}, // stray bits are ignored
	} {
		x, y := k.textOrigin(50.6, 22, 10.2, 10, c.al)
		if x != c.wx || y != c.wy {
			t.Errorf("align %d: origin (%v, %v), want (%v, %v)", c.al, x, y, c.wx, c.wy)
		}
	}
}
