package scenes

import "github.com/lasvegas-dice/lasvegas/scenes/scene"

// The scene system is package scenes/scene, shared by every game. These
// are its names here, so that the dice table's scenes, which are still in
// this package, and their tests read as before: they go once the dice
// table has moved into scenes/dicetable (scenes/README.md, "The dice
// table's package").
type (
	Scene    = scene.Scene
	Context  = scene.Context
	Settings = scene.Settings
	Sound    = scene.Sound
	SoundID  = scene.SoundID
)

// The sounds (scene.SndClick and the rest).
const (
	SndClick  = scene.SndClick
	SndRattle = scene.SndRattle
	SndPlace  = scene.SndPlace
	SndSlide  = scene.SndSlide
	SndChime  = scene.SndChime
	SndTie    = scene.SndTie
)

// DefaultSettings are the settings of a first start (scene.DefaultSettings).
func DefaultSettings() Settings { return scene.DefaultSettings() }
