package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

type setupRects struct {
	title               ui.Rect
	tabs                [numGames]ui.Rect
	seatsBox, rulesBox  ui.Rect
	rows                [MaxSeats]ui.Rect
	colour, name, kind  [MaxSeats]ui.Rect
	remove              [MaxSeats]ui.Rect
	add                 ui.Rect
	presets             [4]ui.Rect
	blurb               ui.Rect
	toggles             [setupMaxToggles]ui.Rect
	seedField, seedRand ui.Rect
	cont, quick, start  ui.Rect
	first               ui.Rect
	help, settings      ui.Rect
	last                ui.Rect // "Last game": watch its replay
	stats               ui.Rect // "Statistics" (stats_screen.go)
	msg                 ui.Rect
	// The phone's layout (setup_phone.go): phone says it is used, u is
	// its unit; header holds the players' title, rulesBtn opens the rules
	// page, back closes it, hintBox says what a switch does and about
	// holds the game's description there.
	phone                   bool
	u                       float64
	header, rulesBtn, back  ui.Rect
	hintBox, about, seedTag ui.Rect
}

// setupMaxToggles is the most rules switches the setup shows (a test
// checks the dice game's modules fit).
const setupMaxToggles = 16

// layout lays the setup out: on a phone held upright (the table's
// phoneLayout) as setup_phone.go says, on one held on its side as
// setup_land.go says, elsewhere in two boxes side by side.
func (s *Setup) layout(c *scene.Context) setupRects {
	if ui.PhoneUpright(c.VP.W, c.VP.H) {
		return s.layoutPhone(c)
	}
	if ui.PhoneOnSide(c.VP.W, c.VP.H) {
		return s.layoutLand(c)
	}
	var l setupRects
	u := ui.Unit(c.VP.W, c.VP.H)
	scr := ui.R(0, 0, c.VP.W, c.VP.H).Inset(16 * u)
	// Keep the form readable on very wide screens.
	if scr.W > 1500*u {
		scr = scr.Centered(1500*u, scr.H)
	}
	var body, foot ui.Rect
	l.title, body = scr.SplitTop(56*u, 10*u)
	l.settings, _ = l.title.SplitRight(110*u, 0)
	l.settings = l.settings.Centered(l.settings.W, 36*u)
	l.help = ui.R(l.settings.X-80*u, l.settings.Y, 72*u, l.settings.H)
	l.last = ui.R(l.help.X-128*u, l.settings.Y, 120*u, l.settings.H)
	// The game tabs sit between the title and the Last game button.
	tabX := l.title.X + 250*u
	tabW := math.Min(160*u, (l.last.X-12*u-tabX)/float64(numGames))
	for g := range numGames {
		l.tabs[g] = ui.R(tabX+float64(g)*tabW, l.settings.Y, tabW-8*u, l.settings.H)
	}
	foot, body = body.SplitBottom(48*u, 12*u)
	msg, _ := s.footMessage()
	l.msg, body = body.SplitBottom(deskLineH(c.Kit, msg, 20*u, body.W, u), 6*u)
	l.seatsBox, l.rulesBox = body.SplitLeft(body.W*0.46, 16*u)

	in := l.seatsBox.Inset(12 * u)
	var head ui.Rect
	head, in = in.SplitTop(30*u, 6*u)
	// Statistics beside the players' title, as on a phone.
	l.stats, _ = head.SplitRight(math.Min(140*u, head.W/2), 0)
	rh := math.Min(52*u, (in.H-50*u)/MaxSeats)
	for i := range s.seats {
		r := ui.R(in.X, in.Y+float64(i)*rh, in.W, rh-6*u)
		l.rows[i] = r
		l.colour[i], r = r.SplitLeft(r.H, 8*u)
		l.remove[i], r = r.SplitRight(r.H, 6*u)
		l.kind[i], r = r.SplitRight(math.Min(150*u, r.W*0.45), 8*u)
		l.name[i] = r
	}
	l.add = ui.R(in.X, in.Y+float64(len(s.seats))*rh+4*u, math.Min(200*u, in.W), 36*u)

	in = l.rulesBox.Inset(12 * u)
	_, in = in.SplitTop(30*u, 6*u)
	var pr ui.Rect
	pr, in = in.SplitTop(38*u, 6*u)
	var cols [4]ui.Rect
	copy(l.presets[:], pr.Cols(len(s.presetNames()), 8*u, cols[:0]))
	l.blurb, in = in.SplitTop(deskLineH(c.Kit, s.blurbText(), 24*u, in.W, u), 6*u)
	var seedRow ui.Rect
	seedRow, in = in.SplitBottom(38*u, 6*u)
	l.seedRand, seedRow = seedRow.SplitRight(110*u, 8*u)
	_, l.seedField = seedRow.SplitLeft(70*u, 6*u)
	n := s.toggleCount()
	tc := 1
	if in.W > 640*u {
		tc = 2
	}
	per := max((n+tc-1)/tc, 1)
	th := math.Min(50*u, (in.H-float64(per-1)*4*u)/float64(per))
	tw := (in.W - float64(tc-1)*10*u) / float64(tc)
	for i := 0; i < n; i++ {
		col, row := i/per, i%per
		l.toggles[i] = ui.R(in.X+float64(col)*(tw+10*u), in.Y+float64(row)*(th+4*u), tw, th)
	}

	var fcols [4]ui.Rect
	fc := foot.Cols(4, 12*u, fcols[:0])
	l.cont, l.first, l.quick, l.start = fc[0], fc[1], fc[2], fc[3]
	return l
}

// Draw implements Scene.
func (s *Setup) Draw(dst *ebiten.Image, c *scene.Context) {
	k := c.Kit
	u := ui.Unit(c.VP.W, c.VP.H)
	l := s.layout(c)
	k.Felt(dst)
	if l.phone {
		s.drawPhone(dst, c, &l)
		return
	}
	k.TextFit(dst, "LAS VEGAS", ui.FontBold, 40*u, l.tabs[0].X-l.title.X-12*u, l.title.X, l.title.CY()-6*u, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	k.TextFit(dst, "games by Rüdiger Dorn", ui.FontRegular, deskSize(13, u), l.tabs[0].X-l.title.X-12*u, l.title.X+2*u, l.title.MaxY()-4*u, ui.AlignLeft|ui.AlignMiddle, ui.ColNeonPink)
	for g := range numGames {
		st := c.Input.HoverState(l.tabs[g], ui.BtnNormal)
		if g == s.game {
			st = ui.BtnActive
		}
		k.Button(dst, l.tabs[g], gameTabs[g], st, u)
	}
	k.Button(dst, l.help, "Help", c.Input.HoverState(l.help, ui.BtnNormal), u)
	ls := ui.BtnDisabled
	if s.lastGame != nil {
		ls = c.Input.HoverState(l.last, ui.BtnNormal)
	}
	k.Button(dst, l.last, "Last game", ls, u)
	k.Button(dst, l.settings, "Settings", c.Input.HoverState(l.settings, ui.BtnNormal), u)
	s.drawSeats(dst, c, &l, u)
	k.Button(dst, l.stats, "Statistics", c.Input.HoverState(l.stats, ui.BtnNormal), u)
	s.drawRules(dst, c, &l, u)
	s.drawFooter(dst, c, &l, u)
	s.drawFocus(dst, c, &l, u)
	s.quit.Draw(dst, c)
	s.prewarmTable(c)
	k.WarmStep()
}

// drawSeats draws the players box: each seat's colour die, name, kind and
// remove button, and the add button.
func (s *Setup) drawSeats(dst *ebiten.Image, c *scene.Context, l *setupRects, u float64) {
	k := c.Kit
	k.Panel(dst, l.seatsBox, u, ui.ColNeonCyan, 0)
	k.Text(dst, "Players", ui.FontBold, 18*u, l.seatsBox.X+20*u, l.seatsBox.Y+22*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	for i, st := range s.seats {
		st.colour = s.drawSeatField(dst, c, l, i, u)
		nr := l.name[i]
		name := deskName(k, st.name, s.editing == i, s.editing == i && (c.Tick/30)%2 == 0, nr.W-16*u, u)
		k.Text(dst, name, ui.FontBold, deskSize(15, u), nr.X+8*u, nr.CY(), ui.AlignLeft|ui.AlignMiddle, pieces.PlayerColour(pieces.DieColour(st.colour)))
		ks := c.Input.HoverState(l.kind[i], ui.BtnNormal)
		if st.kind == 0 {
			ks = c.Input.HoverState(l.kind[i], ui.BtnPrimary)
		}
		k.Button(dst, l.kind[i], seatKinds[st.kind], ks, u)
		rs := c.Input.HoverState(l.remove[i], ui.BtnNormal)
		if len(s.seats) <= minSeats {
			rs = ui.BtnDisabled
		}
		k.Button(dst, l.remove[i], "X", rs, u)
	}
	if len(s.seats) < s.maxSeats() {
		k.Button(dst, l.add, "+ Add player", c.Input.HoverState(l.add, ui.BtnNormal), u)
	}
	s.drawSeatTip(dst, c, l, u)
}

// drawSeatField draws seat i's colour die and its name's field (gold while
// typed in), and returns the colour its name is drawn in.
func (s *Setup) drawSeatField(dst *ebiten.Image, c *scene.Context, l *setupRects, i int, u float64) int {
	k, col := c.Kit, s.seats[i].colour
	if !s.tab().colours() {
		col = i // the other games colour seats in order
	}
	cr := l.colour[i]
	pieces.Die(k, dst, cr.CX(), cr.CY(), cr.H*0.8, pieces.DieStyle{Colour: pieces.DieColour(col), Symbols: c.Settings.Symbols}, 5, 0, 1)
	nr := l.name[i]
	k.RoundRect(dst, nr, 6*u, ui.RGBA(0, 0, 0, 0x70))
	edge := ui.ColBorder
	if s.editing == i {
		edge = ui.ColGold
	}
	k.StrokeRoundRect(dst, nr, 6*u, 1.2*u, edge)
	return col
}

// seatTip says how the seats change, in the words of a mouse or of touch.
func (s *Setup) seatTip(touch bool) string {
	verb := "Click"
	if touch {
		verb = "Tap"
	}
	if !s.tab().colours() {
		return verb + " a name to type, the kind to cycle. Two or more humans play in hot seat."
	}
	return verb + " a die to change colour, a name to type, the kind to cycle."
}

// drawRules draws the rules box: presets, module toggles and the seed.
func (s *Setup) drawRules(dst *ebiten.Image, c *scene.Context, l *setupRects, u float64) {
	k := c.Kit
	k.Panel(dst, l.rulesBox, u, ui.ColNeonPink, 0)
	k.Text(dst, "Rules", ui.FontBold, 18*u, l.rulesBox.X+20*u, l.rulesBox.Y+22*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	s.drawPresets(dst, c, l, u)
	drawDeskLines(k, dst, l.blurb, s.blurbText(), ui.ColTextDim, u)
	if about := s.aboutText(s.touchWords(c, l)); about != "" {
		y := l.blurb.MaxY() + 16*u
		if n := s.toggleCount(); n > 0 {
			y = l.toggles[n-1].MaxY() + 16*u
		}
		for _, line := range k.WrapLines(about, ui.FontRegular, 15*u, l.blurb.W-8*u) {
			if y+22*u > l.seedField.Y-8*u {
				break
			}
			k.Text(dst, line, ui.FontRegular, 15*u, l.blurb.X+4*u, y+11*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
			y += 22 * u
		}
	}
	k.Text(dst, "Seed", ui.FontBold, 14*u, l.seedField.X-62*u, l.seedField.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	k.RoundRect(dst, l.seedField, 6*u, ui.RGBA(0, 0, 0, 0x70))
	edge := ui.ColBorder
	if s.editing == editSeed {
		edge = ui.ColGold
	}
	k.StrokeRoundRect(dst, l.seedField, 6*u, 1.2*u, edge)
	seed := s.seed
	col := ui.ColText
	if seed == "" && s.editing != editSeed {
		seed, col = "random (click to type a number)", ui.ColTextDim
		if s.touchWords(c, l) {
			seed = "random (tap to type a number)"
		}
	}
	if s.editing == editSeed && (c.Tick/30)%2 == 0 {
		seed += "|"
	}
	k.TextFit(dst, seed, ui.FontMono, 14*u, l.seedField.W-16*u, l.seedField.X+8*u, l.seedField.CY(), ui.AlignLeft|ui.AlignMiddle, col)
	k.Button(dst, l.seedRand, "Random", c.Input.HoverState(l.seedRand, ui.BtnNormal), u)
	s.drawToggles(dst, c, l, u) // last: a hint's box lies over the rest
}

// drawFooter draws the continue, quick start and start buttons and the
// message line.
func (s *Setup) drawFooter(dst *ebiten.Image, c *scene.Context, l *setupRects, u float64) {
	k := c.Kit
	cs := ui.BtnDisabled
	if s.canContinue() {
		cs = c.Input.HoverState(l.cont, ui.BtnNormal)
	}
	k.Button(dst, l.cont, s.tab().continueLabel(s), cs, u)
	fs := c.Input.HoverState(l.first, ui.BtnNormal)
	switch {
	case !s.hasFirstGame():
		fs = ui.BtnDisabled
	case s.firstUnseen():
		fs = c.Input.HoverState(l.first, ui.BtnPrimary)
	}
	k.Button(dst, l.first, "First game (guided)", fs, u)
	k.Button(dst, l.quick, "Quick start vs bots", c.Input.HoverState(l.quick, ui.BtnNormal), u)
	ss := c.Input.HoverState(l.start, ui.BtnPrimary)
	if s.err != "" {
		ss = ui.BtnDisabled
	}
	k.Button(dst, l.start, "Start game", ss, u)
	msg, mc := s.footMessage()
	drawDeskLines(k, dst, l.msg, msg, mc, u)
}

// footMessage is the message line: an error, the save's news, what
// Continue would do, or a word for a new player.
func (s *Setup) footMessage() (string, color.RGBA) {
	msg, mc := s.tab().note(s), ui.ColTextDim
	if s.err != "" {
		msg, mc = s.err, ui.ColDanger
	}
	return msg, mc
}

// prewarmTable queues the table's sprites to build while the player reads:
// the saved game's when there is one (continuing is likely), else this
// setup's.
func (s *Setup) prewarmTable(c *scene.Context) {
	rules := s.rules
	var cols [MaxSeats]pieces.DieColour
	n := 0
	if s.saved != nil {
		rules = s.saved.Rules
		for n < min(max(len(s.saved.Seats), rules.Players), MaxSeats) {
			cols[n] = pieces.DieColour(n % pieces.NumPlayerColours)
			n++
		}
	} else {
		for _, st := range s.seats[:min(len(s.seats), MaxSeats)] {
			cols[n] = pieces.DieColour(st.colour % pieces.NumPlayerColours)
			n++
		}
	}
	dicetable.Prewarm(c, rules, cols[:n], c.Settings.Symbols)
}
