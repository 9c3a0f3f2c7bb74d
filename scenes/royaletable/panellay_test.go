package royaletable

import (
	"fmt"
	"math"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestPanelNamesWhole: every seat's name is whole in its panel (one line
// or two broken between words, each within its room at 12 CSS px or
// more) at 1280x800, 800x600, 390x844, 360x640, 844x390 and 640x360 with
// 2 to 5 seats named as bots, "Player N" and with 16 letters; the
// panel's parts (name, who plays it, dice left and chips, money cards)
// lie inside it apart, each a line high, and their shortest words fit.
// Before, each name had its one room (a fifth of a phone's row, 45% of
// a phone on its side's line, 60% of a desktop's) and a 16-letter name
// was cut: "Maximilian S…" at 640x360.
func TestPanelNamesWhole(t *testing.T) {
	k := measureKit(t)
	before, forms := 0, map[int]int{}
	for _, names := range arenaNames {
		for _, sz := range arenaSizes {
			for n := 2; n <= min(5, len(names)); n++ {
				l := cssLayout(sz[0], sz[1], n)
				lays := layPanels(k, &l, names[:n])
				where := fmt.Sprintf("%vx%v, %d seats", sz[0], sz[1], n)
				if len(lays) != n {
					t.Fatalf("%s: %d panels laid out", where, len(lays))
				}
				forms[panelFormOf(k, &l, names[:n])]++
				for p, pl := range lays {
					old := l.layPanel(l.panels[p], formBeside, 0)
					if !old.setName(k, names[p], l.minText) {
						before++
					}
					checkPanel(t, k, &l, pl, names[p], l.panels[p], fmt.Sprintf("%s, %q", where, names[p]))
				}
			}
		}
	}
	t.Logf("%d names cut before; tables in each form: %v", before, forms)
	if before == 0 || len(forms) < 2 {
		t.Errorf("%d names were cut before, forms %v: the test tests nothing", before, forms)
	}
}

// panelFormOf is the form layPanels takes for names.
func panelFormOf(k panelMeasurer, l *layout, names []string) int {
	got := layPanels(k, l, names)
	need := 0.0
	for _, n := range names {
		need = math.Max(need, k.TextWidth(n, ui.FontBold, l.minText)+l.u)
	}
	for f := formBeside; f < panelForms; f++ {
		if l.layPanel(l.panels[0], f, need).name == got[0].name {
			return f
		}
	}
	return -1
}

// checkPanel checks seat panel pl at r with name: the name whole, the
// parts inside r and apart, a line high, and the shortest words of the
// dice left, the chips and the money cards within their room.
func checkPanel(t *testing.T, k *ui.Kit, l *layout, pl panelLay, name string, r ui.Rect, where string) {
	t.Helper()
	got := pl.lines[0]
	if pl.lines[1] != "" {
		got += " " + pl.lines[1]
	}
	if got != name {
		t.Errorf("%s: the name's lines %q", where, pl.lines)
	}
	parts := []ui.Rect{pl.supply, pl.won}
	for i, line := range pl.lines {
		if line == "" {
			continue
		}
		parts = append(parts, pl.name[i])
		if w := k.TextWidth(line, ui.FontBold, pl.nameSize); w > pl.name[i].W || pl.nameSize < l.minText {
			t.Errorf("%s: %q is %.0f CSS px wide at %.1f CSS px in %.0f", where, line, w/l.css, pl.nameSize/l.css, pl.name[i].W/l.css)
		}
	}
	if !pl.role.Empty() {
		parts = append(parts, pl.role)
	}
	for i, a := range parts {
		if !a.Within(r) || a.H < l.minText*1.1 {
			t.Errorf("%s: part %v outside the panel %v or under a line high", where, a, r)
		}
		for _, b := range parts[i+1:] {
			if a.Overlaps(b) {
				t.Errorf("%s: parts %v and %v overlap", where, a, b)
			}
		}
	}
	checkPanelWords(t, k, l, pl, where)
}

// checkPanelWords checks that the shortest words of a seat's dice left
// and chips, of twelve face-down money cards, of none and of the most
// money fit their room at 12 CSS px.
func checkPanelWords(t *testing.T, k *ui.Kit, l *layout, pl panelLay, where string) {
	t.Helper()
	size := math.Max(pl.size, l.minText)
	if _, _, _, _, room := l.supplyRoom(k, pl.supply, pl.size, "25"); k.TextWidth("8+B", ui.FontRegular, size) > room {
		t.Errorf("%s: \"8+B\" does not fit the dice left's %.0f CSS px", where, room/l.css)
	}
	for _, c := range []struct {
		s    string
		f    ui.FontID
		room float64
	}{
		{cardWords(12, 2), ui.FontRegular, pl.won.MaxX() - l.wonWordsX(pl.won, 12)},
		{noCardsForms[len(noCardsForms)-1], ui.FontRegular, pl.won.W},
		{ui.ShortDollars(2_990_000), ui.FontBold, pl.won.W},
	} {
		if w := k.TextWidth(c.s, c.f, l.minText); w > c.room {
			t.Errorf("%s: %q is %.0f CSS px in %.0f", where, c.s, w/l.css, c.room/l.css)
		}
	}
}
