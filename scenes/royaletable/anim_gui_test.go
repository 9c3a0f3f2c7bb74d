//go:build !js

package royaletable

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// jackpotRules put Jackpot beside casino 1, the only tile.
var jackpotRules = royale.Rules{Players: 2, Main: true, Tiles: 1, TileSet: []string{"A2"}}

// tileAnimCase: the person places on casino 1, beside Jackpot, whenever it
// can. The first activation's animation (the black dice tumble, the
// counter moves) must draw something over the table mid-tumble, run its
// whole length and end; at the second a click during the tumble must land
// everything at once.
func tileAnimCase(w, ht int) guiCase {
	return guiCase{
		name:  "tile-animation",
		setup: func(h *harness) error { return humanVsBot(h, jackpotRules, 7, w, ht) },
		step: func(h *harness) bool {
			tb := h.tb
			if st, ok := h.data["step"].(*royaleplay.Step); ok {
				return watchTileAnim(h, st)
			}
			if tb.step != nil && tumbleOf(tb.flights) != nil && h.data["skipped"] == nil {
				h.data["step"], h.data["ticks"], h.data["flights"] = tb.step, 0, len(tb.flights)
				return false
			}
			if tb.sess.Over() {
				h.failf("the game ended with %v of the two animations seen", h.data["ran"])
				return true
			}
			if !ready(tb) {
				return false
			}
			if slices.Contains(tb.sess.Legal(), royale.Place(1)) {
				tb.in.Inject(ui.Action{Kind: ui.ActPick, N: 1})
			} else {
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
			return false
		},
	}
}

// tumbleOf is the step's tumble of the black dice, or nil.
func tumbleOf(fs []flight) *flight {
	for i := range fs {
		if fs[i].kind == mTumble {
			return &fs[i]
		}
	}
	return nil
}

// watchTileAnim follows one step with a tumble, tick by tick.
func watchTileAnim(h *harness, st *royaleplay.Step) bool {
	tb := h.tb
	ticks := h.data["ticks"].(int)
	if tb.step != st {
		delete(h.data, "step")
		if h.data["ran"] == nil {
			if ticks < tb.fly.D-1 || ticks > tb.fly.D+2 {
				h.failf("the animation of %d ticks ended after %d", tb.fly.D, ticks)
			}
			h.t.Logf("tile animation (%dx%d): %d flights, %d ticks", int(tb.vp.W), int(tb.vp.H), h.data["flights"], ticks)
			h.data["ran"] = true
			return false
		}
		if ticks > h.data["clicked"].(int)+2 {
			h.failf("a click at tick %d ended the animation only at tick %d", h.data["clicked"], ticks)
		}
		return true
	}
	h.data["ticks"] = ticks + 1
	tu := tumbleOf(tb.flights)
	switch {
	case tb.fly.T == tu.at+tu.dur/3 && h.data["ran"] == nil:
		with := frame(tb)
		fs := tb.flights
		tb.flights = nil
		without := frame(tb)
		tb.flights = fs
		if n := pixelsApart2(with, without); n < 50*atlasNoise {
			h.failf("mid-tumble the flights change %d pixels: nothing drawn", n)
		}
	case h.data["ran"] == nil && os.Getenv("LASVEGAS_ROYALE_SHOTS") != "":
		animShots(h, tu)
	case tb.fly.T == tu.at+2 && h.data["ran"] != nil:
		a := tb.lay.arena
		tb.in.InjectClick(a.CX(), a.CY())
		h.data["clicked"], h.data["skipped"] = ticks, true
	}
	return false
}

// animShots writes the frames of the tumble, landing and landed, and of
// the counter's move to $LASVEGAS_ROYALE_SHOTS (for a look).
func animShots(h *harness, tu *flight) {
	tb := h.tb
	at := map[int]string{tu.at + tu.dur/4: "roll", tu.at + tu.dur*3/4: "landed"}
	for _, f := range tb.flights {
		if f.kind == mTrack {
			at[f.at+f.dur/2] = "counter"
		}
	}
	if name, ok := at[tb.fly.T]; ok {
		writeFrame(h, filepath.Join(os.Getenv("LASVEGAS_ROYALE_SHOTS"), fmt.Sprintf("anim-%dx%d-%s.png", int(tb.vp.W), int(tb.vp.H), name)))
	}
}
