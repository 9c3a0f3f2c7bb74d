package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Each player's last placement stays marked on its casino until that
// player's next turn, and the prompt row says in words where the last
// dice went ("Bob put 3 dice on Luxor (5)."), so a bot's turn reads
// without the log.

// lastPlace is a seat's last placement this round.
type lastPlace struct {
	casino int // table index (SlotIndex for the slot machine); 0: none
	units  int // dice units added to the owner's cell (a Biggy counts 2)
	owner  int // whose cell holds them: the seat, or dice.Neutral for white dice only
}

// trackPlacement keeps the last placements for event e: a placement marks
// its seat's casino, the seat's next turn and the round's end clear it.
func (t *Table) trackPlacement(e dice.Event) {
	p := int(e.Player)
	switch e.Kind {
	case dice.EvPlaced:
		if p < 0 || p >= t.m.Players {
			return
		}
		t.last[p] = lastPlace{casino: casToIdx(int(e.Casino)), units: int(e.Regular) + 2*int(e.Biggies), owner: p}
		if e.Regular+e.Biggies == 0 && e.Whites > 0 {
			t.last[p].owner, t.last[p].units = dice.Neutral, int(e.Whites)
		}
		t.lastLine = placedWords(e, t.m.Seats[p].Name, t.casName[casToIdx(int(e.Casino))&7])
	case dice.EvTurn:
		if p >= 0 && p < MaxSeats {
			t.last[p] = lastPlace{}
		}
	case dice.EvRoundStarted, dice.EvRoundEnded:
		t.last = [MaxSeats]lastPlace{}
		t.lastLine = ""
	}
}

// placedWords says where a seat's dice went: "Bob put 3 dice on Luxor
// (5).", "You put 2 dice and a Biggy on the slot machine."
func placedWords(e dice.Event, name, casino string) string {
	var parts []string
	if e.Regular > 0 {
		parts = append(parts, plural(int(e.Regular), "die", "dice"))
	}
	if e.Biggies > 0 {
		parts = append(parts, plural(int(e.Biggies), "Biggy", "Biggies"))
	}
	if e.Kickers > 0 {
		parts = append(parts, plural(int(e.Kickers), "Kicker", "Kickers"))
	}
	if e.Whites > 0 {
		parts = append(parts, plural(int(e.Whites), "white die", "white dice"))
	}
	what := joinAnd(parts)
	if what == "" {
		what = "nothing"
	}
	if int(e.Casino) == dice.SlotMachine {
		return name + " put " + what + " on the slot machine."
	}
	return name + " put " + what + " on " + casino + "."
}

// drawLastPlacement rings participant q's cell on casino idx when it holds
// a seat's last placement (white dice placed alone: the white cell), in
// the seat's colour, with "+N" (the dice units added) at its top.
func (t *Table) drawLastPlacement(dst *ebiten.Image, c *Context, cell ui.Rect, idx, q int) {
	for p := 0; p < t.m.Players; p++ {
		if t.last[p].casino == idx && t.last[p].owner == q {
			t.drawRing(dst, c, cell, p)
		}
	}
}

func (t *Table) drawRing(dst *ebiten.Image, c *Context, cell ui.Rect, q int) {
	k, u := c.Kit, t.L.U
	col := pieces.PlayerColour(t.seatColour(q))
	r := cell.Inset(1.5 * u)
	k.StrokeRoundRect(dst, r, 6*u, 2*u, ui.WithAlpha(col, 0.9))
	n := t.last[q].units
	if n <= 0 {
		return
	}
	label := plusLabel[min(n, len(plusLabel)-1)]
	size := ui.Clamp(r.H*0.3, 9*u, 12*u)
	if t.L.Land {
		size = t.L.MinText // 12 CSS px on a phone held on its side
	}
	tw := k.TextWidth(label, ui.FontBold, size) + 8*u
	tag := ui.R(r.MaxX()-tw-2*u, r.Y+2*u, tw, size*1.3)
	k.RoundRect(dst, tag, tag.H/2, col)
	k.Text(dst, label, ui.FontBold, size, tag.CX(), tag.CY(), ui.AlignCenter|ui.AlignMiddle, ui.RGB(0x10, 0x10, 0x10))
}

var plusLabel = [...]string{"+0", "+1", "+2", "+3", "+4", "+5", "+6", "+7", "+8", "+9", "+10", "+11", "+12", "+13", "+14", "+15", "+16"}
