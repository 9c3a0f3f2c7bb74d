// Package scene is the window's scene system, shared by every game: the
// Scene interface, the one Context passed to every scene, the player's
// Settings, the synthesized sounds and the guard of a quitting Esc
// (QuitGuard). The window that runs the scenes
// (package scenes' App: the scene stack, screenshots, layers) is a Host
// behind the Context. It knows no game: of this module it uses only the
// assets, the toolkit (scenes/ui) and the store (game/storage); a test
// checks that.
package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

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
	// NoHandover turns the hot seat's handover screen off (scenes/handover).
	// Not kept between runs: game.Settings has no field for it.
	NoHandover bool
	// NoTakeBack turns off the tables' "Take back" (on by default).
	NoTakeBack bool
}

// DefaultSettings are the settings of a first start.
func DefaultSettings() Settings {
	return Settings{Speed: ui.SpeedNormal, Sound: true, ConfirmPlace: true}
}

// Options are the run's options that the window and its scenes read (the
// command line's others, a game's seats and seed, are the games').
type Options struct {
	Autoplay    bool   // bots in every seat, instant animations
	ExitAtEnd   bool   // quit when the game ends
	Screenshots string // directory for a PNG of each scene
	Gallery     bool   // show the drawing-kit gallery (development aid)
	MaxFrames   int    // quit after this many frames (0: never)
}

// Host is the window that runs the scenes (package scenes' App): the
// Context passes the scenes' requests to it.
type Host interface {
	// Change queues a change of the scene stack, made after this tick.
	Change(op Op)
	// Quit ends the program after this tick.
	Quit()
	// Shot queues a screenshot named name for the next Draw; each name is
	// taken once, and Shot reports whether this call queued it.
	Shot(name string) bool
	// DeviceScale is the device scale factor of the viewport.
	DeviceScale() float64
	// Store is where this run keeps its saves, nil when it keeps nothing.
	Store() storage.Store
	// NewSetup returns the setup scene.
	NewSetup(c *Context) Scene
	// NewHelp returns the help scene (the rules and the controls).
	NewHelp(c *Context) Scene
	// NewSettings returns the settings scene.
	NewSettings(c *Context) Scene
	// NewMenu returns the in-game menu (Esc) of a table that leaves to
	// the setup: Resume, Settings, Rules and help, Main menu, Quit.
	NewMenu(c *Context) Scene
}

// OpKind is a kind of change of the scene stack.
type OpKind uint8

// The changes of the scene stack.
const (
	OpSwitch OpKind = iota // replace the whole stack with Scene
	OpPush                 // open Scene over the current one
	OpPop                  // close the top scene
)

// Op is one change of the scene stack.
type Op struct {
	Kind  OpKind
	Scene Scene
}
