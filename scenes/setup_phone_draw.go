package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Drawing the phone's setup (setup_phone.go). Its buttons and its texts
// are listed first (phoneButtons, phoneTexts) and then drawn, so the
// tests check what is drawn: every text's size and fit, every control's
// size, and that nothing lies over anything else.

// setupButton is a button of the phone's setup: its label is on one line
// at the size ui.Kit.Button gives it, or, with two, in up to two lines
// at setupPhoneText.Preset (drawn by phoneTexts).
type setupButton struct {
	r     ui.Rect
	label string
	base  ui.ButtonState
	two   bool
}

// setupText is a text of the phone's setup: lines of size in box, one
// under another, from its top (or centred, mid); inner marks a
// control's own text (a name in its field, a preset's or a switch's
// label).
type setupText struct {
	box        ui.Rect
	lines      []string
	font       ui.FontID
	size       float64
	col        color.RGBA
	al         ui.Align
	mid, inner bool
}

// phoneButtons lists the page's buttons.
func (s *Setup) phoneButtons(l *setupRects, dst []setupButton) []setupButton {
	add := func(r ui.Rect, label string, base ui.ButtonState) {
		dst = append(dst, setupButton{r: r, label: label, base: base})
	}
	if s.rulesOpen {
		add(l.back, "Back", ui.BtnNormal)
		for i, name := range s.presetNames() {
			b := setupButton{r: l.presets[i], label: name, base: ui.BtnNormal, two: true}
			if i == s.curPreset() {
				b.base = ui.BtnActive
			}
			dst = append(dst, b)
		}
		add(l.seedRand, "Random", ui.BtnNormal)
		return dst
	}
	for g := range numGames {
		st := ui.BtnNormal
		if g == s.game {
			st = ui.BtnActive
		}
		add(l.tabs[g], gameTabs[g], st)
	}
	add(l.last, "Last game", enabled(s.lastGame != nil, ui.BtnNormal))
	add(l.help, "?", ui.BtnNormal)
	add(l.settings, "Settings", ui.BtnNormal)
	add(l.stats, "Statistics", ui.BtnNormal)
	if !l.add.Empty() {
		add(l.add, "+ Add player", ui.BtnNormal)
	}
	for i, st := range s.seats {
		kind := ui.BtnNormal
		if st.kind == 0 {
			kind = ui.BtnPrimary // a human
		}
		add(l.kind[i], seatKinds[st.kind], kind)
		add(l.remove[i], "X", enabled(len(s.seats) > minSeats, ui.BtnNormal))
	}
	add(l.rulesBtn, "Rules: "+s.presetNames()[s.curPreset()]+"  >", ui.BtnNormal)
	add(l.cont, "Continue", enabled(s.canContinue(), ui.BtnNormal))
	first := ui.BtnNormal
	if s.firstUnseen() {
		first = ui.BtnPrimary
	}
	add(l.first, "First game", enabled(s.hasFirstGame(), first))
	add(l.quick, "Quick start", ui.BtnNormal)
	add(l.start, "Start game", enabled(s.err == "", ui.BtnPrimary))
	return dst
}

// setupQuitWords ask for the second Esc (quitguard.go).
const setupQuitWords = "Press Esc again to quit"

// enabled is base, or the disabled state when on is false.
func enabled(on bool, base ui.ButtonState) ui.ButtonState {
	if on {
		return base
	}
	return ui.BtnDisabled
}

// drawPhone draws the phone's setup: the page shown, the focus ring and
// the quit question.
func (s *Setup) drawPhone(dst *ebiten.Image, c *scene.Context, l *setupRects) {
	k, u := c.Kit, l.u
	if !s.rulesOpen {
		s.drawPhoneSeats(dst, c, l)
	} else {
		for i := range s.toggleCount() {
			s.drawPhoneSwitch(dst, c, l.toggles[i], i)
		}
		k.RoundRect(dst, l.seedField, 6*u, ui.RGBA(0, 0, 0, 0x70))
		edge := ui.ColBorder
		if s.editing == editSeed {
			edge = ui.ColGold
		}
		k.StrokeRoundRect(dst, l.seedField, 6*u, 1.2*u, edge)
	}
	for _, b := range s.phoneButtons(l, nil) {
		st := b.base
		if st == ui.BtnNormal || st == ui.BtnPrimary {
			st = c.Input.HoverState(b.r, st)
		}
		label := b.label
		if b.two {
			label = "" // its lines are among the texts
		}
		k.Button(dst, b.r, label, st, u)
	}
	for _, t := range s.phoneTexts(c, l) {
		drawSetupText(k, dst, t)
	}
	s.drawFocus(dst, c, l, u)
	if s.quit.Armed(c) {
		// The quit question at the phone's sizes, over the footer.
		r := ui.R(l.u*setupPhoneM, c.VP.H-(setupPhoneM+ui.PhoneTapH)*u, c.VP.W-2*setupPhoneM*u, ui.PhoneTapH*u)
		k.RoundRect(dst, r, 8*u, ui.WithAlpha(ui.RGB(0x10, 0x06, 0x1a), 0.95))
		k.Text(dst, setupQuitWords, ui.FontBold, setupPhoneText.Head*u, r.CX(), r.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
	}
	s.prewarmTable(c)
	k.WarmStep()
}

// drawPhoneSeats draws each seat's colour die and name field (their
// kind and remove buttons are among the buttons, the names among the
// texts).
func (s *Setup) drawPhoneSeats(dst *ebiten.Image, c *scene.Context, l *setupRects) {
	for i := range s.seats {
		s.drawSeatField(dst, c, l, i, l.u)
	}
}

// drawPhoneSwitch draws switch i in r: a cell with its on/off pill at the
// right (its label is among the texts).
func (s *Setup) drawPhoneSwitch(dst *ebiten.Image, c *scene.Context, r ui.Rect, i int) {
	k, u := c.Kit, r.H/ui.PhoneTapH
	bg := ui.RGBA(0, 0, 0, 0x48)
	if c.Input.Hover(r) {
		bg = ui.RGBA(0xff, 0xff, 0xff, 0x22)
	}
	k.RoundRect(dst, r, 6*u, bg)
	_, _, on := s.toggle(i)
	pill := phoneSwitchPill(r)
	col := ui.RGB(0x3a, 0x44, 0x40)
	if on {
		col = ui.RGB(0x2f, 0xa8, 0x6f)
	}
	k.RoundRect(dst, pill, pill.H/2, col)
	kx := pill.X + pill.H/2
	if on {
		kx = pill.MaxX() - pill.H/2
	}
	k.Circle(dst, kx, pill.CY(), pill.H/2-3*u, ui.ColText)
}

// phoneSwitchPill is the on/off pill of the switch in r; phoneSwitchLabel
// the room left of it for the label.
func phoneSwitchPill(r ui.Rect) ui.Rect {
	u := r.H / ui.PhoneTapH
	return ui.R(r.MaxX()-42*u, r.CY()-11*u, 36*u, 22*u)
}

func phoneSwitchLabel(r ui.Rect) ui.Rect {
	u := r.H / ui.PhoneTapH
	return ui.R(r.X+8*u, r.Y+2*u, phoneSwitchPill(r).X-r.X-14*u, r.H-4*u)
}

// drawSetupText draws t's lines.
func drawSetupText(k *ui.Kit, dst *ebiten.Image, t setupText) {
	lh := setupLineH(t.size)
	y := t.box.Y
	if t.mid {
		y = t.box.CY() - lh*float64(len(t.lines))/2
	}
	x := t.box.X
	if t.al&ui.AlignCenter != 0 {
		x = t.box.CX()
	}
	for _, ln := range t.lines {
		k.Text(dst, ln, t.font, t.size, x, y+lh/2, t.al|ui.AlignMiddle, t.col)
		y += lh
	}
}

// setupWrap breaks s into lines of font f at size z no wider than w, at
// most max of them (the last cut short with "…" when s is longer).
func setupWrap(k *ui.Kit, s string, f ui.FontID, z, w float64, max int) []string {
	ls := k.WrapLines(s, f, z, w) // the kit's cache: not to be changed
	n := min(len(ls), max)
	if n <= 0 {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = setupCut(k, ls[i], f, z, w, i == n-1 && len(ls) > n)
	}
	return out
}

// setupCut shortens s with "…" until it is no wider than w (always, with
// more, which says that text follows).
func setupCut(k *ui.Kit, s string, f ui.FontID, z, w float64, more bool) string {
	if !more && k.TextWidth(s, f, z) <= w {
		return s
	}
	rs := []rune(s)
	for n := len(rs); n > 0; n-- {
		if e := string(rs[:n]) + "…"; k.TextWidth(e, f, z) <= w {
			return e
		}
	}
	return "…"
}
