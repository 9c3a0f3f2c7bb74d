package ui

import "testing"

func TestSpeedsAndTween(t *testing.T) {
	if SpeedInstant.Ticks(30) != 0 || SpeedNormal.Ticks(30) != 30 || SpeedSlow.Ticks(30) <= 30 || SpeedFast.Ticks(30) >= 30 {
		t.Error("speed scaling wrong")
	}
	m := Motion{Speed: SpeedNormal, Reduced: true}
	if m.Dur(60) >= 60 {
		t.Error("reduced motion should shorten long moves")
	}
	tw := NewTween(3)
	for i := 0; i < 3; i++ {
		if tw.Done() {
			t.Fatal("done too early")
		}
		tw.Step()
	}
	if !tw.Done() || tw.P() != 1 {
		t.Error("tween should be done")
	}
	if NewTween(0).P() != 1 {
		t.Error("zero tween is done")
	}
	for _, f := range []func(float64) float64{EaseOutCubic, EaseInOutCubic} {
		if f(0) > 1e-9 || f(1) < 1-1e-9 || f(1) > 1+1e-9 {
			t.Error("easing endpoints wrong")
		}
	}
	if s, ok := ParseSpeed("fast"); !ok || s != SpeedFast {
		t.Error("ParseSpeed")
	}
}
