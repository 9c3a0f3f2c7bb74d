//go:build e2e && !js

package scenes

import "github.com/lasvegas-dice/lasvegas/scenes/ui"

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
