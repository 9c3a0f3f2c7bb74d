package royaletable

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestBankLineWhole: on a phone the bank's one line keeps its money whole
// ("Bank · $3,410,000" where "Bank · 54 cards · $3,410,000" does not fit,
// as at 640x360, where it read "$3,410…"), and a seat's "no money cards
// yet" gives way to "no cards yet", then "none" (the panels' shortest
// form, panellay.go); the money is never cut, at every phone size and
// seat count.
func TestBankLineWhole(t *testing.T) {
	k := measureKit(t)
	long := fmt.Sprintf("Bank · %d cards · %s", 54, ui.Dollars(3_410_000))
	short := "Bank · " + ui.Dollars(3_410_000)
	shortened := 0
	for _, sz := range [][2]float64{{844, 390}, {640, 360}, {667, 375}, {390, 844}, {360, 640}} {
		for n := 2; n <= 5; n++ {
			l := cssLayout(sz[0], sz[1], n)
			if l.bank.Empty() {
				continue
			}
			in := l.bank.Inset(8 * l.u)
			got := firstWhole(k, []string{long, short}, ui.FontBold, l.minText, in.W)
			if got != long {
				shortened++
			}
			s, _ := fitMin(k, got, ui.FontBold, 18*l.u, in.W, l.minText)
			if strings.HasSuffix(s, "…") {
				t.Errorf("%vx%v, %d seats: the bank reads %q", sz[0], sz[1], n, s)
			}
		}
	}
	if shortened == 0 {
		t.Error("no phone needed the bank's short line: the test checks nothing")
	}
	if got := firstWhole(k, noCardsForms[:], ui.FontRegular, 12, 1); got != noCardsForms[len(noCardsForms)-1] {
		t.Errorf("with no room the seat says %q", got)
	}
}
