package ui

import "testing"

// TestPhoneOnSide: phones held on their side (and windows as short) are
// laid out as phones on their side; desktops, tablets taller than 600 CSS
// px, square windows and phones held upright are not, at any device scale.
func TestPhoneOnSide(t *testing.T) {
	for _, c := range []struct {
		w, h float64
		want bool
	}{
		{1280, 800, false}, // desktop
		{1920, 1080, false},
		{1280, 720, false}, // the least desktop kept as it is
		{800, 600, false},  // a small desktop window: not wide enough
		{1024, 768, false}, // a tablet, 4:3
		{1280, 800, false}, // a 10" tablet on its side
		{844, 390, true},   // phones on their side
		{640, 360, true},
		{667, 375, true},
		{932, 430, true},
		{915, 412, true},
		{568, 320, true},
		{1024, 600, true}, // a 7" tablet on its side (or such a window)
		{1066, 600, true},
		{3000, 500, true},
		{700, 450, false}, // short but not wide enough (1.56)
		{390, 844, false}, // phones upright
		{360, 640, false},
		{360, 780, false},
		{600, 1024, false}, // a tablet upright
		{200, 200, false},
		{1, 1, false},
	} {
		for _, dsf := range []float64{1, 2, 3} {
			vp := ComputeViewport(c.w, c.h, dsf)
			if got := PhoneOnSide(vp.W, vp.H); got != c.want {
				t.Errorf("%vx%v CSS px at scale %v (canvas %.0fx%.0f): on its side %v, want %v", c.w, c.h, dsf, vp.W, vp.H, got, c.want)
			}
		}
	}
	if PhoneOnSide(0, 0) || PhoneOnSide(-5, -1) {
		t.Error("an empty canvas is a phone on its side")
	}
}
