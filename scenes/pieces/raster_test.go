package pieces

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// newRaster is a clear w x h raster.
func newRaster(w, h int) *ui.Raster {
	r := &ui.Raster{}
	r.Reset(w, h)
	return r
}

func alphaOf(r *ui.Raster, x, y int) uint8 { return r.Img.Pix[r.Img.PixOffset(x, y)+3] }

func TestRasterPolygonAndDegenerate(t *testing.T) {
	r := newRaster(20, 20)
	drawShape(r, ShapeSquare, 10, 10, 5, ui.RGB(0xff, 0xff, 0xff))
	if a := alphaOf(r, 10, 10); a != 0xff {
		t.Errorf("square centre: alpha %d", a)
	}
	if a := alphaOf(r, 1, 1); a != 0 {
		t.Errorf("outside the square: alpha %d", a)
	}
	drawShape(r, ShapeRing, 10, 10, 8, ui.RGB(0xff, 0, 0))
	if p := r.Img.Pix[r.Img.PixOffset(10, 10):][:4]; p[0] != 0xff || p[1] != 0xff {
		t.Errorf("the ring's hole is painted: %v", p)
	}
	// Off the image, empty or negative: nothing, and no panic.
	r.FillRRect(-50, -50, 10, 10, 3, ui.RGB(1, 2, 3))
	r.FillRRect(5, 5, 0, 10, 3, ui.RGB(1, 2, 3))
	r.StrokeRRect(5, 5, 10, -1, 3, 2, ui.RGB(1, 2, 3))
	r.FillCircle(100, 100, 4, ui.RGB(1, 2, 3))
	r.FillPolygon([]float32{-10, -10, -5, -10, -5, -5}, ui.RGB(1, 2, 3))
	r.FillPolygon([]float32{1, 2}, ui.RGB(1, 2, 3))
	for _, s := range []Shape{ShapeCircle, ShapeSquare, ShapeTriangle, ShapeDiamond, ShapeStar, ShapePlus, ShapeRing, ShapeBolt, 99} {
		drawShape(r, s, 0, 0, 30, ui.RGB(0, 0, 1))
	}
	_ = newRaster(0, -3)
}

// The CPU cost of the sprites the table builds (see docs/performance.md);
// the upload (ebiten.NewImageFromImage) is not included.
func BenchmarkRasterDie(b *testing.B) {
	var rs ui.Raster
	for i := 0; i < b.N; i++ {
		rasterDie(&rs, 54, DieStyle{Colour: 1, Symbols: i%2 == 0}, i%6+1)
	}
}

func BenchmarkRasterDieBiggy(b *testing.B) {
	var rs ui.Raster
	for i := 0; i < b.N; i++ {
		rasterDie(&rs, 70, DieStyle{Colour: 2, Biggy: true}, i%6+1)
	}
}

func BenchmarkRasterNote(b *testing.B) {
	var rs ui.Raster
	for i := 0; i < b.N; i++ {
		rasterNote(&rs, 68, 40, i%12)
	}
}

func BenchmarkRasterTile(b *testing.B) {
	var rs ui.Raster
	for i := 0; i < b.N; i++ {
		rasterTile(&rs, 300, 200, i%7+1, 1)
	}
}
