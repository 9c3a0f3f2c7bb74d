package scenes

import (
	"image"
	"image/color"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// windowIcon draws a red die with five pips, in code, at size n.
func windowIcon(n int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	body := pieces.DieBody[0]
	r := float64(n) * 0.2
	inside := func(x, y float64) bool {
		w := float64(n)
		cx := ui.Clamp(x, r, w-r)
		cy := ui.Clamp(y, r, w-r)
		dx, dy := x-cx, y-cy
		return dx*dx+dy*dy <= r*r
	}
	pips := [][2]float64{{0.28, 0.28}, {0.72, 0.28}, {0.5, 0.5}, {0.28, 0.72}, {0.72, 0.72}}
	pr := float64(n) * 0.09
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			fx, fy := float64(x)+0.5, float64(y)+0.5
			if !inside(fx, fy) {
				continue
			}
			c := body
			for _, p := range pips {
				dx, dy := fx-p[0]*float64(n), fy-p[1]*float64(n)
				if dx*dx+dy*dy <= pr*pr {
					c = color.RGBA{0xff, 0xff, 0xff, 0xff}
				}
			}
			img.SetRGBA(x, y, c)
		}
	}
	return img
}
