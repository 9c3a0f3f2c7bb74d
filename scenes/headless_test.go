package scenes

import (
	"sync"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// headlessApp is an app without a window showing first, at instant speed,
// placing without a confirmation.
func headlessApp(t *testing.T, first scene.Scene) *App {
	t.Helper()
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	a := &App{shotTaken: map[string]bool{}}
	a.ctx = scene.Context{Settings: scene.DefaultSettings(), Host: a, Input: ui.NewInput(nil), Kit: ui.NewMeasureKit(fonts)}
	a.ctx.Settings.Speed = ui.SpeedInstant
	a.ctx.Settings.ConfirmPlace = false
	a.ctx.VP = ui.ComputeViewport(1280, 720, 1)
	a.stack = []scene.Scene{first}
	return a
}

// measureKit is a Kit that measures text without a graphics context.
func measureKit(t *testing.T) *ui.Kit {
	t.Helper()
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	return ui.NewMeasureKit(fonts)
}

// testFonts are the game's fonts for the kits of tests without a window
// (the setup measures its words as it lays itself out).
var testFonts = sync.OnceValue(func() *assets.Fonts {
	f, err := assets.LoadFonts()
	if err != nil {
		panic(err) // the fonts are embedded
	}
	return f
})
