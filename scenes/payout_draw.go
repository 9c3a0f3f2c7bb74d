package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// drawPayoutStory writes the story in the arena: a line per casino paid so
// far, the one being paid in gold, each after its casino's name.
func (t *Table) drawPayoutStory(dst *ebiten.Image, c *Context) {
	s := &t.story
	if s.Told == 0 || t.deciding || t.nDice > 0 {
		return
	}
	k := c.Kit
	u := t.L.U
	area := dicetable.ArenaDiceArea(&t.L).Inset(6 * u)
	size := dicetable.PayoutStorySize(&t.L, area, t.src.Rules().Casinos())
	lh := size * 1.3
	y := area.Y + lh/2
	for i := 0; i < s.Told && y < area.MaxY(); i++ {
		idx := s.Casino[i]
		col, nameCol := ui.ColTextDim, ui.WithAlpha(pieces.CasinoAccent[idx&7], 0.8)
		if idx == s.Paying && t.payCasino == idx {
			col, nameCol = ui.ColGold, pieces.CasinoAccent[idx&7]
		}
		name := t.casName[idx&7] + ":"
		nw := k.TextWidth(name, ui.FontBold, size) + 6*u
		k.Text(dst, name, ui.FontBold, size, area.X, y, ui.AlignLeft|ui.AlignMiddle, nameCol)
		for _, ln := range k.WrapLines(s.Words[i], ui.FontRegular, size, area.W-nw) {
			if y >= area.MaxY() {
				break
			}
			k.Text(dst, ln, ui.FontRegular, size, area.X+nw, y, ui.AlignLeft|ui.AlignMiddle, col)
			y += lh
		}
		y += lh * 0.25
	}
}
