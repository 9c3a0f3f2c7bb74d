package scene

import (
	"errors"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// FillStage makes st the window's stage for this tick: its input, kit and
// viewport, the settings a table follows, and the window's screenshots,
// sound, frame clock, shell (help, settings, menu) and overlays. Every
// game's table runs on it (package scenes' tableScene, the dice game's
// replay viewer); a table never sees the Context. The stage's functions
// are made once, the first time: a steady frame allocates nothing.
//
// Motion is the settings' speed even with --autoplay: a table that plays
// itself hurries by itself (Stage.Autoplay), but for the steps its
// screenshots catch in flight.
func (c *Context) FillStage(st *ui.Stage) *ui.Stage {
	st.In, st.Kit, st.VP, st.Tick = c.Input, c.Kit, c.VP, c.Tick
	st.DSF = 1
	if c.Host != nil {
		st.DSF = c.Host.DeviceScale()
	}
	st.Motion = ui.Motion{Speed: c.Settings.Speed, Reduced: c.Settings.ReducedMotion}
	st.Handover = !c.Settings.NoHandover
	st.TakeBack = !c.Settings.NoTakeBack
	st.Symbols = c.Settings.Symbols
	st.Autoplay = c.Opts.Autoplay
	st.Confirm = c.Settings.ConfirmPlace
	st.AutoAdvance = c.Settings.AutoAdvance
	if st.Play != nil {
		return st
	}
	// The window's screenshots (--screenshots DIR), whichever way the
	// table was opened; without them Shot stays nil, and the table asks
	// for none.
	if c.Opts.Screenshots != "" {
		st.Shot = c.Shot
	}
	st.Play = func(q ui.Cue) { c.Play(SoundID(q)) }
	st.MayWork = c.MayWork
	st.Spent = func(d time.Duration) { c.StepTime += d }
	st.Shell = func(call ui.ShellCall) {
		switch call {
		case ui.CallSettings:
			c.OpenSettings()
		case ui.CallMenu:
			c.OpenMenu()
		case ui.CallHelp:
			c.OpenHelp()
		}
	}
	st.Open = func(o ui.Overlay) {
		if c.Host != nil {
			c.Push(NewOverlay(o))
		}
	}
	return st
}

// OverlayScene runs a table's overlay (ui.Overlay: a round's summary, a
// page of the guide, the handover) as a scene over the table, on a stage
// of its own, until the overlay's Update returns ui.ErrClosed. What the
// overlay opens in that Update opens over it, or, as it closes (the
// guide's page opens the round's summary), in its place.
type OverlayScene struct {
	o    ui.Overlay
	st   ui.Stage
	next []ui.Overlay
}

// NewOverlay is the scene of o.
func NewOverlay(o ui.Overlay) *OverlayScene { return &OverlayScene{o: o} }

// Overlay is the overlay the scene runs.
func (s *OverlayScene) Overlay() ui.Overlay { return s.o }

// Name implements Scene: the overlay's name.
func (s *OverlayScene) Name() string { return s.o.Name() }

// stage is the window's stage, whose Open keeps what the overlay opens
// until its Update is over.
func (s *OverlayScene) stage(c *Context) *ui.Stage {
	fresh := s.st.Play == nil
	st := c.FillStage(&s.st)
	if fresh {
		st.Open = func(o ui.Overlay) { s.next = append(s.next, o) }
	}
	return st
}

// Update implements Scene.
func (s *OverlayScene) Update(c *Context) error {
	err := s.o.Update(s.stage(c))
	closed := errors.Is(err, ui.ErrClosed)
	if closed {
		c.Pop()
		err = nil
	}
	for _, o := range s.next {
		c.Push(NewOverlay(o))
	}
	s.next = s.next[:0]
	return err
}

// Draw implements Scene.
func (s *OverlayScene) Draw(dst *ebiten.Image, c *Context) { s.o.Draw(dst, s.stage(c)) }
