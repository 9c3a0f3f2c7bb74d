package ui

import "math"

// Beside places an explanation of w x h beside r, the thing it explains:
// never over r and over none of avoid (the tables' casino names: a box
// right of one casino used to cover the name of the casino beside it),
// within room. It tries right of r, left of it, below it and above it,
// each gap away from r or else moved up or down past the names in its
// way (gap/2 from the name, still level with r, or still below or above
// it); the first side that has room whole wins. If none does, the box is
// beside r as room allows (right, left, below, above) and h is cut to the
// room there. Every table's explanations are placed by it.
func Beside(r Rect, w, h float64, room Rect, gap float64, avoid []Rect) Rect {
	top, bottom := room.Y, room.MaxY()
	clear := func(b Rect) bool {
		if b.Y < top || b.MaxY() > bottom || b.X < room.X || b.MaxX() > room.MaxX() || b.Overlaps(r) {
			return false
		}
		for _, n := range avoid {
			if b.Overlaps(n) {
				return false
			}
		}
		return true
	}
	cx := Clamp(r.CX()-w/2, room.X, math.Max(room.MaxX()-w, room.X))
	level := Clamp(r.Y, top, math.Max(bottom-h, top))
	sides := [4]struct {
		x, y   float64
		beside bool // right or left of r, not below or above
	}{{r.MaxX() + gap, level, true}, {r.X - gap - w, level, true}, {cx, r.MaxY() + gap, false}, {cx, r.Y - gap - h, false}}
	for _, sd := range sides {
		if b := R(sd.x, sd.y, w, h); clear(b) {
			return b
		}
		// Moved past a name in its way, just below it or just above it,
		// still level with r (right, left) or on its side of r (below,
		// above): the nearest to where the side put it.
		best, dist := Rect{}, math.Inf(1)
		for _, n := range avoid {
			for _, y := range [2]float64{n.MaxY() + gap/2, n.Y - gap/2 - h} {
				b := R(sd.x, y, w, h)
				side := b.Y < r.MaxY() && b.MaxY() > r.Y
				if !sd.beside {
					side = sd.y > r.Y && b.Y >= r.MaxY() || sd.y < r.Y && b.MaxY() <= r.Y
				}
				if d := math.Abs(y - sd.y); d < dist && side && clear(b) {
					best, dist = b, d
				}
			}
		}
		if !best.Empty() {
			return best
		}
	}
	switch {
	case r.MaxX()+gap+w <= room.MaxX():
		return R(r.MaxX()+gap, level, w, math.Min(h, bottom-level))
	case r.X-gap-w >= room.X:
		return R(r.X-gap-w, level, w, math.Min(h, bottom-level))
	}
	below, above := bottom-r.MaxY()-gap, r.Y-gap-top
	if below >= h || below >= above {
		return R(cx, r.MaxY()+gap, w, math.Min(h, below))
	}
	return R(cx, r.Y-gap-math.Min(h, above), w, math.Min(h, above))
}

// PointerRest is where the mouse was when a table first saw it. Until it
// has moved from there (or pressed), a table explains nothing under it: a
// window's pointer that nobody put there (Xvfb's rests at the window's
// centre, over a casino, in every autoplayed screenshot) or the one left
// where Start was clicked.
type PointerRest struct {
	x, y             float64
	had, seen, moved bool // had: there was a pointer when first seen
}

// Watch follows the pointer from where it rested at the table's first
// tick (a pointer that comes later, from outside, has moved); call it
// every tick.
func (r *PointerRest) Watch(in *Input) {
	switch {
	case r.moved:
	case !r.seen:
		r.x, r.y, r.had, r.seen = in.PX, in.PY, in.HasPoint, true
		r.moved = in.Down
	case in.Down || in.HasPoint && (!r.had || in.PX != r.x || in.PY != r.y):
		r.moved = true
	}
}

// Moved reports whether the pointer has moved (or pressed) since the
// table first saw it.
func (r *PointerRest) Moved() bool { return r.moved }
