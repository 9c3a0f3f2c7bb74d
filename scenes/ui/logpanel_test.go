package ui

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
)

// logKit is a measuring kit for the log panel's tests.
func logKit(t *testing.T) *Kit {
	t.Helper()
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	return NewMeasureKit(fonts)
}

// testLog is n entries, every third one long enough to wrap.
func testLog(n int) []string {
	var log []string
	for i := 0; i < n; i++ {
		s := strings.TrimSpace("Ace played the 3 of hearts at the Golden Horseshoe " + strings.Repeat("x", i%7))
		if i%3 == 0 {
			s += " and takes the chips of every casino on the strip, one after the other, $60,000 in all, and the dealer shuffles the whole deck again before the next round begins"
		}
		log = append(log, s)
	}
	return log
}

// overlayLook is a log over a table, with Older, Newer and Close.
var overlayLook = LogLook{Size: 15, Least: 12, U: 1, Tap: 44, Title: "What happened", Buttons: true, Close: true}

// TestLogPanelWraps: every entry is wrapped into its rows whole and in
// order, each row within the text's width (continuation rows within it
// less their indent), at a phone's width and a desktop's.
func TestLogPanelWraps(t *testing.T) {
	k := logKit(t)
	log := testLog(30)
	for _, w := range []float64{390, 1280} {
		var p LogPanel
		p.Place(R(0, 0, w, 600), overlayLook)
		p.frame(k, log)
		tw, cont := p.parts.Text.W, 0
		var got []string
		for i, r := range p.rows {
			room := tw
			if r.cont {
				room, cont = tw-LogIndent*15, cont+1
			} else {
				got = append(got, "")
			}
			if i > 0 && r.cont != (p.rows[i-1].entry == r.entry) {
				t.Fatalf("%v wide: row %d %q of entry %d: cont %v after a row of entry %d", w, i, r.s, r.entry, r.cont, p.rows[i-1].entry)
			}
			if k.TextWidth(r.s, FontRegular, 15) > room {
				t.Errorf("%v wide: row %q is %.0f wide, its room %.0f", w, r.s, k.TextWidth(r.s, FontRegular, 15), room)
			}
			got[len(got)-1] = strings.TrimSpace(got[len(got)-1] + " " + r.s)
		}
		if strings.Join(got, "|") != strings.Join(log, "|") {
			t.Errorf("%v wide: the rows say %q, the log %q", w, got, log)
		}
		if cont == 0 {
			t.Errorf("%v wide: no entry wrapped: the test tests nothing", w)
		}
	}
}

// countingMeasurer counts the words measured.
type countingMeasurer struct {
	k *Kit
	n int
}

func (c *countingMeasurer) TextWidth(s string, f FontID, size float64) float64 {
	c.n++
	return c.k.TextWidth(s, f, size)
}

// TestLogPanelRewrap: the rows are wrapped again only where the log grows
// (its new entries only), where it loses an entry or its last changes (a
// take-back), or where the width changes; a frame that asks the same
// measures nothing.
func TestLogPanelRewrap(t *testing.T) {
	m := &countingMeasurer{k: logKit(t)}
	log := testLog(20)
	var p LogPanel
	p.Place(R(0, 0, 600, 400), overlayLook)
	wrap := func(log []string) int {
		m.n = 0
		p.rewrap(m, 1, log)
		return m.n
	}
	all := wrap(log[:10])
	n10 := len(p.rows)
	if again := wrap(log[:10]); again != 0 {
		t.Errorf("the same log wrapped again: %d words measured", again)
	}
	one := wrap(log[:11])
	if len(p.rows) <= n10 || p.rows[len(p.rows)-1].entry != 10 || one == 0 || one*3 > all {
		t.Fatalf("the log grew to 11 entries: %d rows (was %d), the last of entry %d; %d words measured (10 entries: %d)", len(p.rows), n10, p.rows[len(p.rows)-1].entry, one, all)
	}
	taken := append(append([]string(nil), log[:10]...), "Leo took back his pick.")
	if wrap(taken) < all {
		t.Errorf("a take-back's log (its last entry another) was not wrapped again")
	}
	if last := p.rows[len(p.rows)-1]; last.s != "Leo took back his pick." || len(p.rows) != n10+1 {
		t.Errorf("a take-back's log ends with the row %q, %d rows", last.s, len(p.rows))
	}
	var fresh LogPanel
	fresh.Place(R(0, 0, 600, 400), overlayLook)
	full, next := []string{log[0], log[1], log[2]}, []string{log[1], log[2], log[2]} // the same last entry again
	fresh.rewrap(m, 1, next)
	if wrap(full); wrap(next) == 0 || !slices.Equal(p.rows, fresh.rows) {
		t.Errorf("a full log that dropped its first entry was not wrapped again")
	}
	wrap(log[:5])
	if last := p.rows[len(p.rows)-1]; last.entry != 4 {
		t.Errorf("the log cut to 5 entries ends with a row of entry %d", last.entry)
	}
	wide := len(p.rows)
	p.Place(R(0, 0, 300, 400), overlayLook)
	if wrap(log[:5]) == 0 || len(p.rows) <= wide {
		t.Errorf("half as wide, 5 entries take %d rows, as wide %d", len(p.rows), wide)
	}
}

// TestLogPanelScroll: the wheel, the arrows, Older and Newer go back and
// forth within the log, never past its first row nor its newest; the
// overlay closes on Esc, L, Enter and a click beside Older and Newer.
func TestLogPanelScroll(t *testing.T) {
	k := logKit(t)
	var p LogPanel
	p.Place(R(0, 0, 390, 500), overlayLook)
	log := testLog(40)
	f := p.frame(k, log)
	if f.to != len(p.rows) || f.to-f.from != p.Rows() || p.Back != 0 {
		t.Fatalf("a fresh log shows rows %d-%d of %d (holds %d), back %d", f.from, f.to, len(p.rows), p.Rows(), p.Back)
	}
	click := func(r Rect) Action { return Action{Kind: ActClick, X: r.CX(), Y: r.CY()} }
	parts := p.Parts()
	for _, c := range []struct {
		a    Action
		back int
	}{
		{Action{Kind: ActUp}, 1},
		{Action{Kind: ActPrev}, 2},
		{Action{Kind: ActDown}, 1},
		{click(parts.OlderB), 1 + p.Page()},
		{click(parts.NewerB), 1},
		{Action{Kind: ActScroll, DY: 1}, 4},
		{Action{Kind: ActScroll, DY: 0.2}, 4},
		{Action{Kind: ActScroll, DY: 0.2}, 5}, // 0.6 + 0.6 rows: one more
		{Action{Kind: ActScroll, DY: -10}, 0},
		{Action{Kind: ActNext}, 0},
		{Action{Kind: ActScroll, DY: 1000}, len(p.rows) - p.Rows()},
		{Action{Kind: ActUp}, len(p.rows) - p.Rows()},
	} {
		if closes := p.Input(c.a); closes || p.Back != c.back {
			t.Errorf("%+v: back %d, closes %v; want back %d", c.a, p.Back, closes, c.back)
		}
	}
	if f := p.frame(k, log); f.from != 0 || f.foot != "lines 1-"+strconv.Itoa(p.Rows())+" of "+strconv.Itoa(len(p.rows)) {
		t.Errorf("back at the start: rows from %d, the foot %q", f.from, f.foot)
	}
	for _, a := range []Action{{Kind: ActCancel}, {Kind: ActLog}, {Kind: ActConfirm}, click(parts.CloseB), click(parts.Text)} {
		if !p.Input(a) {
			t.Errorf("%+v does not close the log", a)
		}
	}
	for _, a := range []Action{{Kind: ActPick, N: 1}, {Kind: ActHint}} {
		if p.Input(a) {
			t.Errorf("%+v closes the log", a)
		}
	}
	p.Reset()
	if p.Back != 0 {
		t.Errorf("Reset: back %d", p.Back)
	}
}

// TestLogPanelWindow: the log shows its newest rows, goes back no
// further than its first, and a short log shows whole (total one-row
// entries in a panel of n rows, scrolled back back).
func TestLogPanelWindow(t *testing.T) {
	k := logKit(t)
	look := LogLook{Size: 15, Least: 12, U: 1, Plain: true}
	for _, c := range []struct{ total, n, back, from, to, b int }{
		{100, 10, 0, 90, 100, 0},
		{100, 10, 5, 85, 95, 5},
		{100, 10, 500, 0, 10, 90},
		{100, 10, -3, 90, 100, 0},
		{4, 10, 2, 0, 4, 0},
		{0, 10, 0, 0, 0, 0},
		{5, 0, 0, 4, 5, 0},
	} {
		var p LogPanel
		p.Place(R(0, 0, 500, float64(c.n)*15*LogLead+1), look)
		p.Back = c.back
		log := make([]string, c.total)
		for i := range log {
			log[i] = "Ace played " + strconv.Itoa(i)
		}
		f := p.frame(k, log)
		if f.from != c.from || f.to != c.to || p.Back != c.b || len(p.rows) != c.total {
			t.Errorf("%d entries, %d rows, back %d: rows %d-%d, back %d; want %d-%d, back %d", c.total, c.n, c.back, f.from, f.to, p.Back, c.from, c.to, c.b)
		}
	}
}

// TestLogPanelSteady: once the log is wrapped, a frame allocates nothing,
// scrolled back or not, at a phone's and a desktop's size, as an overlay
// and as a plain side panel whose foot is a hint too long for it.
func TestLogPanelSteady(t *testing.T) {
	k := logKit(t)
	log := testLog(40)
	side := LogLook{Size: 12.5, Least: 12, U: 1, Hint: "L hides the log; the wheel scrolls it back to the game's start", Plain: true}
	for _, look := range []LogLook{overlayLook, side} {
		for _, r := range []Rect{R(0, 0, 390, 700), R(0, 0, 240, 500), R(0, 0, 1000, 700)} {
			var p LogPanel
			p.Place(r, look)
			p.frame(k, log)
			for _, back := range []int{0, 7} {
				p.Back = back
				p.frame(k, log)
				if n := testing.AllocsPerRun(20, func() { p.frame(k, log) }); n != 0 {
					t.Errorf("%v, plain %v, back %d: a frame makes %.1f allocations", r, look.Plain, back, n)
				}
			}
		}
	}
}

// TestLogPanelLayout: the parts lie in the panel without meeting, the
// buttons at least the tap's height, and the foot's words never under the
// least text, on a phone (the foot over the buttons) and a desktop.
func TestLogPanelLayout(t *testing.T) {
	k := logKit(t)
	for _, r := range []Rect{R(8, 60, 374, 770), R(30, 60, 1220, 720), R(8, 50, 624, 300)} {
		p := LayLog(r, overlayLook)
		named := map[string]Rect{"title": p.Title, "text": p.Text, "foot": p.Foot, "Older": p.OlderB, "Newer": p.NewerB, "Close": p.CloseB}
		for a, ra := range named {
			if !ra.Within(r) || ra.W <= 0 || ra.H <= 0 {
				t.Errorf("%v: the %s %v is not in the panel", r, a, ra)
			}
			for b, rb := range named {
				if a < b && ra.Overlaps(rb) {
					t.Errorf("%v: the %s %v meets the %s %v", r, a, ra, b, rb)
				}
			}
		}
		if p.OlderB.H < 36 || p.CloseB.H < 36 {
			t.Errorf("%v: buttons %v high", r, p.OlderB.H)
		}
		var lp LogPanel
		lp.Place(r, LogLook{Size: 15, Least: 12, U: 1, Tap: 44, Hint: "Up and down scroll; L or Esc closes", Buttons: true, Close: true})
		if f := lp.frame(k, testLog(3)); f.footZ < 12 || f.foot == "" {
			t.Errorf("%v: the foot %q at %.1f", r, f.foot, f.footZ)
		}
	}
}

// TestLogPanelNoKit: a table not yet lent a kit may fit and scroll its
// log (its unit tests do): nothing is wrapped, Back stays at least 0.
func TestLogPanelNoKit(t *testing.T) {
	var p LogPanel
	p.Place(R(0, 0, 390, 600), overlayLook)
	p.Fit(nil, testLog(5))
	p.Input(Action{Kind: ActUp})
	p.Input(Action{Kind: ActDown})
	p.Input(Action{Kind: ActDown})
	if p.Back != 0 || len(p.rows) != 0 {
		t.Errorf("without a kit: back %d, %d rows", p.Back, len(p.rows))
	}
}
