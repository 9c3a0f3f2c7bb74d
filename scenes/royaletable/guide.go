package royaletable

import (
	"math"
	"strconv"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The guided first game (--guided, or "First game" on the setup's Royale
// tab): you against two easy bots in the main game, with a fixed seed,
// while the table points at what matters one step at a time — the roll,
// choosing a number, a casino's money cards, the Biggy and a tile at your
// first roll; the tile's decision the first time a tile asks you one; the
// payout and the round's end at the first payout. Each page waits for
// Next (Enter, a click or a tap) and holds the table still, but never
// decides anything; Skip (Esc) ends the guide. With --autoplay the pages go
// on by themselves, each one caught by a screenshot (guide-N), and
// the table places for "You" (guide_draw.go draws the pages).

// guideSeed is the guided game's seed: on it "You" roll the Biggy at once
// and a tile asks "You" a decision in the first round (guide_test.go pins
// both).
const guideSeed = 3

// guideKey is where the table keeps that Royale's guide was seen (or
// skipped).
const guideKey = "royale-guide.json"

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
	momentRoll   guideMoment = iota // your first roll to place
	momentTile                      // the first tile's decision you make
	momentPayout                    // the first round's payout
	numMoments
)

// guideYou is the seat of "You" in the guided game.
const guideYou = 0

// guidePage is one step of the guide: its title, what it says (touch: on a
// touch screen, where it differs; say: words made from the table when the
// page opens, which then take the place of text), where it points, and
// whether it has something to explain now (nil: always).
type guidePage struct {
	title, text, touch string
	say                func(t *Table, touch bool) string
	target             func(t *Table) ui.Rect
	when               func(t *Table) bool
}

// guideAutoTicks is how long a page shows with --autoplay.
const guideAutoTicks = 3

var guidePages = [numMoments][]guidePage{
	momentRoll: {
		{title: "Your roll", text: "You rolled your seven dice and your Biggy, grouped here by number. Each number is a casino: 1 the Horseshoe, 2 the Pharaoh, 3 the Oasis, 4 the Flamingo, 5 the Royal, 6 the Nugget.",
			target: func(t *Table) ui.Rect { return t.lay.arena }},
		{title: "Choose a number", text: "Choose one number: all your dice showing it go to its casino at once, and you roll the rest on your next turn. Press its key 1-6, or click its casino, its dice or its button here.",
			touch:  "Choose one number: all your dice showing it go to its casino at once, and you roll the rest on your next turn. Tap its casino, its dice or its button here.",
			target: func(t *Table) ui.Rect { return t.lay.buttons }},
		{title: "The casinos' money", say: (*Table).moneyWords,
			target: func(t *Table) ui.Rect { return t.lay.casinos[t.richest()-1] }},
		{title: "The Biggy die", text: "The big die is your Biggy: it goes with your other dice of its number, and in the casino it counts as two dice. Place it where two dice more win you the most.",
			target: (*Table).biggyRect, when: func(t *Table) bool { return t.sess.SharedView().CurrentRoll().Big != 0 }},
		{title: "A casino tile", say: (*Table).tileWords,
			target: (*Table).tileRect, when: func(t *Table) bool { return t.tiled() > 0 }},
	},
	momentTile: {
		{title: "A tile's decision", say: (*Table).decisionWords,
			target: func(t *Table) ui.Rect { return t.lay.dock.Inset(2 * t.lay.u) }},
	},
	momentPayout: {
		{title: "The payout", text: "The round is over: every casino pays its bigger money card to the most dice there and the smaller one to the second most; tied players win nothing. Grey dice are nobody's but win and tie like a player. These lines say who took what.",
			target: func(t *Table) ui.Rect { return t.lay.dock.Inset(2 * t.lay.u) }},
		{title: "The round's end", text: "When you go on, the money you won shows in your panel. All dice come back for the next round, with new money cards and new tiles. After three rounds the most money wins; each chip left is worth $10,000.",
			target: (*Table).panelsRect},
	},
}

// guide is a table's guide: which moments were shown, the page open now
// and its words and layout, kept while they stay (Draw only reads them).
type guide struct {
	shown   [numMoments]bool
	open    bool
	moment  guideMoment
	pages   []int // the moment's pages that have something to explain
	page    int   // index into pages
	age     int   // ticks the page has shown
	n       int   // pages shown so far (the screenshots' numbers)
	over    bool
	skipped bool
	seen    []string // the titles of the pages shown, in order (the tests read them)

	words string // the page's words as it opened
	count string // "First game · step N"
	key   guideLayKey
	rects guideRects
}

// guideLayKey is what the page's layout depends on.
type guideLayKey struct {
	n        int
	w, h, cs float64
	touch    bool
}

// guidePage is the page open now.
func (t *Table) guidePage() guidePage {
	g := t.guide
	return guidePages[g.moment][g.pages[min(g.page, len(g.pages)-1)]]
}

// richest is the casino (1-6) whose higher money card is the biggest (the
// first such).
func (t *Table) richest() int {
	s, best, most := t.sess.SharedView(), 1, -1
	for c := 1; c <= royale.Casinos; c++ {
		if hi, lo := s.Pair(c); hi+lo > most {
			best, most = c, hi+lo
		}
	}
	return best
}

// moneyWords are the money page's words, naming the richest casino and its
// cards.
func (t *Table) moneyWords(bool) string {
	c := t.richest()
	hi, lo := t.sess.SharedView().Pair(c)
	return "Each casino shows the two money cards it pays this round. The " + pieces.CasinoName[c] + " pays " + ui.Dollars(hi) +
		" to the player with the most dice there and " + ui.Dollars(lo) + " to the second most. Players with as many dice there as each other cancel out and win nothing."
}

// biggyRect is the group of the roll that holds the Biggy (the arena if
// none does).
func (t *Table) biggyRect() ui.Rect {
	r := t.sess.SharedView().CurrentRoll()
	var gbuf [6]group
	for _, g := range t.lay.rollGroupsTo(r, gbuf[:0]) {
		if g.face == int(r.Big) {
			return g.r
		}
	}
	return t.lay.arena
}

// tiled is the first casino (1-6) with a tile beside it, 0 if none.
func (t *Table) tiled() int {
	s := t.sess.SharedView()
	for c := 1; c <= royale.Casinos; c++ {
		if s.Tile(c) >= 0 {
			return c
		}
	}
	return 0
}

// tileRect is the tile beside the first casino that has one.
func (t *Table) tileRect() ui.Rect {
	c := max(t.tiled(), 1)
	return t.lay.casinoParts(c-1, true).tile
}

// tileWords name the tile the tile page points at.
func (t *Table) tileWords(touch bool) string {
	c := max(t.tiled(), 1)
	how := "Press F1 or click the tile's ? to read what it does."
	if touch {
		how = "Tap the tile's ? to read what it does."
	}
	return "The tile beside the " + pieces.CasinoName[c] + " is " + royale.TileName(t.sess.SharedView().Tile(c)) +
		": this round it changes how that casino plays, and placing dice there may ask you to decide something. " + how
}

// decisionWords name the tile that asks "You" to decide.
func (t *Table) decisionWords(touch bool) string {
	b := t.sess.SharedView().Board()
	what := "A tile"
	if b.Resolving >= 0 && b.ResolvingAt >= 1 && b.ResolvingAt <= royale.Casinos {
		what = "The " + royale.TileName(b.Resolving) + " tile at the " + pieces.CasinoName[b.ResolvingAt]
	}
	how := "Choose with its buttons (keys 1-7 and Enter), or click what the board marks; H asks for a hint."
	if touch {
		how = "Choose with its buttons, or tap what the board marks."
	}
	return what + " asks you to decide. " + how + " The game waits for you: take your time."
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

// guideStep runs the page open, if any: it takes this tick's input (Next,
// Skip) and holds the table still; it reports whether a page was open.
func (t *Table) guideStep() bool {
	g := t.guide
	if g == nil || !g.open {
		return false
	}
	g.age++
	t.guideLayout()
	next, skip := t.opts.Autoplay && g.age > guideAutoTicks, false
	l := g.rects
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
	case next && g.page+1 < len(g.pages):
		t.openPage(g.page + 1)
	case next:
		g.open = false
		if g.moment == numMoments-1 {
			t.endGuide(false)
		}
	}
	return true
}

// guideCheck opens the guide's pages at the moment the table has come to,
// once each; with --autoplay it then places for "You".
func (t *Table) guideCheck() {
	g := t.guide
	if g == nil {
		return
	}
	st, seat := t.sess.Stage()
	m := numMoments
	still := t.step == nil && !t.showHelp && !t.showLog
	switch {
	case !still:
	case t.payout != nil && t.payShown >= len(t.payout) && !t.payBusy():
		m = momentPayout
		g.shown[momentTile] = true // no tile asked "You" before: too late now
	case t.payout == nil && st == royaleplay.StageDecide && seat == guideYou:
		m = momentRoll
		if tileDecision(t.sess.SharedLegal()) {
			m = momentTile
		}
	}
	if !g.over && !g.open && m < numMoments && !g.shown[m] && (m == momentRoll || g.shown[momentRoll]) {
		g.shown[m] = true
		if t.openMoment(m) {
			return
		}
	}
	if t.opts.Autoplay && !g.open && still && t.payout == nil && st == royaleplay.StageDecide && seat == guideYou {
		t.autoplace()
	}
}

// openMoment opens the first page of moment m that has something to
// explain; false if none has.
func (t *Table) openMoment(m guideMoment) bool {
	g := t.guide
	g.moment, g.pages = m, g.pages[:0]
	for i, p := range guidePages[m] {
		if p.when == nil || p.when(t) {
			g.pages = append(g.pages, i)
		}
	}
	if len(g.pages) == 0 {
		return false
	}
	t.openPage(0)
	return true
}

// openPage opens page i of the moment, makes its words and asks for its
// screenshot.
func (t *Table) openPage(i int) {
	g := t.guide
	g.open, g.page, g.age = true, i, 0
	g.n++
	p := t.guidePage()
	g.seen = append(g.seen, p.title)
	g.words = p.words(t, t.touch())
	g.count = "First game · step " + strconv.Itoa(g.n)
	g.key = guideLayKey{}
	t.guideLayout()
	if t.shots() {
		t.st.Snap("guide-" + strconv.Itoa(g.n))
	}
}

// words are the page's words for a touch screen or not.
func (p guidePage) words(t *Table, touch bool) string {
	switch {
	case p.say != nil:
		return p.say(t, touch)
	case touch && p.touch != "":
		return p.touch
	}
	return p.text
}

// endGuide closes the guide for good and keeps that it was seen.
func (t *Table) endGuide(skipped bool) {
	g := t.guide
	g.open, g.over, g.skipped = false, true, skipped
	if t.store != nil {
		_ = t.store.Save(guideKey, []byte("seen\n")) // a failure loses nothing but the note
	}
}

// autoplace decides for "You" with --autoplay: the number with the most
// dice (the Biggy counting two), or a tile's first choice.
func (t *Table) autoplace() {
	legal := t.sess.SharedLegal()
	if len(legal) == 0 {
		return
	}
	best, most := legal[0], -1
	if placing(legal) {
		r := t.sess.SharedView().CurrentRoll()
		for _, a := range legal {
			if a.Kind != royale.ActPlace || a.X < 1 || a.X > 6 {
				continue
			}
			n := int(r.C[a.X-1])
			if int(r.Big) == int(a.X) {
				n += 2
			}
			if n > most {
				best, most = a, n
			}
		}
	}
	_ = t.sess.Decide(best)
}

// guidedConfig is the guided game: "You" against two easy bots in the
// main game, on the guide's seed.
func guidedConfig() royaleplay.Config {
	given := map[int]royaleplay.Seat{1: playkit.PersonSeat("You"), 2: playkit.BotSeat("", "easy"), 3: playkit.BotSeat("", "easy")}
	return royaleplay.Config{Rules: royale.MainGame(3), Seats: playkit.SeatsFor(3, given, false), Seed: guideSeed}
}

// OpenGuided makes the table of the guided first game with its autosave
// in store (nil: none); an unfinished Royale game is kept aside.
func OpenGuided(fonts *assets.Fonts, store storage.Store) (*Table, error) {
	o := Options{Players: 3, Guided: true, New: true, Width: 1280, Height: 800, Seats: map[int]royaleplay.Seat{}}
	return o.open(fonts, store)
}
