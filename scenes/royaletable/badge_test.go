package royaletable

import (
	"fmt"
	"math"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTileBadgeHoldsItsText: a tile's id badge ("F2") is a pill as high
// as its text and wider, and inside the tile, at every size with 2 to 5
// seats, for every tile beside every casino. Before, a phone drew the
// badge's text at the least text size (12 CSS px) in a pill sized for the
// smaller size the tile's rows gave: the text ran over the pill's edges
// ("(F2" at 844x390).
func TestTileBadgeHoldsItsText(t *testing.T) {
	k := measureKit(t)
	small := 0
	for _, sz := range dockSizes {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(sz[0], sz[1], n)
			for c := 0; c < royale.Casinos; c++ {
				r := l.casinoParts(c, true).tile
				lines, size := l.tileRows(r)
				if size < l.minText {
					small++
				}
				for _, id := range royale.Tiles() {
					tid, _ := royale.ParseTileID(id)
					badge := royale.TileID(tid)
					br, ts := badgeRect(k, badge, lines[0].X, lines[0].CY(), size, l.minText, l.u)
					name := fmt.Sprintf("%vx%v, %d seats, casino %d, %s", sz[0], sz[1], n, c+1, badge)
					if ts < l.minText || br.H < ts || br.W < k.TextWidth(badge, ui.FontBold, ts)+2*l.u {
						t.Errorf("%s: the pill %.1fx%.1f holds text of %.1f, %.1f wide", name, br.W, br.H, ts, k.TextWidth(badge, ui.FontBold, ts))
					}
					if br.Y < r.Y-1 || br.MaxY() > r.MaxY()+1 || math.IsNaN(br.H) {
						t.Errorf("%s: the pill %+v lies outside the tile %+v", name, br, r)
					}
				}
			}
		}
	}
	if small == 0 {
		t.Error("no tile's rows were under the least text: the sizes test nothing")
	}
}
