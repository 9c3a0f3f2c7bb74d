//go:build e2e

package scenes

import (
	"runtime/metrics"
	"strconv"
	"time"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The browser end-to-end test hook (build/e2e/README.md, contract v1),
// built only with the e2e build tag (build/test-web.sh builds the wasm
// with -tags e2e; the web build players get has no hook: e2eoff.go). When
// the page URL has ?e2e=1, Main composes the hook as a layer of the app
// (layers.go), which publishes a JSON snapshot of what can be clicked or
// pressed and where the game stands at the end of every Update. Reading
// the page and publishing live in e2ehook_js.go; other platforms never
// turn the hook on (e2ehook_other.go).

// e2eParams are the test's page query parameters.
type e2eParams struct {
	On      bool // e2e=1: publish the state
	Fast    bool // fast=1: instant animations, no bot pauses
	Seed    uint64
	SeedSet bool // seed=N
}

// e2eHook builds the snapshot into a reused buffer, so a tick costs one
// string conversion and no other allocation once the buffers have grown.
type e2eHook struct {
	env    *Env
	frames uint64
	buf    []byte

	// The longest Update and Draw so far (diagnostics for frame gaps).
	slowUpdate, slowDraw e2eSlow

	// The frame being built: the Go work of the Updates since the last
	// Draw (Ebitengine may run several, or none, per frame), and whether
	// one of them began during a bot's turn. Draw publishes it
	// (publishE2EFrame) so the test can relate Go work to frame gaps.
	frameUpd    time.Duration
	frameMaxUpd time.Duration // the longest of them
	frameN      int
	frameBot    bool

	// Garbage collections so far (runtime/metrics).
	gcSample []metrics.Sample
	gcCycles uint64

	// The shell's hits, and what the table under the scene on top
	// publishes (ui.Hooked), reused every tick.
	hits  e2eHits
	table ui.HookState

	// When the Update and the Draw being measured began.
	updStart, drawStart time.Time

	// The first complete frame was published (e2ehook_js.go).
	complete bool
}

// layer returns the hook when the page asks for it (e2e=1), else nil.
func (p e2eParams) layer(env *Env) layer {
	if !p.On {
		return nil
	}
	return &e2eHook{env: env}
}

func (h *e2eHook) beforeUpdate(a *App) {
	h.frameBot = h.frameBot || h.botTurn(a)
	h.updStart = time.Now()
}

// afterUpdate notes the Update's time and publishes the state.
func (h *e2eHook) afterUpdate(a *App) {
	d := time.Since(h.updStart)
	h.frameUpd += d
	h.frameMaxUpd = max(h.frameMaxUpd, d)
	h.frameN++
	h.slowUpdate.note(d, a)
	publishE2E(h.snapshot(a))
}

func (h *e2eHook) beforeDraw(*App) { h.drawStart = time.Now() }

// afterDraw publishes the frame's Go work.
func (h *e2eHook) afterDraw(a *App) {
	d := time.Since(h.drawStart)
	h.frames++
	h.slowDraw.note(d, a)
	h.frameDone(d, a.ctx.Kit, a.switched || a.loadingDraw, a.ctx.StepTime)
	if !h.complete {
		// The first complete frame: text drawn, none of it or of the
		// controls missing, no decoration put off (the page's load time).
		texts, holes := a.ctx.Kit.FrameDrawn()
		if _, deferred := a.ctx.Kit.FrameBuilds(); texts > 0 && holes == 0 && deferred == 0 {
			h.complete = true
			publishE2EComplete(h.frames)
		}
	}
}

// e2eSlow remembers the longest call and where it happened.
type e2eSlow struct {
	d     time.Duration
	tick  uint64
	scene string
}

func (s *e2eSlow) note(d time.Duration, a *App) {
	if d > s.d {
		s.d, s.tick, s.scene = d, a.ctx.Tick, e2eScene(a.Top())
	}
}

func (s *e2eSlow) appendJSON(b []byte) []byte {
	b = append(b, `{"ms":`...)
	b = strconv.AppendFloat(b, float64(s.d.Microseconds())/1000, 'f', 1, 64)
	b = append(b, `,"tick":`...)
	b = strconv.AppendUint(b, s.tick, 10)
	b = append(b, `,"scene":`...)
	b = appendJSONString(b, s.scene)
	return append(b, '}')
}

// botTurn reports whether the game on the table is in a bot's turn (its
// thinking, its roll, the animations of its move), as the table says
// (ui.HookState.BotTurn).
func (h *e2eHook) botTurn(a *App) bool {
	return h.fillTable(a) && h.table.BotTurn
}

// fillTable fills h.table from the table under the scene on top, if any
// and if it is hooked (ui.Hooked), and reports whether it did. The hits
// and choices stay only while the table is on top (no menu over it).
func (h *e2eHook) fillTable(a *App) bool {
	h.table.Reset()
	s := a.tableUnder()
	if s == nil {
		return false
	}
	ht, ok := s.t.(ui.Hooked)
	if !ok {
		return false
	}
	ht.Hook(s.stage(&a.ctx), &h.table)
	if a.Top() != scene.Scene(s) {
		h.table.Phase, h.table.NC, h.table.NH = ui.PhaseWait, 0, 0
	}
	return h.table.Table
}

// e2eFrame is one frame's record for the test.
type e2eFrame struct {
	updMs, drawMs   float64
	updates         int
	bot             bool
	built, deferred int // sprites built, and put off to a later frame
	// A scene switch happened in the frame (a game created or resumed
	// from its autosave): a loading frame, no bot works in it.
	load bool
	// Time building sprites: text, and shapes (dice, notes, tiles...), and
	// the number of shapes.
	textMs, shapeMs float64
	shapes          int
	// Garbage collections completed during the frame (in WebAssembly the
	// collector shares the one thread with the game).
	gc int
	// The longest single Update of the frame.
	maxUpdMs float64
	// The game's steps in the frame (Source.Advance: bots' slices, chance
	// steps, autosaves).
	stepMs float64
}

// frameDone publishes the frame's Go work and starts the next frame.
func (h *e2eHook) frameDone(draw time.Duration, k *ui.Kit, load bool, steps time.Duration) {
	f := e2eFrame{updMs: ms(h.frameUpd), drawMs: ms(draw), updates: h.frameN, bot: h.frameBot, load: load, maxUpdMs: ms(h.frameMaxUpd), stepMs: ms(steps)}
	f.built, f.deferred = k.FrameBuilds()
	td, sd, sn := k.FrameBuildTimes()
	f.textMs, f.shapeMs, f.shapes = ms(td), ms(sd), sn
	if h.gcSample == nil {
		h.gcSample = []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	}
	metrics.Read(h.gcSample)
	if v := h.gcSample[0].Value; v.Kind() == metrics.KindUint64 {
		n := v.Uint64()
		if h.gcCycles > 0 {
			f.gc = int(n - h.gcCycles)
		}
		h.gcCycles = n
	}
	publishE2EFrame(f)
	h.frameUpd, h.frameMaxUpd, h.frameN, h.frameBot = 0, 0, 0, false
}

// configure applies the page parameters to the command-line options.
func (p e2eParams) configure(o *Options) {
	if p.SeedSet && !o.SeedSet {
		o.Seed, o.SeedSet = p.Seed, true
	}
}

// adjust applies the page parameters to the session environment and the
// settings in memory (nothing is saved).
func (p e2eParams) adjust(env *Env, s *scene.Settings) {
	if p.Fast {
		s.Speed = ui.SpeedInstant
		// A shorter decision so bots' turns pass quickly. Slices stay
		// short: a slow frame runs several Updates, each of which may
		// think while the frame's update budget lasts (Context.MayWork),
		// so more slices per frame, never longer ones.
		env.Think = 5 * time.Millisecond
		env.BotBudget = 100 * time.Millisecond
	}
	if p.On {
		// The contract places with one click or key press (casino-N):
		// no confirmation step.
		s.ConfirmPlace = false
	}
}

// e2eScene is the contract's name of a scene.
func e2eScene(s scene.Scene) string {
	if s == nil {
		return "none"
	}
	switch n := s.Name(); n {
	case "table":
		return "play"
	case "round-summary":
		return "roundEnd"
	case "game-end":
		return "gameOver"
	default:
		return n
	}
}

// tableUnder returns the table scene on the stack, if any.
func (a *App) tableUnder() *tableScene {
	for i := len(a.stack) - 1; i >= 0; i-- {
		if s, ok := a.stack[i].(*tableScene); ok {
			return s
		}
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
