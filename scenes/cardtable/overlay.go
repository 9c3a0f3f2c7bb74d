package cardtable

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// payoutLines says, casino by casino, who won which note and who tied.
func payoutLines(evs []cards.Event, names []string) []string {
	return payoutLinesIn(evs, names, ui.Dollars)
}

// payoutLinesIn is payoutLines with the notes' values written by money
// (ui.Dollars, "$100,000", or shortDollars, "$100k").
func payoutLinesIn(evs []cards.Event, names []string, money func(int) string) []string {
	var parts [cards.NumCasinos + 1][]string
	who := func(p int8) string {
		if p >= 0 && int(p) < len(names) {
			return names[p]
		}
		return "?"
	}
	for _, e := range evs {
		if e.Casino < 1 || int(e.Casino) > cards.NumCasinos {
			continue
		}
		switch e.Kind {
		case cards.EvNotePaid:
			parts[e.Casino] = append(parts[e.Casino], fmt.Sprintf("%s %s", who(e.Seat), money(e.Note.Dollars())))
		case cards.EvNoteReturned:
			parts[e.Casino] = append(parts[e.Casino], money(e.Note.Dollars())+" unclaimed")
		case cards.EvTie:
			var ws []string
			for p := 0; p < cards.MaxPlayers; p++ {
				if e.Mask&(1<<p) != 0 {
					ws = append(ws, who(int8(p)))
				}
			}
			parts[e.Casino] = append(parts[e.Casino], strings.Join(ws, " & ")+" tie")
		}
	}
	var out []string
	for c := 1; c <= cards.NumCasinos; c++ {
		if len(parts[c]) > 0 {
			out = append(out, fmt.Sprintf("%s: %s", pieces.CasinoName[c], strings.Join(parts[c], " · ")))
		}
	}
	return out
}

// drawPayout shows the round's payout in words in the hand area, below
// the casinos, which still show every card placed.
func (t *Table) drawPayout(dst *ebiten.Image) {
	t.drawLinesBox(dst, t.revWords(true))
}

// drawEnd shows the final ranking.
func (t *Table) drawEnd(dst *ebiten.Image) {
	k, u, l := t.kit, t.lay.u, t.lay
	k.RoundRect(dst, l.overlay, 10*u, ui.RGB(0x06, 0x12, 0x0e))
	k.Panel(dst, l.overlay, u, ui.ColGold, 0.5)
	in := l.overlay.Inset(22 * u)
	k.Text(dst, "The game is over", ui.FontBold, l.size(26), in.CX(), in.Y+16*u, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
	names := t.sess.Names()
	st := t.sess.Standings()
	size, nw, most, rankY, lh := t.noteGeom(len(st))
	for i, s := range st {
		c := ui.ColText
		if s.Winner {
			c = ui.ColGold
		}
		line := fmt.Sprintf("%d. %s — %s (%d notes", s.Rank, names[s.Seat], ui.Dollars(s.Money), s.Notes)
		if s.ChipMoney > 0 {
			line += ", chips " + ui.Dollars(s.ChipMoney)
		}
		line += ")"
		t.fitLeast(dst, line, ui.FontBold, min(20*u, lh*0.7), in.W, in.X+10*u, rankY+lh*(float64(i)+0.5), ui.AlignLeft|ui.AlignMiddle, c)
	}
	if t.note != "" {
		lines := t.noteLines(t.note, size, nw, most)
		for i, line := range lines {
			y := l.save.Y - 10*u - size*1.3*float64(len(lines)-i)
			t.fitLeast(dst, line, ui.FontRegular, size, nw, in.CX(), y, ui.AlignCenter|ui.AlignTop, ui.ColText)
		}
	}
	k.Button(dst, l.save, "Save the record (S)", ui.BtnNormal, l.bu())
	k.Button(dst, l.close, "Close", ui.BtnPrimary, l.bu())
}

// drawHelp shows the rules in short (F1 or ?), wrapped to the panel, in
// pages where they do not fit at once (helpPages), More turning them.
func (t *Table) drawHelp(dst *ebiten.Image) {
	k, u, l := t.kit, t.lay.u, t.lay
	r, in, size, lh, y, more := t.helpGeom()
	k.RoundRect(dst, r, 10*u, ui.RGB(0x06, 0x12, 0x0e))
	k.Panel(dst, r, u, ui.ColNeonCyan, 0)
	t.fitLeast(dst, "Rules (F1, Esc or a tap closes them)", ui.FontBold, l.size(18), in.W, in.X, in.Y+l.size(18)*0.5, ui.AlignLeft|ui.AlignMiddle, ui.ColNeonCyan)
	hw := t.helpPages()
	a, b := hw.helpPageRows(t.helpPage)
	for i := a; i < b; i++ {
		if hw.lines[i].gap && i > a {
			y += lh * 0.3
		}
		k.Text(dst, hw.lines[i].s, ui.FontRegular, size, in.X, y, ui.AlignLeft|ui.AlignTop, ui.ColText)
		y += lh
	}
	if len(hw.starts) > 1 {
		k.Button(dst, more, hw.labels[min(max(t.helpPage, 0), len(hw.labels)-1)], ui.BtnPrimary, l.bu())
	}
}
