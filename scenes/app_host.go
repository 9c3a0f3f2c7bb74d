package scenes

import (
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
)

// The App is the scenes' host: the Context of package scene passes the
// scenes' requests to these methods.
var _ scene.Host = (*App)(nil)

// Change queues a change of the scene stack, made after this tick.
func (a *App) Change(op scene.Op) { a.pending = append(a.pending, op) }

// Quit ends the program after this tick.
func (a *App) Quit() { a.quit = true }

// Shot queues a screenshot named name for the next Draw; each name is
// taken once, and Shot reports whether this call queued it.
func (a *App) Shot(name string) bool {
	if a.shotTaken[name] {
		return false
	}
	a.shotTaken[name] = true
	a.shotQueue = append(a.shotQueue, name)
	return true
}

// DeviceScale is the device scale factor of the viewport (1 before the
// first layout).
func (a *App) DeviceScale() float64 {
	if a.devScale > 0 {
		return a.devScale
	}
	return 1
}

// Store is the window's store (Hooks.Store), nil when this run keeps
// nothing.
func (a *App) Store() storage.Store { return a.Hooks.Store }

// NewSetup returns the setup scene: the hook's, or one with no saves (an
// app built without hooks, as in tests).
func (a *App) NewSetup(c *scene.Context) scene.Scene {
	if a.Hooks.NewSetup != nil {
		return a.Hooks.NewSetup(c)
	}
	return NewSetup(&Env{}, a.opts)
}

// NewHelp returns the help scene (help.go).
func (a *App) NewHelp(*scene.Context) scene.Scene { return NewHelp() }

// NewSettings returns the settings scene (overlays.go).
func (a *App) NewSettings(*scene.Context) scene.Scene { return NewSettingsScene() }

// NewMenu returns the Esc menu of the table on the stack (overlays.go):
// its game's, and a replay's when it shows one (a table's Menu button
// asks for it through the stage, under whatever the table opened over
// itself).
func (a *App) NewMenu(*scene.Context) scene.Scene {
	for i := len(a.stack) - 1; i >= 0; i-- {
		switch s := a.stack[i].(type) {
		case menuOwner:
			return s.menu()
		}
	}
	return NewMenu(gameDice, false)
}

// menuOwner is a scene that shows a game's table (tableScene, a hosted
// game's replay): its menu is the table's game's.
type menuOwner interface{ menu() *Menu }

// window is the part of the run's options that the window and its scenes
// read (Context.Opts).
func (o Options) window() scene.Options {
	return scene.Options{Autoplay: o.Autoplay, ExitAtEnd: o.ExitAtEnd, Screenshots: o.Screenshots,
		Gallery: o.Gallery, MaxFrames: o.MaxFrames}
}

// appOf is the App that runs c's scenes, nil where a test draws a scene
// alone.
func appOf(c *scene.Context) *App {
	a, _ := c.Host.(*App)
	return a
}
