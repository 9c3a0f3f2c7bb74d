package dicetable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// ---- Round summary ----

// RoundSummary shows what each player won in the round just paid out.
type RoundSummary struct {
	t     *Table
	round int
	title string // "Round one paid out"
	lines [MaxSeats][3]string
	order [MaxSeats]int
	age   int
	// phoneMoney is each seat's money on a phone held upright: won this
	// round ("+$40,000 this round") and in all ("$90,000 in all").
	phoneMoney [MaxSeats][2]string
	phone      phoneSumLayout // summary_phone.go
}

// NewRoundSummary builds the summary from the table's books.
func NewRoundSummary(t *Table) *RoundSummary {
	s := &RoundSummary{t: t, round: t.m.Round}
	s.title = "Round " + ui.CountLabel(s.round+1) + " paid out"
	r := t.m.Round
	for p := 0; p < t.m.Players; p++ {
		s.order[p] = p
		now := t.m.Seats[p].Money
		prev := 0
		if r > 0 {
			prev = t.m.History[p][r-1]
		}
		s.lines[p][0] = t.m.Seats[p].Name
		if now < 0 || prev < 0 {
			s.lines[p][1] = "face down"
			s.lines[p][2] = ui.Plural(t.m.Seats[p].Notes, "note", "notes")
			s.phoneMoney[p] = [2]string{s.lines[p][1], s.lines[p][2]}
		} else {
			s.lines[p][1] = "+" + ui.Dollars(now-prev)
			s.lines[p][2] = ui.Dollars(now)
			s.phoneMoney[p] = [2]string{s.lines[p][1] + " this round", s.lines[p][2] + " in all"}
		}
	}
	return s
}

// Name implements ui.Overlay.
func (s *RoundSummary) Name() string { return "round-summary" }

func (s *RoundSummary) rects(c *ui.Stage) (ui.Rect, ui.Rect) {
	if ui.PhoneOnSide(c.VP.W, c.VP.H) {
		l := landSummaryRects(c) // summary_land.go
		return l.box, l.btn
	}
	if ui.PhoneUpright(c.VP.W, c.VP.H) {
		l := s.phoneSummary(c) // summary_phone.go
		return l.box, l.btn
	}
	u := ui.Unit(c.VP.W, c.VP.H)
	h := 160 + float64(s.t.m.Players)*40
	if s.t.story.Told > 0 {
		h += 34 + float64(s.storyLines(c, ui.DialogRect(c.VP, 620, 100).W, u))*20 + float64(s.t.story.Told)*4
	}
	box := ui.DialogRect(c.VP, 620, h)
	btn := ui.R(box.CX()-90*u, box.MaxY()-66*u, 180*u, 40*u)
	return box, btn
}

// storyLines is the number of lines the story takes in a box w wide.
func (s *RoundSummary) storyLines(c *ui.Stage, w, u float64) int {
	n := 0
	st := &s.t.story
	for i := 0; i < st.Told; i++ {
		nw := c.Kit.TextWidth(s.t.casName[st.Casino[i]&7]+":", ui.FontBold, 13*u) + 6*u
		n += max(1, len(c.Kit.WrapLines(st.Words[i], ui.FontRegular, 13*u, w-48*u-nw)))
	}
	return n
}

// Update implements ui.Overlay. The summary stays until the player dismisses
// it, unless the auto-advance setting closes it after a few seconds (never
// at instant speed); with --autoplay it closes at once.
func (s *RoundSummary) Update(c *ui.Stage) error {
	s.age++
	_, btn := s.rects(c)
	if c.Snap("round-end") {
		return nil
	}
	limit := motion(c).Dur(6 * ui.TPS)
	done := c.Autoplay || (c.AutoAdvance && limit > 0 && s.age > limit)
	if s.t.replayPlaying() && s.age > limit {
		done = true // a replay that plays goes on by itself
	}
	for _, a := range c.In.Actions() {
		switch a.Kind {
		case ui.ActConfirm, ui.ActCancel:
			done = true
		case ui.ActClick:
			if btn.Contains(a.X, a.Y) {
				done = true
			}
		}
	}
	if done {
		c.Say(ui.CueClick)
		return ui.ErrClosed
	}
	return nil
}

// Draw implements ui.Overlay.
func (s *RoundSummary) Draw(dst *ebiten.Image, c *ui.Stage) {
	if ui.PhoneOnSide(c.VP.W, c.VP.H) {
		s.drawLand(dst, c) // summary_land.go
		return
	}
	if ui.PhoneUpright(c.VP.W, c.VP.H) {
		s.drawPhone(dst, c) // summary_phone.go
		return
	}
	k := c.Kit
	u := ui.Unit(c.VP.W, c.VP.H)
	box, btn := s.rects(c)
	ui.DrawDialog(k, dst, c.VP, box, s.title, u)
	y := box.Y + 70*u
	for i := 0; i < s.t.m.Players; i++ {
		p := s.order[i]
		col := pieces.PlayerColour(s.t.m.Seats[p].Colour)
		pieces.Die(k, dst, box.X+34*u, y, 22*u, pieces.DieStyle{Colour: s.t.m.Seats[p].Colour, Symbols: c.Symbols}, 6, 0, 1)
		k.Text(dst, s.lines[p][0], ui.FontBold, 16*u, box.X+56*u, y, ui.AlignLeft|ui.AlignMiddle, col)
		k.Text(dst, s.lines[p][1], ui.FontBold, 16*u, box.X+box.W*0.62, y, ui.AlignRight|ui.AlignMiddle, ui.ColGold)
		k.Text(dst, s.lines[p][2], ui.FontRegular, 15*u, box.MaxX()-24*u, y, ui.AlignRight|ui.AlignMiddle, ui.ColText)
		y += 40 * u
	}
	s.drawStory(dst, c, box, y, u)
	k.Button(dst, btn, "Continue", c.In.HoverState(btn, ui.BtnPrimary), u)
	if !c.AutoAdvance {
		k.Text(dst, "Enter or click to go on · Settings: auto-advance", ui.FontRegular, 11*u, box.CX(), btn.MaxY()+9*u, ui.AlignCenter|ui.AlignMiddle, ui.ColTextDim)
	}
}

// drawStory lists the round's payout casino by casino (payout.go), from y.
func (s *RoundSummary) drawStory(dst *ebiten.Image, c *ui.Stage, box ui.Rect, y, u float64) {
	st := &s.t.story
	if st.Told == 0 {
		return
	}
	k := c.Kit
	k.Text(dst, "Casino by casino", ui.FontBold, 14*u, box.X+24*u, y-4*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	y += 22 * u
	for i := 0; i < st.Told; i++ {
		idx := st.Casino[i]
		name := s.t.casName[idx&7] + ":"
		nw := k.TextWidth(name, ui.FontBold, 13*u) + 6*u
		k.Text(dst, name, ui.FontBold, 13*u, box.X+24*u, y, ui.AlignLeft|ui.AlignMiddle, pieces.CasinoAccent[idx&7])
		for _, ln := range k.WrapLines(st.Words[i], ui.FontRegular, 13*u, box.W-48*u-nw) {
			k.Text(dst, ln, ui.FontRegular, 13*u, box.X+24*u+nw, y, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
			y += 20 * u
		}
		y += 4 * u
	}
}
