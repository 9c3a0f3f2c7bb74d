package scenes

import (
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
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
