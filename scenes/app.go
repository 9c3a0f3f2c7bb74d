// Package scenes is the Ebitengine front end: a scene manager with one
// context value, an input action layer, tick-based tweens, a drawing kit
// generated in code, and the Setup, Table, Payout, Game end, Help and
// Settings scenes. Rules are never decided here: scenes show what the game
// session reports and send it the player's choices.
package scenes

import (
	"errors"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Scene is one screen of the game.
type Scene interface {
	// Name is a short identifier, used for screenshots.
	Name() string
	// Update steps the scene one tick. It reads c.Input.Actions().
	Update(c *Context) error
	// Draw paints the scene. It must not change game state.
	Draw(dst *ebiten.Image, c *Context)
}

// Settings are the player's display and interaction preferences.
type Settings struct {
	Speed         ui.Speed
	ReducedMotion bool
	Sound         bool
	Fullscreen    bool
	Symbols       bool // colour-blind symbols on dice and panels
	ConfirmPlace  bool // placing needs a second click or Enter
	OpenMoney     bool // show every player's money (house rule)
	ShowLog       bool // the game log starts open
	// AutoAdvance: the round summary closes by itself after a few seconds
	// (otherwise it stays until dismissed). Not saved yet: game.Settings
	// has no field for it.
	AutoAdvance bool
	// NoHandover turns the hot seat's handover screen off (handover.go).
	// Not kept between runs: game.Settings has no field for it.
	NoHandover bool
	// NoTakeBack turns off the tables' "Take back" (on by default).
	NoTakeBack bool
}

// DefaultSettings are the settings of a first start.
func DefaultSettings() Settings {
	return Settings{Speed: ui.SpeedNormal, Sound: true, ConfirmPlace: true}
}

// Context is the one value passed to every scene: no package state.
type Context struct {
	VP       ui.Viewport
	Input    *ui.Input
	Kit      *ui.Kit
	Sound    *Sound
	Settings Settings
	Opts     Options
	Help     []assets.HelpPage
	Tick     uint64

	// clock follows the Go work of the frame being made, which begins
	// with the first Update after the last Draw.
	clock ui.FrameClock
	// stepTime is the time the game's steps (bots' slices, chance steps
	// and their autosaves: Source.Advance) took in this frame.
	stepTime time.Duration
	// warm is the table whose sprites the kit builds ahead (warm.go).
	warm warmKey

	app *App
}

// FrameSpent is the Go time the frame being made has taken so far.
func (c *Context) FrameSpent() time.Duration { return c.clock.Spent() }

// MayWork reports whether optional work expected to take about d may start
// in this tick without taking the frame past its update budget
// (ui.FrameClock.MayWork).
func (c *Context) MayWork(d time.Duration) bool { return c.clock.MayWork(d) }

// Motion returns the animation settings in force.
func (c *Context) Motion() ui.Motion {
	if c.Opts.Autoplay {
		return ui.Motion{Speed: ui.SpeedInstant}
	}
	return ui.Motion{Speed: c.Settings.Speed, Reduced: c.Settings.ReducedMotion}
}

// Play plays a sound if sound is on.
func (c *Context) Play(id SoundID) {
	if c.Settings.Sound && c.Sound != nil {
		c.Sound.Play(id, c.Tick)
	}
}

// Switch replaces the whole scene stack with s after this tick.
func (c *Context) Switch(s Scene) { c.app.pending = append(c.app.pending, sceneOp{op: opSwitch, s: s}) }

// Push opens s over the current scene (help, settings, menus).
func (c *Context) Push(s Scene) { c.app.pending = append(c.app.pending, sceneOp{op: opPush, s: s}) }

// Pop closes the top scene.
func (c *Context) Pop() { c.app.pending = append(c.app.pending, sceneOp{op: opPop}) }

// Quit ends the program after this tick.
func (c *Context) Quit() { c.app.quit = true }

// Shot asks for a screenshot named name at the next Draw (when --screenshots is set).
// Each name is taken once; it reports whether this call queued it.
func (c *Context) Shot(name string) bool {
	if c.Opts.Screenshots == "" || c.app.shotTaken[name] {
		return false
	}
	c.app.shotTaken[name] = true
	c.app.shotQueue = append(c.app.shotQueue, name)
	return true
}

// SetFullscreen switches full screen and remembers it.
func (c *Context) SetFullscreen(on bool) {
	c.Settings.Fullscreen = on
	ebiten.SetFullscreen(on)
}

type sceneOpKind uint8

const (
	opSwitch sceneOpKind = iota
	opPush
	opPop
)

type sceneOp struct {
	op sceneOpKind
	s  Scene
}

// App is the ebiten.Game: it owns the scene stack and the context.
type App struct {
	ctx     Context
	stack   []Scene
	pending []sceneOp
	quit    bool
	// left stops what the scenes that leave the stack leave behind
	// (leave.go).
	left  leaving
	fade  ui.Tween
	vp    ui.Viewport
	vpSet bool
	// devScale is the device scale factor the viewport was made with.
	devScale float64

	shotTaken map[string]bool
	shotQueue []string
	shotFiles ui.Screenshots
	shotErr   error
	sceneAge  int

	// layers watch the frames without being scenes (layers.go): none
	// unless Main composes them.
	layers []layer

	// OnSettings is called with the current settings when they change (may be nil).
	OnSettings func(Settings)
	// Hooks build scenes that need the game session.
	Hooks Hooks

	// inFrame: an Update has run since the last Draw.
	inFrame bool
	// switched: a scene switch (a game created or resumed, a screen left)
	// happened in this frame; the frame's further Updates wait for the
	// next frame (skipped counts them), so a new table and its bots start
	// in a frame of their own, not after the loading in the same one.
	switched bool
	skipped  int
	// frameUpdates counts the Updates of the current budget window.
	frameUpdates int
	// fresh: the scene on top changed (or the sprites were dropped) since
	// the last Draw. That Draw is the scene's loading frame: it builds
	// every sprite the screen needs, with no budget, so a screen is never
	// half drawn.
	fresh bool
	// loadingDraw: the last Draw was such a loading frame (the browser
	// test measures those apart from the frames of bot turns).
	loadingDraw bool
	// drawBudget is the Draw's sprite build budget (ui.DrawBudget; tests
	// make it tiny).
	drawBudget time.Duration
	// dsf, when set, is the device scale factor instead of the monitor's
	// (tests draw a phone's screen).
	dsf float64
}

// maxSkippedUpdates bounds the Updates skipped after a switch, should
// Draw not come (Ebitengine runs at most 5 Updates per Draw).
const maxSkippedUpdates = 8

// maxFrameUpdates is the most Updates Ebitengine runs before a Draw.
const maxFrameUpdates = 5

// Hooks connect the scenes to the game session.
type Hooks struct {
	// NewSetup returns the setup scene.
	NewSetup func(c *Context) Scene
	// Rematch starts a new game with the same seats and rules as prev.
	Rematch func(c *Context, prev Source) (Scene, error)
	// SaveRecord keeps a game's record and says where, in one line.
	SaveRecord func(rec *dice.Record) string
	// Store is where this run keeps its saves (the statistics, a table
	// game's rematch and its kept records): the config folder on a
	// desktop, localStorage in a browser (storage.Open), nil when the run
	// keeps nothing (--autoplay, an app built without it, as in tests).
	Store storage.Store
}

// Store is the window's store (Hooks.Store), nil when this run keeps
// nothing.
func (c *Context) Store() storage.Store {
	if c.app == nil {
		return nil
	}
	return c.app.Hooks.Store
}

// NewSetup returns the setup scene: the hook's, or one with no saves (an
// app built without hooks, as in tests).
func (c *Context) NewSetup() Scene {
	if c.app != nil && c.app.Hooks.NewSetup != nil {
		return c.app.Hooks.NewSetup(c)
	}
	return NewSetup(&Env{}, c.Opts)
}

// Rematch returns a table for a new game like prev.
func (c *Context) Rematch(prev Source) (Scene, error) {
	if c.app != nil && c.app.Hooks.Rematch != nil {
		return c.app.Hooks.Rematch(c, prev)
	}
	return nil, errors.New("scenes: rematch is not available")
}

// SaveRecord keeps rec (the game end's "Save the record") and returns the
// line that says where, or why not.
func (c *Context) SaveRecord(rec *dice.Record) string {
	switch {
	case rec == nil:
		return "This game keeps no record."
	case c.app == nil || c.app.Hooks.SaveRecord == nil:
		return "Records cannot be saved here."
	}
	return c.app.Hooks.SaveRecord(rec)
}

// NewApp builds the app with a first scene.
func NewApp(opts Options, fonts *assets.Fonts, dev ui.Device, first Scene) *App {
	a := &App{shotTaken: map[string]bool{}, fresh: true, drawBudget: ui.DrawBudget}
	a.ctx = Context{
		Input:    ui.NewInput(dev),
		Kit:      ui.NewKit(fonts),
		Sound:    NewSound(opts.Mute),
		Settings: DefaultSettings(),
		Opts:     opts,
		app:      a,
	}
	if opts.Mute {
		a.ctx.Settings.Sound = false
	}
	if help, err := assets.LoadHelp(); err == nil {
		a.ctx.Help = help
	}
	a.ctx.VP = ui.ComputeViewport(1280, 760, 1)
	if first != nil {
		a.stack = append(a.stack, first)
	}
	a.fade = ui.NewTween(a.ctx.Motion().Dur(18))
	return a
}

// deviceScale is the device scale factor of the viewport (1 before the
// first layout).
func (a *App) deviceScale() float64 {
	if a.devScale > 0 {
		return a.devScale
	}
	return 1
}

// CSSUnits is the logical units in a CSS pixel (in a browser; a
// screen's device-independent pixel on a desktop): more than 1 where a
// small window is drawn on the least logical canvas (ui.ComputeViewport), as
// a phone's is. Texts of 12*CSSUnits and controls of 44*CSSUnits are 12 and
// 44 CSS px.
func (c *Context) CSSUnits() float64 {
	dsf := 1.0
	if c.app != nil {
		dsf = c.app.deviceScale()
	}
	if !(c.VP.Scale > 0) {
		return 1
	}
	return math.Max(dsf/c.VP.Scale, 1)
}

// Context returns the app's context (tests use it to inject input).
func (a *App) Context() *Context { return &a.ctx }

// Top returns the scene on top of the stack.
func (a *App) Top() Scene {
	if len(a.stack) == 0 {
		return nil
	}
	return a.stack[len(a.stack)-1]
}

// LayoutF implements ebiten.LayoutFer: the screen image is in physical pixels.
func (a *App) LayoutF(ow, oh float64) (float64, float64) {
	dsf := 1.0
	if m := ebiten.Monitor(); m != nil {
		dsf = m.DeviceScaleFactor()
	}
	if a.dsf > 0 {
		dsf = a.dsf
	}
	a.vp = ui.ComputeViewport(ow, oh, dsf)
	a.vpSet = true
	a.devScale = dsf
	return ow * dsf, oh * dsf
}

// Layout is unused (LayoutF takes precedence) but required by ebiten.Game.
func (a *App) Layout(ow, oh int) (int, int) {
	w, h := a.LayoutF(float64(ow), float64(oh))
	return int(w), int(h)
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	switch {
	case !a.inFrame:
		a.inFrame, a.frameUpdates = true, 0
		a.ctx.clock.Begin(time.Now())
		a.ctx.stepTime = 0
	case a.switched && a.skipped < maxSkippedUpdates:
		a.skipped++
		return nil
	case a.frameUpdates >= maxFrameUpdates:
		// More Updates than Ebitengine runs before a Draw (a host
		// stepping many ticks per frame, as the VM test does): a new
		// budget window, so the game moves on as it would over frames.
		a.frameUpdates = 0
		a.ctx.clock.Begin(time.Now())
	}
	a.frameUpdates++
	for _, l := range a.layers {
		l.beforeUpdate(a)
	}
	err := a.step()
	for i := len(a.layers) - 1; i >= 0; i-- {
		a.layers[i].afterUpdate(a)
	}
	return err
}

// step runs one tick; tests call it directly.
func (a *App) step() error {
	c := &a.ctx
	if len(a.shotQueue) > 0 {
		// Hold the world still until the requested screenshot is drawn
		// (only a fade-in may finish).
		a.fade.Step()
		return nil
	}
	if a.vpSet {
		if a.vp.PhysW != c.VP.PhysW || a.vp.PhysH != c.VP.PhysH {
			// A new window size makes new sprite sizes: drop the old ones.
			c.Kit.Purge()
			a.fresh = true
		}
		c.VP = a.vp
	}
	c.Kit.SetScale(c.VP.Scale)
	if c.Kit.SpriteCount() > 3000 {
		c.Kit.Purge()
		a.fresh = true
	}
	c.Tick++
	c.Input.Step(c.VP)
	openDropped(c, ebiten.DroppedFiles())
	for _, act := range c.Input.Actions() {
		if act.Kind == ui.ActFullscreen {
			c.SetFullscreen(!ebiten.IsFullscreen())
		}
	}
	a.fade.Step()
	a.sceneAge++
	if top := a.Top(); top != nil {
		if err := top.Update(c); err != nil {
			return err
		}
	}
	for _, op := range a.pending {
		a.fresh = true
		switch op.op {
		case opSwitch:
			a.switched = true
			for _, old := range a.stack {
				if old != op.s {
					a.left.leave(old)
				}
			}
			a.stack = append(a.stack[:0], op.s)
			a.fade = ui.NewTween(c.Motion().Dur(14))
			a.sceneAge = 0
		case opPush:
			a.stack = append(a.stack, op.s)
			a.sceneAge = 0
		case opPop:
			if len(a.stack) > 1 {
				a.left.leave(a.stack[len(a.stack)-1])
				a.stack = a.stack[:len(a.stack)-1]
			}
		}
	}
	a.pending = a.pending[:0]
	if a.shotErr != nil {
		return a.shotErr
	}
	if c.Opts.MaxFrames > 0 && c.Tick >= uint64(c.Opts.MaxFrames) {
		a.quit = true
	}
	if a.quit && len(a.shotQueue) == 0 {
		for _, sc := range a.stack {
			a.left.leave(sc)
		}
		a.left.wait(5 * time.Second)
		return ebiten.Termination
	}
	return nil
}

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	for _, l := range a.layers {
		l.beforeDraw(a)
	}
	if !a.inFrame {
		a.ctx.clock.Begin(time.Now())
	}
	budget := a.drawBudget
	if len(a.shotQueue) > 0 || a.fresh {
		budget = 0 // a screenshot, or a scene's first frame: the whole scene
	}
	a.loadingDraw = a.fresh
	a.fresh = false
	a.ctx.Kit.BeginFrame(a.ctx.clock.Start(), budget)
	a.draw(screen)
	for i := len(a.layers) - 1; i >= 0; i-- {
		a.layers[i].afterDraw(a)
	}
	a.inFrame = false
	a.ctx.clock.End()
	a.switched, a.skipped = false, 0
	if len(a.shotQueue) > 0 && a.fade.Done() {
		name := a.shotQueue[0]
		a.shotQueue = a.shotQueue[1:]
		if err := a.writeShot(screen, name); err != nil {
			a.shotErr = err
		}
	}
}

func (a *App) draw(screen *ebiten.Image) {
	c := &a.ctx
	for _, s := range a.stack {
		s.Draw(screen, c)
	}
	if !a.fade.Done() {
		alpha := 1 - ui.EaseOutCubic(a.fade.P())
		c.Kit.FillRect(screen, ui.R(0, 0, c.VP.W, c.VP.H), color.RGBA{0, 0, 0, uint8(alpha * 255)})
	}
}

// errQuit is returned by scenes that want the program to end.
var errQuit = errors.New("quit")

func (a *App) writeShot(screen *ebiten.Image, name string) error {
	a.shotFiles.Dir = a.ctx.Opts.Screenshots
	return a.shotFiles.Write(screen, name)
}
