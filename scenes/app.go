// Package scenes is the Ebitengine front end: a scene manager with one
// context value, an input action layer, tick-based tweens, a drawing kit
// generated in code, and the Setup, Table, Payout, Game end, Help and
// Settings scenes. Rules are never decided here: scenes show what the game
// session reports and send it the player's choices.
package scenes

import (
	"errors"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// App is the ebiten.Game: it owns the scene stack and the context.
type App struct {
	ctx scene.Context
	// opts are the run's options (ctx.Opts holds the window's part).
	opts    Options
	stack   []scene.Scene
	pending []scene.Op
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
	OnSettings func(scene.Settings)
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
	NewSetup func(c *scene.Context) scene.Scene
	// Rematch starts a new game with the same seats and rules as prev.
	Rematch func(c *scene.Context, prev dicetable.Source) (scene.Scene, error)
	// SaveRecord keeps a game's record and says where, in one line.
	SaveRecord func(rec *dice.Record) string
	// Store is where this run keeps its saves (the statistics, a table
	// game's rematch and its kept records): the config folder on a
	// desktop, localStorage in a browser (storage.Open), nil when the run
	// keeps nothing (--autoplay, an app built without it, as in tests).
	Store storage.Store
}

// NewApp builds the app with a first scene.
func NewApp(opts Options, fonts *assets.Fonts, dev ui.Device, first scene.Scene) *App {
	a := &App{opts: opts, shotTaken: map[string]bool{}, fresh: true, drawBudget: ui.DrawBudget}
	a.ctx = scene.Context{
		Input:    ui.NewInput(dev),
		Kit:      ui.NewKit(fonts),
		Sound:    scene.NewSound(opts.Mute),
		Settings: scene.DefaultSettings(),
		Opts:     opts.window(),
		Host:     a,
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

// Context returns the app's context (tests use it to inject input).
func (a *App) Context() *scene.Context { return &a.ctx }

// Top returns the scene on top of the stack.
func (a *App) Top() scene.Scene {
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
		a.ctx.Clock.Begin(time.Now())
		a.ctx.StepTime = 0
	case a.switched && a.skipped < maxSkippedUpdates:
		a.skipped++
		return nil
	case a.frameUpdates >= maxFrameUpdates:
		// More Updates than Ebitengine runs before a Draw (a host
		// stepping many ticks per frame, as the VM test does): a new
		// budget window, so the game moves on as it would over frames.
		a.frameUpdates = 0
		a.ctx.Clock.Begin(time.Now())
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
		switch op.Kind {
		case scene.OpSwitch:
			a.switched = true
			for _, old := range a.stack {
				if old != op.Scene {
					a.left.leave(old)
				}
			}
			a.stack = append(a.stack[:0], op.Scene)
			a.fade = ui.NewTween(c.Motion().Dur(14))
			a.sceneAge = 0
		case scene.OpPush:
			a.stack = append(a.stack, op.Scene)
			a.sceneAge = 0
		case scene.OpPop:
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
		a.ctx.Clock.Begin(time.Now())
	}
	budget := a.drawBudget
	if len(a.shotQueue) > 0 || a.fresh {
		budget = 0 // a screenshot, or a scene's first frame: the whole scene
	}
	a.loadingDraw = a.fresh
	a.fresh = false
	a.ctx.Kit.BeginFrame(a.ctx.Clock.Start(), budget)
	a.draw(screen)
	for i := len(a.layers) - 1; i >= 0; i-- {
		a.layers[i].afterDraw(a)
	}
	a.inFrame = false
	a.ctx.Clock.End()
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
