package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The game end on a phone held on its side (landscapePhone), in
// the landscape unit (layout_land.go): the title in a row of 30, the
// ranking and the money chart side by side, the note's line and the five
// buttons a tap tall at the bottom. A seat's row in the ranking is two
// lines: its place, die, name and money, then its facts (or, in a game that keeps
// none, its money round by round, which the chart shows too).

// Sizes of the landscape game end, in its units.
const (
	landEndTitle = 20   // the title
	landEndName  = 14   // a seat's name and money
	landEndLine  = 12.5 // a seat's facts, the note
)

// landEndRects lays the game end out for a phone held on its side.
func landEndRects(c *scene.Context) tableEndRects {
	u := ui.OnSideUnit(c.VP.H)
	var l tableEndRects
	in := ui.R(0, 0, c.VP.W, c.VP.H).Inset(6 * u)
	_, in = in.SplitTop(30*u, 4*u)
	foot, in := in.SplitBottom(ui.PhoneTapH*u, 4*u)
	l.note, in = in.SplitBottom(landEndLine*1.3*u, 4*u)
	l.rank, l.chart = in.SplitLeft(in.W*0.6, 8*u)
	var cols [5]ui.Rect
	cs := foot.Cols(5, 6*u, cols[:0])
	l.watch, l.save, l.rematch, l.setup, l.out = cs[0], cs[1], cs[2], cs[3], cs[4]
	return l
}

// landEndButtons are the game end's buttons' labels on a phone held on
// its side, shorter than the desktop's so that they stay 12 CSS px.
var landEndButtons = [5]string{"Replay", "Save", "Rematch", "New setup", "Quit"}

// drawLandRanking fills the ranking panel on a phone held on its side.
func (g *TableEnd) drawLandRanking(dst *ebiten.Image, c *scene.Context, rank ui.Rect, u float64) {
	k := c.Kit
	k.Panel(dst, rank, u, ui.ColGold, 0)
	in := rank.Inset(6 * u)
	in.X += 4 * u // the panel's coloured edge
	in.W -= 4 * u
	rh := min(2*landEndName*1.4*u, in.H/float64(max(len(g.d.standings), 1)))
	for i, s := range g.d.standings {
		r := ui.R(in.X, in.Y+float64(i)*rh, in.W, rh-2*u)
		if s.Winner {
			k.RoundRect(dst, r, 6*u, ui.WithAlpha(ui.ColGold, 0.16))
		}
		y1, y2 := r.Y+r.H*0.28, r.Y+r.H*0.74
		k.Text(dst, ui.CountLabel(s.Rank), ui.FontBold, landEndName*u, r.X+10*u, y1, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
		pieces.Die(k, dst, r.X+30*u, y1, landEndName*u, pieces.DieStyle{Colour: g.d.colours[s.Seat], Symbols: c.Settings.Symbols}, 6, 0, 1)
		x := r.X + 44*u
		// The money and its breakdown keep at least a third of the row
		// for the name (a game with chips says more).
		money := min(k.TextWidth(g.lines[i], ui.FontBold, landEndName*u), (r.W-48*u)*2/3)
		k.TextFit(dst, g.lines[i], ui.FontBold, landEndName*u, money, r.MaxX()-4*u, y1, ui.AlignRight|ui.AlignMiddle, ui.ColText)
		k.TextFit(dst, g.d.names[s.Seat], ui.FontBold, landEndName*u, r.MaxX()-4*u-money-8*u-x, x, y1, ui.AlignLeft|ui.AlignMiddle, pieces.PlayerColour(g.d.colours[s.Seat]))
		second := ""
		switch {
		case i < len(g.facts):
			second = g.facts[i]
		case i < len(g.rounds2):
			second = g.rounds2[i] // a game that keeps no facts: its rounds
		}
		k.TextFit(dst, second, ui.FontRegular, landEndLine*u, r.MaxX()-4*u-x, x, y2, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	}
}
