package dicetable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// drawPayoutStory writes the story in the arena: a line per casino paid so
// far, the one being paid in gold, each after its casino's name.
func (t *Table) drawPayoutStory(dst *ebiten.Image, c *ui.Stage) {
	s := &t.story
	if s.Told == 0 || t.deciding || t.nDice > 0 {
		return
	}
	k := c.Kit
	u := t.L.U
	area := ArenaDiceArea(&t.L).Inset(6 * u)
	size := PayoutStorySize(&t.L, area, t.src.Rules().Casinos())
	lh := size * 1.3
	y := area.Y + lh/2
	for i := t.storyFrom(k, area, size, lh); i < s.Told && y < area.MaxY(); i++ {
		idx := s.Casino[i]
		col, nameCol := ui.ColTextDim, ui.WithAlpha(pieces.CasinoAccent[idx&7], 0.8)
		if idx == s.Paying && t.payCasino == idx {
			col, nameCol = ui.ColGold, pieces.CasinoAccent[idx&7]
		}
		name := t.casName[idx&7] + ":"
		nw := k.TextWidth(name, ui.FontBold, size) + 6*u
		k.Text(dst, name, ui.FontBold, size, area.X, y, ui.AlignLeft|ui.AlignMiddle, nameCol)
		lines := k.WrapLines(s.Words[i], ui.FontRegular, size, area.W-nw)
		for j, ln := range lines {
			if y+lh >= area.MaxY() && j < len(lines)-1 {
				// The room ends inside this casino's words: its last
				// line says there is more (the round summary has it all).
				ln, _ = ui.FitMin(k, ln+" "+lines[j+1], ui.FontRegular, size, area.W-nw, size)
				k.Text(dst, ln, ui.FontRegular, size, area.X+nw, y, ui.AlignLeft|ui.AlignMiddle, col)
				y += lh
				break
			}
			k.Text(dst, ln, ui.FontRegular, size, area.X+nw, y, ui.AlignLeft|ui.AlignMiddle, col)
			y += lh
		}
		y += lh * 0.25
	}
}

// storyFrom is the first casino of the story to draw in area: the
// oldest whose words, with every later casino's, fit its lines, so that a
// phone's small arena shows the casinos just paid, the one being paid
// last, rather than the first ones and none after (the round summary
// tells every casino). The newest is drawn whatever its length.
func (t *Table) storyFrom(k *ui.Kit, area ui.Rect, size, lh float64) int {
	s := &t.story
	// A line is drawn while its centre is above area's bottom; each
	// casino's lines are followed by a quarter line.
	avail := area.MaxY() - (area.Y + lh/2)
	blocks := 0.0
	for i := s.Told - 1; i >= 0; i-- {
		name := t.casName[s.Casino[i]&7] + ":"
		nw := k.TextWidth(name, ui.FontBold, size) + 6*t.L.U
		n := len(k.WrapLines(s.Words[i], ui.FontRegular, size, area.W-nw))
		blocks += float64(n)*lh + lh/4
		if blocks-lh-lh/4 >= avail && i < s.Told-1 {
			return i + 1
		}
	}
	return 0
}
