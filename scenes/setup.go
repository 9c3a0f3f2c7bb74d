package scenes

import (
	"math"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Seat kinds offered on the setup screen.
var seatKinds = [...]string{"Human", "Bot: easy", "Bot: medium", "Bot: hard", "Bot: random"}
var seatLevels = [...]string{"", "easy", "medium", "hard", "random"}

type setupSeat struct {
	name   string
	kind   int
	colour int
}

type ruleToggle struct {
	label, hint string
	get         func(r *dice.Rules) *bool
}

var ruleToggles = []ruleToggle{
	{"White dice", "Neutral dice that score as an imaginary player", func(r *dice.Rules) *bool { return &r.NeutralDice }},
	{"Minimum by players", "Casinos get $30k-$70k by player count", func(r *dice.Rules) *bool { return &r.MinByPlayers }},
	{"$100,000 notes", "Five $100k notes join the pile", func(r *dice.Rules) *bool { return &r.HundredK }},
	{"Biggies", "One big die per player counts as two", func(r *dice.Rules) *bool { return &r.Biggies }},
	{"Kickers", "Violet dice knock one die off a casino", func(r *dice.Rules) *bool { return &r.Kickers }},
	{"Rainbow cards", "Swapped for a fresh note before payout", func(r *dice.Rules) *bool { return &r.Rainbow }},
	{"Slot machine", "A 7th casino: any number, each once a round", func(r *dice.Rules) *bool { return &r.Slot }},
	{"Auto-play forced turns", "A turn with only one choice plays itself", func(r *dice.Rules) *bool { return &r.AutoForced }},
	{"Open money", "Everyone's money shows (house rule)", func(r *dice.Rules) *bool { return &r.OpenMoney }},
}

// Setup chooses seats and rules.
type Setup struct {
	env     *Env
	seats   []setupSeat
	preset  int
	rules   dice.Rules
	seed    string
	editing int // -1 none, 0-5 a seat's name, 100 the seed
	err     string
	saved   *dice.Record
	saveMsg string
	blurbs  []string
	// openMoney is the player's "open money" setting, the default of the rule.
	openMoney, settingsRead bool
}

const editSeed = 100

// NewSetup makes the setup screen, prefilled from the command-line options.
func NewSetup(env *Env, o Options) *Setup {
	s := &Setup{env: env, editing: -1, preset: len(game.Presets) - 1}
	n := o.Players
	if n == 0 {
		n = 4
	}
	switch o.Preset {
	case "classic":
		s.preset = 0
		n = min(n, 5)
	case "neutral":
		s.preset = 1
		n = min(n, 5)
	}
	for i := 0; i < n; i++ {
		s.seats = append(s.seats, setupSeat{name: game.BotNames[i%len(game.BotNames)], kind: 2, colour: i})
	}
	s.seats[0] = setupSeat{name: "You", kind: 0, colour: 0}
	if o.SeedSet {
		s.seed = strconv.FormatUint(o.Seed, 10)
	}
	s.applyPreset()
	if rec, err := env.Autosave(); err != nil {
		s.saveMsg = err.Error()
	} else if rec != nil {
		s.saved = rec
	}
	if env.StoreErr != nil {
		s.saveMsg = "Progress won't be kept: " + env.StoreErr.Error()
	}
	for _, p := range game.Presets {
		s.blurbs = append(s.blurbs, p.Blurb)
	}
	return s
}

func (s *Setup) applyPreset() {
	s.rules = game.Presets[s.preset].Rules(len(s.seats))
	s.rules.OpenMoney = s.rules.OpenMoney || s.openMoney
	s.fixPlayers()
}

func (s *Setup) fixPlayers() {
	s.rules.Players = len(s.seats)
	s.rules.SixthPlayer = len(s.seats) == 6
	s.validate()
}

func (s *Setup) validate() {
	s.err = ""
	if err := s.rules.Validate(); err != nil {
		s.err = err.Error()
	}
}

// Name implements Scene.
func (s *Setup) Name() string { return "setup" }

type setupRects struct {
	title               ui.Rect
	seatsBox, rulesBox  ui.Rect
	rows                [MaxSeats]ui.Rect
	colour, name, kind  [MaxSeats]ui.Rect
	remove              [MaxSeats]ui.Rect
	add                 ui.Rect
	presets             [4]ui.Rect
	blurb               ui.Rect
	toggles             [12]ui.Rect
	seedField, seedRand ui.Rect
	cont, quick, start  ui.Rect
	help, settings      ui.Rect
	msg                 ui.Rect
}

func (s *Setup) layout(c *Context) setupRects {
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
	foot, body = body.SplitBottom(48*u, 12*u)
	l.msg, body = body.SplitBottom(20*u, 6*u)
	l.seatsBox, l.rulesBox = body.SplitLeft(body.W*0.46, 16*u)

	in := l.seatsBox.Inset(12 * u)
	_, in = in.SplitTop(30*u, 6*u)
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
	copy(l.presets[:], pr.Cols(len(game.Presets), 8*u, cols[:0]))
	l.blurb, in = in.SplitTop(24*u, 6*u)
	var seedRow ui.Rect
	seedRow, in = in.SplitBottom(38*u, 6*u)
	l.seedRand, seedRow = seedRow.SplitRight(110*u, 8*u)
	_, l.seedField = seedRow.SplitLeft(70*u, 6*u)
	n := len(ruleToggles)
	tc := 1
	if in.W > 640*u {
		tc = 2
	}
	per := (n + tc - 1) / tc
	th := math.Min(50*u, (in.H-float64(per-1)*4*u)/float64(per))
	tw := (in.W - float64(tc-1)*10*u) / float64(tc)
	for i := 0; i < n; i++ {
		col, row := i/per, i%per
		l.toggles[i] = ui.R(in.X+float64(col)*(tw+10*u), in.Y+float64(row)*(th+4*u), tw, th)
	}

	var fcols [3]ui.Rect
	fc := foot.Cols(3, 12*u, fcols[:0])
	l.cont, l.quick, l.start = fc[0], fc[1], fc[2]
	return l
}

// Update implements Scene.
func (s *Setup) Update(c *Context) error {
	if !s.settingsRead || s.openMoney != c.Settings.OpenMoney {
		s.settingsRead = true
		s.openMoney = c.Settings.OpenMoney
		s.rules.OpenMoney = s.openMoney
	}
	l := s.layout(c)
	for _, a := range c.Input.Actions() {
		if s.editing >= 0 {
			switch a.Kind {
			case ui.ActChar:
				s.typeRune(rune(a.N))
				continue
			case ui.ActBackspace:
				s.backspace()
				continue
			case ui.ActConfirm, ui.ActCancel:
				s.editing = -1
				continue
			case ui.ActPick, ui.ActHelp, ui.ActLog:
				continue // typed as characters
			}
		}
		switch a.Kind {
		case ui.ActHelp:
			c.Push(NewHelp())
		case ui.ActConfirm:
			s.start(c)
		case ui.ActCancel:
			c.Quit()
		case ui.ActClick:
			s.click(c, &l, a.X, a.Y)
		}
	}
	if c.Tick > 10 {
		c.Shot("setup")
	}
	return nil
}

func (s *Setup) typeRune(r rune) {
	if s.editing == editSeed {
		if r >= '0' && r <= '9' && len(s.seed) < 19 {
			s.seed += string(r)
		}
		return
	}
	if s.editing < len(s.seats) && r >= ' ' && r != 127 && len([]rune(s.seats[s.editing].name)) < 16 {
		s.seats[s.editing].name += string(r)
	}
}

func (s *Setup) backspace() {
	if s.editing == editSeed {
		if len(s.seed) > 0 {
			s.seed = s.seed[:len(s.seed)-1]
		}
		return
	}
	if s.editing < len(s.seats) {
		rs := []rune(s.seats[s.editing].name)
		if len(rs) > 0 {
			s.seats[s.editing].name = string(rs[:len(rs)-1])
		}
	}
}

func (s *Setup) click(c *Context, l *setupRects, x, y float64) {
	s.editing = -1
	c.Play(SndClick)
	switch {
	case l.help.Contains(x, y):
		c.Push(NewHelp())
		return
	case l.settings.Contains(x, y):
		c.Push(NewSettingsScene())
		return
	case l.start.Contains(x, y):
		s.start(c)
		return
	case l.quick.Contains(x, y):
		s.quickStart(c)
		return
	case l.cont.Contains(x, y):
		s.resume(c)
		return
	case l.add.Contains(x, y) && len(s.seats) < MaxSeats:
		i := len(s.seats)
		s.seats = append(s.seats, setupSeat{name: game.BotNames[i%len(game.BotNames)], kind: 2, colour: s.freeColour()})
		s.fixPlayers()
		return
	case l.seedRand.Contains(x, y):
		s.seed = ""
		return
	case l.seedField.Contains(x, y):
		s.editing = editSeed
		return
	}
	for i := range s.seats {
		switch {
		case l.colour[i].Contains(x, y):
			s.seats[i].colour = s.nextColour(i)
		case l.name[i].Contains(x, y):
			s.editing = i
		case l.kind[i].Contains(x, y):
			s.seats[i].kind = (s.seats[i].kind + 1) % len(seatKinds)
		case l.remove[i].Contains(x, y) && len(s.seats) > dice.MinPlayers:
			s.seats = append(s.seats[:i], s.seats[i+1:]...)
			s.fixPlayers()
			return
		}
	}
	for i := range game.Presets {
		if l.presets[i].Contains(x, y) {
			s.preset = i
			s.applyPreset()
		}
	}
	for i, t := range ruleToggles {
		if l.toggles[i].Contains(x, y) {
			p := t.get(&s.rules)
			*p = !*p
			s.validate()
		}
	}
}

func (s *Setup) freeColour() int {
	for col := 0; col < pieces.NumPlayerColours; col++ {
		used := false
		for _, st := range s.seats {
			if st.colour == col {
				used = true
			}
		}
		if !used {
			return col
		}
	}
	return 0
}

func (s *Setup) nextColour(i int) int {
	col := s.seats[i].colour
	for k := 1; k <= pieces.NumPlayerColours; k++ {
		cand := (col + k) % pieces.NumPlayerColours
		used := false
		for j, st := range s.seats {
			if j != i && st.colour == cand {
				used = true
			}
		}
		if !used {
			return cand
		}
	}
	return col
}

func (s *Setup) seedValue() uint64 {
	if v, err := strconv.ParseUint(s.seed, 10, 64); err == nil && s.seed != "" {
		return v
	}
	return uint64(time.Now().UnixNano())
}

func (s *Setup) config() game.Config {
	cfg := game.Config{Rules: s.rules, Seed: s.seedValue()}
	for _, st := range s.seats {
		gs := game.Seat{Name: st.name, Colour: st.colour}
		if gs.Name == "" {
			gs.Name = "Player"
		}
		if st.kind > 0 {
			gs.Kind, gs.Level = game.Bot, seatLevels[st.kind]
		}
		cfg.Seats = append(cfg.Seats, gs)
	}
	return cfg
}

func (s *Setup) start(c *Context) {
	if s.err != "" {
		return
	}
	cfg := s.config()
	if err := cfg.Validate(); err != nil {
		s.err = err.Error()
		return
	}
	t, err := s.env.NewSession(cfg)
	if err != nil {
		s.err = err.Error()
		return
	}
	c.Switch(t)
}

func (s *Setup) quickStart(c *Context) {
	n := len(s.seats)
	cfg := game.QuickStart(n, "medium", s.seedValue(), game.Presets[s.preset].Rules(n))
	t, err := s.env.NewSession(cfg)
	if err != nil {
		s.err = err.Error()
		return
	}
	c.Switch(t)
}

func (s *Setup) resume(c *Context) {
	if s.saved == nil {
		return
	}
	t, err := s.env.Resume(s.saved)
	if err != nil {
		s.err = err.Error()
		return
	}
	c.Switch(t)
}

// Draw implements Scene.
func (s *Setup) Draw(dst *ebiten.Image, c *Context) {
	k := c.Kit
	u := ui.Unit(c.VP.W, c.VP.H)
	l := s.layout(c)
	k.Felt(dst)
	k.Text(dst, "LAS VEGAS", ui.FontBold, 40*u, l.title.X, l.title.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	k.Text(dst, "a dice game by Rüdiger Dorn", ui.FontRegular, 15*u, l.title.X+k.TextWidth("LAS VEGAS", ui.FontBold, 40*u)+16*u, l.title.CY()+6*u, ui.AlignLeft|ui.AlignMiddle, ui.ColNeonPink)
	k.Button(dst, l.help, "Help", hoverState(c, l.help, ui.BtnNormal), u)
	k.Button(dst, l.settings, "Settings", hoverState(c, l.settings, ui.BtnNormal), u)

	// Seats.
	k.Panel(dst, l.seatsBox, u, ui.ColNeonCyan, 0)
	k.Text(dst, "Players", ui.FontBold, 18*u, l.seatsBox.X+20*u, l.seatsBox.Y+22*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	for i, st := range s.seats {
		cr := l.colour[i]
		pieces.Die(k, dst, cr.CX(), cr.CY(), cr.H*0.8, pieces.DieStyle{Colour: pieces.DieColour(st.colour), Symbols: c.Settings.Symbols}, 5, 0, 1)
		nr := l.name[i]
		bg := ui.RGBA(0, 0, 0, 0x70)
		k.RoundRect(dst, nr, 6*u, bg)
		edge := ui.ColBorder
		if s.editing == i {
			edge = ui.ColGold
		}
		k.StrokeRoundRect(dst, nr, 6*u, 1.2*u, edge)
		name := st.name
		if s.editing == i && (c.Tick/30)%2 == 0 {
			name += "|"
		}
		k.TextFit(dst, name, ui.FontBold, 15*u, nr.W-16*u, nr.X+8*u, nr.CY(), ui.AlignLeft|ui.AlignMiddle, pieces.PlayerColour(pieces.DieColour(st.colour)))
		ks := hoverState(c, l.kind[i], ui.BtnNormal)
		if st.kind == 0 {
			ks = hoverState(c, l.kind[i], ui.BtnPrimary)
		}
		k.Button(dst, l.kind[i], seatKinds[st.kind], ks, u)
		rs := hoverState(c, l.remove[i], ui.BtnNormal)
		if len(s.seats) <= dice.MinPlayers {
			rs = ui.BtnDisabled
		}
		k.Button(dst, l.remove[i], "X", rs, u)
	}
	if len(s.seats) < MaxSeats {
		k.Button(dst, l.add, "+ Add player", hoverState(c, l.add, ui.BtnNormal), u)
	}
	k.Text(dst, "Click a die to change colour, a name to type, the kind to cycle.", ui.FontRegular, 12*u, l.seatsBox.X+16*u, l.seatsBox.MaxY()-16*u, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)

	// Rules.
	k.Panel(dst, l.rulesBox, u, ui.ColNeonPink, 0)
	k.Text(dst, "Rules", ui.FontBold, 18*u, l.rulesBox.X+20*u, l.rulesBox.Y+22*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	for i, p := range game.Presets {
		st := hoverState(c, l.presets[i], ui.BtnNormal)
		if i == s.preset {
			st = ui.BtnActive
		}
		k.Button(dst, l.presets[i], p.Name, st, u)
	}
	k.TextFit(dst, s.blurbs[s.preset], ui.FontRegular, 13*u, l.blurb.W, l.blurb.X, l.blurb.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	for i, t := range ruleToggles {
		on := *t.get(&s.rules)
		k.Toggle(dst, l.toggles[i], t.label, t.hint, on, c.Input.Hover(l.toggles[i]), u)
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
	}
	if s.editing == editSeed && (c.Tick/30)%2 == 0 {
		seed += "|"
	}
	k.TextFit(dst, seed, ui.FontMono, 14*u, l.seedField.W-16*u, l.seedField.X+8*u, l.seedField.CY(), ui.AlignLeft|ui.AlignMiddle, col)
	k.Button(dst, l.seedRand, "Random", hoverState(c, l.seedRand, ui.BtnNormal), u)

	// Footer.
	cs := ui.BtnDisabled
	if s.saved != nil {
		cs = hoverState(c, l.cont, ui.BtnNormal)
	}
	k.Button(dst, l.cont, "Continue saved game", cs, u)
	k.Button(dst, l.quick, "Quick start vs bots", hoverState(c, l.quick, ui.BtnNormal), u)
	ss := hoverState(c, l.start, ui.BtnPrimary)
	if s.err != "" {
		ss = ui.BtnDisabled
	}
	k.Button(dst, l.start, "Start game", ss, u)
	msg, mc := s.saveMsg, ui.ColTextDim
	if s.err != "" {
		msg, mc = s.err, ui.ColDanger
	}
	k.TextFit(dst, msg, ui.FontRegular, 13*u, l.msg.W, l.msg.X, l.msg.CY(), ui.AlignLeft|ui.AlignMiddle, mc)

	// While the player reads, build the table's sprites ahead: the saved
	// game's when there is one (continuing is likely), else this setup's.
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
	prewarm(c, rules, cols[:n], c.Settings.Symbols)
	k.WarmStep()
}
