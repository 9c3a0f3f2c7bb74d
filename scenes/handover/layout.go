package handover

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Layout is where the screen's parts go on a logical canvas of W x H, in
// logical units; U is its size unit (see unit). The boxes lie in a column
// in the panel, top to bottom: the die, the title, Sub, Note, the button
// and the prompt under it.
type Layout struct {
	W, H, U                      float64
	Panel                        ui.Rect
	Die                          ui.Rect // a square: the colour die of the seat
	Title, Sub, Note, Prompt     ui.Rect // the texts' boxes
	Button                       ui.Rect
	TitleZ, SubZ, NoteZ, PromptZ float64 // the texts' largest sizes
	MinZ                         float64 // the smallest size any text may take
}

// Sizes of the screen in its unit U: a text is never under minText, the
// button never under tapH.
const (
	minText = 12
	tapH    = 44
	phoneW  = 360 // the narrowest common phone, in CSS px
	// minButtonH is the button's least height in logical units, which are
	// px on a desktop (where a unit U may be under 1).
	minButtonH = 48
)

// unit is the screen's size unit on a canvas of w x h: the tables' unit
// (ui.Unit) on a desktop. A phone narrower than ui.MinLogicalW is drawn
// scaled down to a canvas of that width, so a unit there is w/360 of the
// canvas: one CSS px on a 360 px phone held upright, a little more on
// wider ones; on its side the height is the minimum. The unit is then
// held so the column fits the canvas.
func unit(w, h float64) float64 {
	u := ui.Unit(w, h)
	if w <= ui.MinLogicalW+0.5 && h >= w*1.3 {
		u = math.Max(u, w/phoneW) // upright
	}
	if h <= ui.MinLogicalH+0.5 && w >= h*1.6 {
		u = math.Max(u, h/phoneW) // on its side
	}
	return math.Min(u, math.Min(h/columnH, w/(minPanelW+2*margin)))
}

// The column's parts in U: the heights of the die, the texts' boxes and
// the button with the gaps between them, and the panel's width and margin.
const (
	pad       = 20.0
	dieH      = 52.0
	titleH    = 46.0
	subH      = 30.0 // one line of 20 (or two of 12)
	noteH     = 42.0 // two lines of 16 (or three of 12)
	buttonH   = 54.0
	promptH   = 20.0
	gap       = 10.0
	margin    = 16.0  // between the panel and the canvas' edge
	minPanelW = 300.0 // narrowest panel: a 360 px phone less its margins
	maxPanelW = 560.0
	columnH   = 2*pad + dieH + titleH + subH + noteH + buttonH + promptH + 6*gap + 2*margin
)

// Lay lays the screen out on a logical canvas of w x h (any window: a
// desktop, a phone held upright or on its side, a tiny one).
func Lay(w, h float64) Layout {
	u := unit(w, h)
	l := Layout{W: w, H: h, U: u, TitleZ: 34 * u, SubZ: 20 * u, NoteZ: 16 * u, PromptZ: 13 * u, MinZ: minText * u}
	pw := math.Min(w-2*margin*u, maxPanelW*u)
	ph := columnH*u - 2*margin*u
	l.Panel = ui.R((w-pw)/2, (h-ph)/2, pw, ph)
	in := l.Panel.Inset(pad * u)
	y := in.Y
	next := func(hu float64) ui.Rect {
		r := ui.R(in.X, y, in.W, hu*u)
		y += (hu + gap) * u
		return r
	}
	d := next(dieH)
	l.Die = ui.R(d.CX()-d.H/2, d.Y, d.H, d.H)
	l.Title, l.Sub, l.Note = next(titleH), next(subH), next(noteH)
	b := next(buttonH)
	bw, bh := math.Min(b.W, 400*u), math.Max(b.H, minButtonH)
	l.Button = ui.R(b.CX()-bw/2, b.CY()-bh/2, bw, bh)
	l.Prompt = next(promptH)
	return l
}
