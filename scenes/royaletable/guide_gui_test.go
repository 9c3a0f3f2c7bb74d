//go:build !js

package royaletable

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// guideCases play the guided game under --autoplay with --screenshots at
// a desktop's and a phone's size.
func guideCases() []guiCase {
	return []guiCase{guidedShotCase(1280, 800), guidedShotCase(390, 844)}
}

// guidedShotCase plays the guided game at w x h with --autoplay and
// --screenshots, as `lasvegas --game royale --guided --autoplay
// --screenshots DIR` does: the steps go on by themselves, every page asks
// for its screenshot (guide-N), which is written as the window
// would; each page's box lies inside the window and never over what it
// points at. Once the guide is over, every step's PNG must be there, of
// the window's logical size.
func guidedShotCase(w, ht int) guiCase {
	return guiCase{
		name: fmt.Sprintf("guided-shots-%dx%d", w, ht),
		setup: func(h *harness) error {
			dir, err := os.MkdirTemp("", "royale-guide-")
			if err != nil {
				return err
			}
			h.t.Cleanup(func() { _ = os.RemoveAll(dir) })
			o := Options{Guided: true, Autoplay: true, Screenshots: dir, Width: w, Height: ht}
			sess, err := royaleplay.New(o.Config(), royaleplay.Options{})
			if err != nil {
				return err
			}
			h.t.Cleanup(func() { _ = sess.Close() })
			h.tb = NewTable(sess, h.fonts, o)
			lend(h.tb, h.fonts, w, ht)
			h.data["dir"], h.data["pending"], h.data["n"] = dir, []string{}, 0
			h.tb.st.Shot = func(name string) bool { h.data["pending"] = append(h.data["pending"].([]string), name); return true }
			return nil
		},
		step: func(h *harness) bool {
			tb, g := h.tb, h.tb.guide
			if g.open && g.n != h.data["n"].(int) {
				h.data["n"] = g.n
				r, l := g.rects, tb.lay
				canvas := ui.R(-0.5, -0.5, l.W+1, l.H+1)
				if r.target.Empty() || !r.box.Within(canvas) || r.box.Overlaps(r.target) {
					h.failf("page %d %q: box %+v over its target %+v or outside %vx%v", g.n, tb.guidePage().title, r.box, r.target, l.W, l.H)
				}
			}
			if !g.over || len(h.data["pending"].([]string)) > 0 {
				return false
			}
			dir := h.data["dir"].(string)
			for i := 1; i <= len(guideTitles); i++ {
				checkShot(h, filepath.Join(dir, "guide-"+strconv.Itoa(i)+".png"))
			}
			if g.n != len(guideTitles) {
				h.failf("%d pages, want %d", g.n, len(guideTitles))
			}
			return true
		},
		draw: func(h *harness) {
			pending := h.data["pending"].([]string)
			for _, name := range pending {
				writeGuideFrame(h, filepath.Join(h.data["dir"].(string), name+".png"))
			}
			h.data["pending"] = pending[:0]
		},
	}
}

// writeGuideFrame writes the table's frame with the guide's page over it
// as a PNG of the table's logical size.
func writeGuideFrame(h *harness, path string) {
	tb := h.tb
	w, ht := int(tb.vp.W), int(tb.vp.H)
	img := ebiten.NewImage(w, ht)
	defer img.Deallocate()
	tb.kit.SetScale(1)
	tb.draw(img)
	tb.drawGuide(img)
	buf := make([]byte, 4*w*ht)
	img.ReadPixels(buf)
	f, err := os.Create(path)
	if err != nil {
		h.failf("%v", err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, &image.NRGBA{Pix: buf, Stride: 4 * w, Rect: image.Rect(0, 0, w, ht)}); err != nil {
		h.failf("%v", err)
	}
}

// checkShot fails unless path is a PNG of the table's logical size.
func checkShot(h *harness, path string) {
	f, err := os.Open(path)
	if err != nil {
		h.failf("no screenshot: %v", err)
		return
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil || cfg.Width != int(h.tb.vp.W) || cfg.Height != int(h.tb.vp.H) {
		h.failf("%s: %dx%d (%v), want %vx%v", filepath.Base(path), cfg.Width, cfg.Height, err, h.tb.vp.W, h.tb.vp.H)
	}
}
