package ui

import "testing"

// A dialog is centred, in units, and kept 20 px inside a small window.
func TestDialogRect(t *testing.T) {
	vp := ComputeViewport(1280, 720, 1)
	u := Unit(vp.W, vp.H)
	r := DialogRect(vp, 400, 300)
	if r.W != 400*u || r.H != 300*u || r.CX() != vp.W/2 || r.CY() != vp.H/2 {
		t.Errorf("dialog %+v in %vx%v (unit %v)", r, vp.W, vp.H, u)
	}
	small := Viewport{W: 300, H: 200}
	if r := DialogRect(small, 4000, 3000); r != R(20, 20, 260, 160) {
		t.Errorf("dialog %+v in 300x200", r)
	}
}

// A button is in its hover state while the pointer is over it.
func TestHoverState(t *testing.T) {
	in := NewInput(nil)
	r := R(10, 10, 50, 20)
	if in.HoverState(r, BtnPrimary) != BtnPrimary || in.HoverState(r, BtnNormal) != BtnNormal {
		t.Error("hover without a pointer")
	}
	in.HasPoint, in.PX, in.PY = true, 30, 15
	if in.HoverState(r, BtnPrimary) != BtnPrimaryHover || in.HoverState(r, BtnNormal) != BtnHover {
		t.Error("no hover under the pointer")
	}
	if in.HoverState(R(100, 100, 5, 5), BtnNormal) != BtnNormal {
		t.Error("hover away from the pointer")
	}
}
