package scenes

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// On a phone (held upright: phoneLayout; on its side: landscapePhone) the
// Settings and the Menu are laid out in CSS px (Context.CSSUnits), not in
// the desktop's unit, which would give them texts of 5 CSS px: their unit
// is one CSS px, so the label of a setting is 14 CSS px, a button's 15,
// and each row, toggle and button at least 44 CSS px high. The settings'
// hints are left out; Done sits in the title's row. On a phone on its side
// the speed row spans the box and the nine toggles are in two columns.

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
)

// phoneDialogs reports whether the dialogs are laid out for a phone.
func phoneDialogs(c *Context) bool {
	return phoneLayout(c.VP.W, c.VP.H) || landscapePhone(c.VP.W, c.VP.H)
}

// dialogUnit is the unit the dialogs draw with: the desktop's, or one CSS
// px on a phone.
func dialogUnit(c *Context) float64 {
	if phoneDialogs(c) {
		return c.CSSUnits()
	}
	return ui.Unit(c.VP.W, c.VP.H)
}

// phoneSettingsLayout lays the settings out on a phone.
func phoneSettingsLayout(c *Context) settingsRects {
	css := c.CSSUnits()
	land := landscapePhone(c.VP.W, c.VP.H)
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
		return l
	}
	// Upright: one column, the speed's label above its buttons.
	n := float64(numSettingRows)
	rowH := math.Min(dlgPhoneRowMax*css, (scr.H-fixed-dlgPhoneLabel*css-n*gap)/n)
	h := fixed + dlgPhoneLabel*css + n*rowH + n*gap
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
		l.rows[i] = ui.R(body.X, body.Y+float64(i-rowReduced)*(rowH+gap), body.W, rowH)
	}
	return l
}

// phoneMenuRects lays a menu of n items out on a phone.
func phoneMenuRects(c *Context, n int) (ui.Rect, []ui.Rect) {
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
