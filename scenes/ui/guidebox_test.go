package ui

import (
	"strings"
	"testing"
)

// TestLayGuideBox: the guide's box lies within the canvas and never over
// its target, wherever the target is (top, bottom, a side, or all but the
// whole canvas), with its two buttons inside it, side by side, and room
// for its words and the extra row above them.
func TestLayGuideBox(t *testing.T) {
	k := textKit(t)
	words := strings.Repeat("Each turn pick 1 or 2 cards of any numbers. ", 4)
	for _, c := range []struct {
		name         string
		W, H, w, u   float64
		target       Rect
		extra        float64
		wantMaxLines int
	}{
		{"below a top bar", 1280, 800, 460, 1, R(10, 10, 1260, 60), 0, 4},
		{"above a hand", 800, 1688, 800 - 16*2.2, 2.2, R(8, 1200, 784, 480), 120, 6},
		{"beside a tall panel", 1280, 800, 400, 1, R(20, 20, 400, 760), 0, 8},
		{"a phone on its side", 1688, 780, 928, 2.2, R(1000, 100, 600, 580), 0, 8},
	} {
		box, skip, next, lines := k.LayGuideBox(c.target, words, 15*c.u, 44*c.u, c.w, c.extra, c.W, c.H, c.u)
		canvas := R(0, 0, c.W, c.H)
		h := 16*c.u + 15*c.u*1.6 + 8*c.u + float64(len(lines))*15*c.u*1.35 + 12*c.u + 44*c.u + 16*c.u + c.extra
		switch {
		case len(lines) < 1 || len(lines) > c.wantMaxLines:
			t.Errorf("%s: %d lines, want 1 to %d", c.name, len(lines), c.wantMaxLines)
		case box.W != c.w || box.H < h-0.01 || box.H > h+0.01:
			t.Errorf("%s: box %+v, want %v x %.1f", c.name, box, c.w, h)
		case !box.Within(canvas):
			t.Errorf("%s: box %+v outside the canvas %+v", c.name, box, canvas)
		case box.Overlaps(c.target):
			t.Errorf("%s: box %+v over its target %+v", c.name, box, c.target)
		case !skip.Within(box) || !next.Within(box) || skip.Overlaps(next) || skip.MaxX() > next.X || skip.H != 44*c.u:
			t.Errorf("%s: buttons %+v %+v not side by side in the box %+v", c.name, skip, next, box)
		case next.Y-box.Y < h-c.extra-44*c.u-16*c.u-0.01:
			t.Errorf("%s: buttons at %.1f leave no room for the words above them (box at %.1f)", c.name, next.Y, box.Y)
		}
	}
}

// TestGuideBesideFallsBack: with no room on any side, the box goes to the
// canvas's bottom or top, whichever is farther from the target.
func TestGuideBesideFallsBack(t *testing.T) {
	const W, H = 800, 600
	top := GuideBeside(R(0, 0, W, 350), 400, 300, W, H, 8, 14)
	bottom := GuideBeside(R(0, 250, W, 350), 400, 300, W, H, 8, 14)
	if top.MaxY() != H-8 || bottom.Y != 8 {
		t.Errorf("target high: box at %+v, want at the bottom; target low: %+v, want at the top", top, bottom)
	}
}

// TestGuideButtons: on a touch screen the buttons name no keys.
func TestGuideButtons(t *testing.T) {
	skip, next := GuideButtons(false)
	if !strings.Contains(skip, "(Esc)") || !strings.Contains(next, "(Enter)") {
		t.Errorf("with keys: %q %q, want their keys named", skip, next)
	}
	if skip, next := GuideButtons(true); strings.Contains(skip+next, "(") {
		t.Errorf("touch: %q %q, want no keys named", skip, next)
	}
}
