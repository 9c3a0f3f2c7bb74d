//go:build e2e && !js

package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/internal/twins"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestReplayViewerPictures: the replay viewer (the table under its bar,
// as the statistics and the setup open it) of twin records is the same
// picture in both, as it plays and at the record's end: the card game's
// differ only in the five cards Leo drew (twins.Cards, a game saved at
// Leo's first handover), Royale's only in Leo's secret hold of Lucky
// Punch's tokens (twins.RoyaleHeld, ending before the guess). Leo's
// secret written on one of them on purpose makes the pictures differ (the
// check can see a secret shown). The tables' TestHotSeatPictures check
// the replay's table with leaks of their own (a hand, a hold drawn where
// the table would draw them). It runs in a fresh copy of the test binary
// with a game loop of its own:
//
//	LASVEGAS_GUI_TESTS=1 xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -run TestReplayViewerPictures ./scenes/
func TestReplayViewerPictures(t *testing.T) {
	runInChild(t, "TestReplayViewerPictures", func() []scenario {
		return []scenario{replayTwinScenario(gameCards), replayTwinScenario(gameRoyale)}
	})
}

// twinData are the twin records of game g (twins.Cards, twins.RoyaleHeld)
// as the viewer reads them, and words for what they hide in the first.
func twinData(g setupGame) (data [2][]byte, secret string, err error) {
	if g == gameCards {
		a, b, err := twins.Cards()
		if err != nil {
			return data, "", err
		}
		st, err := a.Replay(nil)
		if err != nil {
			return data, "", err
		}
		data[0], err = a.Marshal()
		if err == nil {
			data[1], err = b.Marshal()
		}
		return data, "Leo holds " + st.Hand(0).String(), err
	}
	a, b, err := twins.RoyaleHeld()
	if err != nil {
		return data, "", err
	}
	data[0], err = a.Marshal()
	if err == nil {
		data[1], err = b.Marshal()
	}
	return data, "Leo holds " + a.History[len(a.History)-1].Action.String() + " (secret)", err
}

// replayTwinScenario: see TestReplayViewerPictures. The twin viewer steps
// in the same ticks as the app's, with the app's context (no input comes).
func replayTwinScenario(g setupGame) scenario {
	var twin *replayViewer
	var leo string
	return scenario{
		name:     tableGames[g].key + "-replay-viewer-hides-secrets",
		maxTicks: 3000,
		setup: func(h *harness) (*App, error) {
			datas, secret, err := twinData(g)
			if err != nil {
				return nil, err
			}
			leo = secret + " (a leak put in on purpose)"
			var vs [2]*replayViewer
			for i, data := range datas {
				if vs[i], err = tableReplayOf(g, h.fonts, data, false, false); err != nil {
					return nil, err
				}
			}
			twin = vs[1]
			app := NewApp(Options{Mute: true}, h.fonts, nil, vs[0])
			app.ctx.Settings.Sound = false
			return app, nil
		},
		step: func(h *harness) bool {
			if _, ok := h.app.Top().(*replayViewer); !ok {
				return false
			}
			if err := twin.Update(&h.app.ctx); err != nil {
				h.failf("the twin's update: %v", err)
				return true
			}
			return h.data["done"] > 0
		},
		afterDraw: func(h *harness) {
			v, ok := h.app.Top().(*replayViewer)
			if !ok || h.tick < 2 || h.data["done"] > 0 {
				return
			}
			end := v.deck.AtEnd() && twin.deck.AtEnd() && v.ended > 90 && twin.ended > 90
			if h.tick%10 != 0 && !end && h.data["tries"] == 0 {
				return // a few frames along the way, and the end
			}
			n := pixelsDiffer(sceneFrame(h, v), sceneFrame(h, twin))
			if n > 8 {
				if h.data["tries"]++; h.data["tries"] < 30 {
					return // decoration may be built a frame later in one
				}
				h.failf("at tick %d (step %d) the viewers of twin records differ at %d pixels", h.tick, v.deck.Pos(), n)
			}
			h.data["retried"] = max(h.data["retried"], h.data["tries"])
			h.data["tries"], h.data["compared"] = 0, h.data["compared"]+1
			if !end {
				return
			}
			// The leak made on purpose: Leo's cards written on one frame.
			c := &h.app.ctx
			b := h.screen.Bounds()
			img := ebiten.NewImage(b.Dx(), b.Dy())
			defer img.Deallocate()
			c.Kit.BeginFrame(time.Now(), 0)
			twin.Draw(img, c)
			c.Kit.Text(img, leo, ui.FontBold, 20, 40, 120, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
			buf := make([]byte, 4*b.Dx()*b.Dy())
			img.ReadPixels(buf)
			leak := pixelsDiffer(sceneFrame(h, v), buf)
			if leak <= 8 {
				h.failf("Leo's cards written on purpose change %d pixels: the check cannot see them", leak)
			}
			h.t.Logf("%s: %d frames compared up to the record's end (step %d of %d, tick %d): the same (after at most %d frames more); with the leak %d pixels apart", tableGames[v.ts.game].key, h.data["compared"], v.deck.Pos(), v.deck.Total(), h.tick, h.data["retried"], leak)
			h.data["done"] = 1
		},
	}
}
