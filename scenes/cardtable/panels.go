package cardtable

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// panelInfo is what a seat panel says, in pieces that its formats lay
// out in 4, 2 or 1 lines.
type panelInfo struct {
	name, role, placed, counts string
	short                      []string // placed in fewer words, longest first
	countsShort                []string // counts likewise
	acc                        color.RGBA
}

// drawPanels draws each seat's panel: name and who plays it, the cards
// placed this round (and whether it has stopped), how many cards are in
// its hand, left in its draw pile and set aside for the round (the
// rulebook's cocktail glass), chips, money (hidden, as under the
// rulebook's safe card, unless open money or the game is over), and
// whether it has picked. Its words are never smaller than the layout's
// txt (12 px of a phone's screen): a panel too low for four lines of them
// says it in two or one.
func (t *Table) drawPanels(dst *ebiten.Image, b board) {
	k, u := t.kit, t.lay.u
	seats := t.sess.Seats()
	st, cur := t.sess.Stage()
	for p, r := range t.lay.panels {
		if p >= len(seats) {
			break
		}
		w := t.panelWords(b, p, seats[p].Role())
		in := &w.in
		glow := 0.0
		if (st == cardplay.StagePick || st == cardplay.StageHandover || st == cardplay.StageChip) && cur == p {
			glow = 0.6 + 0.4*ui.Pulse(t.tick, 90)
		}
		k.Panel(dst, r, u, in.acc, glow)
		pl := t.layPanel(&b, p, r, w)
		t.drawPanelLay(dst, &pl)
	}
}

// panelLinesIn is how many lines of words of at least txt a panel's box
// of height h holds, up to panelLines.
func (l *layout) panelLinesIn(h float64) int {
	return min(l.panelLines, int(h/(l.txt*1.3)+1e-6))
}

// panelInfo gathers seat p's words, from what the board counts (b.seats:
// while a reveal is shown, what it has shown so far).
func (t *Table) panelInfo(b board, p int, role string) panelInfo {
	return panelInfoOf(&b.seats[p%cards.MaxPlayers], t.sess.Name(p), role, t.status(p), pieces.PlayerColour(seatColour(p)))
}

// panelInfoOf is the words of a seat's panel that counts c, named name,
// played by role and doing status ("picking…", "picked" or "").
func panelInfoOf(c *seatCounts, name, role, status string, acc color.RGBA) panelInfo {
	n := c.placed
	placed := fmt.Sprintf("%d/%d cards placed", n, cards.StopAt)
	short := []string{fmt.Sprintf("%d/%d placed", n, cards.StopAt), fmt.Sprintf("%d/%d", n, cards.StopAt)}
	if n >= cards.StopAt {
		placed = fmt.Sprintf("STOPPED · %d placed", n)
		short = []string{"STOPPED", "stop"}
	}
	if status != "" {
		placed += " · " + status
		short = append([]string{short[0] + " · " + status, short[1] + " · " + status}, short...)
	}
	return panelInfo{name: name, role: role, placed: placed, short: short,
		counts: countsText(c.hand, c.deck, c.glass),
		countsShort: []string{countsText(c.hand, c.deck, c.glass),
			fmt.Sprintf("to draw %d · set aside %d", c.deck, c.glass), fmt.Sprintf("set aside %d", c.glass)},
		acc: acc}
}

// textSize is a panel's words' size for lines of height h: as big as the
// line allows up to 17u, never under txt.
func (t *Table) textSize(h float64) float64 {
	return max(ui.Clamp(h*0.62, 10*t.lay.u, 17*t.lay.u), t.lay.txt)
}

// panel4 is the side column's panel: name and role, placed, counts,
// money.
func (t *Table) panel4(pl *panelLay, b *board, p int, in ui.Rect, pi *panelInfo) {
	k := t.kit
	var buf [4]ui.Rect
	lines := in.Rows(4, 2*t.lay.u, buf[:0])
	size := t.textSize(lines[0].H)
	small := max(size*0.85, t.lay.txt)
	pl.text(pi.name, ui.FontBold, fitSize(k, pi.name, ui.FontBold, size*1.1, in.W*0.62), in.X, lines[0].CY(), pi.acc)
	rs := fitSize(k, pi.role, ui.FontRegular, small, in.W*0.36)
	pl.text(pi.role, ui.FontRegular, rs, in.MaxX()-k.TextWidth(pi.role, ui.FontRegular, rs), lines[0].CY(), ui.ColTextDim)
	pl.text(pi.placed, ui.FontRegular, fitSize(k, pi.placed, ui.FontRegular, size, in.W), in.X, lines[1].CY(), ui.ColText)
	pl.text(pi.counts, ui.FontRegular, fitSize(k, pi.counts, ui.FontRegular, max(size*0.9, t.lay.txt), in.W), in.X, lines[2].CY(), ui.ColTextDim)
	t.layMoney(pl, b, p, lines[3], size)
}

// panel2 is a phone's panel of two lines: name, role and placed; money
// and counts.
func (t *Table) panel2(pl *panelLay, b *board, p int, in ui.Rect, pw *panelWords) {
	k, u, pi := t.kit, t.lay.u, &pw.in
	var buf [2]ui.Rect
	lines := in.Rows(2, 2*u, buf[:0])
	size := t.textSize(lines[0].H)
	x := t.nameRole(pl, lines[0], pi, size)
	w := lines[0].MaxX() - x - 8*u
	s, sz := t.leastFit(t.fitting(pw.all, size, w), ui.FontRegular, size, w)
	pl.text(s, ui.FontRegular, sz, lines[0].MaxX()-k.TextWidth(s, ui.FontRegular, sz), lines[0].CY(), ui.ColText)
	mw := t.moneyWidth(b, p, size)
	t.layMoney(pl, b, p, lines[1], size)
	// The counts in as many words as fit, none rather than tiny ones.
	w = lines[1].W - mw - 12*u
	if c := t.fitting(pi.countsShort, size, w); k.TextWidth(c, ui.FontRegular, size) <= w {
		pl.text(c, ui.FontRegular, size, lines[1].MaxX()-k.TextWidth(c, ui.FontRegular, size), lines[1].CY(), ui.ColTextDim)
	}
}

// panel1 is a phone's panel of one line: name, placed and money.
func (t *Table) panel1(pl *panelLay, b *board, p int, in ui.Rect, pw *panelWords) {
	k, u, pi := t.kit, t.lay.u, &pw.in
	size := t.textSize(in.H)
	pl.text(pi.name, ui.FontBold, size, in.X, in.CY(), pi.acc)
	x := in.X + k.TextWidth(pi.name, ui.FontBold, size) + 10*u
	mw := t.moneyWidth(b, p, size)
	t.layMoney(pl, b, p, ui.R(in.MaxX()-mw, in.Y, mw, in.H), size)
	s, sz := t.leastFit(t.fitting(pw.all, size, in.MaxX()-mw-x-10*u), ui.FontRegular, size, in.MaxX()-mw-x-10*u)
	pl.text(s, ui.FontRegular, sz, x, in.CY(), ui.ColText)
}

// fitting is the first of texts that fits w at size, or the last.
func (t *Table) fitting(texts []string, size, w float64) string {
	for _, s := range texts {
		if t.kit.TextWidth(s, ui.FontRegular, size) <= w {
			return s
		}
	}
	return texts[len(texts)-1]
}

// nameRole lays out the name and the role in a line and returns where
// they end.
func (t *Table) nameRole(pl *panelLay, r ui.Rect, pi *panelInfo, size float64) float64 {
	k, u := t.kit, t.lay.u
	pl.text(pi.name, ui.FontBold, size, r.X, r.CY(), pi.acc)
	x := r.X + k.TextWidth(pi.name, ui.FontBold, size) + 8*u
	pl.text(pi.role, ui.FontRegular, size, x, r.CY(), ui.ColTextDim)
	return x + k.TextWidth(pi.role, ui.FontRegular, size)
}

// status is what seat p is doing at a simultaneous pick: "picked" once
// its pick is locked (never what), or "picking".
func (t *Table) status(p int) string {
	if t.rev != nil || t.sess.Over() {
		return ""
	}
	if t.sess.Picked(p) {
		return "picked"
	}
	if t.sess.Acting(p) {
		return "picking…"
	}
	return ""
}

// countsText says where a seat's cards are: "hand 5 · to draw 20 · set
// aside 3" (set aside: the rulebook's cocktail glass, out for the round).
func countsText(hand, deck, glass int) string {
	return fmt.Sprintf("hand %d · to draw %d · set aside %d", hand, deck, glass)
}

// moneyText is seat p's money as the table shows it: hidden until the end
// (the rulebook keeps it under a safe card) unless the money is open.
func moneyText(s *cards.State, p int) string { return moneyShown(s, s.Money(p)) }

// moneyShown is money as the table shows it in state s: hidden until the
// end unless the money is open.
func moneyShown(s *cards.State, money int) string {
	if s.Rules().OpenMoney || s.IsTerminal() {
		return ui.Dollars(money)
	}
	return "Money hidden"
}

// chipStep is the room of one chip colour in a panel's money line.
func (t *Table) chipStep(size float64) float64 { return max(30*t.lay.u, size*2.2) }

// moneyWidth is how wide drawMoney's words and chips are.
func (t *Table) moneyWidth(b *board, p int, size float64) float64 {
	k, u := t.kit, t.lay.u
	w := k.TextWidth(t.moneyWords(b, p), ui.FontBold, size)
	colours := 0
	for _, n := range b.seats[p%cards.MaxPlayers].chips {
		if n > 0 {
			colours++
		}
	}
	if colours > 0 {
		w += 10*u + k.TextWidth("chips", ui.FontRegular, size) + 6*u + float64(colours)*t.chipStep(size)
	}
	return w
}
