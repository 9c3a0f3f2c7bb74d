package scenes

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/internal/screens"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The game end on a phone held on its side: every button at least
// 44 CSS px each way with its label whole at 12 CSS px or more, the texts
// at 12 or more, and six seats' two lines in the ranking.
func TestLandGameEndSizes(t *testing.T) {
	k := measureKit(t)
	for _, ph := range screens.OnSide {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		css := vp.Scale / ph[2]
		c := &scene.Context{VP: vp, Kit: k}
		name := fmt.Sprintf("%vx%v", ph[0], ph[1])
		l := (&TableEnd{}).rects(c)
		u := ui.OnSideUnit(vp.H)
		screen := ui.R(0, 0, vp.W, vp.H)
		btns := []ui.Rect{l.watch, l.save, l.rematch, l.setup, l.out}
		for i, b := range btns {
			label := landEndButtons[i]
			size := ui.ButtonLabelSize(b, u)
			if w := k.TextWidth(label, ui.FontBold, size); w > b.W-8*u {
				size *= (b.W - 8*u) / w // ui.Kit.Button's TextFit
			}
			if b.W*css < 44-1e-6 || b.H*css < 44-1e-6 || size*css < 12-1e-6 || !b.Within(screen) {
				t.Errorf("%s: %q button %+v (%.1fx%.1f CSS px), label at %.1f CSS px", name, label, b, b.W*css, b.H*css, size*css)
			}
			for _, o := range btns[i+1:] {
				if b.Overlaps(o) {
					t.Errorf("%s: buttons %+v and %+v overlap", name, b, o)
				}
			}
		}
		for what, z := range map[string]float64{"title": landEndTitle, "name": landEndName, "line": landEndLine} {
			if z*u*css < 12-1e-6 {
				t.Errorf("%s: %s at %.1f CSS px", name, what, z*u*css)
			}
		}
		// Six seats: each row holds a line of names and one of facts.
		rh := (l.rank.H - 12*u) / MaxSeats
		if rh < (landEndName+landEndLine)*1.2*u || l.rank.Overlaps(l.chart) || l.note.H < landEndLine*u {
			t.Errorf("%s: ranking %+v rows of %.0f, chart %+v, note %+v", name, l.rank, rh, l.chart, l.note)
		}
		// The facts of a typical game are whole at their size.
		facts := "won 5 casinos · 6 ties suffered · biggest note $100k"
		if w := k.TextWidth(facts, ui.FontRegular, landEndLine*u); w > l.rank.W-12*u-4*u-44*u-4*u {
			t.Errorf("%s: the facts are %.0f wide in a ranking of %.0f", name, w, l.rank.W)
		}
	}
}
