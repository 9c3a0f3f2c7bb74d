package scenes

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The window's Settings (app.go) and the ones kept on disk
// (game.Settings), both ways.

func settingsFromGame(s game.Settings) scene.Settings {
	sp, _ := ui.ParseSpeed(s.Speed)
	return scene.Settings{Speed: sp, ReducedMotion: s.ReducedMotion, Sound: s.Sound, Fullscreen: s.Fullscreen,
		Symbols: s.ColourBlind, ConfirmPlace: s.ConfirmPlacing, OpenMoney: s.OpenMoney, ShowLog: s.ShowLog, AutoAdvance: s.AutoAdvance, NoHandover: s.NoHandover, NoTakeBack: s.NoTakeBack}
}

func settingsToGame(s scene.Settings) game.Settings {
	return game.Settings{Speed: s.Speed.String(), ReducedMotion: s.ReducedMotion, Sound: s.Sound, Fullscreen: s.Fullscreen,
		ColourBlind: s.Symbols, ConfirmPlacing: s.ConfirmPlace, OpenMoney: s.OpenMoney, ShowLog: s.ShowLog, AutoAdvance: s.AutoAdvance, NoHandover: s.NoHandover, NoTakeBack: s.NoTakeBack}
}
