package royaletable

import (
	"math"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestCasinoMoneyReadable: on a phone (360x640, 390x844, 844x390, 640x360)
// with 2 to 5 seats, every casino's money values are written at 12 CSS px
// or more, whole inside their cards, the cards inside the header and clear
// of the number die, which stays 12 CSS px or more. The cards' own labels
// (pieces.LabelFull of a card's height) were about 7 CSS px at 360x640. A
// desktop keeps the cards' own labels, at their old place and size.
func TestCasinoMoneyReadable(t *testing.T) {
	k := measureKit(t)
	eps := 1e-9
	for _, sz := range phoneSizes {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(sz[0], sz[1], n)
			least := math.Inf(1)
			for c := 0; c < royale.Casinos; c++ {
				for _, tile := range []bool{false, true} {
					h := l.casinoParts(c, tile).header
					for hi := 1; hi <= 10; hi++ {
						for lo := 0; lo <= hi; lo++ {
							m := l.casinoMoney(k, h, lo, hi)
							if sz[0] == 1280 {
								if !m.own || math.Abs(m.die-math.Min(h.H*0.85, 30*l.u)) > eps {
									t.Fatalf("a desktop's casino money changed: %+v", m)
								}
								continue
							}
							if m.own {
								t.Fatalf("%vx%v: a phone's cards write their own label at %.1f CSS px", sz[0], sz[1], m.size/l.css)
							}
							least = math.Min(least, m.size/l.css)
							if m.size < l.minText-eps {
								t.Errorf("%vx%v, %d seats, casino %d: the values $%dk/$%dk are %.1f CSS px, under 12", sz[0], sz[1], n, c+1, hi*10, lo*10, m.size/l.css)
							}
							if m.die < l.minText-eps {
								t.Errorf("%vx%v, %d seats, casino %d: the number die is %.1f CSS px", sz[0], sz[1], n, c+1, m.die/l.css)
							}
							dieEnd := h.X + 2*l.u + m.die
							for i, v := range [2]int{lo, hi} {
								r := m.cards[i]
								if v == 0 {
									if !r.Empty() {
										t.Errorf("no card, but a place %v", r)
									}
									continue
								}
								tw := k.TextWidth(moneyShort[v], ui.FontBold, m.size)
								if tw > r.W+eps || m.size > r.H+eps {
									t.Errorf("%vx%v, %d seats, casino %d: %q (%.0f wide at %.0f) is not inside its card %v", sz[0], sz[1], n, c+1, moneyShort[v], tw, m.size, r)
								}
								if r.X < dieEnd+2*l.u || r.MaxX() > h.MaxX()+eps || r.Y < h.Y-eps || r.MaxY() > h.MaxY()+eps {
									t.Errorf("%vx%v, %d seats, casino %d: card %v is not in header %v beside the die (to %.0f)", sz[0], sz[1], n, c+1, r, h, dieEnd)
								}
							}
							if lo > 0 && m.cards[1].MaxX() > m.cards[0].X+eps {
								t.Errorf("%vx%v: the cards overlap: %v %v", sz[0], sz[1], m.cards[0], m.cards[1])
							}
						}
					}
				}
			}
			if sz[0] != 1280 {
				t.Logf("%vx%v, %d seats: the least money value %.1f CSS px (a card's own label would be %.1f)", sz[0], sz[1], n, least, math.Min(l.casinoParts(2, false).header.H*0.9, 30*l.u)*pieces.LabelFull/l.css)
			}
		}
	}
	if moneyShort[7] != "$70k" || moneyShort[10] != "$100k" {
		t.Errorf("the short values are %q, %q", moneyShort[7], moneyShort[10])
	}
}
