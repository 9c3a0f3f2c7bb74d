package dicetable

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/endchart"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
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

// Name implements Scene.
func (s *RoundSummary) Name() string { return "round-summary" }

func (s *RoundSummary) rects(c *scene.Context) (ui.Rect, ui.Rect) {
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
func (s *RoundSummary) storyLines(c *scene.Context, w, u float64) int {
	n := 0
	st := &s.t.story
	for i := 0; i < st.Told; i++ {
		nw := c.Kit.TextWidth(s.t.casName[st.Casino[i]&7]+":", ui.FontBold, 13*u) + 6*u
		n += max(1, len(c.Kit.WrapLines(st.Words[i], ui.FontRegular, 13*u, w-48*u-nw)))
	}
	return n
}

// Update implements Scene. The summary stays until the player dismisses
// it, unless the auto-advance setting closes it after a few seconds (never
// at instant speed); with --autoplay it closes at once.
func (s *RoundSummary) Update(c *scene.Context) error {
	s.age++
	_, btn := s.rects(c)
	if c.Shot("round-end") {
		return nil
	}
	limit := c.Motion().Dur(6 * ui.TPS)
	done := c.Opts.Autoplay || (c.Settings.AutoAdvance && limit > 0 && s.age > limit)
	if s.t.replayPlaying() && s.age > limit {
		done = true // a replay that plays goes on by itself
	}
	for _, a := range c.Input.Actions() {
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
		c.Play(scene.SndClick)
		c.Pop()
	}
	return nil
}

// Draw implements Scene.
func (s *RoundSummary) Draw(dst *ebiten.Image, c *scene.Context) {
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
		pieces.Die(k, dst, box.X+34*u, y, 22*u, pieces.DieStyle{Colour: s.t.m.Seats[p].Colour, Symbols: c.Settings.Symbols}, 6, 0, 1)
		k.Text(dst, s.lines[p][0], ui.FontBold, 16*u, box.X+56*u, y, ui.AlignLeft|ui.AlignMiddle, col)
		k.Text(dst, s.lines[p][1], ui.FontBold, 16*u, box.X+box.W*0.62, y, ui.AlignRight|ui.AlignMiddle, ui.ColGold)
		k.Text(dst, s.lines[p][2], ui.FontRegular, 15*u, box.MaxX()-24*u, y, ui.AlignRight|ui.AlignMiddle, ui.ColText)
		y += 40 * u
	}
	s.drawStory(dst, c, box, y, u)
	k.Button(dst, btn, "Continue", c.Input.HoverState(btn, ui.BtnPrimary), u)
	if !c.Settings.AutoAdvance {
		k.Text(dst, "Enter or click to go on · Settings: auto-advance", ui.FontRegular, 11*u, box.CX(), btn.MaxY()+9*u, ui.AlignCenter|ui.AlignMiddle, ui.ColTextDim)
	}
}

// drawStory lists the round's payout casino by casino (payout.go), from y.
func (s *RoundSummary) drawStory(dst *ebiten.Image, c *scene.Context, box ui.Rect, y, u float64) {
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

// ---- Game end ----

// GameEnd shows the final ranking with tie-breaks and a money chart.
type GameEnd struct {
	src       Source
	standings []dice.Standing
	names     []string
	colours   []pieces.DieColour
	hist      [MaxSeats][8]int
	rounds    int
	lines     []string
	rounds2   []string // each ranked seat's money won in each round
	facts     []string // each ranked seat's casinos won, ties suffered, biggest note
	title     string   // "Anna wins!", "You win!", "A shared win!"
	age       int
	quit      scene.QuitGuard
	// note says where "Save the record" put the record.
	note string
	// noteFor and noteTail: the note's lines after its first on an
	// upright phone (endscenes_phone.go), for the note noteFor.
	noteFor, noteTail string
}

// NewGameEnd builds the end screen from the final state.
func NewGameEnd(src Source, st *dice.State, names []string, m *Model) *GameEnd {
	g := &GameEnd{src: src, standings: st.Standings(), names: names, rounds: st.Rules().Rounds}
	for p := 0; p < m.Players; p++ {
		g.colours = append(g.colours, m.Seats[p].Colour)
		for r := 0; r < g.rounds && r < 8; r++ {
			g.hist[p][r] = st.MoneyAfterRound(p, r)
		}
	}
	for _, s := range g.standings {
		line := ui.Dollars(s.Money) + " · " + ui.Plural(s.Notes, "note", "notes")
		switch s.TieBreak {
		case "notes":
			line += " (tie on money, decided on notes)"
		case "shared":
			line += " (shares the place)"
		}
		g.lines = append(g.lines, line)
		if s.Seat < MaxSeats {
			g.rounds2 = append(g.rounds2, RoundsLine(g.hist[s.Seat][:min(g.rounds, 8)]))
			g.facts = append(g.facts, m.Facts[s.Seat].Line())
		}
	}
	g.title = "Game over"
	if len(g.standings) > 0 {
		g.title = Subject(names[g.standings[0].Seat], "win!", "wins!")
		if len(g.standings) > 1 && g.standings[1].Winner {
			g.title = "A shared win!"
		}
	}
	return g
}

// Name implements Scene.
func (g *GameEnd) Name() string { return "game-end" }

type endRects struct {
	rank, chart         ui.Rect
	rematch, setup, out ui.Rect
	watch, save         ui.Rect
	note                ui.Rect
}

func (g *GameEnd) rects(c *scene.Context) endRects {
	if ui.PhoneOnSide(c.VP.W, c.VP.H) {
		return landEndRects(c) // endscenes_land.go
	}
	if ui.PhoneUpright(c.VP.W, c.VP.H) {
		l, _ := g.phoneEndRects(c) // endscenes_phone.go
		return l
	}
	u := ui.Unit(c.VP.W, c.VP.H)
	var l endRects
	in := ui.R(0, 0, c.VP.W, c.VP.H).Inset(24 * u)
	_, in = in.SplitTop(60*u, 10*u)
	foot, in := in.SplitBottom(48*u, 16*u)
	l.note, in = in.SplitBottom(18*u, 6*u)
	if in.W > in.H*1.3 {
		l.rank, l.chart = in.SplitLeft(in.W*0.45, 20*u)
	} else {
		l.rank, l.chart = in.SplitTop(in.H*0.5, 16*u)
	}
	b := foot.Centered(math.Min(foot.W, 1000*u), foot.H)
	var cols [5]ui.Rect
	cs := b.Cols(5, 12*u, cols[:0])
	l.watch, l.save, l.rematch, l.setup, l.out = cs[0], cs[1], cs[2], cs[3], cs[4]
	return l
}

// Update implements Scene.
func (g *GameEnd) Update(c *scene.Context) error {
	g.age++
	if g.age == 1 {
		g.note = Finished(c, g.src) // the statistics (stats.go)
	}
	if g.age == 2 {
		c.Play(scene.SndChime)
	}
	if g.age >= 3 && c.Shot("game-end") {
		return nil
	}
	if c.Opts.ExitAtEnd && g.age > 3 && (c.Opts.Screenshots == "" || g.age > 4) {
		c.Quit()
		return nil
	}
	l := g.rects(c)
	for _, a := range c.Input.Actions() {
		switch a.Kind {
		case ui.ActCancel:
			g.quit.Esc(c)
		case ui.ActHelp:
			c.OpenHelp()
		case ui.ActClick:
			switch {
			case l.rematch.Contains(a.X, a.Y):
				c.Play(scene.SndClick)
				if s, err := Rematch(c, g.src); err == nil {
					c.Switch(s)
				}
			case l.setup.Contains(a.X, a.Y):
				c.Play(scene.SndClick)
				c.Switch(c.NewSetup())
			case l.out.Contains(a.X, a.Y):
				c.Quit()
			case l.watch.Contains(a.X, a.Y):
				c.Play(scene.SndClick)
				if rec := g.record(); rec != nil {
					c.Switch(NewReplayViewer(rec))
				}
			case l.save.Contains(a.X, a.Y):
				c.Play(scene.SndClick)
				g.note = SaveRecord(c, g.record())
			}
		case ui.ActConfirm:
			if s, err := Rematch(c, g.src); err == nil {
				c.Switch(s)
			}
		}
	}
	return nil
}

// Draw implements Scene.
func (g *GameEnd) Draw(dst *ebiten.Image, c *scene.Context) {
	g.draw(dst, c)
	g.quit.Draw(dst, c)
}

func (g *GameEnd) draw(dst *ebiten.Image, c *scene.Context) {
	if ui.PhoneUpright(c.VP.W, c.VP.H) {
		g.drawPhone(dst, c) // endscenes_phone.go
		return
	}
	k := c.Kit
	u := ui.Unit(c.VP.W, c.VP.H)
	k.Felt(dst)
	l := g.rects(c)
	labels := [5]string{"Watch the replay", "Save the record", "Rematch", "New setup", "Quit"}
	noteSize := 13 * u
	if ui.PhoneOnSide(c.VP.W, c.VP.H) {
		u = ui.OnSideUnit(c.VP.H)
		labels, noteSize = landEndButtons, landEndLine*u
		k.TextFit(dst, g.title, ui.FontBold, landEndTitle*u, c.VP.W-12*u, c.VP.W/2, 6*u+15*u, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
		g.drawLandRanking(dst, c, l.rank, u)
	} else {
		k.Text(dst, g.title, ui.FontBold, 34*u, c.VP.W/2, 24*u+30*u, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
		g.drawRanking(dst, c, l.rank, u)
	}

	hist := make([][]int, len(g.colours))
	for p := range hist {
		hist[p] = g.hist[p][:min(g.rounds, 8)]
	}
	endchart.Draw(dst, c, l.chart, hist, g.colours)

	if g.note != "" {
		k.TextFit(dst, g.note, ui.FontRegular, noteSize, l.note.W, l.note.CX(), l.note.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColText)
	}
	g.drawButtons(dst, c, l, labels, u)
}

// drawButtons draws the end's five buttons with their labels (the
// desktop's, a phone's): Rematch is off for a replay, whose players are
// not here.
func (g *GameEnd) drawButtons(dst *ebiten.Image, c *scene.Context, l endRects, labels [5]string, u float64) {
	k := c.Kit
	k.Button(dst, l.watch, labels[0], c.Input.HoverState(l.watch, ui.BtnNormal), u)
	k.Button(dst, l.save, labels[1], c.Input.HoverState(l.save, ui.BtnNormal), u)
	if _, replay := g.src.(*ReplaySource); replay {
		k.Button(dst, l.rematch, labels[2], ui.BtnDisabled, u)
	} else {
		k.Button(dst, l.rematch, labels[2], c.Input.HoverState(l.rematch, ui.BtnPrimary), u)
	}
	k.Button(dst, l.setup, labels[3], c.Input.HoverState(l.setup, ui.BtnNormal), u)
	k.Button(dst, l.out, labels[4], c.Input.HoverState(l.out, ui.BtnNormal), u)
}

// drawRanking fills the ranking panel: each seat's place, name, money and
// notes, its money won round by round, and a few facts of its game.
func (g *GameEnd) drawRanking(dst *ebiten.Image, c *scene.Context, rank ui.Rect, u float64) {
	k := c.Kit
	k.Panel(dst, rank, u, ui.ColGold, 0)
	rh := math.Min(120*u, (rank.H-20*u)/float64(max(len(g.standings), 1)))
	y := rank.Y + 10*u
	for i, s := range g.standings {
		r := ui.R(rank.X+16*u, y, rank.W-28*u, rh-6*u)
		if s.Winner {
			k.RoundRect(dst, r, 8*u, ui.WithAlpha(ui.ColGold, 0.16))
		}
		big := math.Min(26*u, rh*0.3)
		k.Text(dst, ui.CountLabel(s.Rank), ui.FontBold, big, r.X+18*u, r.Y+r.H*0.25, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
		pieces.Die(k, dst, r.X+52*u, r.Y+r.H*0.25, big, pieces.DieStyle{Colour: g.colours[s.Seat], Symbols: c.Settings.Symbols}, 6, 0, 1)
		tw := r.W - 80*u
		k.TextFit(dst, g.names[s.Seat], ui.FontBold, math.Min(18*u, rh*0.2), tw, r.X+74*u, r.Y+r.H*0.16, ui.AlignLeft|ui.AlignMiddle, pieces.PlayerColour(g.colours[s.Seat]))
		small := math.Min(13*u, rh*0.15)
		k.TextFit(dst, g.lines[i], ui.FontBold, math.Min(14*u, rh*0.16), tw, r.X+74*u, r.Y+r.H*0.38, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		if i < len(g.rounds2) {
			k.TextFit(dst, g.rounds2[i], ui.FontRegular, small, tw, r.X+74*u, r.Y+r.H*0.6, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
			k.TextFit(dst, g.facts[i], ui.FontRegular, small, tw, r.X+74*u, r.Y+r.H*0.8, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
		}
		y += rh
	}
}

// record is the game's whole record (the session's, or the replay's), or
// nil when the source keeps none.
func (g *GameEnd) record() *dice.Record {
	r, ok := g.src.(Recorder)
	if !ok || r.Record() == nil || len(r.Record().History) == 0 {
		return nil
	}
	return r.Record()
}
