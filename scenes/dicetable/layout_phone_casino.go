package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A casino on a short phone (360 x 640 with four players or the slot
// machine): pieces.SplitCasino's header, notes and dice one above the
// other leave the dice no room, so the header (the number die alone: the
// name would squeeze the notes) and the notes share the top row and the
// dice take the rest. The slot machine, a wide low strip, lays its three
// parts side by side: its 7 (alone, as the other casinos' number dice:
// with its name, 120 units, its dice area was 96 units wide and six
// seats' last placements lost their marks there), its notes, its dice.

// Sizes of a short phone's casino, in the phone's units.
const (
	phoneShortCasinoH = 86  // a casino lower than this is short: SplitCasino leaves its dice under 20
	phoneCasinoRow    = 28  // the header and notes row where it fits: notes of 28, labels of 12
	phoneCasinoRowMin = 22  // the lowest row: a note of 28 reaches 3 into the gaps around it
	phoneCasinoDice   = 28  // the dice area the row leaves at least, where it can
	phoneSlotNotesW   = 116 // two notes of 28 (NoteAspect 1.7) where no faces are on it: its dice need the rest
)

// phoneShortCasinos reports whether the casinos are laid out for a short
// phone: a phone layout whose casinos are lower than phoneShortCasinoH.
func (l TableLayout) phoneShortCasinos() bool {
	return l.Phone && l.Casinos[1].H < phoneShortCasinoH*l.U
}

// phoneCasinoParts divides a short phone's casino tile r.
func phoneCasinoParts(r ui.Rect, u float64) pieces.CasinoParts {
	in := r.Inset(4 * u)
	var p pieces.CasinoParts
	if r.W > 4*r.H {
		// The slot machine: header, notes and dice side by side, the
		// dice as tall as the tile.
		hh := min(in.H, 22*u)
		p.Header = ui.R(in.X, in.CY()-hh/2, 0, hh)
		p.Header.W = CasinoHeaderDie(p) + 4*u // the 7, 2 units either side
		nh := min(in.H, phoneCasinoRow*u)
		p.Notes = ui.R(p.Header.MaxX()+6*u, in.CY()-nh/2, phoneSlotNotesW*u, nh)
		x := p.Notes.MaxX() + 6*u
		p.Dice = ui.R(x, in.Y, in.MaxX()-x, in.H)
		return p
	}
	gap := 2 * u
	row := ui.Clamp(in.H-gap-phoneCasinoDice*u, phoneCasinoRowMin*u, phoneCasinoRow*u)
	var top ui.Rect
	top, p.Dice = in.SplitTop(row, gap)
	p.Header, p.Notes = top.SplitLeft(CasinoHeaderDie(pieces.CasinoParts{Header: top})+4*u, 6*u)
	return p
}

// CasinoHeaderDie is the size of the number die in a casino's header.
func CasinoHeaderDie(p pieces.CasinoParts) float64 { return p.Header.H * 0.86 }
