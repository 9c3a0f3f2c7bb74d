package scenes

import (
	"math"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/internal/screens"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestQuitGuardReadable: the question "Press Esc again to quit" (the
// setup's, a message's and the dice game's end) is 12 CSS px or more on
// every phone, upright and on its side, whole in a box within the
// screen, and on a desktop the box it always was.
func TestQuitGuardReadable(t *testing.T) {
	k := measureKit(t)
	sizes := append(append([][3]float64{}, setupPhones...), landPhones...)
	for _, ph := range sizes {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		cu := math.Max(ph[2]/vp.Scale, 1) // Context.CSSUnits
		r, size := scene.QuitGuardBox(k, vp, cu)
		if css := size / cu; css < 12-1e-9 {
			t.Errorf("%vx%v: the question at %.1f CSS px", ph[0], ph[1], css)
		}
		if tw := k.TextWidth(scene.QuitGuardText, ui.FontBold, size); tw > r.W-16*size/15+1e-6 {
			t.Errorf("%vx%v: the question is %.0f wide in a box of %.0f", ph[0], ph[1], tw, r.W)
		}
		if !r.Within(ui.R(0, 0, vp.W, vp.H)) {
			t.Errorf("%vx%v: the box %+v leaves the screen %vx%v", ph[0], ph[1], r, vp.W, vp.H)
		}
	}
	for _, d := range screens.Desktop {
		vp := ui.ComputeViewport(d[0], d[1], 1)
		u := ui.Unit(vp.W, vp.H)
		r, size := scene.QuitGuardBox(k, vp, 1)
		if want := ui.R(vp.W/2-170*u, vp.H-46*u, 340*u, 34*u); size != 15*u || r != want {
			t.Errorf("%vx%v: the box %+v at %.1f, want the desktop's %+v at %.1f", d[0], d[1], r, size, want, 15*u)
		}
	}
}
