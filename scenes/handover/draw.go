package handover

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Screen is one handover: whom to pass to, their seat's die colour, the
// colour-blind symbols setting, the moment, and whether its prompt speaks
// to a touch screen (the last press was a finger's, or before any press
// the screen is a phone's).
type Screen struct {
	Name    string
	Colour  pieces.DieColour
	Symbols bool
	Moment  Moment
	Touch   bool
}

// shade is the screen's fill: opaque, so nothing of the table shows.
var shade = color.RGBA{0x03, 0x0d, 0x0a, 0xff}

// Draw draws the screen s over the whole of dst as l lays it out: an opaque
// fill, the panel in the seat's colour, its die, the words and the button
// (hover: the pointer is over it). It hides everything drawn before.
func Draw(k *ui.Kit, dst *ebiten.Image, l Layout, s Screen, hover bool) {
	u := l.U
	k.FillRect(dst, ui.R(0, 0, l.W, l.H), shade)
	acc := pieces.PlayerColour(s.Colour)
	k.RoundRect(dst, l.Panel, 12*u, ui.RGB(0x06, 0x12, 0x0e))
	k.Panel(dst, l.Panel, u, acc, 0)
	pieces.Die(k, dst, l.Die.CX(), l.Die.CY(), l.Die.H, pieces.DieStyle{Colour: s.Colour, Symbols: s.Symbols}, 6, 0, 1)
	w := WordsFor(s.Name, s.Moment)
	if s.Touch {
		w.Prompt = TouchPrompt
	}
	colours := [...]color.RGBA{acc, ui.ColText, ui.ColTextDim, ui.ColTextDim} // as Texts orders them
	for i, t := range l.Texts(k, w) {
		for j, line := range t.Lines {
			y := t.Box.CY() + (float64(j)-float64(len(t.Lines)-1)/2)*t.Size*lineH
			k.Text(dst, line, t.Font, t.Size, t.Box.CX(), y, ui.AlignCenter|ui.AlignMiddle, colours[i])
		}
	}
	st := ui.BtnPrimary
	if hover {
		st = ui.BtnPrimaryHover
	}
	k.Button(dst, l.Button, buttonLabel(k, l, w), st, u)
}

// lineH is the height of a line of text, in its size.
const lineH = 1.2

// Text is one of the screen's texts as laid out: its lines in its box at
// Size.
type Text struct {
	Box   ui.Rect
	Font  ui.FontID
	Lines []string
	Size  float64
}

// Texts lays w's words out in their boxes (the button's label aside), in
// the order title, Sub, Note, prompt: each
// at the largest size, down to l.MinZ, at which it fits its box, on as few
// lines as the box holds.
func (l Layout) Texts(k *ui.Kit, w Words) []Text {
	return []Text{
		fit(k, w.Title, ui.FontBold, l.TitleZ, l.MinZ, l.Title),
		fit(k, w.Sub, ui.FontRegular, l.SubZ, l.MinZ, l.Sub),
		fit(k, w.Note, ui.FontRegular, l.NoteZ, l.MinZ, l.Note),
		fit(k, w.Prompt, ui.FontRegular, l.PromptZ, l.MinZ, l.Prompt),
	}
}

// fit lays s out in box at the largest size from size down to least that
// fits it (every line within the box's width, the lines within its
// height), stepping by about 4%; a text too long even then is wrapped at
// least and may overflow.
func fit(k *ui.Kit, s string, f ui.FontID, size, least float64, box ui.Rect) Text {
	for z := size; ; z = math.Max(z*0.96, least) {
		lines := k.WrapLines(s, f, z, box.W)
		ok := float64(len(lines))*z*lineH <= box.H+0.5
		for _, ln := range lines {
			ok = ok && k.TextWidth(ln, f, z) <= box.W
		}
		if ok || z <= least {
			return Text{Box: box, Font: f, Lines: lines, Size: z}
		}
	}
}

// buttonLabel is w's button label, or a shorter one where a long name
// would shrink it under the smallest text size (ui.Kit.Button draws
// labels at 15 units, shrunk to its width).
func buttonLabel(k *ui.Kit, l Layout, w Words) string {
	if k.TextWidth(w.Button, ui.FontBold, l.MinZ) > l.Button.W-8*l.U {
		return "Show the table"
	}
	return w.Button
}
