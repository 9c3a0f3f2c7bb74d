package cardtable

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Explanations: a casino, the chip cards at it, a card of the hand and a
// seat's money say what they are in a box beside them, never over them.
// A mouse shows one while it rests on the thing, once it has moved since
// the table opened (rest); a finger by a tap (a casino, its chips, a
// seat's panel) or by a long-press (holdTicks, half a second, anything, a
// card of the hand too). A long-press never plays: the release that ends
// it is no click. A tap elsewhere hides the box.

// tipKind is what an explanation explains.
type tipKind uint8

const (
	tipNone tipKind = iota
	tipCasino
	tipChip
	tipHand
	tipMoney
)

// tipItem is one thing explained: casino (1-6), chips at casino (1-6),
// the card in hand slot n, seat n's money.
type tipItem struct {
	kind tipKind
	n    int
}

// holdTicks is how long a press is held for a long-press: half a second.
const holdTicks = ui.TPS / 2

// holdSlop is how far (logical units) a held finger may drift.
const holdSlop = 14

// hold follows a press while it is held.
type hold struct {
	x, y  float64
	ticks int
	on    bool // a press is held and has not drifted
	fired bool // it became a long-press: its release is no click
}

// tipWords is an explanation's words, kept while what they say stays.
type tipWords struct {
	item tipItem
	view *cards.State
	seat seatCounts // the counts of a panel explained
	slot cards.Card
	text string
}

// tipsAllowed: explanations show at the table itself, not behind the log,
// the rules, a handover or the game's end.
func (t *Table) tipsAllowed() bool {
	st, _ := t.sess.Stage()
	return !t.showLog && !t.showHelp && st != cardplay.StageHandover && st != cardplay.StageOver
}

// handShown says whether the hand's cards are drawn (drawHandArea).
func (t *Table) handShown() bool {
	st, _ := t.sess.Stage()
	return t.handSeat >= 0 && !(st == cardplay.StageChip && t.rev == nil) && !(t.summary && t.rev != nil) && !(t.payout && t.rev != nil)
}

// itemAt is the thing explained at (x, y): a card of the hand, the chip
// cards at a casino, a casino, a seat's panel (its money); none elsewhere.
func (t *Table) itemAt(x, y float64) tipItem {
	l := &t.lay
	if t.handShown() {
		for i, r := range l.slots {
			if i < len(t.slots) && r.Contains(x, y) {
				return tipItem{tipHand, i}
			}
		}
	}
	v := t.board().s // the casinos drawn: a reveal's are those before it
	for c := 1; c <= cards.NumCasinos; c++ {
		if !l.casinos[c-1].Contains(x, y) {
			continue
		}
		if r := t.chipsRect(v, t.board().chipsAt[c-1], c); !r.Empty() && r.Contains(x, y) {
			return tipItem{tipChip, c}
		}
		return tipItem{tipCasino, c}
	}
	for p, r := range l.panels {
		if p < v.Players() && r.Contains(x, y) {
			return tipItem{tipMoney, p}
		}
	}
	return tipItem{}
}

// chipsRect is where chips, the chip cards at casino c of the board v,
// lie (drawCasino draws them right of its notes); empty when there are
// none.
func (t *Table) chipsRect(v *cards.State, chips [casino.NumChipColours]uint8, c int) ui.Rect {
	n := 0
	for _, k := range chips {
		n += int(k)
	}
	if n == 0 {
		return ui.Rect{}
	}
	p := t.lay.casinoParts(c-1, v.Players())
	notes := v.NotesAt(c)
	nh := math.Min(p.notes.H, p.notes.W*0.36/pieces.NoteAspect)
	x := p.notes.X
	for _, note := range notes {
		if note > 0 {
			x += nh*pieces.NoteAspect + 6*t.lay.u
		}
	}
	return ui.R(x, p.notes.Y, p.notes.MaxX()-x, p.notes.H)
}

// itemRect is the rectangle of the thing explained.
func (t *Table) itemRect(it tipItem) ui.Rect {
	l := &t.lay
	switch it.kind {
	case tipCasino:
		return l.casinos[it.n-1]
	case tipChip:
		b := t.board()
		return t.chipsRect(b.s, b.chipsAt[(it.n-1)%cards.NumCasinos], it.n)
	case tipHand:
		return l.handRow()
	case tipMoney:
		return l.panels[it.n]
	}
	return ui.Rect{}
}

// handRow is the row of the hand's cards, with room for a selected card
// raised: a card's explanation goes beside the row, over none of them.
func (l *layout) handRow() ui.Rect {
	a, b := l.slots[0], l.slots[len(l.slots)-1]
	return ui.R(a.X, a.Y-18*l.u, b.MaxX()-a.X, a.H+18*l.u)
}

// valid says whether it can be explained now.
func (t *Table) valid(it tipItem) bool {
	switch it.kind {
	case tipCasino:
		return it.n >= 1 && it.n <= cards.NumCasinos
	case tipChip:
		if it.n < 1 || it.n > cards.NumCasinos {
			return false
		}
		b := t.board()
		return !t.chipsRect(b.s, b.chipsAt[it.n-1], it.n).Empty()
	case tipHand:
		return t.handShown() && it.n >= 0 && it.n < len(t.slots) && it.n < len(t.lay.slots)
	case tipMoney:
		return it.n >= 0 && it.n < len(t.lay.panels) && it.n < t.sess.SharedView().Players()
	}
	return false
}

// tipShown is the thing explained now: the one a tap or long-press
// showed, or the one under a resting mouse.
func (t *Table) tipShown() tipItem {
	if !t.tipsAllowed() {
		return tipItem{}
	}
	if t.tipOn {
		if t.valid(t.tip) {
			return t.tip
		}
		return tipItem{}
	}
	if !t.in.HasPoint || !t.rest.Moved() || t.in.Touch || t.in.Down {
		return tipItem{}
	}
	if it := t.itemAt(t.in.PX, t.in.PY); t.valid(it) {
		return it
	}
	return tipItem{}
}

// watchHold follows a held press; held holdTicks on a thing, it shows
// its explanation and its release is no click.
func (t *Table) watchHold() {
	h := &t.hold
	if !t.tipsAllowed() {
		t.tipOn = false // a handover, the log, the rules or the end: gone
	}
	for _, a := range t.in.Actions() {
		if a.Kind == ui.ActPointerDown {
			*h = hold{x: a.X, y: a.Y, on: true}
		}
	}
	if !h.on {
		return
	}
	dx, dy := t.in.PX-h.x, t.in.PY-h.y
	if !t.in.Down || dx*dx+dy*dy > holdSlop*holdSlop {
		h.on = false
		return
	}
	h.ticks++
	if h.ticks == holdTicks && t.tipsAllowed() {
		if it := t.itemAt(h.x, h.y); t.valid(it) {
			t.tip, t.tipOn, h.fired = it, true, true
		}
	}
}

// tipClick takes a click for the explanations: the release of a
// long-press is swallowed; a tap on a casino, its chips or a panel shows
// its explanation (a second tap hides it); any other click hides a shown
// one and goes on (a card of the hand is still selected by a tap).
func (t *Table) tipClick(a ui.Action) bool {
	if a.Kind != ui.ActClick {
		return false
	}
	if t.hold.fired {
		t.hold.fired = false
		return true
	}
	if !t.tipsAllowed() {
		t.tipOn = false
		return false
	}
	it := t.itemAt(a.X, a.Y)
	was := t.tipOn && t.tip == it
	t.tipOn = false
	if it.kind == tipNone || it.kind == tipHand {
		return false
	}
	if !was {
		t.tip, t.tipOn = it, true
	}
	return true
}

// tipText is the explanation of it, made when what it says changes: of
// the board drawn and the panels' counts (while a reveal is shown, what
// it has shown so far, as the panels say).
func (t *Table) tipText(it tipItem) string {
	w := &t.tipWords
	b := t.board()
	var slot cards.Card
	if it.kind == tipHand && it.n < len(t.slots) {
		slot = t.slots[it.n]
	}
	var seat seatCounts
	if it.kind == tipMoney {
		seat = b.seats[it.n%cards.MaxPlayers]
	}
	if w.text != "" && w.item == it && w.view == b.s && w.seat == seat && w.slot == slot {
		return w.text
	}
	w.item, w.view, w.seat, w.slot = it, b.s, seat, slot
	w.text = explain(b.s, it, slot, t.sess.Name, &seat)
	return w.text
}

// explain says what it is, for the view v (the board drawn, of the
// table's shared view: no one's hand, money only where it is open), slot
// the card in its hand slot, seat the counts of the panel explained (a
// seat's money and chip cards as its panel says them).
func explain(v *cards.State, it tipItem, slot cards.Card, name func(int) string, seat *seatCounts) string {
	switch it.kind {
	case tipCasino:
		c := it.n
		var notes []string
		for _, n := range v.NotesAt(c) {
			if n > 0 {
				notes = append(notes, ui.Dollars(n.Dollars()))
			}
		}
		s := fmt.Sprintf("%s, casino %d: its cards all show %d. ", pieces.CasinoName[c], c, c)
		if len(notes) > 0 {
			s += "Notes " + strings.Join(notes, " and ") + ". "
		}
		return s + "At the round's end, seats tied on dice here are removed; the most dice takes the biggest note, the next most the next."
	case tipChip:
		return "Chip cards: 2 or more dice placed here in one turn take one. " + chipValues
	case tipHand:
		c := slot.Face()
		if slot.Double() {
			return fmt.Sprintf("A double %d: two dice at %s (casino %d). Pick cards that show one number, then Confirm.", c, pieces.CasinoName[c], c)
		}
		return fmt.Sprintf("A %d: one die at %s (casino %d). Pick cards that show one number, then Confirm.", c, pieces.CasinoName[c], c)
	case tipMoney:
		p := it.n
		s := fmt.Sprintf("%s's money: hidden until the game's end, as under the rulebook's safe card.", name(p))
		if v.Rules().OpenMoney || v.IsTerminal() {
			s = fmt.Sprintf("%s has %s.", name(p), ui.Dollars(seat.money()))
		}
		for _, n := range seat.chips {
			if n > 0 {
				return s + " Chip cards: " + chipValues
			}
		}
		return s
	}
	return ""
}

// tipBox is where the explanation of the thing in r goes, w x h: beside
// it, inside the window below the top bar, never over it and over
// nothing a player reads at a casino (tipClear): no casino's name, nor
// its notes, nor its dice totals. Where no side has room for that
// (ui.BesideFirst), the box keeps clear of the names and notes, then of
// the names alone.
func (l *layout) tipBox(r ui.Rect, w, h float64) ui.Rect {
	u := l.u
	var names, notes, totals [cards.NumCasinos]ui.Rect
	l.tipClear(&names, &notes, &totals)
	top := l.top.MaxY() + 4*u
	box, _ := ui.BesideFirst(r, w, h, ui.R(4*u, top, l.W-8*u, l.H-4*u-top), 8*u, names[:], notes[:], totals[:])
	return box
}

// tipClear writes what an explanation keeps clear of at each casino, the
// most important first: its name (the header: number and name), its
// notes' row (the notes and chip cards) and its dice totals (the row
// above the cards placed, drawCasino).
func (l *layout) tipClear(names, notes, totals *[cards.NumCasinos]ui.Rect) {
	for c := range names {
		p := l.casinoParts(c, 1)
		names[c], notes[c] = p.header, p.notes
		totals[c] = ui.R(p.cards.X, p.cards.Y, p.cards.W, l.stackLabel())
	}
}

// tipWidth is an explanation box's width.
func (l *layout) tipWidth() float64 {
	return math.Min(math.Max(340*l.u, 22*l.least()), l.W-8*l.u)
}

// tipPlace is where the explanation of it goes and its lines, at size.
func (t *Table) tipPlace(it tipItem) (box ui.Rect, lines []string, size float64) {
	l := &t.lay
	size = l.size(15)
	w := l.tipWidth()
	pad := 10 * l.u
	lines = t.kit.WrapLines(t.tipText(it), ui.FontRegular, size, w-2*pad)
	box = l.tipBox(t.itemRect(it), w, float64(len(lines))*size*1.3+2*pad)
	return box, lines, size
}

// tipFill is an explanation's box: opaque, so that no text beneath it
// (the hand's prompt, a casino's words) shows through its words.
var tipFill = ui.RGB(0x03, 0x0d, 0x0a)

// drawTip draws the explanation shown now, if any, beside its thing.
func (t *Table) drawTip(dst *ebiten.Image) {
	it := t.tipShown()
	if it.kind == tipNone {
		return
	}
	k, u := t.kit, t.lay.u
	box, lines, size := t.tipPlace(it)
	pad, lh := 10*u, size*1.3
	k.RoundRect(dst, box, 8*u, tipFill)
	k.StrokeRoundRect(dst, box, 8*u, 2*u, ui.ColGold)
	for i, line := range lines {
		y := box.Y + pad + float64(i)*lh
		if y+lh > box.MaxY()-pad/2 {
			break
		}
		k.Text(dst, line, ui.FontRegular, size, box.X+pad, y, ui.AlignLeft|ui.AlignTop, ui.ColText)
	}
}
