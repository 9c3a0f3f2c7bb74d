package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// fakeHost records what a Context asks of its window.
type fakeHost struct {
	ops   []Op
	quit  bool
	shots []string
	dsf   float64
	store storage.Store
	setup Scene
	help  Scene
	set   Scene
	menu  Scene
}

func (h *fakeHost) Change(op Op) { h.ops = append(h.ops, op) }
func (h *fakeHost) Quit()        { h.quit = true }
func (h *fakeHost) Shot(name string) bool {
	h.shots = append(h.shots, name)
	return true
}
func (h *fakeHost) DeviceScale() float64         { return h.dsf }
func (h *fakeHost) Store() storage.Store         { return h.store }
func (h *fakeHost) NewSetup(c *Context) Scene    { return h.setup }
func (h *fakeHost) NewHelp(c *Context) Scene     { return h.help }
func (h *fakeHost) NewSettings(c *Context) Scene { return h.set }
func (h *fakeHost) NewMenu(c *Context) Scene     { return h.menu }
func (n namedScene) Name() string                { return string(n) }
func (namedScene) Update(*Context) error         { return nil }
func (namedScene) Draw(*ebiten.Image, *Context)  {}

type namedScene string

// A scene's requests reach the host in order: the stack's changes, the
// end, a screenshot (only with --screenshots), the store, the setup.
func TestContextAsksItsHost(t *testing.T) {
	h := &fakeHost{dsf: 2, store: storage.NewMemory(), setup: namedScene("setup"),
		help: namedScene("rules"), set: namedScene("settings"), menu: namedScene("menu")}
	c := &Context{Host: h}
	c.Push(namedScene("help"))
	c.Pop()
	c.Switch(namedScene("table"))
	c.OpenHelp()
	c.OpenSettings()
	c.OpenMenu()
	want := []Op{{OpPush, namedScene("help")}, {OpPop, nil}, {OpSwitch, namedScene("table")},
		{OpPush, namedScene("rules")}, {OpPush, namedScene("settings")}, {OpPush, namedScene("menu")}}
	if len(h.ops) != len(want) {
		t.Fatalf("ops %v, want %v", h.ops, want)
	}
	for i := range want {
		if h.ops[i] != want[i] {
			t.Errorf("op %d: %v, want %v", i, h.ops[i], want[i])
		}
	}
	if c.Shot("table") || len(h.shots) != 0 {
		t.Errorf("a screenshot was asked without --screenshots: %v", h.shots)
	}
	c.Opts.Screenshots = t.TempDir()
	if !c.Shot("table") || len(h.shots) != 1 {
		t.Errorf("the screenshot did not reach the host: %v", h.shots)
	}
	c.Quit()
	if !h.quit || c.Store() != h.store || c.NewSetup() != h.setup {
		t.Errorf("quit %v, store %v, setup %v", h.quit, c.Store(), c.NewSetup())
	}
}

// Without a host (a scene drawn alone in a test) the context answers
// without one: no store, no setup, no screenshot, a device scale of 1.
func TestContextWithoutHost(t *testing.T) {
	c := &Context{Opts: Options{Screenshots: t.TempDir()}, VP: ui.ComputeViewport(390, 844, 2)}
	if got, want := c.CSSUnits(), 1/c.VP.Scale; got != want {
		t.Errorf("CSSUnits without a host at 390x844: %v, want %v", got, want)
	}
	c.VP = ui.Viewport{}
	c.OpenHelp() // nothing to open it in, and no panic
	c.OpenSettings()
	c.OpenMenu()
	if c.Store() != nil || c.NewSetup() != nil || c.Shot("x") {
		t.Errorf("store %v, setup %v", c.Store(), c.NewSetup())
	}
	if got := c.CSSUnits(); got != 1 {
		t.Errorf("CSSUnits without a host: %v, want 1", got)
	}
}

// CSS units follow the host's device scale: a phone's 390x844 at 2 draws
// an 800-unit canvas on 780 device pixels, so a CSS px is 800/390 units.
func TestContextCSSUnits(t *testing.T) {
	vp := ui.ComputeViewport(390, 844, 2)
	c := &Context{Host: &fakeHost{dsf: 2}, VP: vp}
	want := 2 / vp.Scale
	if got := c.CSSUnits(); got != want || got <= 1 {
		t.Errorf("CSSUnits at 390x844@2: %v, want %v (> 1)", got, want)
	}
	c.Host = &fakeHost{dsf: 1}
	c.VP = ui.ComputeViewport(1280, 800, 1)
	if got := c.CSSUnits(); got != 1 {
		t.Errorf("CSSUnits at 1280x800@1: %v, want 1", got)
	}
}

// Autoplay makes every animation instant; otherwise the settings decide.
func TestContextMotion(t *testing.T) {
	c := &Context{Settings: DefaultSettings()}
	if m := c.Motion(); m.Speed != ui.SpeedNormal || m.Reduced {
		t.Errorf("default motion %+v", m)
	}
	c.Settings.ReducedMotion = true
	if m := c.Motion(); !m.Reduced {
		t.Errorf("reduced motion lost: %+v", m)
	}
	c.Opts.Autoplay = true
	if m := c.Motion(); m.Speed != ui.SpeedInstant {
		t.Errorf("autoplay motion %+v", m)
	}
}
