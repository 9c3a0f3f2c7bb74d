package scene

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A table's stage carries the window's settings and options, and its
// calls reach the window: the shell's screens, the sound's clock, the
// frame's step time, screenshots only with --screenshots, and overlays
// pushed as scenes.
func TestFillStageIsTheWindows(t *testing.T) {
	h := &fakeHost{dsf: 2, help: namedScene("rules"), set: namedScene("settings"), menu: namedScene("menu")}
	c := &Context{Host: h, Settings: DefaultSettings(), Tick: 7}
	c.Settings.Symbols, c.Settings.NoHandover, c.Settings.AutoAdvance = true, true, true
	c.Opts.Autoplay = true
	var st ui.Stage
	c.FillStage(&st)
	if st.DSF != 2 || st.Tick != 7 || !st.Symbols || st.Handover || !st.TakeBack || !st.Confirm || !st.AutoAdvance || !st.Autoplay {
		t.Fatalf("the stage does not follow the window: %+v", st)
	}
	if st.Motion.Speed != c.Settings.Speed {
		t.Errorf("the stage's speed %v, the settings' %v", st.Motion.Speed, c.Settings.Speed)
	}
	if st.Snap("table") || len(h.shots) != 0 {
		t.Error("a run without --screenshots took one")
	}
	st.Book(3 * time.Millisecond)
	if c.StepTime != 3*time.Millisecond {
		t.Errorf("step time %v", c.StepTime)
	}
	st.Ask(ui.CallHelp)
	st.Ask(ui.CallSettings)
	st.Ask(ui.CallMenu)
	st.OpenOver(&closer{name: "summary"})
	if len(h.ops) != 4 || h.ops[0].Scene != namedScene("rules") || h.ops[1].Scene != namedScene("settings") || h.ops[2].Scene != namedScene("menu") {
		t.Fatalf("the shell's calls made %+v", h.ops)
	}
	if o, ok := h.ops[3].Scene.(*OverlayScene); !ok || o.Name() != "summary" {
		t.Fatalf("the overlay opened as %+v", h.ops[3])
	}
	// The stage's functions are made once: a steady frame allocates none.
	if n := testing.AllocsPerRun(20, func() { c.FillStage(&st) }); n != 0 {
		t.Errorf("filling a stage allocates %v times", n)
	}
	c.Opts.Screenshots = t.TempDir()
	var shots ui.Stage
	if !c.FillStage(&shots).Snap("table") || len(h.shots) != 1 {
		t.Error("a run with --screenshots took none")
	}
}

// closer is an overlay that closes after ticks Updates, opening next (if
// any) as it does, and opens stay over itself while open.
type closer struct {
	name    string
	ticks   int
	next    ui.Overlay
	stay    ui.Overlay
	updates int
}

func (o *closer) Name() string                  { return o.name }
func (o *closer) Draw(*ebiten.Image, *ui.Stage) {}
func (o *closer) Update(st *ui.Stage) error {
	o.updates++
	if o.stay != nil && o.updates == 1 {
		st.OpenOver(o.stay)
	}
	if o.updates < o.ticks {
		return nil
	}
	if o.next != nil {
		st.OpenOver(o.next)
	}
	return ui.ErrClosed
}

// An overlay runs until its Update says it closed; what it opens while it
// stays opens over it, and what it opens as it closes opens in its place
// (after the pop, not under it).
func TestOverlaySceneClosesThenOpens(t *testing.T) {
	h := &fakeHost{}
	c := &Context{Host: h, Settings: DefaultSettings()}
	over := &closer{name: "help-page"}
	o := &closer{name: "guide", ticks: 2, next: &closer{name: "summary"}, stay: over}
	s := NewOverlay(o)
	if err := s.Update(c); err != nil {
		t.Fatal(err)
	}
	if len(h.ops) != 1 || h.ops[0].Kind != OpPush || h.ops[0].Scene.Name() != "help-page" {
		t.Fatalf("an open while staying made %+v", h.ops)
	}
	h.ops = nil
	if err := s.Update(c); err != nil {
		t.Fatal(err)
	}
	if len(h.ops) != 2 || h.ops[0].Kind != OpPop || h.ops[1].Kind != OpPush || h.ops[1].Scene.Name() != "summary" {
		t.Fatalf("closing made %+v, want a pop then the summary's push", h.ops)
	}
	if s.Overlay() != ui.Overlay(o) || s.Name() != "guide" {
		t.Error("the scene does not name its overlay")
	}
}
