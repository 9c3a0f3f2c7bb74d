package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// helpSources are the help texts of the three games.
func helpSources(t *testing.T) map[string][]assets.HelpPage {
	t.Helper()
	dice, err := assets.LoadHelp()
	if err != nil || len(dice) < 4 {
		t.Fatalf("dice help: %d pages, %v", len(dice), err)
	}
	return map[string][]assets.HelpPage{"dice": dice, "royale": gameHelp(gameRoyale), "cards": gameHelp(gameCards)}
}

// On a phone the help is the whole screen: text at 12 CSS px or more, every
// button a tap each way, and every page of every game's help cut so that
// it fits the screen, with no word lost or added.
func TestPhoneHelpFitsAndKeepsEveryWord(t *testing.T) {
	k := measureKit(t)
	for _, ph := range append([][3]float64{{360, 640, 3}, {360, 780, 3}, {390, 844, 2}, {430, 932, 3}}, landPhones...) {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		css := vp.Scale / ph[2]
		c := &scene.Context{VP: vp, Kit: k}
		l := helpLayout(c, 5)
		if !l.phone {
			t.Fatalf("%v: not a phone's help", ph)
		}
		if s := phoneHelpText * l.u * css; s < 12 {
			t.Errorf("%v: text at %.1f CSS px", ph, s)
		}
		for name, b := range map[string]ui.Rect{"close": l.close, "back": l.prev, "next": l.next} {
			if b.W*css < 44-1e-6 || b.H*css < 44-1e-6 || !b.Within(l.box) || b.Overlaps(l.body) {
				t.Errorf("%v: %s button %+v (%.0f x %.0f CSS px)", ph, name, b, b.W*css, b.H*css)
			}
		}
		for game, src := range helpSources(t) {
			h := &Help{pages: src}
			if game == "dice" {
				h.pages, c.Help = nil, src
			}
			pages := h.text(c)
			if len(pages) < len(src) {
				t.Fatalf("%v %s: %d pages from %d", ph, game, len(pages), len(src))
			}
			var got, want []string
			for _, p := range pages {
				if hh := k.ParagraphsHeight(p.Body, l.body.W, phoneHelpText*l.u, l.u); hh > l.body.H {
					t.Errorf("%v %s: page %q is %.0f tall in a body of %.0f", ph, game, p.Title, hh, l.body.H)
				}
				got = append(got, strings.Fields(p.Body)...)
			}
			for _, p := range src {
				want = append(want, strings.Fields(p.Body)...)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%v %s: the cut pages' words differ from the text's", ph, game)
			}
		}
	}
}

// On the desktop the help keeps its tabs, and every tab's title is whole
// at 12 units or more (the modules page's long title was shrunk to 6).
func TestDesktopHelpTabs(t *testing.T) {
	k := measureKit(t)
	for _, sz := range [][2]float64{{1280, 760}, {1024, 700}, {1920, 1080}} {
		c := &scene.Context{VP: ui.ComputeViewport(sz[0], sz[1], 1), Kit: k}
		for game, src := range helpSources(t) {
			h := &Help{pages: src}
			if game == "dice" {
				h.pages, c.Help = nil, src
			}
			n := h.count(c)
			l := helpLayout(c, n)
			if l.phone || len(h.text(c)) != len(src) {
				t.Fatalf("%v %s: a phone's help on the desktop", sz, game)
			}
			for i, p := range src[:min(len(src), len(l.tabs))] {
				b := l.tabs[i]
				size := ui.ButtonLabelSize(b, l.u)
				if w := k.TextWidth(p.Title, ui.FontBold, size); w > b.W-8*l.u && size*(b.W-8*l.u)/w < 12*l.u {
					t.Errorf("%v %s: tab %q shrinks to %.1f units", sz, game, p.Title, size*(b.W-8*l.u)/w/l.u)
				}
			}
		}
	}
}
