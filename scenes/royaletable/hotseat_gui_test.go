//go:build !js

package royaletable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/steadytest"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/twins"
)

// TestHotSeatPictures: the hot-seat picture test of the replay viewer's
// table (decide_gui_test.go's secretCase covers the table in play). It
// runs in a fresh copy of the test binary with a game loop of its own:
//
//	LASVEGAS_GUI_TESTS=1 xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -run TestHotSeatPictures ./scenes/royaletable/
func TestHotSeatPictures(t *testing.T) {
	guiTests(t)
	if !steadytest.InChild(t, "TestHotSeatPictures") {
		return
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, fonts: fonts, cases: []guiCase{replaySecretCase()}}
	h.run("royaletable hot-seat pictures")
}

// replaySecretCase: the replay viewer's table (royaleplay.Replay, as
// scenes.replayRoyale opens it) of twins.RoyaleHeld. The replay shows nobody's
// secret at any frame, and at the record's end, while Lucky Punch waits
// for the guess, both tables are the same picture. A secret put in on
// purpose (the table's own words for a viewer's hold) makes them differ,
// so the check is seen to catch it.
func replaySecretCase() guiCase {
	return guiCase{
		name: "replay-hides-the-hold",
		setup: func(h *harness) error {
			a, b, err := twins.RoyaleHeld()
			if err != nil {
				return err
			}
			for i, rec := range []*royale.Record{a, b} {
				sess, sc, err := royaleplay.Replay(rec, 0)
				if err != nil {
					return err
				}
				if tb := h.table(sess, 1280, 800); i == 0 {
					h.tb, h.data["scA"] = tb, sc
				} else {
					h.data["twin"], h.data["scB"] = tb, sc
				}
			}
			return nil
		},
		step: func(h *harness) bool {
			twin := h.data["twin"].(*Table)
			_ = tick(twin)
			for _, tb := range []*Table{h.tb, twin} {
				if v := tb.sess.Visible(); v != -1 || tb.secret != "" {
					h.failf("at tick %d the replay shows seat %d's view, the secret %q", h.ticks, v, tb.secret)
					return true
				}
			}
			if h.data["probed"] != nil {
				return true
			}
			done := func(k string) bool { return h.data[k].(*playkit.Script[royale.Action]).Done() }
			if done("scA") && done("scB") && h.data["doneAt"] == nil {
				h.data["doneAt"] = h.ticks
			}
			return false
		},
		draw: func(h *harness) {
			twin := h.data["twin"].(*Table)
			at, ok := h.data["doneAt"].(int)
			if !ok || h.ticks < at+120 || h.tb.step != nil || twin.step != nil || h.data["probed"] != nil {
				return // the last steps still move
			}
			tries, _ := h.data["tries"].(int)
			h.data["tries"] = tries + 1
			n, where := pixelsApart(h.tb, twin)
			if n > atlasNoise && tries < 30 {
				return // decoration may be built a frame later in one table
			}
			if n > atlasNoise {
				h.failf("the replays of holds of %s and %s differ by %d pixels %s", "the fewest", "the most", n, where)
			}
			if b := h.tb.sess.View().Board(); b.Resolving != tA1 {
				h.failf("the replay's end is not Lucky Punch's guess (resolving %v)", b.Resolving)
			}
			// The leak made on purpose: the words a viewer's own hold gets.
			h.tb.secret, twin.secret = "Leo holds 1 (secret)", "Leo holds 3 (secret)"
			leak, _ := pixelsApart(h.tb, twin)
			if leak <= atlasNoise {
				h.failf("two holds put in on purpose draw nearly the same frame (%d pixels apart): the check cannot see a secret", leak)
			}
			h.t.Logf("replay's end at tick %d: %d pixels apart; with the holds leaked on purpose %d", h.ticks, n, leak)
			h.tb.secret, twin.secret = "", ""
			h.data["probed"] = true
		},
	}
}
