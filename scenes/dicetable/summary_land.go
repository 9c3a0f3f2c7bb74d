package dicetable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The round summary on a phone held on its side (landscapePhone), in the
// landscape unit (layout_land.go), over the whole screen: the title in a
// row of 30, the seats at the left (a row of 40 each: the die, the name,
// then the money won and the money now), the payout's story casino by
// casino at the right, and a foot a tap tall with the hint and Continue.
// A story too long for its column is cut after the last line that fits,
// with "…" (the log keeps it whole); its casinos follow one another
// without a gap, so that the lines that fit are counted exactly.

// Sizes of the landscape round summary, in its units.
const (
	landSumTitle = 20   // the title
	landSumName  = 14   // a seat's name
	landSumLine  = 12.5 // the money, the story, the hint
	landSumRow   = 40   // a seat's row
	landSumStep  = 15   // a line of the story
	landSumBtnW  = 150  // Continue
)

// summaryRects are the round summary's parts on a phone held on its side.
type summaryRects struct {
	box, title, seats, story, foot, btn ui.Rect
}

// landSummaryRects lays the round summary out for a phone held on its side.
func landSummaryRects(c *ui.Stage) summaryRects {
	u := ui.OnSideUnit(c.VP.H)
	var l summaryRects
	l.box = ui.R(0, 0, c.VP.W, c.VP.H).Inset(4 * u)
	in := l.box.Inset(10 * u)
	l.title, in = in.SplitTop(30*u, 4*u)
	l.foot, in = in.SplitBottom(ui.PhoneTapH*u, 6*u)
	l.seats, l.story = in.SplitLeft(in.W*0.38, 12*u)
	l.btn, l.foot = l.foot.SplitRight(landSumBtnW*u, 8*u)
	return l
}

// drawLand draws the round summary on a phone held on its side.
func (s *RoundSummary) drawLand(dst *ebiten.Image, c *ui.Stage) {
	k := c.Kit
	u := ui.OnSideUnit(c.VP.H)
	l := landSummaryRects(c)
	k.FillRect(dst, ui.R(0, 0, c.VP.W, c.VP.H), ui.RGBA(0, 0, 0, 0x90))
	k.RoundRect(dst, l.box, 12*u, ui.RGBA(0x07, 0x14, 0x10, 0xfa))
	k.StrokeRoundRect(dst, l.box, 12*u, 2*u, ui.ColGold)
	k.TextFit(dst, s.title, ui.FontBold, landSumTitle*u, l.title.W, l.title.X, l.title.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	rh := min(landSumRow*u, l.seats.H/float64(max(s.t.m.Players, 1)))
	for i := 0; i < s.t.m.Players; i++ {
		p := s.order[i]
		r := ui.R(l.seats.X, l.seats.Y+float64(i)*rh, l.seats.W, rh)
		y1, y2 := r.Y+r.H*0.3, r.Y+r.H*0.74
		pieces.Die(k, dst, r.X+12*u, r.CY(), 20*u, pieces.DieStyle{Colour: s.t.m.Seats[p].Colour, Symbols: c.Symbols}, 6, 0, 1)
		x := r.X + 30*u
		k.TextFit(dst, s.lines[p][0], ui.FontBold, landSumName*u, r.MaxX()-x, x, y1, ui.AlignLeft|ui.AlignMiddle, pieces.PlayerColour(s.t.m.Seats[p].Colour))
		k.Text(dst, s.lines[p][1], ui.FontBold, landSumLine*u, x, y2, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
		k.Text(dst, s.lines[p][2], ui.FontRegular, landSumLine*u, r.MaxX(), y2, ui.AlignRight|ui.AlignMiddle, ui.ColText)
	}
	s.drawLandStory(dst, c, l.story, u)
	k.Button(dst, l.btn, "Continue", c.In.HoverState(l.btn, ui.BtnPrimary), u)
	if !c.AutoAdvance {
		k.TextFit(dst, "Enter or tap to go on · Settings: auto-advance", ui.FontRegular, landSumLine*u, l.foot.W, l.foot.X, l.foot.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	}
}

// landStorySlots is the number of the story's lines drawn in r, and
// whether the story is cut there: then the slot after them says "…".
func (s *RoundSummary) landStorySlots(k *ui.Kit, r ui.Rect, u float64) (int, bool) {
	st := &s.t.story
	size, step := landSumLine*u, landSumStep*u
	slots := int((r.H - 18*u) / step)
	total := 0
	for i := 0; i < st.Told; i++ {
		nw := k.TextWidth(s.t.casName[st.Casino[i]&7]+":", ui.FontBold, size) + 6*u
		total += len(k.WrapLines(st.Words[i], ui.FontRegular, size, r.W-nw))
	}
	if total > slots {
		return max(slots-1, 0), true
	}
	return total, false
}

// drawLandStory lists the round's payout casino by casino in r, cut with
// "…" where it runs past r's bottom.
func (s *RoundSummary) drawLandStory(dst *ebiten.Image, c *ui.Stage, r ui.Rect, u float64) {
	st := &s.t.story
	if st.Told == 0 {
		return
	}
	k := c.Kit
	size, step := landSumLine*u, landSumStep*u
	k.Text(dst, "Casino by casino", ui.FontBold, landSumName*u, r.X, r.Y+9*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	y := r.Y + 18*u + step/2
	slots, _ := s.landStorySlots(k, r, u)
	for i := 0; i < st.Told; i++ {
		idx := st.Casino[i]
		name := s.t.casName[idx&7] + ":"
		nw := k.TextWidth(name, ui.FontBold, size) + 6*u
		k.Text(dst, name, ui.FontBold, size, r.X, y, ui.AlignLeft|ui.AlignMiddle, pieces.CasinoAccent[idx&7])
		for _, ln := range k.WrapLines(st.Words[i], ui.FontRegular, size, r.W-nw) {
			if slots <= 0 {
				k.Text(dst, "…", ui.FontBold, size, r.X+nw, y, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
				return
			}
			k.Text(dst, ln, ui.FontRegular, size, r.X+nw, y, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
			y += step
			slots--
		}
	}
}
