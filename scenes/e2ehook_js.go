//go:build js && e2e

package scenes

import (
	"net/url"
	"strconv"
	"strings"
	"syscall/js"
)

// readE2EParams reads the test's parameters from the page URL's query.
func readE2EParams() e2eParams {
	var p e2eParams
	loc := js.Global().Get("location")
	if loc.IsUndefined() || loc.IsNull() {
		return p
	}
	q, err := url.ParseQuery(strings.TrimPrefix(loc.Get("search").String(), "?"))
	if err != nil {
		return p
	}
	p.On = q.Get("e2e") == "1"
	p.Fast = q.Get("fast") == "1"
	if v, err := strconv.ParseUint(q.Get("seed"), 10, 64); err == nil {
		p.Seed, p.SeedSet = v, true
	}
	return p
}

// publishE2E sets globalThis.lasvegasState to the JSON snapshot.
func publishE2E(b []byte) {
	js.Global().Set("lasvegasState", string(b))
}

// The Go work of each frame, for the test: globalThis.lasvegasGoFrames is a
// flat array of records [t, updateMs, drawMs, updates, bot, built,
// deferred, load, textMs, shapeMs, shapes, gc, maxUpdateMs, stepMs],
// where t is performance.now()
// at the end of the frame's Draw (the clock of the page's
// requestAnimationFrame timestamps), bot is 1 when one of the frame's
// Updates began during a bot's turn, built and deferred count the sprites
// the Draw built and put off (Kit.BeginFrame), load is 1 when a scene
// switch happened in the frame (a game created or resumed), textMs and
// shapeMs are the time spent building text and shape sprites, shapes the
// number of shape sprites built, gc the garbage collections completed
// in the frame, maxUpdateMs the longest single Update, stepMs the time in
// the game's steps (Source.Advance: bots' slices, chance steps, autosaves).
// Capped at 100000 frames.
var goFrames struct {
	arr, perf js.Value
	n         int
}

const maxGoFrames = 100000

func publishE2EFrame(f e2eFrame) {
	if goFrames.n == 0 {
		goFrames.arr = js.Global().Get("Array").New()
		js.Global().Set("lasvegasGoFrames", goFrames.arr)
		goFrames.perf = js.Global().Get("performance")
	}
	if goFrames.n >= maxGoFrames {
		return
	}
	goFrames.n++
	b, l := 0, 0
	if f.bot {
		b = 1
	}
	if f.load {
		l = 1
	}
	goFrames.arr.Call("push", goFrames.perf.Call("now"), f.updMs, f.drawMs, f.updates, b, f.built, f.deferred, l, f.textMs, f.shapeMs, f.shapes, f.gc, f.maxUpdMs, f.stepMs)
}

// publishE2EComplete marks the first complete frame (text drawn, nothing
// missing or put off): globalThis.lasvegasFirstComplete = {t, frame}, t
// from performance.now() (from the page's navigation start), frame the
// Draw's number; the browser test's load time.
func publishE2EComplete(frame uint64) {
	o := js.Global().Get("Object").New()
	o.Set("t", js.Global().Get("performance").Call("now"))
	o.Set("frame", float64(frame))
	js.Global().Set("lasvegasFirstComplete", o)
}
