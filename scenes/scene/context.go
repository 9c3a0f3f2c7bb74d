package scene

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

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

	// Clock follows the Go work of the frame being made, which begins
	// with the first Update after the last Draw. The host begins and ends
	// it; scenes ask FrameSpent and MayWork.
	Clock ui.FrameClock
	// StepTime is the time the game's steps (bots' slices, chance steps
	// and their autosaves) took in this frame: a table adds its steps'
	// time, the host resets it when a frame begins.
	StepTime time.Duration
	// Warm is the key of the table whose sprites the kit builds ahead (a
	// game's comparable value; package scenes' warm.go), nil before any.
	Warm any

	// Host is the window that runs the scenes; nil where a test draws a
	// scene alone.
	Host Host
}

// FrameSpent is the Go time the frame being made has taken so far.
func (c *Context) FrameSpent() time.Duration { return c.Clock.Spent() }

// MayWork reports whether optional work expected to take about d may start
// in this tick without taking the frame past its update budget
// (ui.FrameClock.MayWork).
func (c *Context) MayWork(d time.Duration) bool { return c.Clock.MayWork(d) }

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
func (c *Context) Switch(s Scene) { c.Host.Change(Op{Kind: OpSwitch, Scene: s}) }

// Push opens s over the current scene (help, settings, menus).
func (c *Context) Push(s Scene) { c.Host.Change(Op{Kind: OpPush, Scene: s}) }

// Pop closes the top scene.
func (c *Context) Pop() { c.Host.Change(Op{Kind: OpPop}) }

// Quit ends the program after this tick.
func (c *Context) Quit() { c.Host.Quit() }

// Shot asks for a screenshot named name at the next Draw (when --screenshots is set).
// Each name is taken once; it reports whether this call queued it.
func (c *Context) Shot(name string) bool {
	if c.Opts.Screenshots == "" || c.Host == nil {
		return false
	}
	return c.Host.Shot(name)
}

// SetFullscreen switches full screen and remembers it.
func (c *Context) SetFullscreen(on bool) {
	c.Settings.Fullscreen = on
	ebiten.SetFullscreen(on)
}

// Store is the window's store, nil when this run keeps nothing.
func (c *Context) Store() storage.Store {
	if c.Host == nil {
		return nil
	}
	return c.Host.Store()
}

// NewSetup returns the setup scene (the host's; nil without a host).
func (c *Context) NewSetup() Scene {
	if c.Host == nil {
		return nil
	}
	return c.Host.NewSetup(c)
}

// OpenHelp opens the window's help over the current scene (nothing
// without a host).
func (c *Context) OpenHelp() {
	if c.Host != nil {
		c.Push(c.Host.NewHelp(c))
	}
}

// OpenSettings opens the window's settings over the current scene
// (nothing without a host).
func (c *Context) OpenSettings() {
	if c.Host != nil {
		c.Push(c.Host.NewSettings(c))
	}
}

// OpenMenu opens the window's in-game menu over the current scene
// (nothing without a host).
func (c *Context) OpenMenu() {
	if c.Host != nil {
		c.Push(c.Host.NewMenu(c))
	}
}

// CSSUnits is the logical units in a CSS pixel (in a browser; a
// screen's device-independent pixel on a desktop): more than 1 where a
// small window is drawn on the least logical canvas (ui.ComputeViewport), as
// a phone's is. Texts of 12*CSSUnits and controls of 44*CSSUnits are 12 and
// 44 CSS px.
func (c *Context) CSSUnits() float64 {
	dsf := 1.0
	if c.Host != nil {
		dsf = c.Host.DeviceScale()
	}
	if !(c.VP.Scale > 0) {
		return 1
	}
	return math.Max(dsf/c.VP.Scale, 1)
}
