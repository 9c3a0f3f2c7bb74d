package cardtable

import (
	"fmt"
	"github.com/lasvegas-dice/lasvegas/game"
	"math"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The guided first game (--guided, or "First game" on the setup's card
// game tab): you against two easy bots, with a fixed seed, while the table
// points at what matters one step at a time — the hand and its cards'
// values, what may be picked, the casinos and their notes (and the chip
// cards when on) at the first pick; the reveal's summary and ties at the
// first reveal; the end of a round and its payout at the first payout.
// Each page waits for Next (Enter, a click or a tap) and holds the table
// still; Skip (Esc) ends the guide. With --autoplay the pages go on by
// themselves, each one caught by a screenshot, and the table picks for
// "You" (the guide's draw_guide.go draws the pages).

// guideSeed is the guided game's seed: "You" start with three cards of
// one number (two 3s and a double 3) beside a 4 and a 5.
const guideSeed = 4

// guideKey is where the table keeps that the card game's guide was seen
// (or skipped).
const guideKey = "cards-guide.json"

// GuideSeen reports whether the guide was seen to its end or skipped in
// store (the setup then no longer highlights "First game").
func GuideSeen(store storage.Store) bool {
	if store == nil {
		return false
	}
	data, err := store.Load(guideKey)
	return err == nil && string(data) == "seen\n"
}

// guideMoment is a moment of the game at which the guide speaks.
type guideMoment uint8

const (
	momentPick   guideMoment = iota // your first pick
	momentReveal                    // the first reveal's summary
	momentPayout                    // the first round's payout
	numMoments
)

// guidePage is one step of the guide: what it says (touch: on a touch
// screen, where it differs), where it points, and the small card pictures
// it shows (groups of cards, drawn in a row with a gap between groups).
type guidePage struct {
	title, text, touch string
	// seq is the text in the variation of picks in turn, where it differs.
	seq    string
	target func(t *Table) ui.Rect
	pics   [][]cards.Card
	chips  bool // shown only with the chip cards
}

// guideAutoTicks is how long a page shows with --autoplay.
const guideAutoTicks = 3

var guidePages = [numMoments][]guidePage{
	momentPick: {
		{title: "Your hand", text: "These are your five cards, sorted by number. A card's number (1-6) is its casino; a double card counts as two dice. Press a number key 1-6 to pick a card of that number.",
			touch:  "These are your five cards, sorted by number. A card's number (1-6) is its casino; a double card counts as two dice. Tap a card to pick it.",
			target: func(t *Table) ui.Rect { return t.handRow() }, pics: [][]cards.Card{{cards.CardOf(3, false)}, {cards.CardOf(3, true)}}},
		{title: "What you may pick", text: "Each turn pick 1 or 2 cards of any numbers, or 3 to 5 cards all of one number. Then Confirm (Enter) locks your pick; Esc clears it.",
			touch:  "Each turn pick 1 or 2 cards of any numbers, or 3 to 5 cards all of one number. Then tap Confirm to lock your pick.",
			target: func(t *Table) ui.Rect { return t.lay.hand.Inset(4 * t.lay.u) },
			pics:   [][]cards.Card{{cards.CardOf(2, false), cards.CardOf(5, true)}, {cards.CardOf(4, false), cards.CardOf(4, false), cards.CardOf(4, true)}}},
		{title: "The casinos and their notes", text: "Each casino, numbered 1-6 by its die, shows the two notes it pays this round. At the round's end the most dice there take the bigger note, the second most the other one.",
			target: func(t *Table) ui.Rect { return t.lay.casinos[0] }},
		{title: "Chip cards", text: "Put 2 or more dice on a casino in one turn to take one of its chip cards (the most dice choose first). At the end a set of one colour pays $10,000 to $150,000.",
			target: func(t *Table) ui.Rect { return t.lay.casinos[0] }, chips: true},
	},
	momentReveal: {
		{title: "The reveal", text: "Everyone picked in secret; now all picks are turned over at once and fly to their casinos. This summary says who played what where; Continue goes on.",
			seq:    "In this variation the seats pick one after another, in the open, and each pick flies to its casinos at once. This summary says who played what where; Continue goes on.",
			target: func(t *Table) ui.Rect { return t.lay.hand.Inset(4 * t.lay.u) }},
		{title: "Ties cancel", text: "Players with as many dice as each other at a casino cancel out: none of them wins there, and the next player in line takes the note.",
			target: func(t *Table) ui.Rect { return t.lay.casinos[t.busiestCasino()] },
			pics:   [][]cards.Card{{cards.CardOf(4, false), cards.CardOf(4, false)}, {cards.CardOf(4, true)}}},
	},
	momentPayout: {
		{title: "The end of a round", text: "A player with 8 cards out at the casinos stops for the round. When all have stopped, or after six turns, the casinos pay out and the cards leave.",
			target: func(t *Table) ui.Rect { return t.panelsRect() }},
		{title: "The payout", text: "Here is who took which note, and the ties that cancelled. Money stays hidden until the end: the most money after four rounds wins.",
			target: func(t *Table) ui.Rect { return t.lay.hand.Inset(4 * t.lay.u) }},
	},
}

// guidePagesAt are the pages of moment m for a game with or without the
// chip cards.
func guidePagesAt(m guideMoment, chips bool) []guidePage {
	var out []guidePage
	for _, p := range guidePages[m] {
		if !p.chips || chips {
			out = append(out, p)
		}
	}
	return out
}

// guide is a table's guide: which moments were shown, the page open now.
type guide struct {
	shown   [numMoments]bool
	open    bool
	moment  guideMoment
	page    int
	age     int // ticks the page has shown
	n       int // pages shown so far (the screenshots' numbers)
	over    bool
	skipped bool
	// count is the box's "First game · n of m", made when n or m change
	// (countOf), so that a frame with a page open builds no string.
	count   string
	countOf [2]int
}

// pages are the pages of the moment open.
func (t *Table) guidePages() []guidePage {
	return guidePagesAt(t.guide.moment, t.sess.Rules().Chips)
}

// handRow is the row of the hand's cards.
func (t *Table) handRow() ui.Rect {
	r := t.lay.slots[0]
	last := t.lay.slots[len(t.lay.slots)-1]
	return ui.R(r.X, r.Y-14*t.lay.u, last.MaxX()-r.X, r.H+14*t.lay.u).Inset(-4 * t.lay.u)
}

// panelsRect holds the seat panels.
func (t *Table) panelsRect() ui.Rect {
	r := t.lay.panels[0]
	for _, p := range t.lay.panels[1:] {
		x, y := math.Min(r.X, p.X), math.Min(r.Y, p.Y)
		r = ui.R(x, y, math.Max(r.MaxX(), p.MaxX())-x, math.Max(r.MaxY(), p.MaxY())-y)
	}
	return r
}

// busiestCasino is the casino (0-5) the ties page points at, as the
// table shows it now: one where two seats tie if any, else the one with
// cards of the most seats (then the most dice).
func (t *Table) busiestCasino() int {
	s := t.sess.View()
	if t.rev != nil {
		s = t.rev.Before
	}
	best, bestScore := 0, -1
	for c := 1; c <= cards.NumCasinos; c++ {
		seats, dice, tie := 0, 0, 0
		var seen [2 * cards.HandSize * 2]bool
		for p := 0; p < s.Players(); p++ {
			pk := s.Placed(p)
			if t.rev != nil {
				pk = addPicks(pk, t.rev.Picks[p])
			}
			d := int(pk[cards.CardOf(c, false)]) + 2*int(pk[cards.CardOf(c, true)])
			if d <= 0 {
				continue
			}
			seats++
			dice += d
			if d < len(seen) && seen[d] {
				tie = 1
			} else if d < len(seen) {
				seen[d] = true
			}
		}
		if score := tie*10000 + seats*100 + dice; score > bestScore {
			best, bestScore = c-1, score
		}
	}
	return best
}

// pickDice is how many dice pick pk bets.
func pickDice(pk cards.Pick) int {
	n := 0
	for c := cards.Card(0); c < cards.NumCards; c++ {
		n += int(pk[c]) * c.Dice()
	}
	return n
}

// addPicks is a and b together.
func addPicks(a, b cards.Pick) cards.Pick {
	for i := range a {
		a[i] += b[i]
	}
	return a
}

// guideStep runs the page open, if any: it takes this tick's input (Next,
// Skip) and holds the table still; it reports whether a page was open.
func (t *Table) guideStep() bool {
	g := t.guide
	if g == nil || !g.open {
		return false
	}
	g.age++
	next, skip := t.opts.Autoplay && g.age > guideAutoTicks, false
	l := t.guideRects()
	for _, a := range t.in.Actions() {
		switch a.Kind {
		case ui.ActConfirm:
			next = true
		case ui.ActCancel:
			skip = true
		case ui.ActClick:
			next = next || l.next.Contains(a.X, a.Y)
			skip = skip || l.skip.Contains(a.X, a.Y)
		}
	}
	switch {
	case skip:
		t.endGuide(true)
	case next && g.page+1 < len(t.guidePages()):
		t.openPage(g.moment, g.page+1)
	case next:
		g.open = false
		if g.moment == numMoments-1 {
			t.endGuide(false)
		}
	}
	return true
}

// guideCheck opens the guide's pages at the moment the table has come to,
// once each; with --autoplay it then picks for "You".
func (t *Table) guideCheck() {
	g := t.guide
	if g == nil {
		return
	}
	st, seat := t.sess.Stage()
	m := numMoments
	switch {
	case t.rev != nil && t.summary:
		m = momentReveal
	case t.rev != nil && t.payout:
		m = momentPayout
	case t.rev == nil && st == cardplay.StagePick && seat == t.handSeat && len(t.slots) > 0:
		m = momentPick
	}
	if !g.over && !g.open && m < numMoments && !g.shown[m] {
		g.shown[m] = true
		t.openPage(m, 0)
		return
	}
	if t.opts.Autoplay && !g.open {
		t.autopick(st, seat)
	}
}

// openPage opens page i of moment m and asks for its screenshot.
func (t *Table) openPage(m guideMoment, i int) {
	g := t.guide
	g.open, g.moment, g.page, g.age = true, m, i, 0
	g.n++
	if t.shots() {
		t.st.Snap(fmt.Sprintf("guide-%d", g.n))
	}
}

// endGuide closes the guide for good and keeps that it was seen.
func (t *Table) endGuide(skipped bool) {
	g := t.guide
	g.open, g.over, g.skipped = false, true, skipped
	if t.store != nil {
		_ = t.store.Save(guideKey, []byte("seen\n")) // a failure loses nothing but the note
	}
}

// autopick plays "You" with --autoplay: the legal pick of the most dice
// (several of one number when the hand has them), the first chip colour.
func (t *Table) autopick(st cardplay.Stage, seat int) {
	if t.rev != nil || seat < 0 || seat != t.sess.Visible() {
		return
	}
	switch st {
	case cardplay.StagePick:
		best, most := cards.Pick{}, 0
		for _, a := range t.sess.View().LegalTo(seat, nil) {
			if d := pickDice(a.Pick); d > most {
				best, most = a.Pick, d
			}
		}
		if most > 0 {
			_ = t.sess.Submit(best)
		}
	case cardplay.StageChip:
		if ch := t.sess.ChipChoices(); len(ch) > 0 {
			_ = t.sess.ChooseChip(ch[0])
		}
	}
}

// guidedConfig is the guided game: "You" against two easy bots, the
// guide's seed, the rules' variation and chips as asked.
func (o Options) guidedConfig() cardplay.Config {
	given := map[int]cardplay.Seat{1: {Name: "You", Kind: game.Human}, 2: {Kind: game.Bot, Level: "easy"}, 3: {Kind: game.Bot, Level: "easy"}}
	rules := cards.Rules{Players: 3, Sequential: o.Sequential, Chips: o.Chips}
	return cardplay.Config{Rules: rules, Seats: playkit.SeatsFor(3, given, false), Seed: guideSeed}
}

// OpenGuided makes the table of the guided first game with its autosave
// in store (nil: none); an unfinished card game is kept aside.
func OpenGuided(fonts *assets.Fonts, store storage.Store) (*Table, error) {
	o := Options{Players: 3, Guided: true, New: true, Width: 1280, Height: 800, Seats: map[int]cardplay.Seat{}}
	return o.open(fonts, store)
}
