package scenes

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// dialogSizes are the windows the dialogs are measured at (CSS px): the
// four phones, three more (as the setup's tests) and the desktop.
var dialogSizes = [][2]float64{{360, 640}, {390, 844}, {640, 360}, {844, 390}, {360, 780}, {667, 375}, {932, 430}, {1280, 800}}

// dialogApp is an app at w x h CSS px, 3 device px each, its settings open.
func dialogApp(w, h float64) (*App, *SettingsScene) {
	a := &App{shotTaken: map[string]bool{}, devScale: 3}
	a.ctx = scene.Context{Settings: scene.DefaultSettings(), Host: a, Input: ui.NewInput(nil), Kit: ui.NewMeasureKit(testFonts()), Sound: &scene.Sound{}}
	a.ctx.VP = ui.ComputeViewport(w, h, 3)
	s := NewSettingsScene()
	a.stack = []scene.Scene{s}
	return a, s
}

// fitSize is the size a label is drawn at by TextFit into width w.
func fitSize(k *ui.Kit, s string, f ui.FontID, size, w float64) float64 {
	if tw := k.TextWidth(s, f, size); tw > w {
		return size * w / tw
	}
	return size
}

// The Settings and the Menu on a phone: every row, toggle and button at
// least 44 CSS px high (and wide), every label at 12 CSS px or more, all
// inside the box and the box on the screen; the desktop's as before.
func TestDialogsPhoneSizes(t *testing.T) {
	k := measureKit(t)
	for _, sz := range dialogSizes {
		a, _ := dialogApp(sz[0], sz[1])
		c := &a.ctx
		c.Kit = k
		css := c.CSSUnits()
		name := fmt.Sprintf("%vx%v", sz[0], sz[1])
		screen := ui.R(0, 0, c.VP.W, c.VP.H)
		l := settingsLayout(c)
		phone := sz[0] < 1280
		if l.phone != phone || phoneDialogs(c) != phone {
			t.Fatalf("%s: laid out for a phone %v", name, l.phone)
		}
		if !phone {
			if want := ui.DialogRect(c.VP, 620, 720); l.box != want || dialogUnit(c) != ui.Unit(c.VP.W, c.VP.H) {
				t.Errorf("%s: the desktop's settings moved: %+v, not %+v", name, l.box, want)
			}
		}
		if !l.box.Within(screen) {
			t.Errorf("%s: the settings %+v are off the screen %+v", name, l.box, screen)
		}
		u := dialogUnit(c)
		small, ctl := math.Inf(1), math.Inf(1)
		check := func(what string, r ui.Rect, text float64, control bool) {
			if !r.Within(l.box) && r != l.box {
				t.Errorf("%s: %s %+v is outside the box %+v", name, what, r, l.box)
			}
			small = math.Min(small, text/css)
			if control {
				ctl = math.Min(ctl, math.Min(r.W, r.H)/css)
			}
			if phone && (text/css < 12-1e-6 || control && math.Min(r.W, r.H)/css < 44-1e-6) {
				t.Errorf("%s: %s %+v is %.1fx%.1f CSS px, its text %.1f", name, what, r, r.W/css, r.H/css, text/css)
			}
		}
		check("the title", l.box, 22*u, false)
		for i := rowReduced; i < numSettingRows; i++ {
			r := l.rows[i]
			lw := r.W - 64*u
			if phone {
				lw = phoneLabelW(l, i, u)
			}
			check(settingText[i][0], r, fitSize(k, settingText[i][0], ui.FontBold, 14*u, lw), true)
			for j := i + 1; j < numSettingRows; j++ {
				if r.Overlaps(l.rows[j]) {
					t.Errorf("%s: rows %d and %d overlap", name, i, j)
				}
			}
		}
		checkHints(t, c, k, l, name, sz[1] >= 780 && sz[0] < sz[1])
		sp := l.rows[rowSpeed]
		check("the speed", sp, 14*u, false)
		if tw := k.TextWidth(settingText[rowSpeed][0], ui.FontBold, 14*u); l.speed[0].Y < l.speedY && sp.X+8*u+tw > l.speed[0].X {
			t.Errorf("%s: the speed's label runs into its buttons", name)
		}
		for j, b := range l.speed {
			lab := ui.Speed(j).String()
			check(lab, b, fitSize(k, lab, ui.FontBold, math.Min(15*u, b.H*0.5), b.W-8*u), true)
			if !b.Within(sp) {
				t.Errorf("%s: speed button %+v outside its row %+v", name, b, sp)
			}
		}
		check("Done", l.close, fitSize(k, "Done", ui.FontBold, math.Min(15*u, l.close.H*0.5), l.close.W-8*u), true)
		t.Logf("%s: settings: smallest text %.1f CSS px, control %.1f", name, small, ctl)

		checkMenuSizes(t, c, k, name, phone)
	}
}

// checkHints checks the settings' hints on a phone: shown (want) on a tall
// upright phone, each on at most two lines of 12 CSS px inside its row.
func checkHints(t *testing.T, c *scene.Context, k *ui.Kit, l settingsRects, name string, want bool) {
	css := c.CSSUnits()
	if l.hints != want {
		t.Errorf("%s: hints shown %v", name, l.hints)
	}
	if !l.hints {
		return
	}
	shown := 0
	for i := rowReduced; i < numSettingRows; i++ {
		r := l.rows[i]
		lines := phoneHintLines(k, settingHint(c, i), r, css)
		for _, ln := range lines {
			if w := k.TextWidth(ln, ui.FontRegular, dlgPhoneHintZ*css); w > r.W-64*css {
				t.Errorf("%s: the hint's line %q is %.0f wide in %.0f", name, ln, w, r.W-64*css)
			}
		}
		if len(lines) > 0 {
			shown++
		}
		if phoneHintBlock(len(lines))*css > r.H-8*css || dlgPhoneHintZ < 12 {
			t.Errorf("%s: %q's hint runs out of its row %+v", name, settingText[i][0], r)
		}
	}
	if shown < 7 {
		t.Errorf("%s: only %d hints of 9 shown", name, shown)
	}
	t.Logf("%s: %d hints of 9 shown", name, shown)
}

// checkMenuSizes checks both menus' layouts at a size (TestDialogsPhoneSizes).
func checkMenuSizes(t *testing.T, c *scene.Context, k *ui.Kit, name string, phone bool) {
	u, css := dialogUnit(c), c.CSSUnits()
	screen := ui.R(0, 0, c.VP.W, c.VP.H)
	for _, m := range []*Menu{NewMenu(gameDice, false), NewMenu(gameRoyale, true)} {
		box, rows := m.rects(c)
		if !box.Within(screen) {
			t.Errorf("%s: the menu %+v is off the screen", name, box)
		}
		small, ctl := 22*u/css, math.Inf(1)
		for i, r := range rows {
			size := fitSize(k, m.items[i], ui.FontBold, math.Min(15*u, r.H*0.5), r.W-8*u)
			small, ctl = math.Min(small, size/css), math.Min(ctl, math.Min(r.W, r.H)/css)
			if !r.Within(box) || i > 0 && r.Overlaps(rows[i-1]) {
				t.Errorf("%s: menu item %q %+v outside the box %+v or overlapping", name, m.items[i], r, box)
			}
		}
		if phone && (small < 12-1e-6 || ctl < 44-1e-6) {
			t.Errorf("%s: the menu's smallest text %.1f CSS px, control %.1f", name, small, ctl)
		}
		if !phone && box != ui.DialogRect(c.VP, 360, 80+float64(len(m.items))*54) {
			t.Errorf("%s: the desktop's menu moved: %+v", name, box)
		}
		t.Logf("%s: menu: smallest text %.1f CSS px, control %.1f", name, small, ctl)
	}
}

// A click on the middle of each setting's row toggles it, and on each
// speed button sets the speed: the Update hit-tests the drawn layout.
func TestDialogsPhoneClicks(t *testing.T) {
	k := measureKit(t)
	for _, sz := range dialogSizes {
		a, s := dialogApp(sz[0], sz[1])
		c := &a.ctx
		c.Kit = k
		name := fmt.Sprintf("%vx%v", sz[0], sz[1])
		l := settingsLayout(c)
		click := func(r ui.Rect) {
			c.Input.Inject(ui.Action{Kind: ui.ActClick, X: r.CX(), Y: r.CY()})
			c.Input.Step(c.VP)
			if err := s.Update(c); err != nil {
				t.Fatal(err)
			}
		}
		for j, b := range l.speed {
			click(b)
			if c.Settings.Speed != ui.Speed(j) {
				t.Errorf("%s: speed button %d gave %v", name, j, c.Settings.Speed)
			}
		}
		for i := rowReduced; i < numSettingRows; i++ {
			if i == rowFullscreen {
				continue // it asks the window (ebiten.SetFullscreen)
			}
			before := c.Settings
			click(l.rows[i])
			if c.Settings == before || s.focus != int(i) {
				t.Errorf("%s: a click on %q's row changed nothing", name, settingText[i][0])
			}
		}
		if len(a.pending) != 0 {
			t.Errorf("%s: a click in the box closed the settings", name)
		}
	}
}

// Every setting is explained on every phone: its hint in its row (a tall
// upright phone), or behind its (i), a target of 44 CSS px in its row,
// clear of the row's middle (a tap there toggles) and of its switch. A tap
// on the (i) opens the whole hint at 12 CSS px in a box beside the row,
// on the screen and in the settings' box, and changes no setting; the
// next tap closes it and does nothing else; Esc closes it, not the
// settings.
func TestSettingsHintsOnEveryPhone(t *testing.T) {
	k := measureKit(t)
	for _, sz := range dialogSizes {
		if sz[0] >= 1280 {
			continue
		}
		a, s := dialogApp(sz[0], sz[1])
		c := &a.ctx
		c.Kit = k
		css := c.CSSUnits()
		name := fmt.Sprintf("%vx%v", sz[0], sz[1])
		l := settingsLayout(c)
		tap := func(x, y float64) {
			c.Input.Inject(ui.Action{Kind: ui.ActClick, X: x, Y: y})
			c.Input.Step(c.VP)
			if err := s.Update(c); err != nil {
				t.Fatal(err)
			}
		}
		behind := 0
		for i := rowReduced; i < numSettingRows; i++ {
			r, b := l.rows[i], l.info[i]
			hint := settingHint(c, i)
			if l.hints && len(phoneHintLines(k, hint, r, css)) > 0 {
				if !b.Empty() {
					t.Errorf("%s: %q has its hint in its row and an (i)", name, settingText[i][0])
				}
				continue
			}
			behind++
			if b.Empty() {
				t.Errorf("%s: %q is not explained: no hint in its row, no (i)", name, settingText[i][0])
				continue
			}
			if b.W/css < 44-1e-6 || b.H/css < 44-1e-6 || !b.Within(r) || b.Contains(r.CX(), r.CY()) || b.MaxX() > r.MaxX()-64*css {
				t.Errorf("%s: %q's (i) %+v (%.0fx%.0f CSS px) in its row %+v", name, settingText[i][0], b, b.W/css, b.H/css, r)
			}
			before := c.Settings
			tap(b.CX(), b.CY())
			if s.tip != i || c.Settings != before {
				t.Errorf("%s: a tap on %q's (i): open %d, settings changed %v", name, settingText[i][0], s.tip, c.Settings != before)
			}
			box, lines := phoneTip(c, l, i)
			if !box.Within(l.box) || !box.Within(ui.R(0, 0, c.VP.W, c.VP.H)) || box.Overlaps(r) {
				t.Errorf("%s: %q's hint %+v is not beside its row %+v in the box %+v", name, settingText[i][0], box, r, l.box)
			}
			if got := strings.Join(lines, " "); got != hint {
				t.Errorf("%s: %q's hint reads %q, want %q", name, settingText[i][0], got, hint)
			}
			for _, ln := range lines {
				if w := k.TextWidth(ln, ui.FontRegular, dlgPhoneHintZ*css); w > box.W-24*css {
					t.Errorf("%s: the hint's line %q is %.0f wide in %.0f", name, ln, w, box.W-24*css)
				}
			}
			if (16+phoneHintBlock(len(lines)))*css > box.H+1e-6 {
				t.Errorf("%s: %q's hint runs out of its box", name, settingText[i][0])
			}
			tap(r.CX(), r.CY()) // closes the hint, toggles nothing
			if s.tip != 0 || c.Settings != before {
				t.Errorf("%s: the tap after %q's hint: open %d, settings changed %v", name, settingText[i][0], s.tip, c.Settings != before)
			}
		}
		if tall := sz[1] >= 780 && sz[0] < sz[1]; !tall && behind != int(numSettingRows-rowReduced) {
			t.Errorf("%s: %d settings behind an (i), want all 9", name, behind)
		}
		if !l.info[rowReduced].Empty() {
			tap(l.info[rowReduced].CX(), l.info[rowReduced].CY())
			c.Input.Inject(ui.Action{Kind: ui.ActCancel})
			c.Input.Step(c.VP)
			if err := s.Update(c); err != nil {
				t.Fatal(err)
			}
			if s.tip != 0 || len(a.pending) != 0 {
				t.Errorf("%s: Esc on an open hint: open %d, settings closed %v", name, s.tip, len(a.pending) != 0)
			}
		}
		t.Logf("%s: %d hints in their rows, %d behind an (i)", name, int(numSettingRows-rowReduced)-behind, behind)
	}
}
