package handover

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Overlay is the handover as every table opens it (ui.Stage.OpenOver):
// the screen over the whole window, which the shell runs over the table
// until a tap anywhere, Enter or Space passes it (not in its first Settle
// ticks). Nothing of the table shows, and the table stands still under it.
type Overlay struct {
	// Who is the person the screen names, Colour their seat's colour and
	// Moment when it comes (Before their turn, After their secret choice).
	Who    string
	Colour pieces.DieColour
	Moment Moment
	// Symbols draws the seat's colour-blind symbol on its die even where
	// the window's setting (the stage's Symbols) is off.
	Symbols bool
	// OnPass, if set, is called once, as the screen is passed (before the
	// shell closes it): a session that waits for the screen goes on
	// there (its Confirm).
	OnPass func()
	age    int // ticks since it was opened (Passes)
}

var _ ui.Overlay = (*Overlay)(nil)

// Name implements ui.Overlay: "handover", also the name of its screenshot.
func (o *Overlay) Name() string { return "handover" }

// Age is how many ticks the screen has been shown.
func (o *Overlay) Age() int { return o.age }

// Update implements ui.Overlay: the screenshot "handover" at its third
// tick; a tap anywhere, Enter or Space once it has settled calls OnPass
// and closes it (ui.ErrClosed).
func (o *Overlay) Update(st *ui.Stage) error {
	o.age++
	if o.age == 3 {
		st.Snap("handover")
	}
	if st == nil || st.In == nil {
		return nil
	}
	for _, a := range st.In.Actions() {
		if Passes(o.age, a) {
			st.Say(ui.CueClick)
			if o.OnPass != nil {
				o.OnPass()
				o.OnPass = nil // once, even if the shell asked again
			}
			return ui.ErrClosed
		}
	}
	return nil
}

// Draw implements ui.Overlay: the screen over everything, nothing of the
// table. Its prompt speaks to a touch screen where the last press was a
// finger's, or, before any press, on a phone.
func (o *Overlay) Draw(dst *ebiten.Image, st *ui.Stage) {
	l := Lay(st.VP.W, st.VP.H)
	touch := st.In.Touch || !st.In.TouchKnown && (ui.PhoneUpright(st.VP.W, st.VP.H) || ui.PhoneOnSide(st.VP.W, st.VP.H))
	s := Screen{Name: o.Who, Colour: o.Colour, Symbols: o.Symbols || st.Symbols, Moment: o.Moment, Touch: touch}
	Draw(st.Kit, dst, l, s, st.In.Hover(l.Button))
}
