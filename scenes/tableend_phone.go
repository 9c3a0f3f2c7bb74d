package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/endchart"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The game end on a phone held upright (phoneLayout), in the
// phone's unit (layout_phone.go: W/360, one CSS px on a 360 px phone):
// the title, the ranking (a seat's place, die and name at 15; under them
// its money and notes, and its facts, at 12, each wrapped rather than shrunk),
// the money chart under it where 200 units or more are left (else each
// seat's money round by round is a line of its own, at 12, where the
// ranking has room for it: not at 360x640 with five or six seats), the note's
// line, and five buttons a tap tall at thumb reach: Replay, Save and Quit
// over New setup and Rematch.

// Sizes of the upright game end, in its units.
const (
	phoneEndTitle    = 22  // the title
	phoneEndName     = 15  // a seat's place and name
	phoneEndMoney    = 12  // a seat's money and notes
	phoneEndLine     = 12  // its facts, its rounds, the note
	phoneEndBtnH     = 48  // a button's height
	phoneEndChartMin = 200 // the least chart's height
	phoneEndIndent   = 18  // a seat's lines after its name
	phoneEndNoteStep = 15  // a line of the note (two at most)
)

// phoneEndRects lays the game end out for a phone held upright; rounds
// is true where the chart is left out and the ranking says each seat's
// rounds.
func (g *TableEnd) phoneEndRects(c *scene.Context) (l tableEndRects, rounds bool) {
	u := c.VP.W / ui.PhoneDesignW
	in := ui.R(0, 0, c.VP.W, c.VP.H).Inset(6 * u)
	_, in = in.SplitTop(40*u, 4*u)
	foot, in := in.SplitBottom(2*phoneEndBtnH*u+8*u, 6*u)
	l.note, in = in.SplitBottom(2*phoneEndNoteStep*u, 4*u)
	top, bot := foot.SplitTop(phoneEndBtnH*u, 8*u)
	var cols [3]ui.Rect
	cs := top.Cols(3, 8*u, cols[:0])
	l.watch, l.save, l.out = cs[0], cs[1], cs[2]
	cs = bot.Cols(2, 8*u, cols[:0])
	l.setup, l.rematch = cs[0], cs[1]
	l.rank = in
	if need := g.phoneRanking(nil, c, in, u, false); in.H-need-8*u >= phoneEndChartMin*u {
		l.rank, l.chart = in.SplitTop(need, 8*u)
		return l, false
	}
	return l, g.phoneRanking(nil, c, in, u, true) <= in.H
}

// phoneRanking draws the ranking in rank on a phone held upright (with
// dst nil it only measures) and returns its height: the panel's edges
// and each seat's lines.
func (g *TableEnd) phoneRanking(dst *ebiten.Image, c *scene.Context, rank ui.Rect, u float64, rounds bool) float64 {
	k := c.Kit
	if dst != nil {
		k.Panel(dst, rank, u, ui.ColGold, 0)
	}
	in := rank.Inset(6 * u)
	in.X += 4 * u // the panel's coloured edge
	in.W -= 4 * u
	x, w := in.X+phoneEndIndent*u, in.W-phoneEndIndent*u
	y := in.Y
	for i, s := range g.d.standings {
		y0 := y
		var lines [3][]string
		n := 0
		if i < len(g.lines) {
			lines[0] = k.WrapLines(g.lines[i], ui.FontBold, phoneEndMoney*u, w)
		}
		if rounds && i < len(g.rounds2) {
			lines[1] = k.WrapLines(g.rounds2[i], ui.FontRegular, phoneEndLine*u, w)
		}
		if i < len(g.facts) {
			lines[2] = k.WrapLines(g.facts[i], ui.FontRegular, phoneEndLine*u, w)
		}
		h := 20 * u
		for j, ls := range lines {
			size := phoneEndLine * u
			if j == 0 {
				size = phoneEndMoney * u
			}
			h += float64(len(ls)) * size * 1.25
			n += len(ls)
		}
		y += h + 4*u
		if dst == nil {
			continue
		}
		r := ui.R(in.X, y0, in.W, h+2*u)
		if s.Winner {
			k.RoundRect(dst, r, 6*u, ui.WithAlpha(ui.ColGold, 0.16))
		}
		ly := y0 + 11*u
		k.Text(dst, ui.CountLabel(s.Rank), ui.FontBold, phoneEndName*u, in.X+8*u, ly, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
		if s.Seat < len(g.d.colours) && s.Seat < len(g.d.names) {
			pieces.Die(k, dst, in.X+27*u, ly, phoneEndName*u, pieces.DieStyle{Colour: g.d.colours[s.Seat], Symbols: c.Settings.Symbols}, 6, 0, 1)
			k.TextFit(dst, g.d.names[s.Seat], ui.FontBold, phoneEndName*u, in.MaxX()-in.X-38*u, in.X+38*u, ly, ui.AlignLeft|ui.AlignMiddle, pieces.PlayerColour(g.d.colours[s.Seat]))
		}
		ly = y0 + 20*u
		for j, ls := range lines {
			f, size, col := ui.FontRegular, phoneEndLine*u, ui.ColTextDim
			if j == 0 {
				f, size, col = ui.FontBold, phoneEndMoney*u, ui.ColText
			}
			for _, ln := range ls {
				k.Text(dst, ln, f, size, x, ly+size*0.62, ui.AlignLeft|ui.AlignMiddle, col)
				ly += size * 1.25
			}
		}
	}
	return y - 4*u + 12*u - in.Y
}

// drawPhone draws the game end on a phone held upright.
func (g *TableEnd) drawPhone(dst *ebiten.Image, c *scene.Context) {
	k := c.Kit
	u := c.VP.W / ui.PhoneDesignW
	k.Felt(dst)
	l, rounds := g.phoneEndRects(c)
	k.TextFit(dst, g.title, ui.FontBold, phoneEndTitle*u, c.VP.W-16*u, c.VP.W/2, 6*u+20*u, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
	g.phoneRanking(dst, c, l.rank, u, rounds)
	if !l.chart.Empty() {
		endchart.Draw(dst, c, l.chart, g.d.hist, g.d.colours)
	}
	if g.note != "" {
		// Two lines at 12: the second shrinks only for a note longer
		// than two lines (a long error's words).
		ls := k.WrapLines(g.note, ui.FontRegular, phoneEndLine*u, l.note.W)
		step := phoneEndNoteStep * u
		y := l.note.CY() - step/2
		if len(ls) == 1 {
			y = l.note.CY()
		}
		k.Text(dst, ls[0], ui.FontRegular, phoneEndLine*u, l.note.CX(), y, ui.AlignCenter|ui.AlignMiddle, ui.ColText)
		if len(ls) > 1 {
			rest := ls[1]
			if len(ls) > 2 {
				rest = g.noteRest(ls)
			}
			k.TextFit(dst, rest, ui.FontRegular, phoneEndLine*u, l.note.W, l.note.CX(), y+step, ui.AlignCenter|ui.AlignMiddle, ui.ColText)
		}
	}
	g.drawButtons(dst, c, l, landEndButtons, u)
}

// noteRest is the note's lines after its first, as one line (for a note
// longer than two lines), kept until the note changes.
func (g *TableEnd) noteRest(ls []string) string {
	if g.noteFor != g.note {
		g.noteFor, g.noteTail = g.note, strings.Join(ls[1:], " ")
	}
	return g.noteTail
}
