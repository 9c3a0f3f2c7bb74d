package scenes

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// setupDeskSizes are the desktop windows whose setup is measured.
var setupDeskSizes = [][2]float64{{1280, 720}, {1280, 800}, {1024, 768}, {800, 600}}

// Every text the desktop setup draws is at least 11 logical px (a
// drawn frame, measured by ui.Kit.FrameSmallest), at each window size,
// in each game's tab, each preset, with no switch's hint asked for and
// with the pointer on each switch (its hint beside it where not in its
// row); at 800x600 with a saved game, a long message and names of 16
// W, one typed in.
func TestSetupDesktopTextSizes(t *testing.T) {
	if os.Getenv("LASVEGAS_GUI_TESTS") == "1" {
		// The window scenarios' RunGame (TestGUI) has ended by now, and
		// Ebitengine makes no image after it: this runs in the plain go
		// test, without the window tests.
		t.Skip("draws offscreen, which Ebitengine refuses after the window tests' RunGame")
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := ui.NewKit(fonts)
	for _, sz := range setupDeskSizes {
		dst := ebiten.NewImage(int(sz[0]), int(sz[1]))
		for g := range numGames {
			s := NewSetup(&Env{Store: storage.NewMemory()}, Options{Players: 5})
			a := headlessApp(t, s)
			a.ctx.Kit = k
			a.ctx.VP = ui.ComputeViewport(sz[0], sz[1], 1)
			s.chooseGame(g)
			if sz[0] == 800 { // and a saved game's long message, long names
				for i := range s.seats {
					s.seats[i].name = "WWWWWWWWWWWWWWWW"
				}
				s.editing = 1
				s.saved, s.hostedSaved[g], s.lastGame = &dice.Record{}, true, &dice.Record{}
				s.saveMsg = "Your unfinished game from before the last new game is kept: continue it here. Seat 3 was a program; it plays as the medium bot. Seat 4 was a program; it plays as the hard bot."
			}
			bare := 0 // the texts drawn with no switch pointed at
			for p := range s.presetNames() {
				s.setPreset(p)
				for h := -1; h < s.toggleCount(); h++ {
					in := a.ctx.Input
					in.HasPoint = h >= 0
					if l := s.layout(&a.ctx); h >= 0 {
						in.PX, in.PY = l.toggles[h].CX(), l.toggles[h].CY()
					}
					k.BeginFrame(time.Time{}, 0)
					s.Draw(dst, &a.ctx)
					size, text, _, _ := k.FrameSmallest()
					texts, _ := k.FrameDrawn()
					if h < 0 {
						bare = texts
					} else if _, hint, _ := s.toggle(h); !hintInRow(k, s.layout(&a.ctx).toggles[h], hint, ui.Unit(sz[0], sz[1])) && texts <= bare {
						t.Errorf("%vx%v %s preset %d: switch %d's hint is not beside it (%d texts, %d without)", sz[0], sz[1], gameTabs[g], p, h, texts, bare)
					}
					name := fmt.Sprintf("%vx%v %s preset %d hint %d", sz[0], sz[1], gameTabs[g], p, h)
					if l := s.layout(&a.ctx); l.phone {
						t.Fatalf("%s: laid out as a phone", name)
					}
					if size < setupDeskMinText-1e-6 {
						t.Errorf("%s: %q at %.1f px", name, text, size)
					}
				}
			}
		}
		dst.Deallocate()
	}
}

// A switch's hint box lies in the rules box, beside its switch and over
// no other part of it, its lines whole in it; at 1280x800 and 1024x768
// the dice game's hints are all in their rows.
func TestSetupDesktopHintBoxes(t *testing.T) {
	k := measureKit(t)
	for _, sz := range setupDeskSizes {
		for g := range numGames {
			s := NewSetup(&Env{Store: storage.NewMemory()}, Options{Players: 5})
			a := headlessApp(t, s)
			a.ctx.VP = ui.ComputeViewport(sz[0], sz[1], 1)
			s.chooseGame(g)
			l := s.layout(&a.ctx)
			u := ui.Unit(sz[0], sz[1])
			for i := range s.toggleCount() {
				_, hint, _ := s.toggle(i)
				r := l.toggles[i]
				if sz[1] >= 768 && g == gameDice && !hintInRow(k, r, hint, u) {
					t.Errorf("%vx%v: switch %d's hint %q is not in its row", sz[0], sz[1], i, hint)
				}
				box, lines := hintTipBox(k, &l, r, hint, u)
				name := fmt.Sprintf("%vx%v %s switch %d", sz[0], sz[1], gameTabs[g], i)
				if !box.Within(l.rulesBox) || box.Overlaps(r) || box.Overlaps(l.seedField) || box.Overlaps(l.blurb) {
					t.Errorf("%s: box %+v, switch %+v, rules %+v", name, box, r, l.rulesBox)
				}
				for _, ln := range lines {
					if w := k.TextWidth(ln, ui.FontRegular, deskHintSize(u)); w > box.W-16*u+0.5 {
						t.Errorf("%s: %q is %.0f wide in %.0f", name, ln, w, box.W-16*u)
					}
				}
			}
		}
	}
}
