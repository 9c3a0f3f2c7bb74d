//go:build !js

package cardtable

import (
	"io"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// guidedTable is the guided game's table on a stage of w x h, before its
// first tick.
func guidedTable(t *testing.T, fonts *assets.Fonts, chips bool, w, h int) *Table {
	t.Helper()
	o := Options{Guided: true, Chips: chips, Width: w, Height: h}
	sess, err := cardplay.New(o.Config(), cardplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(sess, fonts, o)
	lend(tb, fonts, w, h)
	tb.fit()
	return tb
}

// TestGuidePages: every page of the guide, with and without the chip
// cards, has a title and words, and at a desktop's 1280x800 and a phone's
// 390x844 points at something inside the screen with its box inside the
// screen too and never over it; its words are at least 12 CSS px (14 on
// a phone) and its buttons 44 CSS px high. On a touch screen no page nor
// button speaks of keys or clicks.
func TestGuidePages(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, chips := range []bool{false, true} {
		n := 0
		for _, size := range [][2]int{{1280, 800}, {390, 844}} {
			tb := guidedTable(t, fonts, chips, size[0], size[1])
			if !tb.Calm() {
				t.Errorf("the guided table takes Esc before any page")
			}
			tb.guide.open = true
			if tb.Calm() {
				t.Errorf("the window would take the Esc that skips the guide")
			}
			canvas := ui.R(-0.5, -0.5, tb.lay.W+1, tb.lay.H+1)
			n = 0
			for m := guideMoment(0); m < numMoments; m++ {
				for i, p := range guidePagesAt(m, chips) {
					n++
					tb.guide.moment, tb.guide.page = m, i
					g := tb.guideRects()
					where := p.title
					switch {
					case p.title == "" || p.text == "" || len(g.lines) == 0:
						t.Errorf("%v %q: no words", size, where)
					case g.target.Empty() || !g.target.Within(canvas):
						t.Errorf("%v %q: points at %+v, outside %vx%v", size, where, g.target, tb.lay.W, tb.lay.H)
					case !g.box.Within(canvas) || g.box.Overlaps(g.target):
						t.Errorf("%v %q: box %+v outside the screen or over %+v", size, where, g.box, g.target)
					case g.size < tb.lay.txt || g.next.H < tb.lay.tap-0.5 || g.skip.H < tb.lay.tap-0.5:
						t.Errorf("%v %q: words %.1f (least %.1f), buttons %.1f (least %.1f)", size, where, g.size, tb.lay.txt, g.next.H, tb.lay.tap)
					case !g.next.Within(g.box) || !g.pics.Empty() && (!g.pics.Within(g.box) || g.pics.Overlaps(g.next)):
						t.Errorf("%v %q: buttons %+v or pictures %+v outside the box %+v", size, where, g.next, g.pics, g.box)
					}
					if size[0] < size[1] && !tb.guideTouch() {
						t.Errorf("a phone's guide speaks of keys before any press")
					}
				}
			}
		}
		if want := map[bool]int{false: 7, true: 8}[chips]; n != want {
			t.Errorf("chips %v: %d pages, want %d", chips, n, want)
		}
	}
	for m := range guidePages {
		for _, p := range guidePages[m] {
			for _, seq := range []bool{false, true} {
				w := strings.ToLower(p.words(true, seq))
				if strings.Contains(w, "key") || strings.Contains(w, "click") || strings.Contains(w, "enter") || strings.Contains(w, "esc") {
					t.Errorf("%q on a touch screen: %q", p.title, w)
				}
			}
		}
	}
	skip, next := guideButtons(true)
	if strings.Contains(skip+next, "(") {
		t.Errorf("touch buttons %q %q name keys", skip, next)
	}
}

// TestGuidedFlag: --guided opens "You" against two easy bots with the
// guide's seed (whatever --seed or --players say) and a guide; it cannot
// continue a game or watch a replay.
func TestGuidedFlag(t *testing.T) {
	o, err := ParseFlags([]string{"--guided", "--seed", "9", "--players", "5"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cfg := o.Config()
	if !o.Guided || cfg.Seed != guideSeed || cfg.Rules.Players != 3 || len(cfg.Seats) != 3 || !cfg.Seats[0].IsHuman() || cfg.Seats[0].Name != "You" ||
		cfg.Seats[1].IsHuman() || cfg.Seats[1].Level != "easy" || cfg.Seats[2].Level != "easy" {
		t.Errorf("--guided: %+v", cfg)
	}
	if o, _ := ParseFlags(nil, io.Discard); o.Guided {
		t.Errorf("guided without --guided")
	}
	for _, bad := range [][]string{{"--guided", "--continue"}, {"--guided", "--replay", "x.json"}} {
		if _, err := ParseFlags(bad, io.Discard); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// TestBesides: a box goes below, above, right or left of its target,
// never over it, and inside the canvas.
func TestBesides(t *testing.T) {
	for _, c := range []struct {
		target ui.Rect
		want   string
	}{
		{ui.R(100, 100, 200, 100), "below"},
		{ui.R(100, 600, 200, 150), "above"},
		{ui.R(10, 50, 300, 700), "right"},
		{ui.R(900, 50, 300, 700), "left"},
	} {
		r := ui.GuideBeside(c.target, 400, 250, 1280, 800, 8, 14)
		got := ""
		switch {
		case r.Y >= c.target.MaxY():
			got = "below"
		case r.MaxY() <= c.target.Y:
			got = "above"
		case r.X >= c.target.MaxX():
			got = "right"
		case r.MaxX() <= c.target.X:
			got = "left"
		}
		if got != c.want || !r.Within(ui.R(7, 7, 1266, 786)) {
			t.Errorf("target %+v: box %+v %s, want %s", c.target, r, got, c.want)
		}
	}
}

// TestGuideSeen: the guide seen to its end or skipped is kept in the
// store (the setup's "First game" is then no longer highlighted).
func TestGuideSeen(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, skipped := range []bool{false, true} {
		store := storage.NewMemory()
		tb := guidedTable(t, fonts, false, 1280, 800)
		tb.store = store
		if GuideSeen(store) || GuideSeen(nil) {
			t.Fatal("seen before the guide")
		}
		tb.endGuide(skipped)
		if !GuideSeen(store) || !tb.guide.over || tb.guide.skipped != skipped {
			t.Errorf("skipped %v: not kept as seen", skipped)
		}
	}
}

// TestGuideCountKept: the guide box's count is built once per page, not
// per frame.
func TestGuideCountKept(t *testing.T) {
	g := &guide{}
	if got := g.countText(2, 7); got != "First game · 2 of 7" {
		t.Fatalf("count %q", got)
	}
	if n := testing.AllocsPerRun(100, func() { g.countText(2, 7) }); n != 0 {
		t.Errorf("%v allocations a frame for the same page", n)
	}
	if got := g.countText(3, 7); got != "First game · 3 of 7" {
		t.Errorf("the next page's count is %q", got)
	}
}
