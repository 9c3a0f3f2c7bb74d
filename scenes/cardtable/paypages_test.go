package cardtable

import (
	"fmt"
	"slices"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
)

// TestPayoutLinesWhole: a round's payout with 2 to 5 seats of 16-letter
// names (the longest lines: a note to each of two seats at every casino,
// a tie at Flamingo) shows every line whole at 12 CSS px or more on
// phones (640x360, 360x640, 844x390, 390x844) and desktops (800x600,
// 1280x800): in the long form where it is whole, else the short
// ("$100k"), else the short on pages of whole lines, "More (i/N)" on the
// button until the last page's "Next round" (640x360 takes two pages
// with three to five seats, 360x640 the short form with four and five).
// Before, there the last lines were cut with "…" ("Royal: Christopher
// Lane…").
func TestPayoutLinesWhole(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	paged, shorts := map[string]int{}, map[string]int{}
	for _, sz := range [][2]int{{640, 360}, {360, 640}, {844, 390}, {390, 844}, {800, 600}, {1280, 800}} {
		for n := cards.MinPlayers; n <= cards.MaxPlayers; n++ {
			tb := namedTable(t, fonts, sz[0], sz[1], longNames[:n])
			where := fmt.Sprintf("%dx%d, %d seats", sz[0], sz[1], n)
			long, short := payoutLines(payoutEvents(n), longNames[:n]), payoutLinesIn(payoutEvents(n), longNames[:n], shortDollars)
			w := &revText{payout: true, label: "Next round", lines: long, pay: payPages{short: short}}
			p := tb.payFit(w)
			if got := checkPages(t, tb, where, w); !slices.Equal(got, p.lines) || !slices.Equal(p.lines, long) && !slices.Equal(p.lines, short) {
				t.Errorf("%s: the pages show %q of %q", where, got, p.lines)
			}
			if slices.Equal(p.lines, short) == tb.linesWhole(long) || len(p.pages) > 1 && tb.linesWhole(short) {
				t.Errorf("%s: the form or the pages are not the first that shows every line whole", where)
			}
			t.Logf("%s: %d lines (short %v) on %d pages", where, len(p.lines), slices.Equal(p.lines, short), len(p.pages))
			if len(p.pages) > 1 {
				paged[fmt.Sprintf("%dx%d", sz[0], sz[1])]++
			}
			if slices.Equal(p.lines, short) {
				shorts[fmt.Sprintf("%dx%d", sz[0], sz[1])]++
			}
		}
	}
	if paged["640x360"] == 0 || shorts["360x640"] == 0 {
		t.Errorf("no pages at 640x360 (%v) or no short form at 360x640 (%v): the test checks neither", paged, shorts)
	}
}

// checkPages turns every page of w's payout in tb, checks that its lines
// are whole (checkLinesBox, boxRows) and its label, and gives the lines
// of all pages in order.
func checkPages(t *testing.T, tb *Table, where string, w *revText) []string {
	t.Helper()
	var all []string
	for i := 0; ; i++ {
		lines, label := tb.revShown(w)
		box, lh, size, cw, _ := tb.linesGeom(lines)
		_, _, _, whole := tb.boxRows(lines, box, lh, size, cw)
		checkLinesBox(t, tb, fmt.Sprintf("%s, page %d", where, i+1), lines)
		if !whole || len(lines) == 0 {
			t.Errorf("%s, page %d: %q not whole", where, i+1, lines)
		}
		all = append(all, lines...)
		last := !w.pay.more()
		if want := fmt.Sprintf("More (%d/%d)", i+1, len(w.pay.pages)); last && label != w.label || !last && label != want {
			t.Errorf("%s, page %d of %d: the button says %q", where, i+1, len(w.pay.pages), label)
		}
		if last || i > 10 {
			return all
		}
	}
}
