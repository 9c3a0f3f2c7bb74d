package scenes

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
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

// prewarm queues the sprites of a table for players with these colours,
// unless the same table is queued or done already.
func prewarm(c *Context, rules dice.Rules, colours []pieces.DieColour, symbols bool) {
	vp, k := c.VP, c.Kit
	key := warmKey{physW: vp.PhysW, physH: vp.PhysH, scale: vp.Scale, players: len(colours), slot: rules.Casinos() > 6, symbols: symbols}
	copy(key.colours[:], colours)
	if key == c.warm {
		return
	}
	c.warm = key
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
	L := ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: n, Slot: slot, LogOpen: !probe.LogOverlay})
	u := L.U
	die := func(d float64, st pieces.DieStyle, face int) {
		q = append(q, func(k *ui.Kit) { pieces.Die(k, nil, 0, 0, d, st, face, 0, 1) })
	}
	note := func(h float64, v int) {
		q = append(q, func(k *ui.Kit) { pieces.Note(k, nil, 0, 0, h, v, v == 0, 1) })
	}
	idxs := []int{1, 2, 3, 4, 5, 6}
	if slot {
		idxs = append(idxs, SlotIndex)
	}
	// The board: tiles, their number dice, the notes on offer, the pile.
	for _, idx := range idxs {
		r := L.Casinos[idx]
		q = append(q, func(k *ui.Kit) { pieces.CasinoTile(k, nil, r, idx, u) })
	}
	p := pieces.SplitCasino(L.Casinos[1], u)
	for f := 1; f <= 6; f++ {
		die(casinoHeaderDie(p), pieces.DieStyle{Colour: pieces.DieWhite}, f)
	}
	note(18*u, 0)
	seen := map[float64]bool{}
	for _, idx := range idxs {
		h := casinoNoteH(pieces.SplitCasino(L.Casinos[idx], u), u)
		if seen[h] {
			continue
		}
		seen[h] = true
		for v := 1; v <= 11; v++ {
			note(h, v)
		}
	}
	// Player panels, their dice left and notes won.
	for i, col := range colours {
		r := L.Players[i]
		acc := pieces.PlayerColour(col)
		q = append(q, func(k *ui.Kit) { k.Panel(nil, r, u, acc, 0) })
		pz := panelSizes(r, u)
		if pz.dieS >= 8*u {
			for _, st := range []pieces.DieStyle{{Colour: col}, {Colour: col, Biggy: true}, {Colour: pieces.DieViolet}, {Colour: pieces.DieWhite}} {
				st.Symbols = symbols
				die(pz.dieS, st, 0)
			}
		}
		if pz.noteH >= 10*u {
			note(pz.noteH, 0)
		}
	}
	// Rolled dice in the arena: the usual sizes first (the most dice
	// showing one face decides the size), every face, each seat's colour,
	// the neutral white; then the dice placed in casinos, then the rest.
	area := ArenaDiceArea(&L)
	sizes := map[float64]bool{}
	rolled := func(maxN int) {
		d := ArenaDieSize(area, u, maxN)
		if sizes[d] {
			return
		}
		sizes[d] = true
		for f := 1; f <= 6; f++ {
			for _, col := range colours {
				die(d, pieces.DieStyle{Colour: col, Symbols: symbols}, f)
			}
			die(d, pieces.DieStyle{Colour: pieces.DieWhite, Symbols: symbols}, f)
		}
	}
	for _, m := range []int{2, 3, 1, 4} {
		rolled(m)
	}
	pd := pieces.SplitCasino(L.Casinos[1], u).Dice
	cells := map[float64]bool{}
	for cn := 1; cn <= min(n+1, 4); cn++ {
		_, cw, ch := cellGrid(pd, cn)
		ds := cellDieSize(cw, ch, u)
		if cells[ds] {
			continue
		}
		cells[ds] = true
		for f := 1; f <= 6; f++ {
			for _, col := range colours {
				die(ds, pieces.DieStyle{Colour: col, Symbols: symbols}, f)
			}
			die(ds, pieces.DieStyle{Colour: pieces.DieWhite, Symbols: symbols}, f)
		}
	}
	for _, d := range []float64{ArenaDieSize(area, u, 2), ArenaDieSize(area, u, 3)} {
		for f := 1; f <= 6; f++ {
			for _, col := range colours {
				die(d, pieces.DieStyle{Colour: col, Biggy: true, Symbols: symbols}, f)
			}
			die(d, pieces.DieStyle{Colour: pieces.DieViolet, Symbols: symbols}, f)
		}
	}
	for _, m := range []int{5, 6, 8} {
		rolled(m)
	}
	return q
}
