package scenes

import (
	"image/color"
	"math"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The texts of the phone's setup (setup_phone_draw.go draws them), each
// at a size of setupPhoneText, wrapped or cut with "…" to its box, never
// shrunk.

// phoneTexts lists the page's texts.
func (s *Setup) phoneTexts(c *scene.Context, l *setupRects) []setupText {
	k, u, tx := c.Kit, l.u, setupPhoneText
	touch := s.touchWords(c, l)
	var out []setupText
	// one adds a text of one line, cut to its box's width.
	one := func(r ui.Rect, str string, f ui.FontID, z float64, col color.RGBA, al ui.Align, inner bool) {
		out = append(out, setupText{box: r, lines: []string{setupCut(k, str, f, z*u, r.W, false)}, font: f, size: z * u, col: col, al: al, mid: true, inner: inner})
	}
	// wrap adds a text of as many lines as its box holds.
	wrap := func(r ui.Rect, str string, f ui.FontID, z float64, col color.RGBA) {
		n := int(math.Floor(r.H/(setupLineH(z)*u) + 1e-9))
		if ls := setupWrap(k, str, f, z*u, r.W, n); len(ls) > 0 {
			out = append(out, setupText{box: r, lines: ls, font: f, size: z * u, col: col, al: ui.AlignLeft})
		}
	}
	if s.rulesOpen {
		one(l.title, "Rules: "+gameTabs[s.game], ui.FontBold, tx.Title, ui.ColGold, ui.AlignLeft, false)
		for i, name := range s.presetNames() {
			col := ui.ColText
			if i == s.curPreset() {
				col = ui.RGB(0xff, 0xff, 0xff)
			}
			r := l.presets[i].Inset(4 * u)
			out = append(out, setupText{box: r, lines: setupWrap(k, name, ui.FontBold, tx.Preset*u, r.W, 2), font: ui.FontBold, size: tx.Preset * u, col: col, al: ui.AlignCenter, mid: true, inner: true})
		}
		wrap(l.blurb, s.blurbText(), ui.FontRegular, tx.Line, ui.ColTextDim)
		for i := range s.toggleCount() {
			label, _, _ := s.toggle(i)
			r := phoneSwitchLabel(l.toggles[i])
			out = append(out, setupText{box: r, lines: setupWrap(k, label, ui.FontBold, tx.Toggle*u, r.W, 2), font: ui.FontBold, size: tx.Toggle * u, col: ui.ColText, al: ui.AlignLeft, mid: true, inner: true})
		}
		if !l.hintBox.Empty() {
			msg, col := s.phoneHint(touch)
			wrap(l.hintBox, msg, ui.FontRegular, tx.Line, col)
		}
		wrap(l.about, s.aboutText(touch), ui.FontRegular, tx.Toggle, ui.ColText)
		one(l.seedTag, "Seed", ui.FontBold, tx.Seed, ui.ColText, ui.AlignLeft, false)
		seed, col := s.seed, ui.ColText
		if seed == "" && s.editing != editSeed {
			seed, col = "random", ui.ColTextDim
		}
		if s.editing == editSeed && (c.Tick/30)%2 == 0 {
			seed += "|"
		}
		one(l.seedField.Inset(8*u), seed, ui.FontMono, tx.Seed, col, ui.AlignLeft, true)
		return out
	}
	title, sub := l.title.SplitTop(setupLineH(tx.Title)*u, 0)
	one(title, "LAS VEGAS", ui.FontBold, tx.Title, ui.ColGold, ui.AlignLeft, false)
	one(ui.R(sub.X, sub.Y, sub.W, setupLineH(tx.Sub)*u), "games by Rüdiger Dorn", ui.FontRegular, tx.Sub, ui.ColNeonPink, ui.AlignLeft, false)
	head, _ := l.header.SplitLeft(l.stats.X-l.header.X-8*u, 0)
	one(head, "Players", ui.FontBold, tx.Head, ui.ColText, ui.AlignLeft, false)
	for i, st := range s.seats {
		if !s.tab().colours() {
			st.colour = i
		}
		name := st.name
		if s.editing == i && (c.Tick/30)%2 == 0 {
			name += "|"
		}
		one(l.name[i].Inset(8*u), name, ui.FontBold, tx.Name, pieces.PlayerColour(pieces.DieColour(st.colour)), ui.AlignLeft, true)
	}
	msg, col := s.footMessage()
	if msg == "" {
		msg = s.seatTip(touch)
	}
	wrap(l.msg, msg, ui.FontRegular, tx.Line, col)
	return out
}

// phoneHint is the rules page's line under the switches: an error of the
// rules, what the last switch touched does, or how to use them.
func (s *Setup) phoneHint(touch bool) (string, color.RGBA) {
	if s.err != "" {
		return s.err, ui.ColDanger
	}
	i := s.hint - 1
	if s.toggleCount() == 1 {
		i = 0 // the one switch: its meaning at once
	}
	if i >= 0 && i < s.toggleCount() {
		label, hint, _ := s.toggle(i)
		return label + ": " + hint + ".", ui.ColTextDim
	}
	if touch {
		return "Tap a switch to turn it on or off; what it does shows here.", ui.ColTextDim
	}
	return "Click a switch to turn it on or off; what it does shows here.", ui.ColTextDim
}
