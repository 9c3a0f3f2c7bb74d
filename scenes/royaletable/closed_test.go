package royaletable

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestClosedBannerClearOfDice: a casino closed by No Entry! says so in
// its name's room (in the header or the name's row), clear of its dice
// room (the counts), its money cards and its number die, its words whole
// at 12 CSS px or more; at 1024x768 and larger the ring's top and bottom
// casinos name it ("Horseshoe · CLOSED"; the sides, 3 and 6, have the room
// of "CLOSED" beside their number die at 1280x800). With 2 to 5 seats, with a tile or not, and every
// pair of money cards, at 1280x800, 1024x768, 800x600, 390x844, 360x640,
// 844x390 and 640x360. Before, the banner lay across the casino's middle,
// over its dice counts.
func TestClosedBannerClearOfDice(t *testing.T) {
	k := measureKit(t)
	sizes := append([][2]float64{{800, 600}, {1024, 768}}, phoneSizes...)
	named := 0
	for _, sz := range sizes {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(sz[0], sz[1], n)
			for c := 1; c <= royale.Casinos; c++ {
				for _, tile := range []bool{false, true} {
					where := fmt.Sprintf("%vx%v, %d seats, casino %d, tile %v", sz[0], sz[1], n, c, tile)
					wide := sz[0] >= 1024 && c != 3 && c != 6 // the ring's top and bottom casinos
					named += checkClosed(t, k, &l, c, tile, wide, where)
				}
			}
		}
	}
	if named == 0 {
		t.Error("no banner names its casino")
	}
}

// checkClosed checks closed casino c's banner with every pair of money
// cards; it returns how many banners name the casino.
func checkClosed(t *testing.T, k measurer, l *layout, c int, tile, wide bool, where string) int {
	t.Helper()
	p := l.casinoParts(c-1, tile)
	named := 0
	for hi := 0; hi <= 10; hi++ {
		for lo := 0; lo <= hi; lo++ {
			if hi > 0 && hi < 3 || lo > 0 && lo < 3 {
				continue
			}
			m := l.casinoMoney(k, p.header, lo, hi)
			nr, size := l.nameRoom(p, m)
			if nr.Empty() {
				t.Errorf("%s, $%dk/$%dk: no room for the banner", where, lo*10, hi*10)
				continue
			}
			band, words, wsize := l.closedLay(k, c, nr, size)
			what := fmt.Sprintf("%s, $%dk/$%dk: banner %q %v", where, lo*10, hi*10, words, band)
			if !p.dice.Empty() && band.Overlaps(p.dice) || band.Overlaps(p.tile) {
				t.Errorf("%s over the dice %v or the tile %v", what, p.dice, p.tile)
			}
			die := ui.R(p.header.X+2*l.u, p.header.CY()-m.die/2, m.die, m.die)
			for _, r := range append(m.cards[:], die) {
				if !r.Empty() && band.Overlaps(r) {
					t.Errorf("%s over the header's %v", what, r)
				}
			}
			if band.X < l.casinos[c-1].X || band.MaxX() > l.casinos[c-1].MaxX() || band.H < wsize {
				t.Errorf("%s leaves casino %v or is lower than its words (%.1f)", what, l.casinos[c-1], wsize)
			}
			if wsize < l.minText-1e-9 || strings.HasSuffix(words, "…") || k.TextWidth(words, ui.FontBold, wsize) > band.W {
				t.Errorf("%s: words at %.1f CSS px, cut or wider than the banner", what, wsize/l.css)
			}
			if strings.Contains(words, "·") {
				named++
			} else if wide {
				t.Errorf("%s: a desktop's banner lost the casino's name", what)
			}
		}
	}
	return named
}
