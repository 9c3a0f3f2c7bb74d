package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// ---- Settings ----

type settingRow uint8

const (
	rowSpeed settingRow = iota
	rowReduced
	rowSound
	rowFullscreen
	rowSymbols
	rowConfirm
	rowOpenMoney
	rowAutoAdvance
	rowHandover
	rowTakeBack
	numSettingRows
)

var settingText = [numSettingRows][2]string{
	{"Animation speed", ""},
	{"Reduced motion", "No shaking or tumbling; pieces move briefly or fade"},
	{"Sound", "Dice rattle, notes sliding, clicks"},
	{"Full screen", "Also F11 or Alt+Enter"},
	{"Colour-blind symbols", "A distinct shape per player on dice and panels"},
	{"Confirm placement", "Placing dice needs a second click or Enter"},
	{"Open money", "Show everyone's money (the rules keep it face down)"},
	{"Auto-advance", "The round summary closes by itself after a few seconds"},
	{"Hand-over screen", "Hot seat: \"Pass to Anna\" hides the table between two people's turns"},
	{"Take back", "Undo your last decision until a roll or a reveal (Backspace)"},
}

// SettingsScene edits the settings.
type SettingsScene struct {
	focus int
	// tip is the setting whose hint is open on a phone (its (i) tapped,
	// overlays_phone.go); 0: none.
	tip settingRow
}

// NewSettingsScene opens the settings overlay.
func NewSettingsScene() *SettingsScene { return &SettingsScene{} }

// Name implements Scene.
func (s *SettingsScene) Name() string { return "settings" }

type settingsRects struct {
	box   ui.Rect
	rows  [numSettingRows]ui.Rect
	speed [4]ui.Rect
	close ui.Rect
	phone bool // laid out for a phone (overlays_phone.go)
	hints bool // on a phone: the rows hold their hints
	// info are the (i) of the settings whose hint is not in their row on a
	// phone (empty elsewhere): a tap opens the hint (overlays_phone.go).
	info [numSettingRows]ui.Rect
	// speedY is the middle of the speed's label.
	speedY float64
}

func settingsLayout(c *scene.Context) settingsRects {
	if phoneDialogs(c) {
		return phoneSettingsLayout(c)
	}
	u := ui.Unit(c.VP.W, c.VP.H)
	var l settingsRects
	l.box = ui.DialogRect(c.VP, 620, 720)
	in := l.box.Inset(20 * u)
	_, in = in.SplitTop(40*u, 4*u)
	var foot ui.Rect
	foot, in = in.SplitBottom(40*u, 8*u)
	l.close = foot.Centered(160*u, foot.H)
	var rows [numSettingRows]ui.Rect
	copy(l.rows[:], in.Rows(int(numSettingRows), 4*u, rows[:0]))
	sp := l.rows[rowSpeed]
	_, sp = sp.SplitLeft(sp.W*0.38, 0)
	var cols [4]ui.Rect
	copy(l.speed[:], sp.Inset(4*u).Cols(4, 6*u, cols[:0]))
	l.speedY = l.rows[rowSpeed].CY()
	return l
}

func (s *SettingsScene) toggle(c *scene.Context, r settingRow) {
	st := &c.Settings
	switch r {
	case rowReduced:
		st.ReducedMotion = !st.ReducedMotion
	case rowSound:
		st.Sound = !st.Sound
		c.Sound.Muted = !st.Sound
	case rowFullscreen:
		c.SetFullscreen(!st.Fullscreen)
	case rowSymbols:
		st.Symbols = !st.Symbols
	case rowConfirm:
		st.ConfirmPlace = !st.ConfirmPlace
	case rowOpenMoney:
		st.OpenMoney = !st.OpenMoney
	case rowAutoAdvance:
		st.AutoAdvance = !st.AutoAdvance
	case rowHandover:
		st.NoHandover = !st.NoHandover
	case rowTakeBack:
		st.NoTakeBack = !st.NoTakeBack
	case rowSpeed:
		st.Speed = (st.Speed + 1) % 4
	}
	c.Play(scene.SndClick)
	settingsChanged(c)
}

// Update implements Scene.
func (s *SettingsScene) Update(c *scene.Context) error {
	l := settingsLayout(c)
	for _, a := range c.Input.Actions() {
		switch a.Kind {
		case ui.ActCancel:
			if s.tip != 0 {
				s.tip = 0
				continue
			}
			c.Pop()
		case ui.ActDown, ui.ActNext:
			s.focus = (s.focus + 1) % int(numSettingRows)
		case ui.ActUp, ui.ActPrev:
			s.focus = (s.focus + int(numSettingRows) - 1) % int(numSettingRows)
		case ui.ActConfirm:
			s.toggle(c, settingRow(s.focus))
		case ui.ActPick:
			if a.N-1 < int(numSettingRows) {
				s.focus = a.N - 1
				s.toggle(c, settingRow(s.focus))
			}
		case ui.ActClick:
			if s.phoneTap(l, a.X, a.Y) {
				continue
			}
			if l.close.Contains(a.X, a.Y) || !l.box.Contains(a.X, a.Y) {
				c.Pop()
				continue
			}
			for i, r := range l.speed {
				if r.Contains(a.X, a.Y) {
					c.Settings.Speed = ui.Speed(i)
					c.Play(scene.SndClick)
					settingsChanged(c)
				}
			}
			for i := rowReduced; i < numSettingRows; i++ {
				if l.rows[i].Contains(a.X, a.Y) {
					s.focus = int(i)
					s.toggle(c, i)
				}
			}
		}
	}
	c.Shot("settings")
	return nil
}

// Draw implements Scene.
func (s *SettingsScene) Draw(dst *ebiten.Image, c *scene.Context) {
	k := c.Kit
	u := dialogUnit(c)
	l := settingsLayout(c)
	ui.DrawDialog(k, dst, c.VP, l.box, "Settings", u)
	st := c.Settings
	on := [numSettingRows]bool{false, st.ReducedMotion, st.Sound, st.Fullscreen, st.Symbols, st.ConfirmPlace, st.OpenMoney, st.AutoAdvance, !st.NoHandover, !st.NoTakeBack}
	for i := settingRow(0); i < numSettingRows; i++ {
		r := l.rows[i]
		if int(i) == s.focus {
			k.StrokeRoundRect(dst, r, 6*u, 1.2*u, ui.WithAlpha(ui.ColGold, 0.6))
		}
		if i == rowSpeed {
			k.Text(dst, settingText[i][0], ui.FontBold, 14*u, r.X+8*u, l.speedY, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
			for j, br := range l.speed {
				bs := c.Input.HoverState(br, ui.BtnNormal)
				if ui.Speed(j) == st.Speed {
					bs = ui.BtnActive
				}
				k.Button(dst, br, ui.Speed(j).String(), bs, u)
			}
			continue
		}
		hint := settingHint(c, i)
		if l.hints {
			drawPhoneToggle(k, dst, r, settingText[i][0], hint, on[i], c.Input.Hover(r), u, phoneLabelW(l, i, u))
			continue
		}
		if l.phone {
			drawPhoneToggle(k, dst, r, settingText[i][0], "", on[i], c.Input.Hover(r), u, phoneLabelW(l, i, u))
			continue
		}
		k.Toggle(dst, r, settingText[i][0], hint, on[i], c.Input.Hover(r), u)
	}
	k.Button(dst, l.close, "Done", c.Input.HoverState(l.close, ui.BtnPrimary), u)
	s.drawPhoneInfo(dst, c, l, u)
}

// settingHint is the hint under a setting's label.
func settingHint(c *scene.Context, i settingRow) string {
	switch {
	case i == rowSound && !c.Sound.Available():
		return "No audio device found: sound stays silent"
	case i == rowOpenMoney:
		return "Default for new games' \"Open money\" rule (money is face down by the rules)"
	}
	return settingText[i][1]
}

// settingsChanged tells the app (which may save them).
func settingsChanged(c *scene.Context) {
	if a := appOf(c); a != nil && a.OnSettings != nil {
		a.OnSettings(c.Settings)
	}
}

// ---- Menu ----

// Menu is the in-game menu (Esc), the same at every game's table:
// Resume, Settings, the game's rules, the main menu (the setup with the
// game chosen; the game is saved) and Quit.
type Menu struct {
	items []string
	game  setupGame
	// focus is the item in the keyboard's ring: the arrows and Tab move
	// it, Enter or Space picks it.
	focus int
}

// NewMenu is the Esc menu at game g's table; watch: the table shows a
// replay (nothing is being saved).
func NewMenu(g setupGame, watch bool) *Menu {
	out := "Main menu (the game is saved)"
	if watch {
		out = "Main menu"
	}
	return &Menu{items: []string{"Resume", "Settings", "Rules and help", out, "Quit"}, game: g}
}

// Name implements Scene.
func (m *Menu) Name() string { return "menu" }

func (m *Menu) rects(c *scene.Context) (ui.Rect, []ui.Rect) {
	if phoneDialogs(c) {
		return phoneMenuRects(c, len(m.items))
	}
	u := ui.Unit(c.VP.W, c.VP.H)
	box := ui.DialogRect(c.VP, 360, 80+float64(len(m.items))*54)
	in := box.Inset(20 * u)
	_, in = in.SplitTop(40*u, 4*u)
	return box, in.Rows(len(m.items), 10*u, nil)
}

// Update implements Scene.
func (m *Menu) Update(c *scene.Context) error {
	box, rows := m.rects(c)
	for _, a := range c.Input.Actions() {
		switch a.Kind {
		case ui.ActCancel:
			c.Pop()
		case ui.ActPick:
			m.do(c, a.N-1)
		case ui.ActUp, ui.ActPrev:
			m.focus = (m.focus + len(m.items) - 1) % len(m.items)
		case ui.ActDown, ui.ActNext:
			m.focus = (m.focus + 1) % len(m.items)
		case ui.ActTab:
			m.focus = (m.focus + len(m.items) + 1 - 2*a.N) % len(m.items)
		case ui.ActConfirm:
			m.do(c, m.focus)
		case ui.ActClick:
			if !box.Contains(a.X, a.Y) {
				c.Pop()
			}
			for i, r := range rows {
				if r.Contains(a.X, a.Y) {
					m.do(c, i)
				}
			}
		}
	}
	return nil
}

func (m *Menu) do(c *scene.Context, i int) {
	c.Play(scene.SndClick)
	switch i {
	case 0:
		c.Pop()
	case 1:
		c.Pop()
		c.Push(NewSettingsScene())
	case 2:
		c.Pop()
		c.Push(&Help{pages: gameHelp(m.game)})
	case 3:
		c.Switch(setupFor(c, m.game))
	case 4:
		c.Quit()
	}
}

// Draw implements Scene.
func (m *Menu) Draw(dst *ebiten.Image, c *scene.Context) {
	k := c.Kit
	u := dialogUnit(c)
	box, rows := m.rects(c)
	ui.DrawDialog(k, dst, c.VP, box, "Menu", u)
	for i, r := range rows {
		st := c.Input.HoverState(r, ui.BtnNormal)
		if i == 0 {
			st = c.Input.HoverState(r, ui.BtnPrimary)
		}
		k.Button(dst, r, m.items[i], st, u)
	}
	k.FocusRing(dst, rows[m.focus], u)
}
