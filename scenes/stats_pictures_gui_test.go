//go:build e2e && !js

package scenes

import (
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/steadytest"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestStatisticsPictures: the focus ring is drawn (statsFocusScenario);
// and the statistics screen over two stores that
// differ only in their unfinished saved games (statsHiddenStore of two
// seeds: other hands, other secrets) is the same picture, on a desktop
// and on a phone; a note naming Leo's hand, put in on purpose on one of
// them, makes the pictures differ (the check can see a hand shown). It
// runs in a fresh copy of the test binary with a game loop of its own:
//
//	LASVEGAS_GUI_TESTS=1 xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -run TestStatisticsPictures ./scenes/
func TestStatisticsPictures(t *testing.T) {
	runInChild(t, "TestStatisticsPictures", func() []scenario {
		return []scenario{statsHiddenScenario(false), statsHiddenScenario(true), statsFocusScenario()}
	})
}

// runInChild runs the scenarios list makes in a game loop of their own, in
// a fresh copy of the test binary that runs only the test name (the
// process's one loop may have run TestGUI), and reports their failures
// and whether every one ran. It skips without a display.
func runInChild(t *testing.T, name string, list func() []scenario) {
	if os.Getenv("LASVEGAS_GUI_TESTS") != "1" {
		t.Skip("GUI tests need a display: set LASVEGAS_GUI_TESTS=1 and run under xvfb-run")
	}
	if !steadytest.InChild(t, name) {
		return
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, fonts: fonts, list: list()}
	ebiten.SetWindowSize(1280, 760)
	ebiten.SetWindowTitle(name)
	if err := ebiten.RunGame(h); err != nil {
		t.Fatal(err)
	}
	for _, f := range h.fails {
		t.Error(f)
	}
	if h.cur < len(h.list) {
		t.Errorf("only %d of %d scenarios ran", h.cur, len(h.list))
	}
}

// sceneFrame draws scene s with the app's context into an image of the
// screen's size, the whole scene (no texts put off), and returns its
// pixels.
func sceneFrame(h *harness, s scene.Scene) []byte {
	c := &h.app.ctx
	b := h.screen.Bounds()
	img := ebiten.NewImage(b.Dx(), b.Dy())
	defer img.Deallocate()
	c.Kit.BeginFrame(time.Now(), 0)
	s.Draw(img, c)
	buf := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(buf)
	return buf
}

// pixelsDiffer counts the pixels of a and b apart by 24 levels or more in
// a channel (the GPU's atlas may shade an edge a level apart).
func pixelsDiffer(a, b []byte) int {
	n := 0
	for i := 0; i+3 < len(a) && i+3 < len(b); i += 4 {
		for c := i; c < i+4; c++ {
			if d := int(a[c]) - int(b[c]); d >= 24 || d <= -24 {
				n++
				break
			}
		}
	}
	return n
}

// statsHiddenScenario: see TestStatisticsPictures; phone: at 390x844
// CSS px, on its games page after the summary's.
func statsHiddenScenario(phone bool) scenario {
	name := "statistics-hide-saves"
	if phone {
		name += "-phone"
	}
	var twin *StatsScreen
	return scenario{
		name:     name,
		maxTicks: 600,
		setup: func(h *harness) (*App, error) {
			a, err := statsHiddenStore(99)
			if err != nil {
				return nil, err
			}
			b, err := statsHiddenStore(5)
			if err != nil {
				return nil, err
			}
			twin = NewStatsScreen(b)
			if phone {
				h.outside = [2]float64{390, 844}
			}
			return NewApp(Options{Mute: true}, h.fonts, nil, NewStatsScreen(a)), nil
		},
		afterDraw: func(h *harness) {
			s, ok := h.app.Top().(*StatsScreen)
			if !ok || h.data["done"] > 0 {
				return
			}
			if h.data["drawn"]++; h.data["drawn"] < 3 {
				return
			}
			twin.gamesPage, twin.page = s.gamesPage, s.page
			n := pixelsDiffer(sceneFrame(h, s), sceneFrame(h, twin))
			if n > 8 {
				h.failf("page %v: the screens of two stores that differ only in their saved games differ at %d pixels", s.gamesPage, n)
			}
			note := twin.note
			twin.note = "Leo holds 2 3 5 5 6 (a leak put in on purpose)"
			leak := pixelsDiffer(sceneFrame(h, s), sceneFrame(h, twin))
			twin.note = note
			if leak <= 8 {
				h.failf("page %v: a hand put in on purpose changes %d pixels: the check cannot see it", s.gamesPage, leak)
			}
			h.t.Logf("%s (phone layout %v, %dx%d), games page %v: %d pixels apart; with the leak %d", name, s.layout(&h.app.ctx).phone, h.screen.Bounds().Dx(), h.screen.Bounds().Dy(), s.gamesPage, n, leak)
			if phone && !s.gamesPage {
				s.gamesPage = true // and the games page
				h.data["drawn"] = 0
				return
			}
			h.data["done"] = 1
		},
		step: func(h *harness) bool { return h.data["done"] > 0 },
	}
}

// statsFocusScenario tabs to the page's first game on the statistics
// screen and reads the focus ring's pixels: some pixel across the ring's
// top edge is its cyan; before the Tab none is.
func statsFocusScenario() scenario {
	return scenario{
		name:     "statistics-focus",
		maxTicks: 600,
		setup: func(h *harness) (*App, error) {
			return NewApp(Options{Mute: true}, h.fonts, nil, NewStatsScreen(focusStore(h.t, 12))), nil
		},
		step: func(h *harness) bool {
			s, ok := h.app.Top().(*StatsScreen)
			if !ok || h.tick < 10 {
				return false
			}
			switch {
			case h.data["before"] == 0:
				return false // the ring's place is read first without a ring
			case s.focus < 1:
				h.app.ctx.Input.Inject(ui.Action{Kind: ui.ActTab})
				return false
			}
			return h.data["ring"] > 0
		},
		afterDraw: func(h *harness) {
			s, ok := h.app.Top().(*StatsScreen)
			if !ok || h.tick < 10 {
				return
			}
			c := &h.app.ctx
			l := s.layout(c)
			ring := l.rows[0].Inset(-4 * l.u)
			x := int(ring.CX() * c.VP.Scale)
			found := false
			for y := int((ring.Y - 3*l.u) * c.VP.Scale); y <= int((ring.Y+5*l.u)*c.VP.Scale); y++ {
				r, g, b, _ := h.screen.At(x, y).RGBA()
				found = found || (r>>8 < 0x70 && g>>8 > 0xc0 && b>>8 > 0xe0)
			}
			switch {
			case h.data["before"] == 0:
				if found {
					h.failf("cyan across the first game's edge before any Tab")
				}
				h.data["before"] = 1
			case s.focus == 1 && h.data["ring"] == 0:
				if !found {
					h.failf("no cyan focus ring across y=%.0f at x=%d", ring.Y*c.VP.Scale, x)
				}
				h.data["ring"] = 1
			}
		},
	}
}
