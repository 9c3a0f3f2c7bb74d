//go:build e2e && !js

package scenes

import (
	"fmt"
	"os"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// steadyAllocs is a steady table frame (a human to decide, nothing
// moving), with the log open or not: it allocates nothing in Update and
// Draw.
func steadyAllocs(name string, log bool) scenario {
	return scenario{
		name:     name,
		maxTicks: 3000,
		setup:    func(h *harness) (*App, error) { return localTable(h, true, Options{}, 3) },
		step: func(h *harness) bool {
			tb := h.table()
			if tb == nil || !tb.Deciding() || !tb.BannerDone() {
				return false
			}
			h.data["wait"]++
			if log && h.data["wait"] == 10 && !tb.LogOpen() {
				h.app.ctx.Input.Inject(ui.Action{Kind: ui.ActLog})
			}
			if h.data["wait"] < 30 {
				return false
			}
			if from, to, _ := tb.LogRows(); log && (!tb.LogOpen() || to-from < 5) {
				h.failf("the log is not open with five rows or more: open %v, rows %d-%d", tb.LogOpen(), from, to)
				return true
			}
			return steadyMeasured(h, "")
		},
	}
}

// steadyMeasured counts allocations inside real frames (of the table
// where, " at 844x390", or "" for the test window), and reports whether
// it has counted enough. The count is process wide and ebiten's
// own threads allocate now and then, so the frames are measured in
// windows and the quietest window counts: code of ours that allocated
// every frame would show in all.
func steadyMeasured(h *harness, where string) bool {
	if h.data["measure"] == 0 {
		h.data["measure"] = 1
		h.measured, h.ownAllocs = 0, 0
		h.windows = h.windows[:0]
		return false
	}
	if h.measured >= 24 {
		h.windows = append(h.windows, float64(h.ownAllocs)/float64(h.measured))
		h.measured, h.ownAllocs = 0, 0
	}
	if len(h.windows) < 6 {
		return false
	}
	best := h.windows[0]
	for _, w := range h.windows {
		best = min(best, w)
	}
	h.t.Logf("steady table frame%s: allocations per Update+Draw call by window: %v", where, h.windows)
	if best > 0 {
		h.failf("a steady table frame%s allocates %.2f objects", where, best)
	}
	return true
}

// phoneLogScenario: the dice table's log (ui.LogPanel) opened on a phone
// held upright (w x h CSS px at dpr device px) by a tap on its Log button,
// after three turns
// shows five rows or more, every text of its frame 12 CSS px or more, and
// a wheel's turn scrolls it back; with LASVEGAS_SHOTS_DIR it is
// photographed (phone-WxH/NN-phone-log).
func phoneLogScenario(w, ht, dpr float64) scenario {
	return scenario{
		name:     fmt.Sprintf("phone-log-%vx%v", w, ht),
		maxTicks: 3000,
		setup: func(h *harness) (*App, error) {
			dir := os.Getenv("LASVEGAS_SHOTS_DIR")
			if dir == "" {
				dir = h.t.TempDir()
			} else {
				dir += fmt.Sprintf("/phone-%vx%v", w, ht)
			}
			app, err := localTable(h, true, Options{Screenshots: dir}, 3)
			if app != nil {
				app.dsf = dpr
				h.outside = [2]float64{w, ht}
			}
			return app, err
		},
		step: func(h *harness) bool {
			tb, c := h.table(), &h.app.ctx
			if tb == nil || !tb.Deciding() || !tb.BannerDone() || !h.app.fade.Done() {
				return false
			}
			if h.data["moves"] < 3 { // a few turns, for a log longer than the panel
				h.data["moves"]++
				tb.Select(0)
				tb.Submit(c)
				return false
			}
			switch h.data["wait"]++; h.data["wait"] {
			case 10:
				c.Input.InjectClick(tb.L.BtnLog.CX(), tb.L.BtnLog.CY())
			case 30:
				from, to, total := tb.LogRows()
				if !tb.LogOpen() || to-from < 5 || total <= to-from {
					h.failf("the phone's log: open %v, rows %d-%d of %d", tb.LogOpen(), from, to, total)
					return true
				}
				css := h.outside[0] / c.VP.W
				if text, ts, _, _ := c.Kit.FrameSmallest(); text > 0 && text*css < 12-1e-6 {
					h.failf("the phone's log: the text %q is %.1f CSS px", ts, text*css)
				}
				c.Shot("phone-log")
				r := tb.L.Log
				c.Input.Inject(ui.Action{Kind: ui.ActPointerMove, X: r.CX(), Y: r.CY()})
				c.Input.Inject(ui.Action{Kind: ui.ActScroll, DY: 2})
			case 40:
				if from, to, total := tb.LogRows(); to == total {
					h.failf("a wheel's turn over the phone's log did not scroll it back: rows %d-%d of %d", from, to, total)
				}
				return true
			}
			return false
		},
	}
}

// steadyReplayScenario: a replay of game g paused in the shell's viewer
// (the table under the bar, every game's) allocates nothing in Update and
// Draw.
func steadyReplayScenario(g string) scenario {
	return scenario{
		name:     "steady-allocs-replay-" + g,
		maxTicks: 3000,
		setup:    func(h *harness) (*App, error) { return viewerApp(h, g, Options{}, ui.SpeedFast) },
		step: func(h *harness) bool {
			v, ok := h.app.Top().(*replayViewer)
			if !ok {
				h.failf("the viewer closed: %s on top", h.app.Top().Name())
				return true
			}
			if v.deck.Pos() < 20 {
				return false
			}
			v.deck.SetPlaying(false)
			if !v.deck.Still() {
				return false
			}
			if h.data["wait"]++; h.data["wait"] < 60 {
				return false
			}
			return steadyMeasured(h, " of a "+g+" replay")
		},
	}
}
