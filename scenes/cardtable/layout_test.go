package cardtable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestLayoutFits: at any window size (a phone held upright, a desktop, odd
// and tiny ones) everything lies inside the canvas, the casinos do not
// overlap each other or the hand, and the cards and Confirm are usable.
func TestLayoutFits(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {1280, 800}, {800, 600}, {3000, 500}, {500, 3000}, {1024, 1024}, {1024, 600}, {700, 450}, {200, 200}, {1, 1}} {
		vp := ui.ComputeViewport(size[0], size[1], 1)
		for n := cards.MinPlayers; n <= cards.MaxPlayers; n++ {
			l := newLayout(vp.W, vp.H, n, tapUnits(vp, 1))
			canvas := ui.R(0, 0, vp.W+0.5, vp.H+0.5)
			rects := append([]ui.Rect{l.top, l.hand, l.confirm, l.overlay}, l.panels...)
			rects = append(rects, l.casinos[:]...)
			rects = append(rects, l.slots[:]...)
			for i, r := range rects {
				if r.Empty() || !r.Within(canvas) {
					t.Fatalf("%vx%v, %d players: rect %d %+v is empty or outside %vx%v", size[0], size[1], n, i, r, vp.W, vp.H)
				}
			}
			for i, a := range l.casinos {
				if a.Overlaps(l.hand) || a.Overlaps(l.top) {
					t.Errorf("%vx%v: casino %d overlaps the hand or the top bar", size[0], size[1], i+1)
				}
				for _, p := range l.panels {
					if a.Overlaps(p) {
						t.Errorf("%vx%v: casino %d overlaps a seat panel", size[0], size[1], i+1)
					}
				}
				for _, b := range l.casinos[i+1:] {
					if a.Overlaps(b) {
						t.Errorf("%vx%v: casinos overlap", size[0], size[1])
					}
				}
			}
			if l.slots[0].W < 40 || l.confirm.Overlaps(l.slots[4]) {
				t.Errorf("%vx%v: cards %.0f wide, or Confirm over a card", size[0], size[1], l.slots[0].W)
			}
		}
	}
}
