package royaletable

import (
	"math"
	"strings"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A seat's panel is laid out (layPanels, once a layout and its seats'
// names) before it is drawn (drawPanels), so that a test can check that
// every name is whole and nothing overlaps.

// panelLay is where a seat's panel writes its words: its name on one
// line or two (lines[1] "": one), who plays it (role: empty where it
// does not show), its dice left and chips, its money cards, and the
// size of its words (the name's 1.1 times, each never under the least
// text).
type panelLay struct {
	name        [2]ui.Rect
	lines       [2]string
	role        ui.Rect
	supply, won ui.Rect
	size        float64
	// nameSize is the name's size: the largest of 1.1 times size, that
	// shrunk to its room and the least text at which its lines fit
	// (ui.FitMin shrinks once and then cuts: the fit of the glyphs at a
	// size is not in proportion).
	nameSize float64
}

// Forms of the panels, one for the table: the first in which every
// seat's name is whole (layPanels).
const (
	// formBeside: as before, the name beside who plays it (three lines),
	// beside its money cards (two lines) or in a fifth of the row (one
	// line).
	formBeside = iota
	// formRoom: the name as wide as the longest name needs; who plays
	// it gives way (three lines), the money cards and the dice left
	// take shorter words in the rest.
	formRoom
	// formOwn: the name on a line of its own; on three lines or more
	// two lines for it (broken between words) where the panel holds
	// four.
	formOwn
	panelForms
)

// layPanels lays out the seats' panels with names names in the first
// form in which every name is whole at the least text or more; in the
// last form where none is (a single word too long: textFit cuts it).
func layPanels(k panelMeasurer, l *layout, names []string) []panelLay {
	need := 0.0
	for _, n := range names {
		need = math.Max(need, k.TextWidth(n, ui.FontBold, l.minText)+l.u)
	}
	lays := make([]panelLay, len(l.panels))
	for f := formBeside; f < panelForms; f++ {
		all := true
		for p, r := range l.panels {
			lays[p] = l.layPanel(r, f, need)
			if p < len(names) {
				all = lays[p].setName(k, names[p], l.minText) && all
				lays[p].nameSize = lays[p].fitName(k, l.minText)
			}
		}
		if all {
			break
		}
	}
	return lays
}

// panelMeasurer is what layPanels needs of the kit.
type panelMeasurer interface {
	measurer
	wrapper
}

// setName puts name in pl's name lines, broken between words where pl
// has two; it reports whether the name is whole at size least.
func (pl *panelLay) setName(k panelMeasurer, name string, least float64) bool {
	pl.lines = [2]string{name, ""}
	if k.TextWidth(name, ui.FontBold, least) <= pl.name[0].W {
		return true
	}
	if pl.name[1].Empty() {
		return false
	}
	ws := k.WrapLines(name, ui.FontBold, least, pl.name[0].W)
	if len(ws) < 2 {
		return false
	}
	pl.lines = [2]string{ws[0], strings.Join(ws[1:], " ")}
	return len(ws) == 2 && k.TextWidth(ws[0], ui.FontBold, least) <= pl.name[0].W && k.TextWidth(ws[1], ui.FontBold, least) <= pl.name[1].W
}

// fitName is the size of pl's name lines: 1.1 times pl.size, else that
// shrunk to the widest line's room, else least.
func (pl *panelLay) fitName(k measurer, least float64) float64 {
	size := math.Max(pl.size*1.1, least)
	for i, line := range pl.lines {
		if tw := k.TextWidth(line, ui.FontBold, size); tw > pl.name[i].W {
			size = math.Max(size*pl.name[i].W/tw, least)
		}
	}
	for i, line := range pl.lines {
		if k.TextWidth(line, ui.FontBold, size) > pl.name[i].W {
			return least
		}
	}
	return size
}

// layPanel lays out a seat's panel at r in form f, the longest name
// being need wide at the least text.
func (l *layout) layPanel(r ui.Rect, f int, need float64) panelLay {
	u := l.u
	if one, name, supply, won := l.panelParts(r); one {
		if f > formBeside { // the name as wide as it needs, the rest shares what is left
			in := ui.R(r.X+10*u, r.Y+2*u, r.W-16*u, r.H-4*u)
			name, in = in.SplitLeft(math.Max(name.W, math.Min(need, in.W*0.45)), 6*u)
			supply, won = in.SplitLeft(in.W*0.53, 10*u)
		}
		return panelLay{name: [2]ui.Rect{name}, supply: supply, won: won, size: l.minText * 1.05}
	}
	in := ui.R(r.X+12*u, r.Y+6*u, r.W-18*u, r.H-12*u)
	if in.H < 3*l.minText*1.2 { // a phone on its side: two lines
		return l.layPanel2(ui.R(r.X+10*u, r.Y+4*u, r.W-14*u, r.H-8*u), f, need)
	}
	var buf [4]ui.Rect
	if f == formOwn && in.H >= 4*l.minText*1.2 {
		lines := in.Rows(4, 2*u, buf[:0])
		size := ui.Clamp(lines[0].H*0.62, 10*u, 17*u)
		return panelLay{name: [2]ui.Rect{lines[0], lines[1]}, supply: lines[2], won: lines[3], size: size}
	}
	lines := in.Rows(3, 2*u, buf[:0])
	size := ui.Clamp(lines[0].H*0.62, 10*u, 17*u)
	pl := panelLay{name: [2]ui.Rect{lines[0]}, supply: lines[1], won: lines[2], size: size}
	if f == formBeside {
		pl.name[0].W = in.W * 0.6
		pl.role = ui.R(in.MaxX()-in.W*0.38, lines[0].Y, in.W*0.38, lines[0].H)
	}
	return pl
}

// layPanel2 lays out a panel of two lines in in (a phone on its side):
// the name and the money cards over the dice left and chips; in form
// formOwn the name alone on the first line.
func (l *layout) layPanel2(in ui.Rect, f int, need float64) panelLay {
	u := l.u
	var buf [2]ui.Rect
	lines := in.Rows(2, 0, buf[:0])
	pl := panelLay{supply: lines[1], size: ui.Clamp(lines[0].H*0.62, 10*u, 17*u)}
	switch f {
	case formBeside:
		pl.name[0], pl.won = lines[0].SplitLeft(lines[0].W*0.45, 6*u)
	case formRoom:
		pl.name[0], pl.won = lines[0].SplitLeft(math.Min(need, lines[0].W*0.7), 6*u)
	default:
		pl.name[0] = lines[0]
		pl.supply, pl.won = lines[1].SplitLeft(lines[1].W*0.55, 8*u)
	}
	return pl
}
