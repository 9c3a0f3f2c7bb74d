package cardtable

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

var (
	colPaper   = ui.RGB(0xf7, 0xf3, 0xe8)
	colBack    = ui.RGB(0x7a, 0x12, 0x3a)
	chipColour = [casino.NumChipColours]color.RGBA{
		ui.RGB(0xe0, 0x3a, 0x3a), ui.RGB(0x3a, 0x7a, 0xe0), ui.RGB(0x3a, 0xb0, 0x5a), ui.RGB(0xf0, 0xc0, 0x30), ui.RGB(0xf0, 0x6a, 0xc0),
	}
)

// seatColour is seat p's die colour.
func seatColour(p int) pieces.DieColour { return pieces.DieColour(p % pieces.NumPlayerColours) }

// board is what the casinos show: the state, and the cards of a reveal
// (extra) that fly in until fly reaches 1 and then lie at their casinos;
// and what the seats' panels count (seats: the state's, or what the
// reveal has shown so far, panelstory.go).
type board struct {
	s     *cards.State
	extra [cards.MaxPlayers]cards.Pick
	fly   float64
	last  [cards.MaxPlayers]cards.Pick // each seat's last move, marked (lastmove.go)
	seats [cards.MaxPlayers]seatCounts
	// chipsAt are the chip cards at each casino (the state's, less those
	// a reveal has shown taken).
	chipsAt [cards.NumCasinos][casino.NumChipColours]uint8
	// paid are the notes a payout shown took from each casino (to their
	// winners, or out of the game): they are no longer drawn there, as the
	// dice game's fly away and Royale's cards go.
	paid [cards.NumCasinos][2]cards.Note
}

// paidNotes are the notes the payout of reveal r took from each casino.
func paidNotes(r *cardplay.Reveal) (out [cards.NumCasinos][2]cards.Note) {
	for _, e := range r.Events {
		if e.Kind != cards.EvNotePaid && e.Kind != cards.EvNoteReturned || e.Casino < 1 || int(e.Casino) > cards.NumCasinos {
			continue
		}
		p := &out[e.Casino-1]
		if p[0] == 0 {
			p[0] = e.Note
		} else {
			p[1] = e.Note
		}
	}
	return out
}

// notesShown are the notes casino c shows, the higher first (0: none):
// its notes less those the payout shown took.
func (b *board) notesShown(c int) (out [2]cards.Note) {
	notes, paid := b.s.NotesAt(c), b.paid[c-1]
	n := 0
	for _, v := range [2]cards.Note{max(notes[0], notes[1]), min(notes[0], notes[1])} {
		if v == 0 {
			continue
		}
		if paid[0] == v {
			paid[0] = 0
			continue
		}
		if paid[1] == v {
			paid[1] = 0
			continue
		}
		out[n] = v
		n++
	}
	return out
}

// board is the table to draw now: the reveal's, or the session's view.
func (t *Table) board() board {
	if t.rev == nil {
		v := t.sess.SharedView()
		return board{s: v, fly: 1, last: t.last, seats: countsOf(v), chipsAt: chipsOf(v)}
	}
	b := board{s: t.rev.Before, extra: t.rev.Picks, fly: 1, last: t.last, seats: t.revSeats[shownBefore], chipsAt: chipsOf(t.rev.Before)}
	if !t.revT.Done() {
		b.fly = ui.EaseInOutCubic(t.revT.P())
	}
	if b.fly >= 1 {
		b.last = lastMoves(t.last, t.rev) // landed: the new moves are marked
		b.seats, b.chipsAt = t.revSeats[shownLanded], t.revChipsAt
		if t.payout {
			b.seats = t.revSeats[shownPaid]
			b.paid = paidNotes(t.rev)
		}
	}
	return b
}

// card draws one dice card in r: its die faces on paper edged in the
// seat's colour (a double shows two dice), or its back. squeeze (0-1) is
// the width of a card being flipped.
func (t *Table) card(dst *ebiten.Image, r ui.Rect, c cards.Card, col pieces.DieColour, faceUp bool, squeeze, alpha float64) {
	if squeeze < 1 {
		r = ui.R(r.CX()-r.W*squeeze/2, r.Y, r.W*squeeze, r.H)
	}
	if r.W < 2 {
		return
	}
	if !faceUp {
		rad := math.Min(r.W, r.H) * 0.12
		t.kit.RoundRect(dst, r, rad, ui.WithAlpha(colBack, alpha))
		t.kit.StrokeRoundRect(dst, r.Inset(r.W*0.08), rad*0.7, math.Max(1, 1.2*t.lay.u), ui.WithAlpha(ui.ColGold, alpha))
		return
	}
	t.paper(dst, r, col, alpha)
	if squeeze < 0.5 {
		return
	}
	f := c.Face()
	st := pieces.DieStyle{Colour: col}
	if t.lay.oneCard {
		// One card a seat (layout.oneCard): one die fills it, a double's
		// too (the dice total above says how many).
		d := r.H * oneCardDie
		pieces.Die(t.kit, dst, r.CX(), r.CY(), math.Min(d, r.W*0.95), st, f, 0, alpha)
		return
	}
	single, double, top, off := 0.5, 0.4, 0.08, 0.22
	if r.H < r.W*1.3 { // a phone's short card (miniCard): its die fills it
		single, double, top, off = phoneDie, phoneDouble, 0.06, 0.24
	}
	if c.Double() {
		d := r.W * double
		y := r.Y + r.W*top + d/2
		pieces.Die(t.kit, dst, r.CX()-r.W*off, y, d, st, f, 0, alpha)
		pieces.Die(t.kit, dst, r.CX()+r.W*off, y, d, st, f, 0, alpha)
		return
	}
	d := r.W * single
	pieces.Die(t.kit, dst, r.CX(), r.Y+r.W*top+d/2, d, st, f, 0, alpha)
}

// paper draws a card's face without its dice.
func (t *Table) paper(dst *ebiten.Image, r ui.Rect, col pieces.DieColour, alpha float64) {
	rad := math.Min(r.W, r.H) * 0.12
	t.kit.RoundRect(dst, r, rad, ui.WithAlpha(colPaper, alpha))
	t.kit.StrokeRoundRect(dst, r, rad, math.Max(1.5, r.W*0.05), ui.WithAlpha(pieces.PlayerColour(col), alpha))
}

// handCard draws a card of the hand: bigger dice, in the middle (a double
// shows its two one above the other).
func (t *Table) handCard(dst *ebiten.Image, r ui.Rect, c cards.Card, col pieces.DieColour, alpha float64) {
	t.paper(dst, r, col, alpha)
	st := pieces.DieStyle{Colour: col}
	d := r.W * 0.5
	if !c.Double() {
		pieces.Die(t.kit, dst, r.CX(), r.CY(), d*1.1, st, c.Face(), 0, alpha)
		return
	}
	gap := d * 0.12
	pieces.Die(t.kit, dst, r.CX(), r.CY()-(d+gap)/2, d, st, c.Face(), 0, alpha)
	pieces.Die(t.kit, dst, r.CX(), r.CY()+(d+gap)/2, d, st, c.Face(), 0, alpha)
}

// maxStack is the room a frame keeps for one kind of card of a seat at a
// casino (a stack holds up to five; more only cost an allocation).
const maxStack = 5

// stackCardsTo is stackCards appended to out[:0] (a frame's own array).
func stackCardsTo(pk cards.Pick, c int, out []cards.Card) []cards.Card {
	out = out[:0]
	for _, k := range []cards.Card{cards.CardOf(c, false), cards.CardOf(c, true)} {
		for i := 0; i < int(pk[k]); i++ {
			out = append(out, k)
		}
	}
	return out
}

// kindsOf keeps the first card of each kind of stack (singles, then
// doubles), in place: a phone shows one card of each kind at a casino,
// big, and the dice total above says how many. A kind is marked as a last
// move if one of its cards is.
func kindsOf(stack []cards.Card, mark []bool) ([]cards.Card, []bool) {
	n := 0
	for i, c := range stack {
		if n > 0 && stack[n-1] == c {
			mark[n-1] = mark[n-1] || mark[i]
			continue
		}
		stack[n], mark[n] = c, mark[i]
		n++
	}
	return stack[:n], mark[:n]
}

// cardAt is where the i-th card of a stack in column col lies.
func (t *Table) cardAt(col ui.Rect, i int) ui.Rect {
	w, h, step := t.lay.miniCard(col)
	return ui.R(col.CX()-w/2, col.Y+t.lay.stackLabel()+float64(i)*step, w, h)
}

// drawCasinos draws the six casinos of b.
func (t *Table) drawCasinos(dst *ebiten.Image, b board) {
	for c := 1; c <= cards.NumCasinos; c++ {
		t.drawCasino(dst, b, c)
	}
	if b.fly < 1 {
		t.drawFlying(dst, b)
	}
}

// drawCasino draws casino c: its tile, name, notes (face up), chip cards,
// and each seat's cards beside it with the seat's dice total.
func (t *Table) drawCasino(dst *ebiten.Image, b board, c int) {
	k, u := t.kit, t.lay.u
	n := b.s.Players()
	pieces.CasinoTile(k, dst, t.lay.casinos[c-1], c, u)
	p := t.lay.casinoParts(c-1, n)
	dh := p.header.H * 0.9
	pieces.Die(k, dst, p.header.X+dh/2+2*u, p.header.CY(), dh, pieces.DieStyle{Colour: pieces.DieWhite}, c, 0, 1)
	k.TextFit(dst, pieces.CasinoName[c], ui.FontBold, max(17*u, t.lay.txt), p.header.W-dh-10*u, p.header.X+dh+10*u, p.header.CY(), ui.AlignLeft|ui.AlignMiddle, pieces.CasinoAccent[c])
	nh, step := t.noteSize(p.notes)
	x := p.notes.X
	for _, v := range b.notesShown(c) {
		if v > 0 {
			pieces.Note(k, dst, x, p.notes.CY()-nh/2, nh, int(v), false, 1)
			x += step
		}
	}
	t.drawCasinoChips(dst, b.chipsAt[c-1], x, p.notes)
	for s := 0; s < n; s++ {
		pk := b.s.Placed(s)
		total := pk.DiceAt(c)
		if b.fly >= 1 {
			pk[cards.CardOf(c, false)] += b.extra[s][cards.CardOf(c, false)]
			pk[cards.CardOf(c, true)] += b.extra[s][cards.CardOf(c, true)]
			total = pk.DiceAt(c)
		}
		if total == 0 {
			continue
		}
		col := p.cols[s]
		cy := col.Y + t.lay.stackLabel()/2 - u
		k.Circle(dst, col.CX()-9*u, cy, 5*u, pieces.PlayerColour(seatColour(s)))
		k.Text(dst, strconv.Itoa(total), ui.FontBold, t.lay.size(15), col.CX()-1*u, cy, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		var sbuf [2 * maxStack]cards.Card
		var mbuf [2 * maxStack]bool
		stack := stackCardsTo(pk, c, sbuf[:0])
		mark := markedTo(pk, b.last[s], c, mbuf[:0])
		if t.lay.phone() {
			stack, mark = kindsOf(stack, mark)
		}
		if t.lay.oneCard && len(stack) > 1 { // one card a seat, marked if any is
			for _, m := range mark[1:] {
				mark[0] = mark[0] || m
			}
			stack, mark = stack[:1], mark[:1]
		}
		for i, cd := range stack {
			r := t.cardAt(col, i)
			t.card(dst, r, cd, seatColour(s), true, 1, 1)
			if mark[i] {
				if i < len(stack)-1 {
					r.H = t.cardAt(col, i+1).Y - r.Y // the part not under the next card
				}
				t.markCard(dst, r, s)
			}
		}
	}
}

// drawFlying draws the cards of a reveal on their way from the seat
// panels to the casinos: face down, flipping over halfway.
func (t *Table) drawFlying(dst *ebiten.Image, b board) {
	n := b.s.Players()
	for s := 0; s < n && s < len(t.lay.panels); s++ {
		from := t.lay.panels[s]
		for c := 1; c <= cards.NumCasinos; c++ {
			var buf [2 * maxStack]cards.Card
			base := len(stackCardsTo(b.s.Placed(s), c, buf[:0]))
			if t.lay.phone() {
				base = 0 // one card of each kind (kindsOf): they fly onto it
			}
			p := t.lay.casinoParts(c-1, n)
			for i, cd := range stackCardsTo(b.extra[s], c, buf[:0]) {
				to := t.cardAt(p.cols[s], min(base+i, t.lay.stackCards()-1))
				if t.lay.phone() && !t.lay.oneCard && cd.Double() && b.s.Placed(s)[cards.CardOf(c, false)]+b.extra[s][cards.CardOf(c, false)] > 0 {
					to = t.cardAt(p.cols[s], 1) // under the singles, as kindsOf lays them
				}
				x, y := ui.Arc(from.CX()-to.W/2, from.CY()-to.H/2, to.X, to.Y, 60*t.lay.u, b.fly)
				sq := math.Abs(math.Cos(math.Pi * b.fly))
				t.card(dst, ui.R(x, y, to.W, to.H), cd, seatColour(s), b.fly >= 0.5, sq, 1)
			}
		}
	}
}

// noteSize is the height of a casino's notes in its notes' row r, and
// the step from one note to the next (the chip cards follow the notes).
func (t *Table) noteSize(r ui.Rect) (nh, step float64) {
	nh = math.Min(r.H, r.W*0.36/pieces.NoteAspect)
	return nh, nh*pieces.NoteAspect + 6*t.lay.u
}

// chipCaptions are chipCaption's words, longest first: two lines, then
// one line for the chip cards too small to say "chip" themselves (a
// phone's).
var chipCaptions = [][]string{
	{"Chip cards: 2+ dice here in one turn take one;", "a set of one colour pays $10,000-$150,000 at the end"},
	{"Chip card: 2+ dice in one turn", "take one; sets pay at the end"},
	{"Chip card: 2+ dice", "take it; pays at the end"},
	{"Chip card:", "2+ dice take it"},
	{"Chip card: 2+ dice take it"},
	{"chip card"},
	{"chip"},
}

// chipCaption explains the chip cards at a casino, in the words that fit
// w x h at size: how one is taken and what it is worth (the rulebook's
// chip cards); where the cards are labelled "chip" themselves, only in
// two lines (one would only say it again). nil: none fits.
func (t *Table) chipCaption(w, h, size float64, labelled bool) []string {
	for _, c := range chipCaptions {
		if labelled && len(c) < 2 || captionH(len(c), size) > h {
			continue
		}
		fits := true
		for _, line := range c {
			fits = fits && t.kit.TextWidth(line, ui.FontRegular, size) <= w
		}
		if fits {
			return c
		}
	}
	return nil
}

// captionH is the height of n lines of a caption at size.
func captionH(n int, size float64) float64 { return float64(n-1)*size*1.25 + size }

// chipCard is the i-th chip card from x in the notes' row r, and whether
// the cards are wide enough to say "chip" themselves.
func (t *Table) chipCard(i int, x float64, r ui.Rect) (ui.Rect, bool) {
	u, nh := t.lay.u, r.H
	cr := ui.R(x+float64(i)*(nh*0.6+4*u)+2*u, r.CY()-nh*0.45, nh*0.6, nh*0.9)
	least := t.lay.least()
	return cr, least == 0 || t.kit.TextWidth("chip", ui.FontBold, least) <= cr.W-2*u
}

// chipCaptionAt is the caption beside n chip cards from x in the notes'
// row r: its lines (nil: none fits), their size and their left.
func (t *Table) chipCaptionAt(n int, x float64, r ui.Rect) ([]string, float64, float64) {
	u, nh := t.lay.u, r.H
	_, labelled := t.chipCard(0, x, r)
	size := max(ui.Clamp(nh*0.26, 11*u, 14*u), t.lay.least())
	x += float64(n)*(nh*0.6+4*u) + 6*u
	return t.chipCaption(r.MaxX()-x, r.H, size, labelled), size, x
}

// drawCasinoChips draws the chip cards lying at a casino from x in the
// notes' row r, each labelled "chip" where it is wide enough, and a
// caption beside them where it fits (on a phone the caption says "chip
// card" for them).
func (t *Table) drawCasinoChips(dst *ebiten.Image, chips [casino.NumChipColours]uint8, x float64, r ui.Rect) {
	k, u := t.kit, t.lay.u
	n := 0
	for ch, cnt := range chips {
		for j := 0; j < int(cnt); j++ {
			cr, labelled := t.chipCard(n, x, r)
			k.RoundRect(dst, cr, 3*u, chipColour[ch])
			k.StrokeRoundRect(dst, cr, 3*u, 1.2*u, ui.ColText)
			if labelled {
				k.TextFit(dst, "chip", ui.FontBold, max(cr.W*0.36, t.lay.least()), cr.W-2*u, cr.CX(), cr.CY(), ui.AlignCenter|ui.AlignMiddle, ui.RGB(0x10, 0x10, 0x10))
			}
			n++
		}
	}
	if n == 0 {
		return
	}
	lines, size, cx := t.chipCaptionAt(n, x, r)
	for i, line := range lines {
		k.Text(dst, line, ui.FontRegular, size, cx, r.CY()+(float64(i)-float64(len(lines)-1)/2)*size*1.25, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
	}
}
