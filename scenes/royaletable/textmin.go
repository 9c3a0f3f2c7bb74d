package royaletable

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// measurer is what fitMin needs of the kit.
type measurer = ui.Measurer

// fitMin is s at the largest size up to size that fits width w, but never
// under least (12 CSS px): a text too long then ends with "…" (ui.FitMin).
func fitMin(k measurer, s string, f ui.FontID, size, w, least float64) (string, float64) {
	return ui.FitMin(k, s, f, size, w, least)
}

// textFit draws s as k.TextFit does, but never under the layout's least
// text: a text too long is cut short with "…".
func (t *Table) textFit(dst *ebiten.Image, s string, f ui.FontID, size, w, x, y float64, al ui.Align, c color.RGBA) {
	s, size = t.fitMin(s, f, size, w, t.lay.minText)
	t.kit.Text(dst, s, f, size, x, y, al, c)
}

// text draws s as k.Text does, at the layout's least text size or more.
func (t *Table) text(dst *ebiten.Image, s string, f ui.FontID, size, x, y float64, al ui.Align, c color.RGBA) {
	t.kit.Text(dst, s, f, math.Max(size, t.lay.minText), x, y, al, c)
}

// textLines draws s wrapped in r at size (never under the least text),
// as many lines as r holds, the last cut short with "…" if need be.
func (t *Table) textLines(dst *ebiten.Image, s string, f ui.FontID, size float64, r ui.Rect, c color.RGBA) {
	k := t.kit
	size = math.Max(size, t.lay.minText)
	lines := k.WrapLines(s, f, size, r.W)
	lh := size * 1.25
	n := max(1, min(len(lines), int(r.H/lh)))
	for i := 0; i < n; i++ {
		line := lines[i]
		if i == n-1 && n < len(lines) {
			line, _ = fitMin(k, line+" "+lines[i+1], f, size, r.W, size)
		}
		k.Text(dst, line, f, size, r.X, r.Y+lh*(float64(i)+0.5), ui.AlignLeft|ui.AlignMiddle, c)
	}
}

// button draws a button whose label, if too long for it, is cut short
// with "…" rather than shrunk under the least text.
func (t *Table) button(dst *ebiten.Image, r ui.Rect, label string, st ui.ButtonState) {
	u := t.lay.u
	size := buttonSize(u, r)
	label, _ = t.fitMin(label, ui.FontBold, size, r.W-8*u, size)
	t.kit.Button(dst, r, label, st, u)
}

// buttonSize is the size of a button's label, as ui.Kit.Button writes it.
func buttonSize(u float64, r ui.Rect) float64 { return math.Min(15*u, r.H*0.5) }

// buttonFits reports whether label fits button r whole (button cuts it
// short with "…" where it does not).
func (t *Table) buttonFits(r ui.Rect, label string) bool {
	return labelFits(t.kit, t.lay.u, r, label)
}

// labelFits is buttonFits with a measurer.
func labelFits(k measurer, u float64, r ui.Rect, label string) bool {
	return k.TextWidth(label, ui.FontBold, buttonSize(u, r)) <= r.W-8*u
}
