// Command bare is the smallest Ebitengine program: it fills the screen every
// frame and does nothing else. `LASVEGAS_WEB_PKG=./build/bare
// build/test-web.sh` runs it in the same headless Chromium as the game (the
// hook checks are skipped), so the frame gaps of the renderer alone can be
// told apart from the game's (docs/performance.md, "Browser").
package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

type bare struct{ n uint8 }

func (b *bare) Update() error { b.n++; return nil }

func (b *bare) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x0b, 0x5d + b.n%8, 0x3b, 0xff})
}

func (b *bare) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	return w * s, h * s
}

func (b *bare) Layout(w, h int) (int, int) { return w, h }

func main() {
	ebiten.SetWindowTitle("bare")
	if err := ebiten.RunGame(&bare{}); err != nil {
		panic(err)
	}
}
