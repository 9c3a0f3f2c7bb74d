package ui

import (
	"image"
	"image/color"
	"math"

	xvector "golang.org/x/image/vector"
)

// Raster draws the kit's shapes on the CPU into a premultiplied RGBA image,
// which is then uploaded to the GPU once (ebiten.NewImageFromImage).
// Building a sprite with Ebitengine's vector paths took 20-80 ms per
// sprite in WebAssembly (a draw call and a flush per path); here a die
// costs well under a millisecond natively. Rounded rectangles, circles and
// their outlines are anti-aliased from their signed distance (exact for
// straight edges, close for the arcs); the symbols' polygons go through
// golang.org/x/image/vector. Coordinates are in pixels, with pixel (i, j)
// covering [i, i+1) x [j, j+1), as with Ebitengine's paths.
type Raster struct {
	Img *image.RGBA
	buf []byte
	z   xvector.Rasterizer
}

// Reset makes r a clear w x h image, reusing its pixel buffer: the kit
// draws every sprite in one scratch raster (Ebitengine copies the pixels it
// is given), so building sprites leaves no garbage for the collector.
func (r *Raster) Reset(w, h int) {
	w, h = max(w, 1), max(h, 1)
	n := 4 * w * h
	if cap(r.buf) < n {
		r.buf = make([]byte, n)
	}
	r.buf = r.buf[:n]
	clear(r.buf)
	if r.Img == nil {
		r.Img = new(image.RGBA)
	}
	*r.Img = image.RGBA{Pix: r.buf, Stride: 4 * w, Rect: image.Rect(0, 0, w, h)}
}

// blend composites the premultiplied colour c with coverage cov (0-255)
// over the pixel at byte offset i.
func (r *Raster) blend(i int, c color.RGBA, cov uint32) {
	if cov == 0 {
		return
	}
	p := r.Img.Pix[i : i+4 : i+4]
	sa := uint32(c.A) * cov / 255
	inv := 255 - sa
	p[0] = sat8((uint32(c.R)*cov + uint32(p[0])*inv) / 255)
	p[1] = sat8((uint32(c.G)*cov + uint32(p[1])*inv) / 255)
	p[2] = sat8((uint32(c.B)*cov + uint32(p[2])*inv) / 255)
	p[3] = sat8((uint32(c.A)*cov + uint32(p[3])*inv) / 255)
}

// sat8 saturates a channel, as the GPU does: a few palette colours have
// R, G or B above A (brighter than premultiplied allows).
func sat8(v uint32) uint8 {
	if v > 255 {
		return 255
	}
	return uint8(v)
}

// rrectDist is the signed distance from (px, py) to a rounded rectangle
// centred at (cx, cy) with half sizes hw, hh and corner radius rad
// (negative inside).
func rrectDist(px, py, cx, cy, hw, hh, rad float64) float64 {
	qx := math.Abs(px-cx) - (hw - rad)
	qy := math.Abs(py-cy) - (hh - rad)
	if qx > 0 && qy > 0 {
		return math.Sqrt(qx*qx+qy*qy) - rad
	}
	return math.Max(qx, qy) - rad
}

// covByte turns a signed distance into coverage 0-255 (half a pixel of
// ramp on each side of the edge).
func covByte(d float64) uint32 {
	v := 0.5 - d
	if v <= 0 {
		return 0
	}
	if v >= 1 {
		return 255
	}
	return uint32(v*255 + 0.5)
}

// FillRRect fills a rounded rectangle.
func (r *Raster) FillRRect(x, y, w, h, rad float64, c color.RGBA) {
	r.rrect(x, y, w, h, rad, 0, c)
}

// StrokeRRect outlines a rounded rectangle with a line of the given width
// centred on its edge (round joins: the outer corner radius grows by half
// the width, the inner one shrinks).
func (r *Raster) StrokeRRect(x, y, w, h, rad, width float64, c color.RGBA) {
	if width <= 0 {
		return
	}
	r.rrect(x, y, w, h, rad, width, c)
}

// FillCircle fills a circle.
func (r *Raster) FillCircle(cx, cy, rad float64, c color.RGBA) {
	r.rrect(cx-rad, cy-rad, 2*rad, 2*rad, rad, 0, c)
}

// rrect fills (stroke == 0) or outlines a rounded rectangle.
func (r *Raster) rrect(x, y, w, h, rad, stroke float64, c color.RGBA) {
	if w <= 0 || h <= 0 || c.A == 0 {
		return
	}
	hw, hh := w/2, h/2
	rad = Clamp(rad, 0, math.Min(hw, hh))
	cx, cy := x+hw, y+hh
	half := stroke / 2
	// Pixels to visit, and those inside where the coverage is known
	// without a distance: full for a fill, none for an outline.
	grow := half + 1
	b := r.Img.Bounds()
	x0, x1 := max(b.Min.X, int(math.Floor(x-grow))), min(b.Max.X, int(math.Ceil(x+w+grow)))
	y0, y1 := max(b.Min.Y, int(math.Floor(y-grow))), min(b.Max.Y, int(math.Ceil(y+h+grow)))
	inner := 0.5 // a pixel whose centre is this deep inside is fully covered (fill) or uncovered (outline)
	if stroke > 0 {
		inner = half + 0.5
	}
	for py := y0; py < y1; py++ {
		fy := float64(py) + 0.5
		// Half width of the row's sure interior, around cx (negative: none).
		qy := math.Abs(fy-cy) - (hh - rad)
		in := -1.0
		if qy <= 0 {
			if math.Abs(fy-cy) <= hh-inner {
				in = hw - inner
			}
		} else if qy <= rad-inner {
			in = hw - rad
		}
		// Pixels xa..xb-1 have their centres in the interior; elsewhere
		// near the top and bottom, those in the middle share one distance.
		xa, xb := x1, x1
		span := in
		var cov uint32 = 255
		if in < 0 {
			span = hw - rad + math.Min(qy, 0)
			d := qy - rad
			if stroke > 0 {
				d = math.Abs(d) - half
			}
			cov = covByte(d)
		} else if stroke > 0 {
			cov = 0
		}
		if span >= 0 {
			xa = max(x0, int(math.Ceil(cx-span-0.5)))
			xb = max(xa, min(x1, int(math.Floor(cx+span-0.5))+1))
		}
		row := r.Img.PixOffset(0, py)
		edge := func(from, to int) {
			for px := from; px < to; px++ {
				fx := float64(px) + 0.5
				d := rrectDist(fx, fy, cx, cy, hw, hh, rad)
				if stroke > 0 {
					d = math.Abs(d) - half
				}
				r.blend(row+4*px, c, covByte(d))
			}
		}
		edge(x0, xa)
		if cov == 255 {
			r.fillSpan(row+4*xa, row+4*xb, c)
		} else if cov > 0 {
			for px := xa; px < xb; px++ {
				r.blend(row+4*px, c, cov)
			}
		}
		edge(xb, x1)
	}
}

// fillSpan paints the bytes [i, j) of a row with c at full coverage.
func (r *Raster) fillSpan(i, j int, c color.RGBA) {
	if i >= j {
		return
	}
	pix := r.Img.Pix[i:j]
	if c.A == 0xff {
		for k := 0; k+3 < len(pix); k += 4 {
			pix[k], pix[k+1], pix[k+2], pix[k+3] = c.R, c.G, c.B, 0xff
		}
		return
	}
	inv := 255 - uint32(c.A)
	for k := 0; k+3 < len(pix); k += 4 {
		p := pix[k : k+4 : k+4]
		if p[3] == 0 {
			p[0], p[1], p[2], p[3] = c.R, c.G, c.B, c.A
			continue
		}
		p[0] = sat8(uint32(c.R) + (uint32(p[0])*inv+127)/255)
		p[1] = sat8(uint32(c.G) + (uint32(p[1])*inv+127)/255)
		p[2] = sat8(uint32(c.B) + (uint32(p[2])*inv+127)/255)
		p[3] = sat8(uint32(c.A) + (uint32(p[3])*inv+127)/255)
	}
}

// FillPolygon fills a closed polygon (x, y pairs, non-zero winding) with
// golang.org/x/image/vector, over its bounding box only.
func (r *Raster) FillPolygon(pts []float32, c color.RGBA) {
	if len(pts) < 6 || c.A == 0 {
		return
	}
	minX, minY, maxX, maxY := pts[0], pts[1], pts[0], pts[1]
	for i := 2; i+1 < len(pts); i += 2 {
		minX, maxX = min(minX, pts[i]), max(maxX, pts[i])
		minY, maxY = min(minY, pts[i+1]), max(maxY, pts[i+1])
	}
	box := image.Rect(int(math.Floor(float64(minX))), int(math.Floor(float64(minY))),
		int(math.Ceil(float64(maxX))), int(math.Ceil(float64(maxY)))).Intersect(r.Img.Bounds())
	if box.Empty() {
		return
	}
	ox, oy := float32(box.Min.X), float32(box.Min.Y)
	r.z.Reset(box.Dx(), box.Dy())
	r.z.MoveTo(pts[0]-ox, pts[1]-oy)
	for i := 2; i+1 < len(pts); i += 2 {
		r.z.LineTo(pts[i]-ox, pts[i+1]-oy)
	}
	r.z.ClosePath()
	r.z.Draw(r.Img, box, image.NewUniform(c), image.Point{})
}
