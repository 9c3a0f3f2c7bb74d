package ui

import (
	"image/color"
	"testing"
)

// newRaster is a clear w x h raster.
func newRaster(w, h int) *Raster {
	r := &Raster{}
	r.Reset(w, h)
	return r
}

func alphaAt(r *Raster, x, y int) uint8 { return r.Img.Pix[r.Img.PixOffset(x, y)+3] }

func TestRasterRRect(t *testing.T) {
	r := newRaster(40, 30)
	r.FillRRect(5, 5, 30, 20, 6, RGB(0xff, 0, 0))
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
	r.FillRRect(2.5, 0, 5, 10, 0, RGB(0, 0, 0xff))
	if a := alphaAt(r, 2, 5); a < 120 || a > 135 {
		t.Errorf("half-covered pixel: alpha %d, want about 128", a)
	}
	if p := r.Img.Pix[r.Img.PixOffset(2, 5):][:4]; p[2] != p[3] || p[0] != 0 {
		t.Errorf("not premultiplied blue: %v", p)
	}
}

func TestRasterStroke(t *testing.T) {
	r := newRaster(40, 40)
	r.StrokeRRect(5, 5, 30, 30, 8, 2, RGB(0, 0xff, 0))
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
	r.FillRRect(0, 0, 4, 4, 0, RGB(0xf0, 0xf0, 0xf0))
	r.FillRRect(0, 0, 4, 4, 0, RGBA(0xff, 0xff, 0xff, 0xc0))
	if p := r.Img.Pix[:4]; p[0] != 0xff || p[3] != 0xff {
		t.Errorf("saturated pixel %v", p)
	}
	r.FillRRect(0, 0, 4, 4, 0, color.RGBA{0x20, 0x40, 0x60, 0x80})
	if p := r.Img.Pix[:4]; p[0] != 0x20+0x7f || p[3] != 0xff {
		t.Errorf("blend %v, want R %d A 255", p, 0x20+0x7f)
	}
}

// The CPU cost of a panel sprite (see docs/performance.md); the upload
// (ebiten.NewImageFromImage) is not included.
func BenchmarkRasterPanel(b *testing.B) {
	var rs Raster
	for i := 0; i < b.N; i++ {
		rasterPanel(&rs, 210, 150, 1, ColGold)
	}
}
