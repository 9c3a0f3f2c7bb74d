package royaletable

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
)

// TestPhonePlacePromptWhole: on a phone (360x640, 390x844, 844x390,
// 640x360) with 2 to 5 seats a placement's prompt shows whole, on as many
// lines as the dock's prompt area holds at 12 CSS px or more: at 360x640
// it was one line at 18 units, cut ("…click a casino or a g…").
func TestPhonePlacePromptWhole(t *testing.T) {
	k := measureKit(t)
	legal := []royale.Action{royale.Place(1)}
	for _, sz := range phoneSizes[:4] {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(sz[0], sz[1], n)
			for _, who := range []string{"You", "Roxanne"} {
				for _, touch := range []bool{true, false} {
					p := placePrompt(nil, legal, who, touch)
					size := l.promptLinesSize(k, p, l.promptSize())
					lines := k.WrapLines(p, 0, size, l.prompt.W)
					rows := int((l.prompt.H - size*1.3) / (size * 1.25))
					if size < l.minText || len(lines) > max(1, rows) || strings.Contains(strings.Join(lines, " "), "…") {
						t.Errorf("%vx%v, %d seats: the prompt %q is %d lines at %.1f CSS px, the area holds %d", sz[0], sz[1], n, p, len(lines), size/l.css, rows)
					}
				}
			}
		}
	}
}

// TestPhonePlaceButtonsWhole: on a phone held upright (360x640, 390x844)
// every placement's button (any casino, one to eight dice, the Biggy,
// sitting out) says its words whole in one of placeWords' forms, at 12 CSS
// px or more, for one to six buttons (three columns): at 360x640
// "Horseshoe: 1 die" was cut ("Horseshoe: 1 di…"). The forms say the
// casino (by its name; the last as the arena's group: count×face) and the count. Seven
// buttons and a phone on its side's single row: TestPhoneDecisionButtonsWhole.
func TestPhonePlaceButtonsWhole(t *testing.T) {
	k := measureKit(t)
	for _, sz := range phoneSizes[:2] {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(sz[0], sz[1], n)
			for nb := 1; nb <= 6; nb++ {
				for _, r := range l.buttonRectsTo(nb, nil) {
					if s := buttonSize(l.u, r); s < l.minText-1e-9 {
						t.Errorf("%vx%v: a button's words are %.1f CSS px", sz[0], sz[1], s/l.css)
					}
					for c := 0; c <= 6; c++ {
						for dice := 0; dice <= 8; dice++ {
							for _, big := range []bool{false, true} {
								if dice == 0 && !big && c > 0 {
									continue
								}
								fits := false
								for form := 0; form < placeForms && !fits; form++ {
									fits = labelFits(k, l.u, r, placeWords(c, dice, big, form))
								}
								if !fits {
									t.Errorf("%vx%v, %d buttons: %q fits no button %v", sz[0], sz[1], nb, placeWords(c, dice, big, placeForms-1), r)
								}
							}
						}
					}
				}
			}
		}
	}
	for _, c := range []struct {
		c, n int
		big  bool
		want [placeForms]string
	}{
		{1, 1, false, [placeForms]string{"Horseshoe: 1 die", "Horseshoe: 1", "Horseshoe: 1", "Horseshoe 1", "1×1"}},
		{6, 2, true, [placeForms]string{"Nugget: 2 dice and the Biggy", "Nugget: 2+Biggy", "Nugget: 2+B", "Nugget 2+B", "2×6+B"}},
		{3, 0, true, [placeForms]string{"Oasis: the Biggy", "Oasis: Biggy", "Oasis: B", "Oasis B", "B×3"}},
		{0, 0, false, [placeForms]string{"Sit out (a chip)", "Sit out", "Sit out", "Sit out", "Sit out"}},
	} {
		for form, want := range c.want {
			if got := placeWords(c.c, c.n, c.big, form); got != want {
				t.Errorf("placeWords(%d, %d, %v, %d) = %q, want %q", c.c, c.n, c.big, form, got, want)
			}
		}
	}
	if pieces.CasinoName[1] != "Horseshoe" {
		t.Fatalf("casino 1 is %q", pieces.CasinoName[1])
	}
}

// TestKeysLineWhole: a tile decision's line of keys, played with a mouse
// and keyboard, is whole on every phone and on the desktop: the dock
// takes the first of keysLines that fits whole at 12 CSS px or more
// (keysLine), and the shortest fits everywhere. At 640x360 the longest
// was cut ("…Esc chooses …").
func TestKeysLineWhole(t *testing.T) {
	k := measureKit(t)
	cut := 0
	for _, sz := range phoneSizes { // the four phones and 1280x800
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(sz[0], sz[1], n)
			size := l.promptSize() * 0.85
			whole := func(s string) bool {
				fit, _ := fitMin(k, s, 0, size, l.prompt.W, l.minText)
				return fit == s
			}
			for keys := 1; keys <= maxKey; keys++ {
				lines := keysLines[keys]
				if !whole(lines[0]) {
					cut++
				}
				if last := lines[len(lines)-1]; !whole(last) {
					t.Errorf("%vx%v, %d seats: %q is cut in %.0f units", sz[0], sz[1], n, last, l.prompt.W)
				}
			}
		}
	}
	if cut == 0 {
		t.Error("the longest line fits everywhere: the shorter forms are never used")
	}
}
