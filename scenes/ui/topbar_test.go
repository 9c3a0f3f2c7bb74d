package ui

import "testing"

// The top bar's five buttons lie in order at the bar's right end, inside
// it, without overlapping, each at least a tap wide on a phone; a point on
// each finds it.
func TestTopBarPlacesTheFiveButtons(t *testing.T) {
	for _, c := range []struct{ w, u, tap float64 }{{1280, 1, 0}, {390, 0.6, 44}, {360, 0.55, 44}} {
		bar := R(0, 0, c.w, 52)
		tb, left := NewTopBar(bar, c.u, c.tap)
		for b := TopHelp; b < NumTopButtons; b++ {
			r := tb[b]
			if !r.Within(bar) || r.W < c.tap || (b > 0 && r.X < tb[b-1].MaxX()) {
				t.Errorf("%v wide: button %d at %+v", c.w, b, r)
			}
			if got, ok := tb.Hit(r.CX(), r.CY()); !ok || got != b {
				t.Errorf("%v wide: the middle of button %d hits %d %v", c.w, b, got, ok)
			}
		}
		if left.MaxX() > tb[TopHelp].X {
			t.Errorf("%v wide: the rest of the bar %+v runs under the buttons", c.w, left)
		}
	}
}
