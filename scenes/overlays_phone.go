package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// On a phone (held upright: phoneLayout; on its side: landscapePhone) the
// Settings and the Menu are laid out in CSS px (Context.CSSUnits), not in
// the desktop's unit, which would give them texts of 5 CSS px: their unit
// is one CSS px, so the label of a setting is 14 CSS px, a button's 15,
// and each row, toggle and button at least 44 CSS px high. The settings'
// hints show on an upright phone tall enough for rows of 66 (as 390x844
// and 360x780), wrapped on at most two lines at 12 CSS px. Where a hint is
// not in its row (a smaller phone, 360x640; a phone on its side; a hint
// longer than two lines) the row has an (i) of 44 CSS px beside its
// switch: a tap on it opens the hint in a box beside the row (its label at
// 14 CSS px, the whole hint at 12), without toggling; the next tap or Esc
// closes it. So every setting is explained on every phone. Done sits in
// the title's row. On a phone on its side the speed row spans the box and
// the nine toggles are in two columns.

// Sizes of the phone's dialogs, in CSS px.
const (
	dlgPhoneMargin = 4  // between the screen and the box
	dlgPhonePad    = 4  // inside the box, above and below
	dlgPhoneSide   = 8  // inside the box, at the sides (the menu's: 12)
	dlgPhoneGap    = 4  // between rows
	dlgPhoneHead   = 44 // the title's row (with Done)
	dlgPhoneRowMax = 52 // a row at most
	dlgPhoneLabel  = 22 // the speed's label above its buttons (upright)
	dlgPhoneDoneW  = 120
	dlgPhoneMenuW  = 340 // the menu's box at most
	dlgPhoneHintH  = 66  // a setting's row with its hint: a line of 14, two of 12
	dlgPhoneHintZ  = 12  // the hints' size
	dlgPhoneInfo   = 44  // a setting's (i), square
	dlgPhoneSwitch = 64  // the switch's end of a row
)

// phoneDialogs reports whether the dialogs are laid out for a phone.
func phoneDialogs(c *scene.Context) bool {
	return ui.PhoneUpright(c.VP.W, c.VP.H) || ui.PhoneOnSide(c.VP.W, c.VP.H)
}

// dialogUnit is the unit the dialogs draw with: the desktop's, or one CSS
// px on a phone.
func dialogUnit(c *scene.Context) float64 {
	if phoneDialogs(c) {
		return c.CSSUnits()
	}
	return ui.Unit(c.VP.W, c.VP.H)
}

// phoneSettingsLayout lays the settings out on a phone.
func phoneSettingsLayout(c *scene.Context) settingsRects {
	css := c.CSSUnits()
	land := ui.PhoneOnSide(c.VP.W, c.VP.H)
	gap := dlgPhoneGap * css
	scr := ui.R(0, 0, c.VP.W, c.VP.H).Inset(dlgPhoneMargin * css)
	fixed := 2*dlgPhonePad*css + dlgPhoneHead*css
	var l settingsRects
	l.phone = true
	if land {
		// The speed row and five rows of toggles, in two columns.
		rowH := math.Min(dlgPhoneRowMax*css, (scr.H-fixed-6*gap)/6)
		l.box = scr
		in := phoneDialogInner(l.box, css, dlgPhoneSide)
		head, body := in.SplitTop(dlgPhoneHead*css, gap)
		l.close, _ = head.SplitRight(dlgPhoneDoneW*css, 0)
		sp, body := body.SplitTop(rowH, gap)
		l.rows[rowSpeed] = sp
		_, bs := sp.SplitLeft(sp.W*0.3, 0)
		copy(l.speed[:], phoneSpeedRow(bs, css).Cols(4, 6*css, nil))
		l.speedY = sp.CY()
		left, right := body.SplitLeft((body.W-3*gap)/2, 3*gap)
		for i := rowReduced; i < numSettingRows; i++ {
			col, k := left, int(i-rowReduced)
			if k >= 5 {
				col, k = right, k-5
			}
			l.rows[i] = ui.R(col.X, col.Y+float64(k)*(rowH+gap), col.W, rowH)
		}
		l.placeInfo(c, css)
		return l
	}
	// Upright: one column, the speed's label above its buttons.
	n := float64(numSettingRows)
	rowH := math.Min(dlgPhoneRowMax*css, (scr.H-fixed-dlgPhoneLabel*css-n*gap)/n)
	togH := rowH
	if (scr.H-fixed-dlgPhoneLabel*css-n*gap-rowH)/(n-1) >= dlgPhoneHintH*css {
		l.hints, togH = true, dlgPhoneHintH*css
	}
	h := fixed + dlgPhoneLabel*css + rowH + (n-1)*togH + n*gap
	l.box = ui.R(scr.X, scr.Y+(scr.H-h)/2, scr.W, h)
	in := phoneDialogInner(l.box, css, dlgPhoneSide)
	head, body := in.SplitTop(dlgPhoneHead*css, gap)
	l.close, _ = head.SplitRight(dlgPhoneDoneW*css, 0)
	sp, body := body.SplitTop(dlgPhoneLabel*css+rowH, gap)
	l.rows[rowSpeed] = sp
	lab, bs := sp.SplitTop(dlgPhoneLabel*css, 0)
	copy(l.speed[:], phoneSpeedRow(bs, css).Cols(4, 6*css, nil))
	l.speedY = lab.CY()
	for i := rowReduced; i < numSettingRows; i++ {
		l.rows[i] = ui.R(body.X, body.Y+float64(i-rowReduced)*(togH+gap), body.W, togH)
	}
	l.placeInfo(c, css)
	return l
}

// placeInfo gives an (i) to each setting whose hint is not in its row:
// 44 CSS px square, beside the switch.
func (l *settingsRects) placeInfo(c *scene.Context, css float64) {
	for i := rowReduced; i < numSettingRows; i++ {
		r := l.rows[i]
		if l.hints && len(phoneHintLines(c.Kit, settingHint(c, i), r, css)) > 0 {
			continue
		}
		d := dlgPhoneInfo * css
		l.info[i] = ui.R(r.MaxX()-(dlgPhoneSwitch+4)*css-d, r.CY()-d/2, d, d)
	}
}

// phoneLabelW is the width of a setting's label in its row on a phone: the
// row less its switch, and less its (i) if it has one.
func phoneLabelW(l settingsRects, i settingRow, u float64) float64 {
	w := l.rows[i].W - dlgPhoneSwitch*u
	if !l.info[i].Empty() {
		w -= (dlgPhoneInfo + 4) * u
	}
	return w
}

// phoneTap takes a tap at (x, y) on the settings if it is the hints': it
// closes an open hint (the tap does nothing else), or opens the hint of
// the setting whose (i) it hits. It reports whether it took the tap.
func (s *SettingsScene) phoneTap(l settingsRects, x, y float64) bool {
	if s.tip != 0 {
		s.tip = 0
		return true
	}
	for i := rowReduced; i < numSettingRows; i++ {
		if !l.info[i].Empty() && l.info[i].Contains(x, y) {
			s.tip, s.focus = i, int(i)
			return true
		}
	}
	return false
}

// phoneTip is the box of setting i's open hint, beside its row (under it,
// or over it where the box ends first), and the hint's lines at 12 CSS px.
func phoneTip(c *scene.Context, l settingsRects, i settingRow) (ui.Rect, []string) {
	css := c.CSSUnits()
	r := l.rows[i]
	w := l.box.W - 2*dlgPhoneSide*css
	lines := c.Kit.WrapLines(settingHint(c, i), ui.FontRegular, dlgPhoneHintZ*css, w-24*css)
	h := (16 + phoneHintBlock(len(lines))) * css
	y := r.MaxY() + dlgPhoneGap*css
	if y+h > l.box.MaxY() {
		y = math.Max(l.box.Y, r.Y-dlgPhoneGap*css-h)
	}
	return ui.R(l.box.X+dlgPhoneSide*css, y, w, h), lines
}

// drawPhoneInfo draws the settings' (i) and the open hint on a phone.
func (s *SettingsScene) drawPhoneInfo(dst *ebiten.Image, c *scene.Context, l settingsRects, u float64) {
	k := c.Kit
	for i := rowReduced; i < numSettingRows; i++ {
		b := l.info[i]
		if b.Empty() {
			continue
		}
		col := ui.ColTextDim
		if s.tip == i {
			col = ui.ColGold
		}
		k.Circle(dst, b.CX(), b.CY(), 11*u, col)
		k.Text(dst, "i", ui.FontBold, 14*u, b.CX(), b.CY(), ui.AlignCenter|ui.AlignMiddle, ui.RGB(0x10, 0x24, 0x1a))
	}
	if s.tip == 0 {
		return
	}
	box, lines := phoneTip(c, l, s.tip)
	k.RoundRect(dst, box, 8*u, ui.RGB(0x10, 0x24, 0x1a))
	k.StrokeRoundRect(dst, box, 8*u, 1.5*u, ui.WithAlpha(ui.ColGold, 0.8))
	top := box.Y + 8*u
	k.TextFit(dst, settingText[s.tip][0], ui.FontBold, 14*u, box.W-24*u, box.X+12*u, top+9*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	for j, ln := range lines {
		k.Text(dst, ln, ui.FontRegular, dlgPhoneHintZ*u, box.X+12*u, top+(18+7.2+14.4*float64(j))*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	}
}

// phoneMenuRects lays a menu of n items out on a phone.
func phoneMenuRects(c *scene.Context, n int) (ui.Rect, []ui.Rect) {
	css := c.CSSUnits()
	gap := dlgPhoneGap * css
	scr := ui.R(0, 0, c.VP.W, c.VP.H).Inset(dlgPhoneMargin * css)
	fixed := 2*dlgPhonePad*css + dlgPhoneHead*css
	rowH := math.Min(dlgPhoneRowMax*css, (scr.H-fixed-float64(n)*gap)/float64(n))
	w := math.Min(scr.W, dlgPhoneMenuW*css)
	h := fixed + float64(n)*(rowH+gap)
	box := ui.R(scr.X+(scr.W-w)/2, scr.Y+(scr.H-h)/2, w, h)
	_, body := phoneDialogInner(box, css, 12).SplitTop(dlgPhoneHead*css, gap)
	rows := make([]ui.Rect, n)
	for i := range rows {
		rows[i] = ui.R(body.X, body.Y+float64(i)*(rowH+gap), body.W, rowH)
	}
	return box, rows
}

// phoneDialogInner is the inside of a phone's dialog box: side CSS px in
// at the sides, dlgPhonePad above and below.
func phoneDialogInner(box ui.Rect, css, side float64) ui.Rect {
	return ui.R(box.X+side*css, box.Y+dlgPhonePad*css, box.W-2*side*css, box.H-2*dlgPhonePad*css)
}

// phoneSpeedRow is the speed buttons' strip, a little in from the row's
// ends so that the row's focus ring shows.
func phoneSpeedRow(r ui.Rect, css float64) ui.Rect {
	return ui.R(r.X+3*css, r.Y, r.W-6*css, r.H)
}

// phoneHintLines are a setting's hint wrapped for its row r on a phone (u
// is one CSS px): none where it takes more than two lines.
func phoneHintLines(k *ui.Kit, hint string, r ui.Rect, u float64) []string {
	lines := k.WrapLines(hint, ui.FontRegular, dlgPhoneHintZ*u, r.W-64*u)
	if len(lines) > 2 {
		return nil
	}
	return lines
}

// phoneHintBlock is the height in CSS px of a label over n lines of hint.
func phoneHintBlock(n int) float64 { return 18 + 14.4*float64(n) }

// drawPhoneToggle draws a setting's row with its hint on an upright phone:
// the label at the top, the hint's lines under it, the switch at the right.
// Hint "" draws the label alone; labelW is its width (phoneLabelW).
func drawPhoneToggle(k *ui.Kit, dst *ebiten.Image, r ui.Rect, label, hint string, on, hover bool, u, labelW float64) {
	k.Toggle(dst, r, "", "", on, hover, u)
	var lines []string
	if hint != "" {
		lines = phoneHintLines(k, hint, r, u)
	}
	top := r.CY() - phoneHintBlock(len(lines))*u/2
	k.TextFit(dst, label, ui.FontBold, 14*u, labelW, r.X+8*u, top+9*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	for i, ln := range lines {
		k.Text(dst, ln, ui.FontRegular, dlgPhoneHintZ*u, r.X+8*u, top+(18+7.2+14.4*float64(i))*u, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	}
}
