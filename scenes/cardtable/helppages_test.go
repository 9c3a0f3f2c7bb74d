//go:build !js

package cardtable

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestHelpPages: the rules (F1 or ?) are whole and readable at every
// phone size and on a desktop: their words 12 CSS px or more on a phone,
// every row of them on one page, each page's rows within the panel and
// above More (44 CSS px high) where there are pages; a click on More
// turns the page (from the last to the first, its label "Back to 1/N"
// there, where it read "More (3/3)"), a tap elsewhere closes them. Before, they were 15 units on every screen (7.2 CSS px at
// 640x360 and 360x640) and the rows past the panel's foot were left out.
func TestHelpPages(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, sz := range [][2]int{{640, 360}, {844, 390}, {360, 640}, {390, 844}, {1280, 800}, {800, 600}} {
		tb := namedTable(t, fonts, sz[0], sz[1], []string{"You", "Ace", "Lucky", "Roxy"})
		where := fmt.Sprintf("%dx%d", sz[0], sz[1])
		checkHelpPages(t, tb, where)
		if n := len(tb.helpPages().starts); n > 1 {
			checkHelpClicks(t, tb, where, n)
		}
	}
}

// checkHelpPages checks the rules' rows and pages of tb.
func checkHelpPages(t *testing.T, tb *Table, where string) {
	t.Helper()
	_, in, size, lh, y0, more := tb.helpGeom()
	hw := tb.helpPages()
	css := tb.vp.Scale / tb.dsf
	if tb.lay.phone() && (size*css < minText-0.01 || len(hw.starts) > 1 && more.H*css < minTap-0.01) {
		t.Errorf("%s: the rules at %.1f CSS px, More %.1f high", where, size*css, more.H*css)
	}
	foot := in.MaxY()
	if len(hw.starts) > 1 {
		foot = more.Y
	}
	rows := 0
	for p := range hw.starts {
		a, b := hw.helpPageRows(p)
		y := y0
		for i := a; i < b; i++ {
			if hw.lines[i].gap && i > a {
				y += lh * 0.3
			}
			if w := tb.kit.TextWidth(hw.lines[i].s, ui.FontRegular, size); w > in.W || y+lh > foot+1e-6 {
				t.Errorf("%s: page %d's row %q (%.0f wide, at %.0f) leaves the room above %.0f", where, p+1, hw.lines[i].s, w, y, foot)
			}
			y += lh
			rows++
		}
	}
	if rows != len(hw.lines) || rows < 10 {
		t.Errorf("%s: %d rows on the pages of %d", where, rows, len(hw.lines))
	}
	t.Logf("%s: %d rows on %d pages at %.1f CSS px", where, rows, len(hw.starts), size*css)
}

// checkHelpClicks opens the rules of tb, clicks More through its n
// pages back to the first, then clicks beside More, which closes them.
func checkHelpClicks(t *testing.T, tb *Table, where string, n int) {
	t.Helper()
	tb.in.Inject(ui.Action{Kind: ui.ActHelp})
	if err := tick(tb); err != nil || !tb.showHelp {
		t.Fatalf("%s: the rules did not open (%v)", where, err)
	}
	_, in, _, _, _, more := tb.helpGeom()
	for i := 1; i <= n; i++ {
		want := fmt.Sprintf("More (%d/%d)", i, n)
		if i == n {
			want = fmt.Sprintf("Back to 1/%d", n)
		}
		if got := tb.helpPages().labels[tb.helpPage]; got != want {
			t.Errorf("%s: page %d's button reads %q, want %q", where, i, got, want)
		}
		tb.in.InjectClick(more.CX(), more.CY())
		if err := tick(tb); err != nil || !tb.showHelp || tb.helpPage != i%n {
			t.Fatalf("%s: More %d times: page %d, open %v (%v)", where, i, tb.helpPage, tb.showHelp, err)
		}
	}
	tb.in.InjectClick(in.X+10, in.CY())
	if err := tick(tb); err != nil || tb.showHelp {
		t.Errorf("%s: a tap beside More did not close the rules (%v)", where, err)
	}
}
