package royaletable

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A long press: a finger held still on the table for holdTicks explains
// what lies under it, and acts on nothing: its release is no tap. A tile
// shows its explanation (as a tap on its "?" does), a casino's money
// cards say who wins them, a seat's panel what its dice, chips and money
// cards are. The explanation lies beside what it explains, never over it
// (layout.beside), and goes at the next press.

// holdTicks is how long a finger rests for a long press: half a second at
// 60 ticks a second.
const holdTicks = 30

// holdSlop is how far (logical units) a held finger may wander.
const holdSlop = 14

// press is the finger on the table: where it went down, how long it has
// been held, whether that was a long press (its release is swallowed),
// and what the long press explains.
type press struct {
	on     bool
	x, y   float64
	age    int
	long   bool
	text   string  // the explanation ("" none, or the tile's: Table.tip)
	near   ui.Rect // what it explains
	cached []string
	size   float64
}

// pressAction follows the finger through action a; it reports whether a
// is swallowed (the release of a long press).
func (t *Table) pressAction(a ui.Action) bool {
	p := &t.press
	switch a.Kind {
	case ui.ActPointerDown:
		long := p.long
		*p = press{on: a.Touch, x: a.X, y: a.Y}
		if long && t.tip > 0 {
			t.tip = 0 // a long press's tile explanation goes at the next press
		}
	case ui.ActPointerMove:
		if p.on && math.Hypot(a.X-p.x, a.Y-p.y) > holdSlop {
			p.on = false
		}
	case ui.ActPointerUp:
		p.on = false
		return p.long
	case ui.ActClick:
		if p.long {
			return true // a long press acts on nothing
		}
	}
	return false
}

// stepPress ages a held finger; at holdTicks it explains what is under it.
func (t *Table) stepPress() {
	p := &t.press
	if !p.on || !t.in.Down || p.long {
		return
	}
	p.age++
	if p.age < holdTicks {
		return
	}
	p.long = true
	if t.covered() || t.showHelp || t.showLog {
		return
	}
	t.explainAt(p.x, p.y)
}

// explainAt sets the explanation of what lies at (x, y): a tile, a
// casino's money cards, a seat's panel; nothing elsewhere.
func (t *Table) explainAt(x, y float64) {
	s, p := t.shown(), &t.press
	for c := 1; c <= royale.Casinos; c++ {
		parts := t.lay.casinoParts(c-1, t.hasTile(c))
		if !parts.tile.Empty() && s.Tile(c) >= 0 && parts.tile.Contains(x, y) {
			t.tip = c
			return
		}
		if parts.header.Contains(x, y) {
			hi, lo := t.pair(s, c)
			p.text, p.near = moneyWords(c, hi, lo), t.lay.casinos[c-1]
			return
		}
	}
	for i, r := range t.lay.panels {
		if i < s.Players() && r.Contains(x, y) {
			d, _ := t.supply(s, i)
			won := t.won(s, i)
			p.text, p.near = seatWords(t.chips(s, i), t.sess.Name(i), d, won.N()), r
			return
		}
	}
}

// moneyWords explains casino c's money cards hi and lo (dollars), as the
// casino shows them (under a payout: Table.pair).
func moneyWords(c, hi, lo int) string {
	name := pieces.CasinoName[c]
	switch {
	case hi > 0 && lo > 0:
		return fmt.Sprintf("%s's money cards: the most dice here win %s, the second most %s. Players tied on their number of dice take them all off first; a Biggy counts as two dice.", name, ui.Dollars(hi), ui.Dollars(lo))
	case hi > 0:
		return fmt.Sprintf("%s's money card: the most dice here win %s. Players tied on their number of dice take them all off first; a Biggy counts as two dice.", name, ui.Dollars(hi))
	}
	return name + " has no money cards now."
}

// seatWords explains a seat's panel: its dice d, chips and money cards
// (won, how many: their values stay hidden until the end), as the panel
// shows them (under a payout: Table.supply, Table.chips, Table.won).
func seatWords(chips int, name string, d royale.Dice, won int) string {
	dice := fmt.Sprintf("%d dice", d.Reg)
	if d.Reg == 1 {
		dice = "1 die"
	}
	if d.Big > 0 {
		dice += " and the Biggy (it counts as two)"
	}
	return fmt.Sprintf("%s: %s left to place this round. %s: after a roll pay one to sit out the turn; each left at the end is worth $10,000, and every round brings 2 more. %s won, face down until the end.",
		name, dice, plural(chips, "chip"), plural(won, "money card"))
}

// drawPress draws a long press's explanation beside what it explains.
func (t *Table) drawPress(dst *ebiten.Image) {
	p := &t.press
	if p.text == "" {
		return
	}
	k, u, l := t.kit, t.lay.u, t.lay
	w := math.Min(420*u, l.W-8*u)
	size := math.Max(15*u, l.minText)
	if p.cached == nil || p.size != size {
		p.cached, p.size = k.WrapLines(p.text, ui.FontRegular, size, w-20*u), size
	}
	h := float64(len(p.cached))*size*1.35 + 16*u
	box := l.beside(p.near, w, h)
	k.RoundRect(dst, box, 8*u, ui.RGB(0x06, 0x12, 0x0e))
	k.StrokeRoundRect(dst, box, 8*u, 1.5*u, ui.ColGold)
	for i, line := range p.cached {
		if y := box.Y + 8*u + float64(i)*size*1.35; y+size <= box.MaxY() {
			t.text(dst, line, ui.FontRegular, size, box.X+10*u, y, ui.AlignLeft|ui.AlignTop, ui.ColText)
		}
	}
}
