package royaletable

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// arenaSizes are the windows whose arena texts TestArenaTextsWhole
// checks: phones either way up and two desktops.
var arenaSizes = [][2]float64{{640, 360}, {844, 390}, {390, 844}, {360, 640}, {1280, 800}, {800, 600}}

// arenaNames are the seats' names the arena's texts are checked with:
// the test's usual ones and 16 letters.
var arenaNames = append(append([][]string{}, longNames...),
	[]string{"Maximilian Stone", "Alexandra Wright", "Christopher Lane", "Bartholomew Kidd", "Evangeline Moore"})

// arenaWaits are the arena's waiting texts in a game of names (waiting).
func arenaWaits(names []string) []string {
	out := []string{"The dice are rolling…", payoutWait, "The game is over."}
	for _, n := range names {
		out = append(out, thinking(n), "Pass the screen to "+n+".")
	}
	return out
}

// TestArenaTextsWhole: every text the arena writes (its titles, what the
// table waits for) is whole at 640x360, 844x390, 390x844, 360x640,
// 1280x800 and 800x600 with 2 to 5 seats named as bots, "Player N" and
// with 16 letters: at 12 CSS px or more, every line within the arena's
// width, the lines within the title's strip (above the roll's groups)
// or the arena. Before, each had one line cut with "…": at 640x360 "The
// dice are rolling…" read "The dice are …".
func TestArenaTextsWhole(t *testing.T) {
	k := measureKit(t)
	cut, lines := 0, 0
	for _, names := range arenaNames {
		for _, sz := range arenaSizes {
			l := cssLayout(sz[0], sz[1], len(names))
			l.arenaTitleH = arenaTitleH(k, &l, arenaTitles(names))
			in := l.arena.Inset(8 * l.u)
			where := fmt.Sprintf("%vx%v, %d seats", sz[0], sz[1], len(names))
			for _, s := range arenaTitles(names) {
				a := layArena(k, s, ui.FontBold, l.arenaTitleSize(), l.minText, in.W, l.titleStrip())
				lines += a.n - 1
				cut += oldCut(k, s, ui.FontBold, 16*l.u, in.W, l.minText)
				checkArenaFit(t, k, l, a, s, ui.FontBold, in.W, l.titleStrip(), where+", title")
			}
			for _, s := range arenaWaits(names) {
				a := layArena(k, s, ui.FontRegular, math.Max(14*l.u, l.minText), l.minText, in.W, in.H)
				lines += a.n - 1
				cut += oldCut(k, s, ui.FontRegular, 14*l.u, in.W, l.minText)
				checkArenaFit(t, k, l, a, s, ui.FontRegular, in.W, in.H, where)
			}
		}
	}
	if cut == 0 || lines == 0 {
		t.Errorf("%d texts were cut on one line as before, %d take more lines: the texts test nothing", cut, lines)
	}
}

// oldCut is 1 where s was cut with "…" on its one line (textFit), as the
// arena wrote it before.
func oldCut(k *ui.Kit, s string, f ui.FontID, size, w, least float64) int {
	if old, _ := fitMin(k, s, f, size, w, least); strings.HasSuffix(old, "…") && !strings.HasSuffix(s, "…") || old != s && strings.HasSuffix(s, "…") {
		return 1
	}
	return 0
}

// checkArenaFit checks that a, the fit of s in w by h, is whole: its
// lines are s's words, each w wide or less, h high in all, at 12 CSS px
// or more.
func checkArenaFit(t *testing.T, k *ui.Kit, l layout, a arenaFit, s string, f ui.FontID, w, h float64, where string) {
	t.Helper()
	got := strings.Join(a.lines[:a.n], " ")
	if !a.whole || got != s || a.size < l.minText-1e-9 || a.height() > h+1e-6 {
		t.Errorf("%s: %q reads %q in %d lines at %.1f CSS px, %.0f high of %.0f (whole %v)", where, s, a.lines[:a.n], a.n, a.size/l.css, a.height(), h, a.whole)
	}
	for _, line := range a.lines[:a.n] {
		if lw := k.TextWidth(line, f, a.size); lw > w+1e-6 {
			t.Errorf("%s: %q's line %q is %.0f wide of %.0f", where, s, line, lw, w)
		}
	}
}

// TestArenaTitleStrip: the title's strip is 28 units where every title
// takes one line, and where one takes two lines (16 letters at 640x360)
// it holds them and the roll's groups start below it.
func TestArenaTitleStrip(t *testing.T) {
	k := measureKit(t)
	l := cssLayout(1280, 800, 2)
	if h := arenaTitleH(k, &l, arenaTitles([]string{"You", "Lucky"})); h != 0 {
		t.Errorf("1280x800: the titles need a strip of %.0f", h)
	}
	l = cssLayout(640, 360, 5)
	l.arenaTitleH = arenaTitleH(k, &l, arenaTitles(arenaNames[len(arenaNames)-1]))
	in := l.arena.Inset(8 * l.u)
	g := l.rollGroupsTo(royale.Roll{C: [6]uint8{2}}, nil)
	if l.arenaTitleH <= 28*l.u || len(g) != 1 || g[0].r.Y < in.Y+l.arenaTitleH {
		t.Errorf("640x360, 16 letters: strip %.0f (28 units: %.0f), groups %v below %.0f", l.arenaTitleH, 28*l.u, g, in.Y)
	}
}

// TestBlackRowFits: the arena's row of a tile's black dice (one or two)
// fits inside the arena at every size, its label at 12 CSS px or more and
// its dice 12 CSS px or larger: "Black dice" where it fits, else "Black"
// and smaller dice. Before, "Black dice" and two dice of 22 units ran
// over the arena's edges on every phone.
func TestBlackRowFits(t *testing.T) {
	k := measureKit(t)
	short := 0
	for _, sz := range arenaSizes {
		l := cssLayout(sz[0], sz[1], 4)
		in := l.arena.Inset(8 * l.u)
		for n := 1; n <= 2; n++ {
			label, size, lw, ds := blackRow(k, &l, n, in.W)
			row := lw + 8*l.u + float64(n)*ds*1.25
			if row > in.W+1e-6 || size < l.minText-1e-9 || ds < 12*l.css || lw != k.TextWidth(label, ui.FontBold, size) {
				t.Errorf("%vx%v, %d black dice: %q at %.1f CSS px and dice of %.1f take %.0f CSS px of %.0f", sz[0], sz[1], n, label, size/l.css, ds/l.css, row/l.css, in.W/l.css)
			}
			if label != "Black dice" {
				short++
			}
		}
		if l.phone {
			continue
		}
		if label, _, _, ds := blackRow(k, &l, 2, in.W); label != "Black dice" || ds != 22*l.u {
			t.Errorf("%vx%v: a desktop's row is %q with dice of %.0f", sz[0], sz[1], label, ds)
		}
	}
	if short == 0 {
		t.Error("no row took the short label: the sizes test nothing")
	}
}
