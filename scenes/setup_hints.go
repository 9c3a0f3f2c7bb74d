package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// setupDeskMinText is the desktop setup's smallest text, in logical px:
// its texts are their size in units, never less (800x600 and 1024x768
// have a unit of 0.8).
const setupDeskMinText = 11

// deskSize is a desktop text's size: base units, at least the least.
func deskSize(base, u float64) float64 { return math.Max(base*u, setupDeskMinText) }

// deskHintSize is the size of a switch's hint on the desktop.
func deskHintSize(u float64) float64 { return deskSize(11.5, u) }

// hintInRow reports whether switch r's hint fits under its label in the
// row at deskHintSize (the room ui.Kit.ToggleSized gives it: the row
// less the pill, and the label's line above it); where it does not it
// shows beside the switch while pointed at or focused (drawHintTip).
func hintInRow(k *ui.Kit, r ui.Rect, hint string, u float64) bool {
	hs := deskHintSize(u)
	room := r.W - 64*u // ToggleSized: the pill (44), its margin (6), 14
	return hint != "" && k.TextWidth(hint, ui.FontRegular, hs) <= room && r.H*0.38 >= (14*u+hs)*0.45
}

// A switch whose hint is not in its row has an (i) right of its label:
// its hint shows beside it while the switch is pointed at or focused,
// and, after a tap (touch has no pointer to rest), the last switch
// tapped keeps its hint shown until another is tapped. Before, nothing
// said that a hint was there to point at.

// hintMarkText is the (i)'s letter size; its disc is hintMarkD of it.
func hintMarkText(u float64) float64 { return deskSize(11, u) }

const hintMarkD = 1.5

// hintMark is where switch r with label shows its (i): right of the
// label (14 units bold, as ui.Kit.ToggleSized draws it) and left of the
// pill, or nothing where the label leaves it no room.
func hintMark(k *ui.Kit, r ui.Rect, label string, u float64) ui.Rect {
	d := hintMarkText(u) * hintMarkD
	room := r.W - 64*u // ToggleSized: the label's room left of the pill
	lw := k.TextWidth(label, ui.FontBold, 14*u)
	if lw+6*u+d > room {
		return ui.Rect{}
	}
	return ui.R(r.X+8*u+lw+6*u, r.CY()-d/2, d, d)
}

// onHintMark reports whether (x, y) is on switch i's (i) on the desktop:
// a click there shows the hint and leaves the switch as it is.
func (s *Setup) onHintMark(c *scene.Context, l *setupRects, i int, x, y float64) bool {
	if ui.PhoneUpright(c.VP.W, c.VP.H) || ui.PhoneOnSide(c.VP.W, c.VP.H) {
		return false // a phone's (i) is a button of its own (setup_phone.go)
	}
	u := ui.Unit(c.VP.W, c.VP.H)
	label, hint, _ := s.toggle(i)
	if hint == "" || hintInRow(c.Kit, l.toggles[i], hint, u) {
		return false
	}
	return hintMark(c.Kit, l.toggles[i], label, u).Inset(-4*u).Contains(x, y)
}

// hintTipFor is the switch whose hint shows beside it: the pointed one,
// else the focused one, else, after a tap, the last one tapped; -1 for
// none (or one whose hint is in its row).
func (s *Setup) hintTipFor(c *scene.Context, l *setupRects, u float64) int {
	k := c.Kit
	var focus ui.Rect
	if list := s.focusables(l, s.focusBuf[:0]); s.focus >= 0 && s.focus < len(list) {
		focus = list[s.focus]
	}
	tip := -1
	for i := range s.toggleCount() {
		_, hint, _ := s.toggle(i)
		if hint == "" || hintInRow(k, l.toggles[i], hint, u) {
			continue
		}
		if c.Input.Hover(l.toggles[i]) {
			return i
		}
		if tip < 0 && l.toggles[i] == focus {
			tip = i
		}
	}
	if i := s.hint - 1; tip < 0 && s.touchWords(c, l) && i >= 0 && i < s.toggleCount() {
		if _, hint, _ := s.toggle(i); hint != "" && !hintInRow(k, l.toggles[i], hint, u) {
			tip = i
		}
	}
	return tip
}

// drawToggles draws the rules box's switches, each hint under its label
// where it fits and, where not, an (i) beside the label and the hint
// beside the switch that hintTipFor names.
func (s *Setup) drawToggles(dst *ebiten.Image, c *scene.Context, l *setupRects, u float64) {
	k := c.Kit
	tip := s.hintTipFor(c, l, u)
	for i := range s.toggleCount() {
		r := l.toggles[i]
		label, hint, on := s.toggle(i)
		hover := c.Input.Hover(r)
		if hintInRow(k, r, hint, u) {
			k.ToggleSized(dst, r, label, hint, deskHintSize(u), on, hover, u)
			continue
		}
		k.Toggle(dst, r, label, "", on, hover, u)
		if m := hintMark(k, r, label, u); hint != "" && !m.Empty() {
			col := ui.ColTextDim
			if i == tip {
				col = ui.ColGold
			}
			k.Circle(dst, m.CX(), m.CY(), m.W/2, col)
			k.Text(dst, "i", ui.FontBold, hintMarkText(u), m.CX(), m.CY(), ui.AlignCenter|ui.AlignMiddle, ui.RGB(0x10, 0x24, 0x1a))
		}
	}
	if tip >= 0 {
		_, hint, _ := s.toggle(tip)
		s.drawHintTip(dst, c, l, l.toggles[tip], hint, u)
	}
}

// drawHintTip draws a switch's hint in a box beside it, wrapped at
// deskHintSize (hintTipBox).
func (s *Setup) drawHintTip(dst *ebiten.Image, c *scene.Context, l *setupRects, r ui.Rect, hint string, u float64) {
	k := c.Kit
	hs := deskHintSize(u)
	box, lines := hintTipBox(k, l, r, hint, u)
	k.RoundRect(dst, box, 6*u, ui.RGB(0x08, 0x16, 0x12))
	k.StrokeRoundRect(dst, box, 6*u, 1.2*u, ui.ColGold)
	y := box.Y + 6*u + setupLineH(hs)/2
	for _, ln := range lines {
		k.Text(dst, ln, ui.FontRegular, hs, box.X+8*u, y, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		y += setupLineH(hs)
	}
}

// hintTipBox is the box of switch r's hint beside it and the hint's
// lines: under the switch where there is room above the seed's row,
// else over it.
func hintTipBox(k *ui.Kit, l *setupRects, r ui.Rect, hint string, u float64) (ui.Rect, []string) {
	hs := deskHintSize(u)
	lines := k.WrapLines(hint, ui.FontRegular, hs, r.W-16*u)
	box := ui.R(r.X, r.MaxY()+2*u, r.W, float64(len(lines))*setupLineH(hs)+12*u)
	if box.MaxY() > l.seedField.Y-2*u {
		box.Y = r.Y - 2*u - box.H
	}
	return box, lines
}

// drawSeatTip draws how the seats change at the foot of the players
// box, wrapped (two lines at most, the last cut to fit) at deskSize.
func (s *Setup) drawSeatTip(dst *ebiten.Image, c *scene.Context, l *setupRects, u float64) {
	k := c.Kit
	size := deskSize(12, u)
	w := l.seatsBox.W - 32*u
	lines := k.WrapLines(s.seatTip(s.touchWords(c, l)), ui.FontRegular, size, w)
	if len(lines) > 2 {
		lines = lines[:2]
	}
	y := l.seatsBox.MaxY() - 16*u - float64(len(lines)-1)*setupLineH(size)
	for _, ln := range lines {
		k.TextFit(dst, ln, ui.FontRegular, size, w, l.seatsBox.X+16*u, y, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
		y += setupLineH(size)
	}
}

// deskLineH is the height of a line of text on the desktop: one
// line's (one), or two lines' where text is wider than w at deskSize(13)
// (the preset's line, the message line: drawDeskLines).
func deskLineH(k *ui.Kit, text string, one, w, u float64) float64 {
	z := deskSize(13, u)
	if k == nil || k.TextWidth(text, ui.FontRegular, z) <= w {
		return one
	}
	return 2*setupLineH(z) + 4*u
}

// drawDeskLines draws text at deskSize(13) on the lines r has, the last
// cut with "…" where more is left.
func drawDeskLines(k *ui.Kit, dst *ebiten.Image, r ui.Rect, text string, col color.RGBA, u float64) {
	z := deskSize(13, u)
	n := max(int(r.H/setupLineH(z)), 1)
	lines := setupWrap(k, text, ui.FontRegular, z, r.W, n)
	y := r.CY() - float64(len(lines)-1)*setupLineH(z)/2
	for _, ln := range lines {
		k.Text(dst, ln, ui.FontRegular, z, r.X, y, ui.AlignLeft|ui.AlignMiddle, col)
		y += setupLineH(z)
	}
}

// drawPresets draws the preset buttons, a name too wide for its button
// at the desktop's least size on two lines (as the phone's).
func (s *Setup) drawPresets(dst *ebiten.Image, c *scene.Context, l *setupRects, u float64) {
	k := c.Kit
	for i, name := range s.presetNames() {
		r := l.presets[i]
		st := c.Input.HoverState(r, ui.BtnNormal)
		fg := ui.ColText
		if i == s.curPreset() {
			st, fg = ui.BtnActive, ui.RGB(0xff, 0xff, 0xff)
		}
		z := ui.ButtonLabelSize(r, u)
		if k.TextWidth(name, ui.FontBold, z) <= r.W-8*u {
			k.Button(dst, r, name, st, u)
			continue
		}
		k.Button(dst, r, "", st, u)
		z = math.Max(setupDeskMinText, math.Min(z, (r.H-4*u)/2.5))
		lines := setupWrap(k, name, ui.FontBold, z, r.W-8*u, 2)
		y := r.CY() - float64(len(lines)-1)*setupLineH(z)/2
		for _, ln := range lines {
			k.Text(dst, ln, ui.FontBold, z, r.CX(), y, ui.AlignCenter|ui.AlignMiddle, fg)
			y += setupLineH(z)
		}
	}
}

// deskName is a seat's name as its field shows it at deskSize(15) in w:
// whole where it fits, else cut with "…", at its end, or, while typed
// in, at its start (the end, where the typing is, shows), with the
// caret where caret.
func deskName(k *ui.Kit, name string, editing, caret bool, w, u float64) string {
	z := deskSize(15, u)
	if caret {
		name += "|"
	}
	if k.TextWidth(name, ui.FontBold, z) <= w {
		return name
	}
	if !editing {
		return setupCut(k, name, ui.FontBold, z, w, false)
	}
	rs := []rune(name)
	for n := 1; n < len(rs); n++ {
		if e := "…" + string(rs[n:]); k.TextWidth(e, ui.FontBold, z) <= w {
			return e
		}
	}
	return "…"
}
