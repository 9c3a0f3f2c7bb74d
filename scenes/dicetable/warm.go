package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Prewarming (ui/warm.go): while the setup screen waits for the player, the
// kit builds the sprites the table will need (casino tiles, dice of every seat colour,
// notes, panels) a few a frame, within the frame's draw budget, so the
// first frames of the game, bots' turns included, mostly blit.

// warmKey identifies the table a warm list was made for.
type warmKey struct {
	physW, physH int
	scale        float64
	players      int
	colours      [MaxSeats]pieces.DieColour
	slot         bool
	symbols      bool
}

// Prewarm queues the sprites of a table for players with these colours,
// unless the same table is queued or done already.
func Prewarm(c *scene.Context, rules dice.Rules, colours []pieces.DieColour, symbols bool) {
	vp, k := c.VP, c.Kit
	key := warmKey{physW: vp.PhysW, physH: vp.PhysH, scale: vp.Scale, players: len(colours), slot: rules.Casinos() > 6, symbols: symbols}
	copy(key.colours[:], colours)
	if k, ok := c.Warm.(warmKey); ok && k == key {
		return
	}
	c.Warm = key
	k.SetWarmQueue(tableWarmList(k.WarmQueue(), vp, key.slot, colours, symbols))
}

// tableWarmList lists the sprites of a table's first frames and its common
// moments, most needed first: it mirrors the sizes of table_draw.go.
func tableWarmList(q []func(*ui.Kit), vp ui.Viewport, slot bool, colours []pieces.DieColour, symbols bool) []func(*ui.Kit) {
	n := len(colours)
	if n < 1 {
		return q
	}
	probe := ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: n, Slot: slot, LogOpen: true})
	w := warmList{q: q, colours: colours, symbols: symbols,
		L: ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: n, Slot: slot, LogOpen: !probe.LogOverlay})}
	w.u = w.L.U
	w.board(slot)
	w.panels()
	w.arena()
	return w.q
}

// warmList builds a table's warm list.
type warmList struct {
	q       []func(*ui.Kit)
	L       TableLayout
	u       float64
	colours []pieces.DieColour
	symbols bool
	sizes   map[float64]bool // the rolled dice's sizes listed
}

func (w *warmList) die(d float64, st pieces.DieStyle, face int) {
	w.q = append(w.q, func(k *ui.Kit) { pieces.Die(k, nil, 0, 0, d, st, face, 0, 1) })
}

func (w *warmList) note(h float64, v int) {
	w.q = append(w.q, func(k *ui.Kit) { pieces.Note(k, nil, 0, 0, h, v, v == 0, 1) })
}

// board lists the tiles, their number dice, the notes on offer and the pile.
func (w *warmList) board(slot bool) {
	L, u := &w.L, w.u
	idxs := []int{1, 2, 3, 4, 5, 6}
	if slot {
		idxs = append(idxs, SlotIndex)
	}
	for _, idx := range idxs {
		r := L.Casinos[idx]
		w.q = append(w.q, func(k *ui.Kit) { pieces.CasinoTile(k, nil, r, idx, u) })
	}
	p := L.CasinoParts(1)
	for f := 1; f <= 6; f++ {
		w.die(CasinoHeaderDie(p), pieces.DieStyle{Colour: pieces.DieWhite}, f)
	}
	w.note(18*u, 0)
	seen := map[float64]bool{}
	for _, idx := range idxs {
		h := offerNoteH(L, L.CasinoParts(idx))
		if seen[h] {
			continue
		}
		seen[h] = true
		for v := 1; v <= 11; v++ {
			w.note(h, v)
		}
	}
}

// panels lists the player panels, their dice left and notes won.
func (w *warmList) panels() {
	u := w.u
	for i, col := range w.colours {
		r := w.L.Players[i]
		acc := pieces.PlayerColour(col)
		w.q = append(w.q, func(k *ui.Kit) { k.Panel(nil, r, u, acc, 0) })
		pz := panelSizes(r, u)
		if pz.dieS >= 8*u {
			for _, st := range []pieces.DieStyle{{Colour: col}, {Colour: col, Biggy: true}, {Colour: pieces.DieViolet}, {Colour: pieces.DieWhite}} {
				st.Symbols = w.symbols
				w.die(pz.dieS, st, 0)
			}
		}
		if pz.noteH >= 10*u {
			w.note(pz.noteH, 0)
		}
	}
}

// faces lists every face of size d in each seat's colour (Biggies when
// big) and in the neutral white (the violet Kicker when big).
func (w *warmList) faces(d float64, big bool) {
	other := pieces.DieWhite
	if big {
		other = pieces.DieViolet
	}
	for f := 1; f <= 6; f++ {
		for _, col := range w.colours {
			w.die(d, pieces.DieStyle{Colour: col, Biggy: big, Symbols: w.symbols}, f)
		}
		w.die(d, pieces.DieStyle{Colour: other, Symbols: w.symbols}, f)
	}
}

// rolled lists the rolled dice of the size maxN dice showing one face get.
func (w *warmList) rolled(maxN int) {
	d := ArenaDieSize(ArenaDiceArea(&w.L), w.u, maxN)
	if w.sizes[d] {
		return
	}
	w.sizes[d] = true
	w.faces(d, false)
}

// arena lists the rolled dice in the arena: the usual sizes first (the most
// dice showing one face decides the size), every face, each seat's colour,
// the neutral white; then the dice placed in casinos, then the rest.
func (w *warmList) arena() {
	u := w.u
	w.sizes = map[float64]bool{}
	for _, m := range []int{2, 3, 1, 4} {
		w.rolled(m)
	}
	pd := w.L.CasinoParts(1).Dice
	cells := map[float64]bool{}
	for cn := 1; cn <= min(len(w.colours)+1, 4); cn++ {
		ds := w.cellDie(pd, cn)
		if cells[ds] {
			continue
		}
		cells[ds] = true
		w.faces(ds, false)
	}
	area := ArenaDiceArea(&w.L)
	for _, d := range []float64{ArenaDieSize(area, u, 2), ArenaDieSize(area, u, 3)} {
		w.faces(d, true)
	}
	for _, m := range []int{5, 6, 8} {
		w.rolled(m)
	}
}

// cellDie is the size of the dice in a casino's cell when its dice area
// holds n cells, as drawCell draws them.
func (w *warmList) cellDie(area ui.Rect, n int) float64 {
	if w.L.Phone {
		var d DiceGroups
		for d.N = 0; d.N < n; d.N++ {
			d.G[d.N] = DiceGroup{Dice: 1, Count: 1}
		}
		d.Lay(area, w.u, PhoneGroupSizes(&w.L), phoneGroupMaxDie(area, w.u))
		return d.R[0].Die
	}
	_, cw, ch := cellGrid(area, n)
	return cellDieSize(cw, ch, w.u)
}
