//go:build !js

package royaletable

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestPaidCasinoShowsItsCardsGone: under a round's payout a casino shows
// its money cards until its line shows, and none from then on: they went
// to the winners (or back) as the seats' panels count them. The bank
// shows the cards as its lines and Bad Luck paid them: once every line
// shows, the bank the next round holds. 16 bot games of 2 to 5 seats,
// every round's payout, every count of lines shown; a long press on a
// casino's cards says the same. Before, a paid casino still showed the
// cards the panels already counted (paid twice to the eye), and the bank
// kept the cards a tile had paid out of it.
func TestPaidCasinoShowsItsCardsGone(t *testing.T) {
	gone, banked := 0, 0
	forEachPayout(t, func(tb *Table, name string, _ []royale.Event, after *royale.State, _ [royale.MaxPlayers]int) {
		s := tb.shown()
		for shown := 0; shown <= len(tb.payout); shown++ {
			tb.payShown, tb.payLanded = shown, shown
			var paid [royale.Casinos + 1]bool
			for _, line := range tb.payout[:min(shown, tb.payEnd())] {
				if strings.HasPrefix(line, badLuckTitle) {
					continue // Bad Luck's line: no casino's
				}
				var c int
				if _, err := fmt.Sscanf(line, "%d", &c); err != nil || c < 1 || c > royale.Casinos {
					t.Fatalf("%s: line %q names no casino", name, line)
				}
				paid[c] = true
			}
			for c := 1; c <= royale.Casinos; c++ {
				hi, lo := s.Pair(c)
				ghi, glo := tb.pair(s, c)
				h := tb.lay.casinoParts(c-1, tb.hasTile(c)).header
				tb.press.text = ""
				tb.explainAt(h.CX(), h.CY())
				switch {
				case paid[c] && (ghi != 0 || glo != 0 || !strings.Contains(tb.press.text, "has no money cards now")):
					t.Errorf("%s, %d lines shown: casino %d is paid, but shows $%d and $%d (%q)", name, shown, c, ghi, glo, tb.press.text)
				case paid[c]:
					gone++
				case ghi != hi || glo != lo || hi > 0 && !strings.Contains(tb.press.text, ui.Dollars(hi)):
					t.Errorf("%s, %d lines shown: casino %d (%s) is not paid yet, but shows $%d and $%d, not $%d and $%d (%q)", name, shown, c, pieces.CasinoName[c], ghi, glo, hi, lo, tb.press.text)
				}
			}
		}
		if tb.payEnd() < len(tb.payout) {
			return // a page of the payout: the rest shows on the next
		}
		if b, want := tb.bank(s), after.Bank(); b != want {
			t.Errorf("%s, all lines shown: the bank shows %v, paid %v", name, b, want)
		} else if want != s.Bank() {
			banked++
		}
	})
	if gone == 0 || banked == 0 {
		t.Errorf("%d paid casinos, %d payouts that changed the bank: the games test nothing", gone, banked)
	}
}
