package handover

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// windows are the sizes checked: CSS px and the device scale factor.
var windows = []struct{ w, h, dsf float64 }{
	{1280, 800, 1}, {1280, 800, 2}, {390, 844, 1}, {390, 844, 3}, {360, 640, 2}, {360, 640, 1},
	{844, 390, 3}, {800, 600, 1}, {1920, 1080, 1}, {200, 200, 1},
}

// phone reports whether a window is a phone's (held either way).
func phone(w, h float64) bool { return min(w, h) >= 320 && min(w, h) < 500 }

// TestLayout: at every window the panel lies in the canvas, the column in
// the panel in order (no box over another), and the button is at least
// 44 px of the screen tall; on a phone and a desktop every text is at
// least 12 CSS px and fits its box, for short and long names, before and
// after a choice.
func TestLayout(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := ui.NewMeasureKit(fonts)
	names := []string{"You", "Anna", "Bartholomew Jr.", strings.Repeat("Maximilian ", 3)[:32]}
	for _, win := range windows {
		vp := ui.ComputeViewport(win.w, win.h, win.dsf)
		px := vp.Scale / win.dsf // CSS px per logical unit
		l := Lay(vp.W, vp.H)
		at := fmt.Sprintf("%vx%v@%v", win.w, win.h, win.dsf)
		canvas := ui.R(0, 0, vp.W+0.5, vp.H+0.5)
		if !l.Panel.Within(canvas) {
			t.Errorf("%s: the panel %+v leaves the canvas %vx%v", at, l.Panel, vp.W, vp.H)
		}
		column := []ui.Rect{l.Die, l.Title, l.Sub, l.Note, l.Button, l.Prompt}
		for i, r := range column {
			if r.Empty() || !r.Within(l.Panel) || (i > 0 && r.Y < column[i-1].MaxY()) {
				t.Errorf("%s: box %d %+v is empty, leaves the panel %+v or overlaps the one above", at, i, r, l.Panel)
			}
		}
		if l.Button.H*px < tapH && win.w >= 320 && win.h >= 320 { // a tiny window is drawn scaled down
			t.Errorf("%s: the button is %.1f px tall", at, l.Button.H*px)
		}
		if !phone(win.w, win.h) && win.w < 1280 {
			continue // a small desktop window: the unit may be under 1
		}
		k.SetScale(vp.Scale)
		for _, name := range names {
			for _, mt := range []struct {
				m     Moment
				touch bool
			}{{Before, false}, {After, false}, {Before, true}} {
				w := WordsFor(name, mt.m)
				if mt.touch {
					w.Prompt = TouchPrompt
				}
				for _, tx := range l.Texts(k, w) {
					if tx.Size*px < minText-1e-6 || float64(len(tx.Lines))*tx.Size*lineH > tx.Box.H+0.5 {
						t.Errorf("%s, %q: %q at %.1f CSS px on %d lines in %.0f", at, name, tx.Lines, tx.Size*px, len(tx.Lines), tx.Box.H)
					}
					for _, ln := range tx.Lines {
						if k.TextWidth(ln, tx.Font, tx.Size) > tx.Box.W {
							t.Errorf("%s, %q: %q is wider than its box", at, name, ln)
						}
					}
				}
				label := buttonLabel(k, l, w)
				if z := min(15*l.U, l.Button.H*0.5); k.TextWidth(label, ui.FontBold, z)*l.MinZ/z > l.Button.W-8*l.U {
					t.Errorf("%s, %q: the button's label %q would shrink under 12 CSS px", at, name, label)
				}
			}
		}
	}
}
