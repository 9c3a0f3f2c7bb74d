package dicetable

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// testApp is the window's scene stack without a window: scene.Host for the
// table's tests, stepped as the shell's App steps (the top scene's Update,
// then the changes it queued). The shell's screens it opens are stand-ins
// (shellScene), named as the shell names them.
type testApp struct {
	ctx     scene.Context
	stack   []scene.Scene
	pending []scene.Op
	quit    bool
	store   storage.Store
}

// shellScene stands in for one of the shell's screens (the setup, the
// help, the settings, the menu): a scene that draws nothing and stays.
type shellScene struct{ name string }

func (s shellScene) Name() string                     { return s.name }
func (shellScene) Update(*scene.Context) error        { return nil }
func (shellScene) Draw(*ebiten.Image, *scene.Context) {}

func (a *testApp) Change(op scene.Op)                     { a.pending = append(a.pending, op) }
func (a *testApp) Quit()                                  { a.quit = true }
func (a *testApp) Shot(string) bool                       { return false }
func (a *testApp) DeviceScale() float64                   { return 1 }
func (a *testApp) Store() storage.Store                   { return a.store }
func (a *testApp) NewSetup(*scene.Context) scene.Scene    { return shellScene{"setup"} }
func (a *testApp) NewHelp(*scene.Context) scene.Scene     { return shellScene{"help"} }
func (a *testApp) NewSettings(*scene.Context) scene.Scene { return shellScene{"settings"} }
func (a *testApp) NewMenu(*scene.Context) scene.Scene     { return shellScene{"menu"} }

// Top is the scene on top of the stack.
func (a *testApp) Top() scene.Scene {
	if len(a.stack) == 0 {
		return nil
	}
	return a.stack[len(a.stack)-1]
}

// step is one tick: the input, the top scene's Update, the stack's changes.
func (a *testApp) step() error {
	c := &a.ctx
	c.Tick++
	c.Input.Step(c.VP)
	if top := a.Top(); top != nil {
		if err := top.Update(c); err != nil {
			return err
		}
	}
	for _, op := range a.pending {
		switch op.Kind {
		case scene.OpSwitch:
			a.stack = append(a.stack[:0], op.Scene)
		case scene.OpPush:
			a.stack = append(a.stack, op.Scene)
		case scene.OpPop:
			if len(a.stack) > 1 {
				a.stack = a.stack[:len(a.stack)-1]
			}
		}
	}
	a.pending = a.pending[:0]
	return nil
}

// newTestApp is a testApp at 1280x720 over the scenes given, bottom first,
// with kit measuring text in the game's fonts when fonts is set.
func newTestApp(t *testing.T, fonts bool, scenes ...scene.Scene) *testApp {
	t.Helper()
	var f *assets.Fonts
	if fonts {
		var err error
		if f, err = assets.LoadFonts(); err != nil {
			t.Fatal(err)
		}
	}
	a := &testApp{}
	a.ctx = scene.Context{Settings: scene.DefaultSettings(), Host: a, Input: ui.NewInput(nil), Kit: ui.NewMeasureKit(f)}
	a.ctx.VP = ui.ComputeViewport(1280, 720, 1)
	a.stack = scenes
	return a
}

// headlessApp is a testApp showing first, at instant speed, placing
// without a confirmation.
func headlessApp(t *testing.T, first scene.Scene) *testApp {
	t.Helper()
	a := newTestApp(t, true, first)
	a.ctx.Settings.Speed = ui.SpeedInstant
	a.ctx.Settings.ConfirmPlace = false
	return a
}

// on is the scene that runs table t in a test app, as the window's
// tableScene does: on the window's stage, its overlays over it.
func on(t *Table) scene.Scene { return scene.NewOverlay(t) }

// top is what the test app shows on top: the table or the overlay that a
// scene runs, or the scene itself (one of the shell's).
func (a *testApp) top() any {
	if o, ok := a.Top().(*scene.OverlayScene); ok {
		return o.Overlay()
	}
	return a.Top()
}
