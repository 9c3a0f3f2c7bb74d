//go:build !js

package royaletable

import (
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// guideTitles are the guide's steps on its seed, in order.
var guideTitles = []string{"Your roll", "Choose a number", "The casinos' money", "The Biggy die", "A casino tile",
	"A tile's decision", "The payout", "The round's end"}

// guidedTable is the guided game's table on a stage of w x h (autoplay:
// the table places for "You" and the pages go on by themselves).
func guidedTable(t *testing.T, fonts *assets.Fonts, autoplay bool, w, h int) *Table {
	t.Helper()
	o := Options{Guided: true, Autoplay: autoplay, Width: w, Height: h}
	sess, err := royaleplay.New(o.Config(), royaleplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sess.Close() })
	tb := NewTable(sess, fonts, o)
	lend(tb, fonts, w, h)
	return tb
}

// checkPage checks the page open now: its target lies inside the screen,
// its box too and never over the target, its words are 14 CSS px or more
// and its buttons a finger's 44, inside the box.
func checkPage(t *testing.T, tb *Table, where string) {
	t.Helper()
	g := tb.guide.rects
	l := tb.lay
	canvas := ui.R(-0.5, -0.5, l.W+1, l.H+1)
	switch {
	case tb.guide.words == "" || len(g.lines) == 0:
		t.Errorf("%s: no words", where)
	case g.target.Empty() || !g.target.Within(canvas):
		t.Errorf("%s: points at %+v, outside %vx%v", where, g.target, l.W, l.H)
	case !g.box.Within(canvas) || g.box.Overlaps(g.target):
		t.Errorf("%s: box %+v outside the screen or over its target %+v", where, g.box, g.target)
	case g.size < l.minText*14/12-0.01 || g.next.H < l.tap-0.5 || g.skip.H < l.tap-0.5:
		t.Errorf("%s: words %.1f (least %.1f), buttons %.1f (least %.1f)", where, g.size, l.minText*14/12, g.next.H, l.tap)
	case !g.next.Within(g.box) || !g.skip.Within(g.box) || g.skip.Overlaps(g.next):
		t.Errorf("%s: buttons %+v %+v outside the box %+v", where, g.skip, g.next, g.box)
	}
}

// TestGuideSteps: on the guide's seed, with the table placing for "You",
// the guide meets its steps in order — the roll, choosing a number, the
// money, the Biggy, a tile, a tile's decision, the payout, the round's
// end — each pointing at something that exists as it shows, with its box
// beside it, at a desktop's 1280x800, a phone's 390x844 and one held on
// its side (844x390); then it is over and the game goes on to its end.
func TestGuideSteps(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{1280, 800}, {390, 844}, {844, 390}} {
		tb := guidedTable(t, fonts, true, size[0], size[1])
		n := 0
		for i := 0; i < 20000 && !tb.sess.Over(); i++ {
			if err := tick(tb); err != nil {
				t.Fatal(err)
			}
			g := tb.guide
			if g.open && g.n != n {
				n = g.n
				p := tb.guidePage()
				checkPage(t, tb, p.title)
				switch p.title {
				case "The Biggy die":
					if r := tb.sess.SharedView().CurrentRoll(); r.Big == 0 || g.rects.target == tb.lay.arena {
						t.Errorf("%v: the Biggy page without a Biggy in the roll %v", size, r)
					}
				case "A casino tile":
					if c := tb.tiled(); c == 0 || !strings.Contains(g.words, royale.TileName(tb.sess.SharedView().Tile(c))) {
						t.Errorf("%v: the tile page names no tile: %q", size, g.words)
					}
				case "A tile's decision":
					if !tileDecision(tb.sess.SharedLegal()) {
						t.Errorf("%v: the tile's decision page without a tile's decision", size)
					}
				case "The payout":
					if tb.payout == nil {
						t.Errorf("%v: the payout page without a payout", size)
					}
				}
			}
		}
		g := tb.guide
		if strings.Join(g.seen, "|") != strings.Join(guideTitles, "|") || g.n != len(guideTitles) || !g.over || g.skipped {
			t.Errorf("%v: steps %q (%d pages, over %v, skipped %v), want %q", size, g.seen, g.n, g.over, g.skipped, guideTitles)
		}
		if !tb.sess.Over() {
			t.Errorf("%v: the guided game did not reach its end", size)
		}
	}
}

// TestGuideHoldsStill: a page holds the table still: a number key or a
// click on a casino pressed on it never places dice (the guide never
// decides nor lets a key through), Enter or a click on Next goes to the
// next page (a click elsewhere in the box does nothing), and Esc
// skips the guide, which is then kept as seen; the person then places.
func TestGuideHoldsStill(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	tb := guidedTable(t, fonts, false, 1280, 800)
	store := storage.NewMemory()
	tb.store = store
	for i := 0; i < 2000 && !tb.guide.open; i++ {
		if err := tick(tb); err != nil {
			t.Fatal(err)
		}
	}
	if !tb.guide.open || tb.guide.seen[0] != "Your roll" || tb.Calm() {
		t.Fatalf("no first page (%q), or the window would take its Esc", tb.guide.seen)
	}
	before := tb.sess.SharedView().CurrentRoll()
	face := 0
	for f := 1; f <= 6; f++ {
		if before.Has(f) {
			face = f
		}
	}
	c := tb.lay.casinos[face-1]
	tb.in.Inject(ui.Action{Kind: ui.ActPick, N: face})
	tb.in.Inject(ui.Action{Kind: ui.ActClick, X: c.CX(), Y: c.CY()})
	for i := 0; i < 5; i++ {
		if err := tick(tb); err != nil {
			t.Fatal(err)
		}
	}
	if st, seat := tb.sess.Stage(); st != royaleplay.StageDecide || seat != guideYou || tb.sess.SharedView().CurrentRoll() != before || !tb.guide.open || tb.guide.n != 1 {
		t.Fatalf("a key on the page reached the table (stage %v seat %d, page %d)", st, seat, tb.guide.n)
	}
	tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
	if err := tick(tb); err != nil {
		t.Fatal(err)
	}
	if tb.guide.n != 2 || tb.guide.seen[1] != "Choose a number" {
		t.Fatalf("Enter did not turn the page: %q", tb.guide.seen)
	}
	box, next := tb.guide.rects.box, tb.guide.rects.next
	tb.in.Inject(ui.Action{Kind: ui.ActClick, X: box.X + 4, Y: box.Y + 4}) // the box, not a button
	if err := tick(tb); err != nil {
		t.Fatal(err)
	}
	tb.in.Inject(ui.Action{Kind: ui.ActClick, X: next.CX(), Y: next.CY()})
	if err := tick(tb); err != nil {
		t.Fatal(err)
	}
	if tb.guide.n != 3 || tb.guide.seen[2] != "The casinos' money" {
		t.Fatalf("a click on the box and one on Next: %q, want one page on", tb.guide.seen)
	}
	if GuideSeen(store) || GuideSeen(nil) {
		t.Fatal("seen before the guide ended")
	}
	tb.in.Inject(ui.Action{Kind: ui.ActCancel})
	if err := tick(tb); err != nil {
		t.Fatal(err)
	}
	if tb.guide.open || !tb.guide.over || !tb.guide.skipped || !GuideSeen(store) {
		t.Fatalf("Esc did not skip the guide for good (open %v over %v seen %v)", tb.guide.open, tb.guide.over, GuideSeen(store))
	}
	tb.in.Inject(ui.Action{Kind: ui.ActPick, N: face})
	for i := 0; i < 3; i++ {
		if err := tick(tb); err != nil {
			t.Fatal(err)
		}
	}
	if tb.sess.SharedView().DiceAt(face, guideYou).N() == 0 && tb.step == nil {
		t.Errorf("after the guide, key %d placed nothing", face)
	}
}

// TestGuidedFlag: --guided opens "You" against two easy bots in the main
// game on the guide's seed (whatever --seed or --players say), a new
// game with a guide; it cannot continue a game or watch a replay.
func TestGuidedFlag(t *testing.T) {
	o, err := ParseFlags([]string{"--guided", "--seed", "9", "--players", "5", "--basic"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cfg := o.Config()
	if !o.Guided || cfg.Seed != guideSeed || !reflect.DeepEqual(cfg.Rules, royale.MainGame(3)) || len(cfg.Seats) != 3 || !cfg.Seats[0].IsHuman() || cfg.Seats[0].Name != "You" ||
		cfg.Seats[1].IsHuman() || cfg.Seats[1].Level != "easy" || cfg.Seats[2].IsHuman() || cfg.Seats[2].Level != "easy" {
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

// TestOpenGuided: the setup's "First game" opens a new guided game even
// over an unfinished one, which is kept aside; the guide's words on a
// touch screen speak of no keys nor clicks.
func TestOpenGuided(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	store := storage.NewMemory()
	tb, err := OpenGuided(fonts, store)
	if err != nil {
		t.Fatal(err)
	}
	defer tb.sess.Close()
	if tb.guide == nil || tb.store == nil || !reflect.DeepEqual(tb.sess.Rules(), royale.MainGame(3)) {
		t.Fatalf("OpenGuided: guide %v, rules %+v", tb.guide, tb.sess.Rules())
	}
	lend(tb, fonts, 390, 844)
	for m := range guidePages {
		for _, p := range guidePages[m] {
			w := strings.ToLower(p.words(tb, true))
			if strings.Contains(w, "key") || strings.Contains(w, "click") || strings.Contains(w, "enter") || strings.Contains(w, "esc") || strings.Contains(w, "f1") {
				t.Errorf("%q on a touch screen: %q", p.title, w)
			}
		}
	}
	if skip, next := guideButtons(true); strings.Contains(skip+next, "(") {
		t.Errorf("touch buttons %q %q name keys", skip, next)
	}
}
