package dicetable

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/internal/screens"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The round summary on a phone held on its side: Continue at least 44 CSS
// px each way with its label whole at 12 or more, every text at 12 or
// more, six seats' rows with the longest name and money whole, the hint
// whole in the foot, and room for twelve lines of the story.
func TestLandRoundSummarySizes(t *testing.T) {
	k := measureKit(t)
	for _, ph := range screens.OnSide {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		css := vp.Scale / ph[2]
		c := (&scene.Context{VP: vp, Kit: k}).FillStage(&ui.Stage{})
		name := fmt.Sprintf("%vx%v", ph[0], ph[1])
		if !ui.PhoneOnSide(vp.W, vp.H) {
			t.Fatalf("%s: not a phone on its side", name)
		}
		l := landSummaryRects(c)
		u := ui.OnSideUnit(vp.H)
		screen := ui.R(0, 0, vp.W, vp.H)
		b := l.btn
		size := ui.ButtonLabelSize(b, u)
		if w := k.TextWidth("Continue", ui.FontBold, size); w > b.W-8*u {
			size *= (b.W - 8*u) / w // ui.Kit.Button's TextFit
		}
		if b.W*css < 44-1e-6 || b.H*css < 44-1e-6 || size*css < 12-1e-6 || !b.Within(screen) {
			t.Errorf("%s: Continue %+v (%.1fx%.1f CSS px), label at %.1f CSS px", name, b, b.W*css, b.H*css, size*css)
		}
		for what, z := range map[string]float64{"title": landSumTitle, "name": landSumName, "line": landSumLine} {
			if z*u*css < 12-1e-6 {
				t.Errorf("%s: %s at %.1f CSS px", name, what, z*u*css)
			}
		}
		for _, r := range []ui.Rect{l.title, l.seats, l.story, l.foot} {
			if !r.Within(l.box) || r.Overlaps(l.btn) {
				t.Errorf("%s: part %+v outside the box %+v or over Continue", name, r, l.box)
			}
		}
		if l.seats.Overlaps(l.story) || l.seats.H < MaxSeats*landSumRow*u {
			t.Errorf("%s: seats %+v (for %d rows of %v), story %+v", name, l.seats, MaxSeats, landSumRow*u, l.story)
		}
		// The longest name, and the money's widest lines side by side.
		if w := k.TextWidth("Bartholomew-Jane", ui.FontBold, landSumName*u); w > l.seats.W-30*u {
			t.Errorf("%s: a 16-letter name is %.0f wide in %.0f", name, w, l.seats.W-30*u)
		}
		won, now := k.TextWidth("+$1,000,000", ui.FontBold, landSumLine*u), k.TextWidth("$1,000,000", ui.FontRegular, landSumLine*u)
		if won+now+8*u > l.seats.W-30*u {
			t.Errorf("%s: the money is %.0f wide in %.0f", name, won+now+8*u, l.seats.W-30*u)
		}
		hint := "Enter or tap to go on · Settings: auto-advance"
		if w := k.TextWidth(hint, ui.FontRegular, landSumLine*u); w > l.foot.W {
			t.Errorf("%s: the hint is %.0f wide in a foot of %.0f", name, w, l.foot.W)
		}
		if lines := (l.story.H - 18*u) / (landSumStep * u); lines < 12 {
			t.Errorf("%s: the story holds %.1f lines", name, lines)
		}
	}
}

// A story too long for its column is cut: the lines that fit, then "…" in
// the last slot; a short one is drawn whole.
func TestLandRoundSummaryStoryCut(t *testing.T) {
	k := measureKit(t)
	vp := ui.ComputeViewport(640, 360, 3)
	c := (&scene.Context{VP: vp, Kit: k}).FillStage(&ui.Stage{})
	l := landSummaryRects(c)
	u := ui.OnSideUnit(vp.H)
	tb := &Table{m: &Model{}}
	for i := range tb.casName {
		tb.casName[i] = fmt.Sprintf("Casino %d", i)
	}
	s := &RoundSummary{t: tb}
	tb.story.Told = 2
	tb.story.Words[0], tb.story.Words[1] = "Ann wins $90k.", "Bob wins $60k."
	if n, cut := s.landStorySlots(k, l.story, u); n != 2 || cut {
		t.Errorf("a story of two lines: %d lines drawn, cut %v", n, cut)
	}
	long := "Ann, Bob and Cleo tie on 2 dice — cancelled. Dan wins $90k. Eve wins $60k. $20k goes back under the pile."
	tb.story.Told = 8
	for i := range tb.story.Words {
		tb.story.Casino[i], tb.story.Words[i] = i, long
	}
	slots := int((l.story.H - 18*u) / (landSumStep * u))
	n, cut := s.landStorySlots(k, l.story, u)
	if !cut || n != slots-1 || n < 11 {
		t.Errorf("eight long casinos: %d lines drawn of %d slots, cut %v", n, slots, cut)
	}
	// The lines drawn and the "…" end inside the column.
	if y := l.story.Y + 18*u + float64(n)*landSumStep*u + landSumStep*u; y > l.story.MaxY()+1e-6 {
		t.Errorf("the story runs to %.0f past its column's %.0f", y, l.story.MaxY())
	}
}
