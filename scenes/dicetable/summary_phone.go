package dicetable

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The round summary on a phone held upright (phoneLayout), in the phone's
// unit (layout_phone.go: W/360, one CSS px on a 360 px phone), over the
// whole screen: the title, then a row of 48 for each seat (its die, its
// name at 16; under it the money won this round and the money in all, at
// 14), the payout's story casino by casino (13, in lines of 17, cut with
// "…" after the last line that fits: the log keeps it whole; a casino's
// first line after its name, the others under it, 14 in), and at
// thumb reach a hint (12) and one button across the screen, 52 tall:
// "Next round" ("See the results" after the last round).
//
// Every text is placed once per window size (phoneSumLayout) in a list
// that Draw draws as it is, so that the tests measure what is drawn:
// each text's size and whether it fits its room.

// Sizes of the upright round summary, in its units (CSS px on a 360 px
// phone).
const (
	phoneSumTitle  = 22 // the title
	phoneSumName   = 16 // a seat's name
	phoneSumMoney  = 14 // a seat's money this round and in all
	phoneSumHead   = 15 // "Casino by casino"
	phoneSumLine   = 13 // the story
	phoneSumHint   = 12 // the hint over the button
	phoneSumRow    = 48 // a seat's row
	phoneSumIndent = 14 // the story's lines after a casino's first
	phoneSumStep   = 17 // a line of the story
	phoneSumButton = 52 // the button's height
)

// phoneSumText is one text of the upright round summary, placed: it is
// drawn at size and is whole when its width is at most w.
type phoneSumText struct {
	s    string
	f    ui.FontID
	size float64
	x, y float64
	w    float64
	al   ui.Align
	col  color.RGBA
}

// phoneSumLayout is the upright round summary laid out for one window.
type phoneSumLayout struct {
	vw, vh, hint float64 // what it was laid out for (hint: 1 when shown)
	u            float64
	box, btn     ui.Rect
	label        string // the button's label
	dice         [MaxSeats][2]float64
	texts        []phoneSumText
	cut          bool // the story is cut with "…"
}

// phoneSummary is the upright round summary's layout for c's window, laid
// out again only when the window or the auto-advance setting changes.
func (s *RoundSummary) phoneSummary(c *ui.Stage) *phoneSumLayout {
	hint := 0.0
	if !c.AutoAdvance {
		hint = 1
	}
	l := &s.phone
	if l.vw == c.VP.W && l.vh == c.VP.H && l.hint == hint && l.texts != nil {
		return l
	}
	s.layPhone(c.Kit, c.VP.W, c.VP.H, hint == 1)
	l.vw, l.vh, l.hint = c.VP.W, c.VP.H, hint
	return l
}

// layPhone lays the upright round summary out for a canvas w x h.
func (s *RoundSummary) layPhone(k *ui.Kit, w, h float64, hint bool) {
	l := &s.phone
	u := w / ui.PhoneDesignW
	l.u = u
	l.texts = l.texts[:0]
	add := func(t phoneSumText) { l.texts = append(l.texts, t) }
	l.box = ui.R(0, 0, w, h).Inset(6 * u)
	in := l.box.Inset(12 * u)
	var title ui.Rect
	title, in = in.SplitTop(36*u, 6*u)
	add(phoneSumText{s.title, ui.FontBold, phoneSumTitle * u, title.X, title.CY(), title.W, ui.AlignLeft | ui.AlignMiddle, ui.ColGold})

	// The foot at thumb reach: the button, the hint over it.
	l.btn, in = in.SplitBottom(phoneSumButton*u, 8*u)
	l.label = "Next round"
	if s.round+1 >= s.t.m.Rounds && s.t.m.Rounds > 0 {
		l.label = "See the results"
	}
	if hint {
		var foot ui.Rect
		foot, in = in.SplitBottom(18*u, 4*u)
		add(phoneSumText{"Or let it go on by itself: Settings, Auto-advance", ui.FontRegular, phoneSumHint * u, foot.CX(), foot.CY(), foot.W, ui.AlignCenter | ui.AlignMiddle, ui.ColTextDim})
	}

	// The seats.
	for i := 0; i < s.t.m.Players && i < MaxSeats; i++ {
		p := s.order[i]
		var r ui.Rect
		r, in = in.SplitTop(phoneSumRow*u, 0)
		l.dice[i] = [2]float64{r.X + 13*u, r.Y + 15*u}
		x := r.X + 34*u
		tw := r.MaxX() - x
		add(phoneSumText{s.lines[p][0], ui.FontBold, phoneSumName * u, x, r.Y + 15*u, tw, ui.AlignLeft | ui.AlignMiddle, pieces.PlayerColour(s.t.m.Seats[p].Colour)})
		now := k.TextWidth(s.phoneMoney[p][1], ui.FontRegular, phoneSumMoney*u)
		add(phoneSumText{s.phoneMoney[p][0], ui.FontBold, phoneSumMoney * u, x, r.Y + 35*u, tw - now - 10*u, ui.AlignLeft | ui.AlignMiddle, ui.ColGold})
		add(phoneSumText{s.phoneMoney[p][1], ui.FontRegular, phoneSumMoney * u, r.MaxX(), r.Y + 35*u, tw, ui.AlignRight | ui.AlignMiddle, ui.ColText})
	}
	_, in = in.SplitTop(8*u, 0)
	s.layPhoneStory(k, in, u)
}

// layPhoneStory lays the round's payout out casino by casino in r, cut
// with "…" after the last line that fits.
func (s *RoundSummary) layPhoneStory(k *ui.Kit, r ui.Rect, u float64) {
	l := &s.phone
	l.cut = false
	st := &s.t.story
	if st.Told == 0 || r.H < 20*u+phoneSumStep*u {
		l.cut = st.Told > 0
		return
	}
	l.texts = append(l.texts, phoneSumText{"Casino by casino", ui.FontBold, phoneSumHead * u, r.X, r.Y + 10*u, r.W, ui.AlignLeft | ui.AlignMiddle, ui.ColText})
	size, step := phoneSumLine*u, phoneSumStep*u
	slots := int((r.H - 20*u) / step)
	y := r.Y + 20*u + step/2
	ind := phoneSumIndent * u
	for i := 0; i < st.Told; i++ {
		idx := st.Casino[i]
		name := s.t.casName[idx&7] + ":"
		nw := k.TextWidth(name, ui.FontBold, size) + 6*u
		lines := phoneStoryLines(k, st.Words[i], size, r.W-nw, r.W-ind)
		for j, ln := range lines {
			x := r.X + ind
			if j == 0 {
				x = r.X + nw
			}
			if slots == 1 && (j < len(lines)-1 || i < st.Told-1) {
				l.texts = append(l.texts, phoneSumText{"…", ui.FontBold, size, x, y, r.MaxX() - x, ui.AlignLeft | ui.AlignMiddle, ui.ColTextDim})
				l.cut = true
				return
			}
			if j == 0 {
				l.texts = append(l.texts, phoneSumText{name, ui.FontBold, size, r.X, y, nw, ui.AlignLeft | ui.AlignMiddle, pieces.CasinoAccent[idx&7]})
			}
			l.texts = append(l.texts, phoneSumText{ln, ui.FontRegular, size, x, y, r.MaxX() - x, ui.AlignLeft | ui.AlignMiddle, ui.ColText})
			y += step
			slots--
		}
	}
}

// phoneStoryLines wraps a casino's words with a hanging indent: the first
// line w1 wide (after the casino's name), the others w2 (under the name,
// a little in).
func phoneStoryLines(k *ui.Kit, words string, size, w1, w2 float64) []string {
	first := k.WrapLines(words, ui.FontRegular, size, w1)
	if len(first) < 2 {
		return first
	}
	f := strings.Fields(words)
	n := strings.Count(first[0], " ") + 1
	out := []string{first[0]}
	return append(out, k.WrapLines(strings.Join(f[n:], " "), ui.FontRegular, size, w2)...)
}

// drawPhone draws the round summary on a phone held upright.
func (s *RoundSummary) drawPhone(dst *ebiten.Image, c *ui.Stage) {
	k := c.Kit
	l := s.phoneSummary(c)
	u := l.u
	k.FillRect(dst, ui.R(0, 0, c.VP.W, c.VP.H), ui.RGBA(0, 0, 0, 0x90))
	k.RoundRect(dst, l.box, 14*u, ui.RGBA(0x07, 0x14, 0x10, 0xfa))
	k.StrokeRoundRect(dst, l.box, 14*u, 2*u, ui.ColGold)
	for i := 0; i < s.t.m.Players && i < MaxSeats; i++ {
		p := s.order[i]
		pieces.Die(k, dst, l.dice[i][0], l.dice[i][1], 24*u, pieces.DieStyle{Colour: s.t.m.Seats[p].Colour, Symbols: c.Symbols}, 6, 0, 1)
	}
	for i := range l.texts {
		t := &l.texts[i]
		k.Text(dst, t.s, t.f, t.size, t.x, t.y, t.al, t.col)
	}
	k.Button(dst, l.btn, l.label, c.In.HoverState(l.btn, ui.BtnPrimary), u)
}
