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
	if b, ok := besideWhole(r, w, h, room, gap, [][]Rect{avoid}, false); ok {
		return b
	}
	return besideCut(r, w, h, room, gap)
}

// BesideFirst is Beside with the rects to keep clear in layers, the most
// important first: the box keeps clear of every layer where a side has
// room whole for it, else of all but the last layer, and so on; where
// even the first layer alone leaves no side whole, it is Beside's answer
// with the first layer. kept says how many layers the box keeps clear
// of (0 for that last answer). Of the sides that have room, the nearest
// to r wins (Beside takes the first): a box moved past the rects in its
// way can end far from r on one side and close to it on another. The card table keeps clear of the
// casinos' names, then their notes, then their dice totals.
func BesideFirst(r Rect, w, h float64, room Rect, gap float64, layers ...[]Rect) (box Rect, kept int) {
	for k := len(layers); k >= 1; k-- {
		if b, ok := besideWhole(r, w, h, room, gap, layers[:k], true); ok {
			return b, k
		}
	}
	var first []Rect
	if len(layers) > 0 {
		first = layers[0]
	}
	return Beside(r, w, h, room, gap, first), 0
}

// besideWhole is the first place Beside tries that has room whole for
// the box, clear of every rect of avoid's layers (with nearest, the one
// of the four sides' nearest to r); ok false if none has.
func besideWhole(r Rect, w, h float64, room Rect, gap float64, avoid [][]Rect, nearest bool) (Rect, bool) {
	top, bottom := room.Y, room.MaxY()
	clear := func(b Rect) bool {
		if b.Y < top || b.MaxY() > bottom || b.X < room.X || b.MaxX() > room.MaxX() || b.Overlaps(r) {
			return false
		}
		for _, layer := range avoid {
			for _, n := range layer {
				if b.Overlaps(n) {
					return false
				}
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
	found, far := Rect{}, math.Inf(1)
	for _, sd := range sides {
		b := R(sd.x, sd.y, w, h)
		if !clear(b) {
			b = movedPast(r, b, sd.beside, gap, clear, avoid)
		}
		if b.Empty() {
			continue
		}
		if !nearest {
			return b, true
		}
		if d := apart(b, r); d < far {
			found, far = b, d
		}
	}
	return found, !found.Empty()
}

// apart is how far apart a and b are (0 where they touch or overlap).
func apart(a, b Rect) float64 {
	dx := math.Max(0, math.Max(a.X-b.MaxX(), b.X-a.MaxX()))
	dy := math.Max(0, math.Max(a.Y-b.MaxY(), b.Y-a.MaxY()))
	return math.Hypot(dx, dy)
}

// movedPast is box b, put on a side of r (beside: right or left of it,
// else below or above), moved past a rect of avoid in its way: just below
// it or just above it, still level with r (right, left) or on its side of
// r (below, above), the nearest to where the side put it; empty if no
// such place is clear.
func movedPast(r, b Rect, beside bool, gap float64, clear func(Rect) bool, avoid [][]Rect) Rect {
	best, dist := Rect{}, math.Inf(1)
	for _, layer := range avoid {
		for _, n := range layer {
			for _, y := range [2]float64{n.MaxY() + gap/2, n.Y - gap/2 - b.H} {
				m := R(b.X, y, b.W, b.H)
				side := m.Y < r.MaxY() && m.MaxY() > r.Y
				if !beside {
					side = b.Y > r.Y && m.Y >= r.MaxY() || b.Y < r.Y && m.MaxY() <= r.Y
				}
				if d := math.Abs(y - b.Y); d < dist && side && clear(m) {
					best, dist = m, d
				}
			}
		}
	}
	return best
}

// besideCut is Beside's box where no side has room whole: beside r as
// room allows (right, left, below, above), h cut to the room there.
func besideCut(r Rect, w, h float64, room Rect, gap float64) Rect {
	top, bottom := room.Y, room.MaxY()
	cx := Clamp(r.CX()-w/2, room.X, math.Max(room.MaxX()-w, room.X))
	level := Clamp(r.Y, top, math.Max(bottom-h, top))
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
