package scenes

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The help's pictures on a phone held on its side take two pages of two
// pictures, and every title, caption and label there is 12 CSS px or
// more: the notes' rows (picRows) write "no note left" at 0.4 of their
// dice, which must be whole beside them (four on a page give 7 to 10).
// Elsewhere the four pictures keep
// their one page.
func TestLandHelpPictures(t *testing.T) {
	k := measureKit(t)
	for _, ph := range landPhones {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		css := vp.Scale / ph[2]
		c := &scene.Context{VP: vp, Kit: k}
		name := fmt.Sprintf("%vx%v", ph[0], ph[1])
		n := helpPicturePages(c)
		if n != 2 {
			t.Fatalf("%s: the pictures take %d pages", name, n)
		}
		l := phoneHelpLayout(c)
		u := l.u
		seen := map[string]int{}
		for i := 0; i < n; i++ {
			pics, title := helpPicturesPage(i, n)
			if title != fmt.Sprintf("%s (%d/2)", picturesTitle, i+1) {
				t.Errorf("%s: page %d is titled %q", name, i, title)
			}
			for j, cell := range helpPictureCells(k, l.body, u, pics) {
				p := pics[j]
				seen[p.title]++
				if !cell.panel.Within(l.body) || !cell.art.Within(cell.panel) {
					t.Errorf("%s: %q's panel %+v or drawing %+v outside", name, p.title, cell.panel, cell.art)
				}
				size := picTitle * u
				if w := k.TextWidth(p.title, ui.FontBold, size); w > cell.textW {
					size *= cell.textW / w // TextFit
				}
				if size*css < 12-1e-6 || picCaption*u*css < 12-1e-6 {
					t.Errorf("%s: %q's title at %.1f, caption at %.1f CSS px", name, p.title, size*css, picCaption*u*css)
				}
				if last := cell.capY + float64(len(cell.lines)-1)*picStep*u; last > cell.panel.MaxY() || cell.capY < cell.art.MaxY() {
					t.Errorf("%s: %q's caption from %.0f to %.0f, drawing to %.0f, panel to %.0f", name, p.title, cell.capY, last, cell.art.MaxY(), cell.panel.MaxY())
				}
				d := picDie(cell.art, 6, 3, u)
				label := d * 0.4
				right := cell.art.X + d*0.6 + 3.3*d*1.1 + k.TextWidth("no note left", ui.FontRegular, label)
				if label*css < 12-1e-6 || right > cell.art.MaxX() {
					t.Errorf("%s: %q's labels at %.1f CSS px, ending at %.0f of %.0f", name, p.title, label*css, right, cell.art.MaxX())
				}
			}
		}
		if len(seen) != len(helpPictures) {
			t.Errorf("%s: the pages show %v", name, seen)
		}
		for _, p := range helpPictures {
			if seen[p.title] != 1 {
				t.Errorf("%s: %q shown %d times", name, p.title, seen[p.title])
			}
		}
	}
	// Upright phones and desktops keep the one page of four.
	for _, sz := range [][3]float64{{390, 844, 3}, {1280, 720, 1}, {1920, 1080, 1}} {
		c := &scene.Context{VP: ui.ComputeViewport(sz[0], sz[1], sz[2]), Kit: k}
		if n := helpPicturePages(c); n != 1 {
			t.Errorf("%v: the pictures take %d pages", sz, n)
		}
		if pics, title := helpPicturesPage(0, 1); len(pics) != len(helpPictures) || title != picturesTitle {
			t.Errorf("%v: one page of %d pictures titled %q", sz, len(pics), title)
		}
	}
}
