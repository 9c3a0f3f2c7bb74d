package royaletable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// move is where a seat's last move stays marked until it acts again: the
// casino (1-6) its dice went to last, or the casino beside the tile it
// used (tile).
type move struct {
	c    int
	tile bool
}

// diceActs put a seat's dice in casino C; tileActs are a seat's use of a
// tile (the tile side in the event).
var (
	diceActs = map[royale.EvKind]bool{royale.EvPlace: true, royale.EvRotate: true, royale.EvPrime: true}
	tileActs = map[royale.EvKind]bool{royale.EvDouble: true, royale.EvBet: true, royale.EvNice: true, royale.EvPower: true,
		royale.EvKnock: true, royale.EvClose: true, royale.EvBlock: true, royale.EvHandicap: true, royale.EvPunch: true,
		royale.EvGuess: true, royale.EvSplit: true, royale.EvPick: true, royale.EvChoose: true, royale.EvActivate: true,
		royale.EvReturn: true, royale.EvBadPay: true}
)

// lastMoves notes in m each seat's move among evs (its first in them: a
// placement stays marked over the tile events it sets off in the same
// step); sitting out or passing clears a seat's mark. s finds a tile's
// casino. It returns m (made when nil).
func lastMoves(m map[int]move, s *royale.State, evs []royale.Event) map[int]move {
	if m == nil {
		m = map[int]move{}
	}
	seen := map[int]bool{}
	for _, e := range evs {
		p := int(e.Who)
		if e.Who < 0 || p >= royale.MaxPlayers || seen[p] {
			continue
		}
		switch {
		case e.Kind == royale.EvSitOut || e.Kind == royale.EvPass:
			delete(m, p)
		case diceActs[e.Kind] && e.C >= 1 && int(e.C) <= royale.Casinos:
			m[p] = move{c: int(e.C)}
		case tileActs[e.Kind] && e.Tile >= 0:
			c := tileCasino(s, int(e.Tile))
			if c == 0 {
				continue
			}
			m[p] = move{c: c, tile: true}
		default:
			continue
		}
		seen[p] = true
	}
	return m
}

// tileCasino is the casino beside tile side id, 0 if none.
func tileCasino(s *royale.State, id int) int {
	if s == nil || !s.Rules().Main {
		return 0
	}
	for c := 1; c <= royale.Casinos; c++ {
		if s.Tile(c) == id {
			return c
		}
	}
	return 0
}

// markDice rings seat o's dice in cell (its last move put them in casino
// c) in its colour.
func (t *Table) markDice(dst *ebiten.Image, c, o int, x, y, ds float64) {
	if m, ok := t.moves[o]; !ok || m.tile || m.c != c {
		return
	}
	u := t.lay.u
	col := pieces.PlayerColour(ownerColour(o))
	k := t.kit
	k.StrokeRoundRect(dst, ui.R(x-ds*0.5-4*u, y-ds*0.5-4*u, ds+8*u, ds+8*u), 6*u, 2.5*u, col)
	k.Circle(dst, x+ds*0.5+2*u, y-ds*0.5-2*u, 4*u, col)
}

// markTile puts a dot in each seat's colour whose last move used the tile
// beside casino c, at the tile's right end.
func (t *Table) markTile(dst *ebiten.Image, c int, r ui.Rect) {
	u := t.lay.u
	x := r.MaxX() - r.H - 8*u
	for p := len(t.sess.Seats()) - 1; p >= 0; p-- {
		if m, ok := t.moves[p]; ok && m.tile && m.c == c {
			col := pieces.PlayerColour(ownerColour(p))
			t.kit.Circle(dst, x, r.Y+8*u, 5*u, col)
			t.kit.StrokeRoundRect(dst, r, 6*u, 2.5*u, col)
			x -= 12 * u
		}
	}
}
