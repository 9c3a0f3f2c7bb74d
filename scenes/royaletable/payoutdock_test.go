package royaletable

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// dockSizes are the windows the dock's texts are checked at.
var dockSizes = [][2]float64{{1280, 800}, {800, 600}, {390, 844}, {360, 640}, {844, 390}, {640, 360}}

// sixteenLetters are n names of 16 letters.
func sixteenLetters(n int) []string {
	var out []string
	for i := 0; i < n; i++ {
		out = append(out, string(rune('A'+i))+"bcdefghijklmnop")
	}
	return out
}

// worstPayout is a payout of every casino with the longest lines n seats
// give: all seats but one tied with the grey dice (and the neutral player
// with two seats), the last seat winning $100,000, $90,000 unclaimed; and
// Bad Luck's line with every seat paying and getting change.
func worstPayout(n int) []royale.Event {
	var evs []royale.Event
	for c := int8(royale.Casinos); c >= 1; c-- {
		mask := uint8(1 << royale.Grey)
		if n == 2 {
			mask |= 1 << royale.Neutral
		}
		for p := 0; p < n-1; p++ {
			mask |= 1 << ((p + int(c)) % n)
		}
		last := int8((n - 1 + int(c)) % n)
		evs = append(evs,
			royale.Event{Kind: royale.EvTie, Who: -1, C: c, Tile: -1, Mask: mask, N: 2},
			royale.Event{Kind: royale.EvWin, Who: last, C: c, Tile: -1, Value: 100000},
			royale.Event{Kind: royale.EvUnclaimed, Who: -1, C: c, Tile: -1, Value: 90000, N: 1})
	}
	for p := int8(0); int(p) < n; p++ { // Bad Luck's line: every seat pays and gets change
		evs = append(evs,
			royale.Event{Kind: royale.EvBadPay, Who: p, Tile: tC2, Value: 100000},
			royale.Event{Kind: royale.EvChange, Who: p, Tile: tC2, Value: 50000})
	}
	return evs
}

// TestPayoutLinesWhole: at 1280x800, 800x600, 390x844, 360x640, 844x390
// and 640x360, with 2 to 5 seats named with 16 letters, every casino's
// payout line is whole in the dock: its rows give back the line (in the
// long or the short form), each within its column and the dock's box, at
// 12 CSS px or more, the pages holding every line once. Before, each line
// had one row and was cut with "…" (at 1280x800 too).
func TestPayoutLinesWhole(t *testing.T) {
	k := measureKit(t)
	cut := 0
	for _, sz := range dockSizes {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			name := fmt.Sprintf("%vx%v, %d seats", sz[0], sz[1], n)
			tb := &Table{kit: k, lay: cssLayout(sz[0], sz[1], n), payTurn: 1}
			evs := worstPayout(n)
			tb.payout = payoutLinesForm(evs, sixteenLetters(n), false)
			tb.payShort = payoutLinesForm(evs, sixteenLetters(n), true)
			cut += oldCuts(tb)
			checkPayoutLay(t, tb, name)
		}
	}
	if cut == 0 {
		t.Errorf("no line was cut by the old one-row layout: the payouts test nothing")
	}
}

// oldCuts counts the lines the old dock (one row a line at min(16 units,
// 0.7 of the row), its column's width) could not hold whole.
func oldCuts(tb *Table) int {
	box, cols := tb.payBox()
	u, per := tb.lay.u, (len(tb.payout)+cols-1)/cols
	size := math.Max(math.Min(16*u, math.Min(box.H/float64(per), 28*u)*0.7), tb.lay.minText)
	n := 0
	for _, line := range tb.payout {
		if tb.kit.TextWidth(line, ui.FontRegular, size) > box.W/float64(cols)-12*u {
			n++
		}
	}
	return n
}

// checkPayoutLay checks the payout's lay on tb.
func checkPayoutLay(t *testing.T, tb *Table, name string) {
	t.Helper()
	box, cols := tb.payBox()
	p := tb.payLayout()
	u, l := tb.lay.u, tb.lay
	if p.size < l.minText-1e-9 {
		t.Errorf("%s: the lines are %.1f CSS px", name, p.size/l.css)
	}
	if box.Overlaps(l.next) || box.MaxY() > l.dock.MaxY() || box.Y < l.dock.Y {
		t.Errorf("%s: the lines' box %v overlaps the button %v or leaves the dock %v", name, box, l.next, l.dock)
	}
	got := make([]string, len(tb.payout))
	page := make([]int, len(tb.payout))
	for _, r := range p.rows {
		if r.col >= cols || float64(r.row+1)*p.lh > box.H+1e-6 {
			t.Errorf("%s: line %d's row at column %d, row %d is outside the box", name, r.line, r.col, r.row)
		}
		if w := r.x + tb.kit.TextWidth(r.text, ui.FontRegular, p.size); w > p.cw-12*u+1e-6 {
			t.Errorf("%s: %q is %.0f wide, its column %.0f", name, r.text, w, p.cw-12*u)
		}
		got[r.line] = strings.TrimSpace(got[r.line] + " " + r.text)
		page[r.line] = r.page
	}
	for i, line := range tb.payout {
		if got[i] != line && got[i] != tb.payShort[i] {
			t.Errorf("%s: line %d shows %q, not %q", name, i, got[i], line)
		}
		if i > 0 && page[i] < page[i-1] || tb.payLayout().end(page[i], len(tb.payout)) <= i {
			t.Errorf("%s: line %d is on page %d, out of order", name, i, page[i])
		}
	}
}
