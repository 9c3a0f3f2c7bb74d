package cardtable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Each seat's last move stays marked on the board until that seat places
// again: the cards of its last placement carry a bar of its colour at
// their casinos. Only placements revealed are known here (a reveal's
// Picks), so a secret pick of the simultaneous game is never marked
// before it is revealed; the marks go when a round's cards leave the
// casinos.

// lastMoves is each seat's last placement after reveal r: the seats r
// placed for have r's cards, the others keep theirs (prev).
func lastMoves(prev [cards.MaxPlayers]cards.Pick, r *cardplay.Reveal) [cards.MaxPlayers]cards.Pick {
	if r == nil {
		return prev
	}
	for p := range prev {
		if r.Placed&(1<<uint(p)) != 0 {
			prev[p] = r.Picks[p]
		}
	}
	return prev
}

// markedTo is marked appended to out[:0] (a frame's own array).
func markedTo(pk, last cards.Pick, c int, out []bool) []bool {
	out = out[:0]
	for _, k := range []cards.Card{cards.CardOf(c, false), cards.CardOf(c, true)} {
		n, m := int(pk[k]), min(int(last[k]), int(pk[k]))
		for i := 0; i < n; i++ {
			out = append(out, i >= n-m)
		}
	}
	return out
}

// markCard draws the mark of a last move on the visible part r of a card
// of seat s: a white outline, and a bar of the seat's colour edged in
// white at its left.
func (t *Table) markCard(dst *ebiten.Image, r ui.Rect, s int) {
	k, u := t.kit, t.lay.u
	k.StrokeRoundRect(dst, r.Inset(-2*u), r.W*0.14, 2*u, ui.ColText)
	w := max(6*u, r.W*0.2)
	bar := ui.R(r.X-w-4*u, r.Y, w, r.H)
	k.RoundRect(dst, bar.Inset(-1.5*u), w*0.5, ui.ColText)
	k.RoundRect(dst, bar, w*0.4, pieces.PlayerColour(seatColour(s)))
}
