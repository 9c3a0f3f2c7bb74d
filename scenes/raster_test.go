package scenes

import (
	"image/color"
	"testing"
)

func alphaAt(r *raster, x, y int) uint8 { return r.img.Pix[r.img.PixOffset(x, y)+3] }

func TestRasterRRect(t *testing.T) {
	r := newRaster(40, 30)
	r.fillRRect(5, 5, 30, 20, 6, rgb(0xff, 0, 0))
	for _, p := range [][2]int{{20, 15}, {5, 15}, {34, 15}, {20, 5}, {20, 24}, {11, 6}} {
		if a := alphaAt(r, p[0], p[1]); a != 0xff {
			t.Errorf("inside pixel %v: alpha %d, want 255", p, a)
		}
	}
	for _, p := range [][2]int{{4, 15}, {35, 15}, {20, 4}, {20, 25}, {5, 5}, {34, 24}, {0, 0}} {
		if a := alphaAt(r, p[0], p[1]); a != 0 {
			t.Errorf("outside pixel %v: alpha %d, want 0", p, a)
		}
	}
	// An edge half a pixel in is half covered.
	r = newRaster(10, 10)
	r.fillRRect(2.5, 0, 5, 10, 0, rgb(0, 0, 0xff))
	if a := alphaAt(r, 2, 5); a < 120 || a > 135 {
		t.Errorf("half-covered pixel: alpha %d, want about 128", a)
	}
	if p := r.img.Pix[r.img.PixOffset(2, 5):][:4]; p[2] != p[3] || p[0] != 0 {
		t.Errorf("not premultiplied blue: %v", p)
	}
}

func TestRasterStroke(t *testing.T) {
	r := newRaster(40, 40)
	r.strokeRRect(5, 5, 30, 30, 8, 2, rgb(0, 0xff, 0))
	if a := alphaAt(r, 20, 20); a != 0 {
		t.Errorf("the hole is painted: alpha %d", a)
	}
	for _, p := range [][2]int{{4, 20}, {5, 20}, {20, 4}, {34, 20}, {35, 20}} {
		if a := alphaAt(r, p[0], p[1]); a != 0xff {
			t.Errorf("line pixel %v: alpha %d, want 255", p, a)
		}
	}
	for _, p := range [][2]int{{3, 20}, {7, 20}, {36, 20}, {20, 7}, {0, 0}, {9, 9}, {4, 4}} {
		if a := alphaAt(r, p[0], p[1]); a != 0 {
			t.Errorf("off the line %v: alpha %d, want 0", p, a)
		}
	}
}

func TestRasterBlendSaturates(t *testing.T) {
	// Over an opaque pixel, a colour brighter than its alpha saturates as on the GPU.
	r := newRaster(4, 4)
	r.fillRRect(0, 0, 4, 4, 0, rgb(0xf0, 0xf0, 0xf0))
	r.fillRRect(0, 0, 4, 4, 0, rgba(0xff, 0xff, 0xff, 0xc0))
	if p := r.img.Pix[:4]; p[0] != 0xff || p[3] != 0xff {
		t.Errorf("saturated pixel %v", p)
	}
	r.fillRRect(0, 0, 4, 4, 0, color.RGBA{0x20, 0x40, 0x60, 0x80})
	if p := r.img.Pix[:4]; p[0] != 0x20+0x7f || p[3] != 0xff {
		t.Errorf("blend %v, want R %d A 255", p, 0x20+0x7f)
	}
}

func TestRasterPolygonAndDegenerate(t *testing.T) {
	r := newRaster(20, 20)
	drawShape(r, ShapeSquare, 10, 10, 5, rgb(0xff, 0xff, 0xff))
	if a := alphaAt(r, 10, 10); a != 0xff {
		t.Errorf("square centre: alpha %d", a)
	}
	if a := alphaAt(r, 1, 1); a != 0 {
		t.Errorf("outside the square: alpha %d", a)
	}
	drawShape(r, ShapeRing, 10, 10, 8, rgb(0xff, 0, 0))
	if p := r.img.Pix[r.img.PixOffset(10, 10):][:4]; p[0] != 0xff || p[1] != 0xff {
		t.Errorf("the ring's hole is painted: %v", p)
	}
	// Off the image, empty or negative: nothing, and no panic.
	r.fillRRect(-50, -50, 10, 10, 3, rgb(1, 2, 3))
	r.fillRRect(5, 5, 0, 10, 3, rgb(1, 2, 3))
	r.strokeRRect(5, 5, 10, -1, 3, 2, rgb(1, 2, 3))
	r.fillCircle(100, 100, 4, rgb(1, 2, 3))
	r.fillPolygon([]float32{-10, -10, -5, -10, -5, -5}, rgb(1, 2, 3))
	r.fillPolygon([]float32{1, 2}, rgb(1, 2, 3))
	for _, s := range []Shape{ShapeCircle, ShapeSquare, ShapeTriangle, ShapeDiamond, ShapeStar, ShapePlus, ShapeRing, ShapeBolt, 99} {
		drawShape(r, s, 0, 0, 30, rgb(0, 0, 1))
	}
	_ = newRaster(0, -3)
}

// The CPU cost of the sprites the table builds (see docs/performance.md);
// the upload (ebiten.NewImageFromImage) is not included.
func BenchmarkRasterDie(b *testing.B) {
	var rs raster
	for i := 0; i < b.N; i++ {
		rasterDie(&rs, 54, DieStyle{Colour: 1, Symbols: i%2 == 0}, i%6+1)
	}
}

func BenchmarkRasterDieBiggy(b *testing.B) {
	var rs raster
	for i := 0; i < b.N; i++ {
		rasterDie(&rs, 70, DieStyle{Colour: 2, Biggy: true}, i%6+1)
	}
}

func BenchmarkRasterNote(b *testing.B) {
	var rs raster
	for i := 0; i < b.N; i++ {
		rasterNote(&rs, 68, 40, i%12)
	}
}

func BenchmarkRasterTile(b *testing.B) {
	var rs raster
	for i := 0; i < b.N; i++ {
		rasterTile(&rs, 300, 200, i%7+1, 1)
	}
}

func BenchmarkRasterPanel(b *testing.B) {
	var rs raster
	for i := 0; i < b.N; i++ {
		rasterPanel(&rs, 210, 150, 1, PlayerColour(1))
	}
}
