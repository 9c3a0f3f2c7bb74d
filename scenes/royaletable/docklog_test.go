package royaletable

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestDockLogWhole: the dock's recent lines are whole, never cut with
// "…", for every kind of line Royale's log writes (logLineForms), each the
// newest after the two before it, with two to five seats, at 640x360 (the
// prompt's side 40% of the width), 844x390, 390x844, 360x640, 1280x800
// and 800x600, at 12 CSS px or more, within the dock's width (beside the button, Take back)
// and height, the newest shown.
// Before, each had one row: at 640x360 "You rolled 3, 3, 3, 3, 4, 5, 6 and
// your…" was cut.
func TestDockLogWhole(t *testing.T) {
	k := measureKit(t)
	cut := 0
	for _, names := range longNames {
		lines := distinct(logLineForms(names))
		for _, sz := range dockSizes {
			l := cssLayout(sz[0], sz[1], len(names))
			size := math.Max(15*l.u, l.minText)
			for i := range lines {
				log := lines[max(i-2, 0) : i+1]
				for _, tb := range []bool{false, true} {
					r := l.dockLogRect(tb)
					if tb && r.Overlaps(l.next) || r.MaxY() > l.dock.MaxY() {
						t.Errorf("%vx%v: the lines' box %v meets the button %v or leaves the dock", sz[0], sz[1], r, l.next)
					}
					d := layDockLog(k, log, r.W, r.H, size, l.minText)
					if msg := checkDockLog(k, l, d, log, r.W, r.H); msg != "" {
						t.Errorf("%vx%v, %d seats, Take back %v: %s", sz[0], sz[1], len(names), tb, msg)
					}
				}
				if old, _ := fitMin(k, log[len(log)-1], ui.FontRegular, 15*l.u, l.prompt.W, l.minText); strings.HasSuffix(old, "…") {
					cut++
				}
			}
		}
	}
	if cut == 0 {
		t.Errorf("no line was cut on one row as before: the lines test nothing")
	}
}

// checkDockLog says what is wrong with d, the fit of log in w by h; ""
// if nothing.
func checkDockLog(k measurer, l layout, d dockLog, log []string, w, h float64) string {
	if d.n == 0 || d.lines[d.n-1].Text() != log[len(log)-1] && !strings.HasSuffix(d.lines[d.n-1].Lines[d.lines[d.n-1].N-1], "…") {
		return fmt.Sprintf("the newest line %q is not shown", log[len(log)-1])
	}
	used := 0.0
	for i := 0; i < d.n; i++ {
		bt := d.lines[i]
		if want := log[len(log)-d.n+i]; bt.Text() != want {
			return fmt.Sprintf("%q shows as %q", want, bt.Lines[:bt.N])
		}
		if bt.Size < l.minText-1e-9 {
			return fmt.Sprintf("%q at %.1f CSS px", bt.Text(), bt.Size/l.css)
		}
		for _, s := range bt.Lines[:bt.N] {
			if tw := k.TextWidth(s, ui.FontRegular, bt.Size); tw > w+1e-9 {
				return fmt.Sprintf("%q is %.0f wide, the dock's side %.0f", s, tw, w)
			}
		}
		used += float64(bt.N) * bt.Size * ui.BarLead
		if used > h+1e-9 {
			return fmt.Sprintf("%d lines need %.0f high, the dock holds %.0f", d.n, used, h)
		}
		used += lineGap * bt.Size
	}
	return ""
}

// distinct is lines without repeats, in order.
func distinct(lines []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range lines {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
