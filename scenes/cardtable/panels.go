package cardtable

import (
	"fmt"
	"image/color"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// panelInfo is what a seat panel says, in pieces that its formats lay
// out in 4, 3, 2 or 1 lines.
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
// says it in three, two or one (layPanel), its words never over one
// another nor out of it.
func (t *Table) drawPanels(dst *ebiten.Image, b board) {
	k, u := t.kit, t.lay.u
	seats := t.sess.Seats()
	st, cur := t.sess.Stage()
	pws := t.seatWords(&b)
	form := t.panelFormOf(&b, &pws)
	for p, r := range t.lay.panels {
		if p >= len(seats) {
			break
		}
		w := pws[p]
		in := &w.in
		glow := 0.0
		if (st == cardplay.StagePick || st == cardplay.StageHandover || st == cardplay.StageChip) && cur == p {
			glow = 0.6 + 0.4*ui.Pulse(t.tick, 90)
		}
		k.Panel(dst, r, u, in.acc, glow)
		pl := t.layPanel(&b, p, r, w, form)
		t.drawPanelLay(dst, &pl)
	}
}

// panelFormOf is the form the panels take (panelForm), each seat p
// saying pws[p]: the first in which every panel shows its seat's name
// whole and, in formWord, every panel with chip cards writes the word
// "chips" before them; else the shortest.
func (t *Table) panelFormOf(b *board, pws *[cards.MaxPlayers]*panelWords) panelForm {
	for f := formWord; f < panelForms-1; f++ {
		if t.panelsWhole(b, pws, f) {
			return f
		}
	}
	return panelForms - 1
}

// panelsWhole says whether every panel in form f shows its name whole
// and, in formWord, the word "chips" where it has chip cards.
func (t *Table) panelsWhole(b *board, pws *[cards.MaxPlayers]*panelWords, f panelForm) bool {
	for p, r := range t.lay.panels {
		if p >= len(pws) || pws[p] == nil {
			break
		}
		pl := t.layPanel(b, p, r, pws[p], f)
		if pl.cut || f == formWord && chipColours(b, p) > 0 && !pl.has("chips") {
			return false
		}
	}
	return true
}

// seatWords is every seat's panelWords.
func (t *Table) seatWords(b *board) (pws [cards.MaxPlayers]*panelWords) {
	for p := range t.sess.Seats() {
		if p < len(pws) {
			pws[p] = t.panelWords(*b, p, t.role(p))
		}
	}
	return pws
}

// role says in a word who plays seat p: its role (game.Seat.Role), or in
// a replay who played it (Options.Roles).
func (t *Table) role(p int) string {
	if p >= 0 && p < len(t.opts.Roles) && t.opts.Roles[p] != "" {
		return t.opts.Roles[p]
	}
	if seats := t.sess.Seats(); p >= 0 && p < len(seats) {
		return seats[p].Role()
	}
	return ""
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

// panelRows is a panel of n lines, 3 or 4 (a desktop's): name and role;
// the cards placed (and with 3 lines the counts at the right, where
// they fit); with 4 the counts; the money and the chip cards. The role
// shows where the name at the line's size leaves it room; the name is
// shrunk to its room down to the line's size, then cut with "…" (the
// explanation and the log say it whole); the placed cards and the
// counts take the most words that fit. Where the chips do not fit
// beside the money, the money goes at the right of the placed cards'
// line and the chips have the last line.
func (t *Table) panelRows(pl *panelLay, b *board, p int, in ui.Rect, pw *panelWords, n int) {
	k, u, pi := t.kit, t.lay.u, &pw.in
	var buf [4]ui.Rect
	lines := in.Rows(n, 2*u, buf[:0])
	size := t.textSize(lines[0].H)
	small := max(size*0.85, t.lay.txt)
	rw := k.TextWidth(pi.role, ui.FontRegular, small)
	room := in.W - rw - 8*u
	role := k.TextWidth(pi.name, ui.FontBold, size) <= room
	if !role {
		room = in.W // no role: the name comes first
	}
	ns := max(fitSize(k, pi.name, ui.FontBold, size*1.1, room), size)
	if k.TextWidth(pi.name, ui.FontBold, ns) > room {
		ns = size // widths are not quite in proportion to sizes
	}
	name := t.cutTo(pi.name, ui.FontBold, ns, room)
	pl.text(name, ui.FontBold, ns, in.X, lines[0].CY(), pi.acc)
	pl.cut = name != pi.name
	if role {
		pl.text(pi.role, ui.FontRegular, small, in.MaxX()-rw, lines[0].CY(), ui.ColTextDim)
	}
	pw2, last := in.W, lines[n-1]
	if t.moneyWidth(b, p, size, formPlain, false) <= in.W {
		t.layMoney(pl, b, p, in.X, last.CY(), size, formPlain, pl.word && t.moneyWidth(b, p, size, formPlain, true) <= in.W)
	} else {
		money := t.moneyWords(b, p)
		mw := k.TextWidth(money, ui.FontBold, size)
		pw2 = in.W - mw - 10*u
		pl.text(money, ui.FontBold, size, in.MaxX()-mw, lines[1].CY(), ui.ColGold)
		t.layChips(pl, b, p, in.X, last.CY(), size, formPlain, pl.word && t.chipsWidth(b, p, size, formPlain, true) <= in.W)
	}
	placed := t.cutTo(t.fitting(pw.all, size, pw2), ui.FontRegular, size, pw2)
	pl.text(placed, ui.FontRegular, size, in.X, lines[1].CY(), ui.ColText)
	cs := max(size*0.9, t.lay.txt)
	if n >= 4 {
		pl.text(t.cutTo(t.fitting(pi.countsShort, cs, in.W), ui.FontRegular, cs, in.W), ui.FontRegular, cs, in.X, lines[2].CY(), ui.ColTextDim)
	} else if pw2 == in.W {
		x := in.X + k.TextWidth(placed, ui.FontRegular, size) + 12*u
		t.layRight(pl, t.fitting(pi.countsShort, cs, in.MaxX()-x), cs, x, lines[1], ui.ColTextDim)
	}
}

// panel2 is a phone's panel of two lines: name, role and placed; money
// and counts. The role goes where the name and the fewest words of the
// placed cards leave it room, then the name is cut with "…" (the
// explanation and the log say it whole); the counts go where the money
// leaves room.
func (t *Table) panel2(pl *panelLay, b *board, p int, in ui.Rect, pw *panelWords) {
	k, u, pi := t.kit, t.lay.u, &pw.in
	var buf [2]ui.Rect
	lines := in.Rows(2, 2*u, buf[:0])
	size := t.textSize(lines[0].H)
	least := k.TextWidth(pw.all[len(pw.all)-1], ui.FontRegular, size)
	nw, rw := k.TextWidth(pi.name, ui.FontBold, size), k.TextWidth(pi.role, ui.FontRegular, size)+8*u
	if nw+rw+8*u+least > in.W {
		rw = 0 // no role
	}
	name := t.cutTo(pi.name, ui.FontBold, size, in.W-rw-8*u-least)
	pl.text(name, ui.FontBold, size, in.X, lines[0].CY(), pi.acc)
	pl.cut = name != pi.name
	x := in.X + k.TextWidth(name, ui.FontBold, size) + 8*u
	if rw > 0 {
		pl.text(pi.role, ui.FontRegular, size, x, lines[0].CY(), ui.ColTextDim)
		x += rw
	}
	t.layRight(pl, t.fitting(pw.all, size, in.MaxX()-x), size, x, lines[0], ui.ColText)
	word := pl.word && t.moneyWidth(b, p, size, formPlain, true) <= in.W
	mw := t.moneyWidth(b, p, size, formPlain, word)
	t.layMoney(pl, b, p, in.X, lines[1].CY(), size, formPlain, word)
	// The counts in as many words as fit, none rather than tiny ones.
	t.layRight(pl, t.fitting(pi.countsShort, size, in.W-mw-12*u), size, in.X+mw+12*u, lines[1], ui.ColTextDim)
}

// layRight lays out s at the right of line r if it fits from x on.
func (t *Table) layRight(pl *panelLay, s string, size, x float64, r ui.Rect, c color.RGBA) {
	if w := t.kit.TextWidth(s, ui.FontRegular, size); x+w <= r.MaxX() {
		pl.text(s, ui.FontRegular, size, r.MaxX()-w, r.CY(), c)
	}
}

// panel1 is a phone's panel of one line: name, placed and money. The
// money and its chips come whole (the word "chips" where the rest leaves
// it room), the placed cards in their fewest words at least, and the
// name takes the rest. Where the name would be cut, the table takes a
// shorter form for every panel (panelFormOf): no word "chips", the money
// short, each chip colour's count on its dot, no placed cards; only a
// name that the shortest form cannot hold is cut with "…" (the
// explanation and the log say it whole).
func (t *Table) panel1(pl *panelLay, b *board, p int, in ui.Rect, pw *panelWords) {
	k, u, pi, f := t.kit, t.lay.u, &pw.in, pl.form
	size := t.textSize(in.H)
	g := 10 * u
	least := 0.0 // the placed cards' fewest words and a gap
	if f < formNoPlaced {
		least = k.TextWidth(pw.all[len(pw.all)-1], ui.FontRegular, size) + g
	}
	word := pl.word && k.TextWidth(pi.name, ui.FontBold, size)+least+g+t.moneyWidth(b, p, size, f, true) <= in.W
	mw := t.moneyWidth(b, p, size, f, word)
	name := t.cutTo(pi.name, ui.FontBold, size, in.W-mw-least-g)
	if name != pi.name && utf8.RuneCountInString(name) < 5 {
		// Rather than a name of three letters, no placed cards.
		name, least = t.cutTo(pi.name, ui.FontBold, size, in.W-mw-g), 0
	}
	pl.text(name, ui.FontBold, size, in.X, in.CY(), pi.acc)
	pl.cut = name != pi.name
	x := in.X + k.TextWidth(name, ui.FontBold, size) + g
	if s := t.fitting(pw.all, size, in.MaxX()-mw-g-x); least > 0 && k.TextWidth(s, ui.FontRegular, size) <= in.MaxX()-mw-g-x {
		pl.text(s, ui.FontRegular, size, x, in.CY(), ui.ColText)
	}
	t.layMoney(pl, b, p, in.MaxX()-mw, in.CY(), size, f, word)
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

// moneyShown is money as the table shows it in state s: hidden until the
// end unless the money is open.
func moneyShown(s *cards.State, money int) string {
	if s.Rules().OpenMoney || s.IsTerminal() {
		return ui.Dollars(money)
	}
	return "Money hidden"
}
