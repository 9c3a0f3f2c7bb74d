package ui

import "math"

// Rect is an axis-aligned rectangle in logical units.
type Rect struct{ X, Y, W, H float64 }

// R builds a Rect.
func R(x, y, w, h float64) Rect { return Rect{x, y, w, h} }

// Max returns the right and bottom edges.
func (r Rect) MaxX() float64 { return r.X + r.W }

// MaxY is the bottom edge.
func (r Rect) MaxY() float64 { return r.Y + r.H }

// CX is the horizontal centre.
func (r Rect) CX() float64 { return r.X + r.W/2 }

// CY is the vertical centre.
func (r Rect) CY() float64 { return r.Y + r.H/2 }

// Empty reports whether r has no area.
func (r Rect) Empty() bool { return r.W <= 0 || r.H <= 0 }

// Contains reports whether the point is inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Overlaps reports whether r and o share area (touching edges do not count).
func (r Rect) Overlaps(o Rect) bool {
	if r.Empty() || o.Empty() {
		return false
	}
	const eps = 1e-6
	return r.X < o.X+o.W-eps && o.X < r.X+r.W-eps && r.Y < o.Y+o.H-eps && o.Y < r.Y+r.H-eps
}

// Within reports whether r lies inside o.
func (r Rect) Within(o Rect) bool {
	const eps = 1e-6
	return r.X >= o.X-eps && r.Y >= o.Y-eps && r.MaxX() <= o.MaxX()+eps && r.MaxY() <= o.MaxY()+eps
}

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect {
	w, h := r.W-2*d, r.H-2*d
	if w < 0 {
		w = 0
	}
	if h < 0 {
		h = 0
	}
	return Rect{r.X + d, r.Y + d, w, h}
}

// SplitLeft cuts a column of width w off the left; it returns the column and the rest.
func (r Rect) SplitLeft(w, gap float64) (Rect, Rect) {
	w = math.Min(w, r.W)
	return Rect{r.X, r.Y, w, r.H}, Rect{r.X + w + gap, r.Y, math.Max(0, r.W-w-gap), r.H}
}

// SplitRight cuts a column of width w off the right; it returns the column and the rest.
func (r Rect) SplitRight(w, gap float64) (Rect, Rect) {
	w = math.Min(w, r.W)
	return Rect{r.MaxX() - w, r.Y, w, r.H}, Rect{r.X, r.Y, math.Max(0, r.W-w-gap), r.H}
}

// SplitTop cuts a row of height h off the top; it returns the row and the rest.
func (r Rect) SplitTop(h, gap float64) (Rect, Rect) {
	h = math.Min(h, r.H)
	return Rect{r.X, r.Y, r.W, h}, Rect{r.X, r.Y + h + gap, r.W, math.Max(0, r.H-h-gap)}
}

// SplitBottom cuts a row of height h off the bottom; it returns the row and the rest.
func (r Rect) SplitBottom(h, gap float64) (Rect, Rect) {
	h = math.Min(h, r.H)
	return Rect{r.X, r.MaxY() - h, r.W, h}, Rect{r.X, r.Y, r.W, math.Max(0, r.H-h-gap)}
}

// Cols splits r into n equal columns separated by gap, writing them to dst.
func (r Rect) Cols(n int, gap float64, dst []Rect) []Rect {
	if n <= 0 {
		return dst
	}
	w := (r.W - gap*float64(n-1)) / float64(n)
	for i := 0; i < n; i++ {
		dst = append(dst, Rect{r.X + float64(i)*(w+gap), r.Y, w, r.H})
	}
	return dst
}

// Rows splits r into n equal rows separated by gap, writing them to dst.
func (r Rect) Rows(n int, gap float64, dst []Rect) []Rect {
	if n <= 0 {
		return dst
	}
	h := (r.H - gap*float64(n-1)) / float64(n)
	for i := 0; i < n; i++ {
		dst = append(dst, Rect{r.X, r.Y + float64(i)*(h+gap), r.W, h})
	}
	return dst
}

// Centered returns a w x h rect centred in r.
func (r Rect) Centered(w, h float64) Rect {
	return Rect{r.X + (r.W-w)/2, r.Y + (r.H-h)/2, w, h}
}

// Lerp interpolates between a and b.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }

// Clamp limits v to [lo, hi].
func Clamp(v, lo, hi float64) float64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// Minimum logical canvas: a window smaller than this is drawn scaled down.
const (
	MinLogicalW = 800
	MinLogicalH = 600
)

// Viewport maps the window to logical units. Layout happens in logical
// units; Scale converts them to physical pixels when drawing, so the picture
// stays crisp on high-DPI screens.
type Viewport struct {
	W, H         float64 // logical size, at least MinLogicalW x MinLogicalH
	Scale        float64 // physical pixels per logical unit
	PhysW, PhysH int     // physical size of the screen image
}

// ComputeViewport derives the viewport from the window's outside size (in
// device-independent pixels) and the device scale factor. A window smaller
// than the minimum is scaled down as a whole so the layout never has to
// squeeze below 800x600 logical units.
func ComputeViewport(outsideW, outsideH, dsf float64) Viewport {
	if !(dsf > 0) || math.IsInf(dsf, 0) {
		dsf = 1
	}
	if !(outsideW >= 1) {
		outsideW = 1
	}
	if !(outsideH >= 1) {
		outsideH = 1
	}
	k := 1.0
	if outsideW < MinLogicalW {
		k = math.Min(k, outsideW/MinLogicalW)
	}
	if outsideH < MinLogicalH {
		k = math.Min(k, outsideH/MinLogicalH)
	}
	return Viewport{
		W:     outsideW / k,
		H:     outsideH / k,
		Scale: dsf * k,
		PhysW: int(math.Ceil(outsideW * dsf)),
		PhysH: int(math.Ceil(outsideH * dsf)),
	}
}

// ToLogical converts a screen-image pixel position to logical units.
func (v Viewport) ToLogical(px, py float64) (float64, float64) {
	if v.Scale == 0 {
		return px, py
	}
	return px / v.Scale, py / v.Scale
}

// Unit returns the size unit for a logical canvas: 1 at 1280x760, within
// 0.8 and 2.
func Unit(w, h float64) float64 {
	return Clamp(math.Min(w/1280, h/760), 0.8, 2.0)
}
