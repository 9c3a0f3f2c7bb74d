package dicetable

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The first game: a classic game against two easy bots in which the table
// points at what matters, one step at a time — the roll, choosing a number,
// the casinos' notes, ties cancelling (at the first decision), and the
// payout (at the first round's end). Each step waits for Next (Enter); Skip
// (Esc) ends the guide. Only "First game" on the setup screen shows it, so
// it is never shown again unless asked; the setup highlights that button
// until the guide has been seen or skipped once.

// guideKey keeps whether the first-game guide has been seen.
const guideKey = "first-game-guide.json"

// guideStage is a moment of the game at which the guide speaks.
type guideStage uint8

const (
	guideDecide guideStage = iota // the first decision
	guidePayout                   // the first round's end
	numGuideStages
)

// guidePage is one step of the guide: what it says and where it points.
type guidePage struct {
	title, text string
	target      func(t *Table, c *ui.Stage) ui.Rect
	// touch is the text for a touch screen where it differs (it speaks
	// of tapping, and of no key).
	touch string
}

var guidePages = [numGuideStages][]guidePage{
	guideDecide: {
		{"Your roll", "At your turn all the dice you have left are rolled for you. Here they are, grouped by number.",
			func(t *Table, _ *ui.Stage) ui.Rect { return ArenaDiceArea(&t.L) }, ""},
		{"Choose a number", "Pick one number you rolled: every die showing it goes to the casino with that number. Click the casino (or press its number), then confirm.",
			func(t *Table, _ *ui.Stage) ui.Rect { return unionRect(t.L.Casinos[1], t.L.Casinos[3]) },
			"Pick one number you rolled: every die showing it goes to the casino with that number. Tap its dice or the casino, then Confirm."},
		{"The casinos' notes", "Each casino shows the money it pays this round. At the round's end the player with the most dice there takes the biggest note, the second most the next one, and so on.",
			func(t *Table, _ *ui.Stage) ui.Rect { return t.L.Casinos[guideNotesCasino(t)] }, ""},
		{"Ties cancel", "Players with the same number of dice on a casino cancel each other out: none of them wins there, and the next player in line takes the note.",
			func(t *Table, _ *ui.Stage) ui.Rect { return unionRect(t.L.Casinos[4], t.L.Casinos[6]) }, ""},
	},
	guidePayout: {
		{"The payout", "The round is paid casino by casino, said here in words: who won which note, and the ties that cancelled. The round's summary comes next. Most money after four rounds wins.",
			func(t *Table, _ *ui.Stage) ui.Rect { return t.L.Arena }, ""},
	},
}

// unionRect is the smallest rectangle holding a and b.
func unionRect(a, b ui.Rect) ui.Rect {
	x, y := math.Min(a.X, b.X), math.Min(a.Y, b.Y)
	return ui.R(x, y, math.Max(a.MaxX(), b.MaxX())-x, math.Max(a.MaxY(), b.MaxY())-y)
}

// guideNotesCasino is the casino with the most notes (the clearest to point at).
func guideNotesCasino(t *Table) int {
	best := 1
	for i := 1; i <= 6; i++ {
		if t.m.Casino[i].NumNotes > t.m.Casino[best].NumNotes {
			best = i
		}
	}
	return best
}

// guideState is a table's guide: which stages were shown, and what to do
// once it is over.
type guideState struct {
	shown   [numGuideStages]bool
	skipped bool
	// done runs once when the guide ends (seen to its end or skipped).
	done func()
}

// guideAt opens the guide's pages for stage, once per game, and then
// opens next (nil: none); without a page to show it opens next at once.
func (t *Table) guideAt(c *ui.Stage, st guideStage, next ui.Overlay) {
	g := t.guide
	if g == nil || g.skipped || g.shown[st] || c.Autoplay {
		if next != nil {
			c.OpenOver(next)
		}
		return
	}
	g.shown[st] = true
	c.OpenOver(&GuideScene{t: t, stage: st, then: next})
}

// finish ends the guide for good.
func (g *guideState) finish(skipped bool) {
	g.skipped = g.skipped || skipped
	if g.done != nil {
		g.done()
		g.done = nil
	}
}

// GuideScene is one stage of the guide over the table: the table dimmed
// but for what the page points at, and a box with the words.
type GuideScene struct {
	t     *Table
	stage guideStage
	page  int
	then  ui.Overlay // opened when the stage closes (the round summary)
}

// close closes the stage (ui.ErrClosed), opening what comes next.
func (g *GuideScene) close(c *ui.Stage) error {
	if g.then != nil {
		c.OpenOver(g.then)
	}
	return ui.ErrClosed
}

// Name implements ui.Overlay.
func (g *GuideScene) Name() string { return "guide" }

// guideRects are the guide box and its buttons.
type guideRects struct {
	target, box, next, skip ui.Rect
}

// unit is the guide box's unit: the table's on a phone held upright (12
// units are 12 CSS px there, 44 a tap), else the window's, larger in a
// portrait window so that its words stay readable.
func (g *GuideScene) unit(c *ui.Stage) float64 {
	if g.t.L.Phone {
		return g.t.L.U
	}
	u := ui.Unit(c.VP.W, c.VP.H)
	if c.VP.H > c.VP.W*1.3 {
		return u * ui.Clamp((c.VP.W-32*u)/(520*u), 1, 1.8)
	}
	return u
}

func (g *GuideScene) rects(c *ui.Stage) guideRects {
	u := g.unit(c)
	var l guideRects
	l.target = guidePages[g.stage][g.page].target(g.t, c).Inset(-6 * ui.Unit(c.VP.W, c.VP.H))
	w := math.Min(520*u, c.VP.W-16*u)
	// Room for the words over the buttons: at least 190, but just what
	// they need (and a little air) on a phone.
	lines := len(c.Kit.WrapLines(g.text(c), ui.FontRegular, 15*u, w-36*u))
	h := 130 + 21*float64(lines-1)
	if g.t.L.Phone {
		h += 10
	} else {
		h = math.Max(h, 190)
	}
	h *= u
	// Below the target if there is room, else above it, else centred.
	y := l.target.MaxY() + 16*u
	if y+h > c.VP.H-8*u {
		y = l.target.Y - 16*u - h
	}
	if y < 8*u {
		y = (c.VP.H - h) / 2
	}
	x := ui.Clamp(l.target.CX()-w/2, 8*u, c.VP.W-8*u-w)
	l.box = ui.R(x, y, w, h)
	row := ui.R(x+16*u, l.box.MaxY()-60*u, w-32*u, 44*u)
	l.skip, l.next = row.SplitLeft((row.W-12*u)/2, 12*u)
	return l
}

// guidePageNumber is page's number in the whole guide, from 1: its
// screenshot is guide-N, as every game's guided first game writes.
func guidePageNumber(stage guideStage, page int) int {
	n := page + 1
	for s := guideStage(0); s < stage; s++ {
		n += len(guidePages[s])
	}
	return n
}

// Update implements ui.Overlay: Next (Enter, Space, a click on Next) turns the
// page or closes the stage; Skip (Esc) ends the guide.
func (g *GuideScene) Update(c *ui.Stage) error {
	if c.Tick > 0 {
		c.Snap("guide-" + strconv.Itoa(guidePageNumber(g.stage, g.page)))
	}
	l := g.rects(c)
	next, skip := false, false
	for _, a := range c.In.Actions() {
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
	if next || skip {
		c.Say(ui.CueClick)
	}
	switch {
	case skip:
		g.t.guide.finish(true)
		return g.close(c)
	case next && g.page+1 < len(guidePages[g.stage]):
		g.page++
	case next:
		if g.stage == numGuideStages-1 {
			g.t.guide.finish(false)
		}
		return g.close(c)
	}
	return nil
}

// Draw implements ui.Overlay.
func (g *GuideScene) Draw(dst *ebiten.Image, c *ui.Stage) {
	k := c.Kit
	u := g.unit(c)
	l := g.rects(c)
	k.GuideShade(dst, l.target, c.VP.W, c.VP.H, ui.Unit(c.VP.W, c.VP.H))
	p := guidePages[g.stage][g.page]
	k.RoundRect(dst, l.box, 12*u, ui.RGBA(0x07, 0x14, 0x10, 0xfa))
	k.StrokeRoundRect(dst, l.box, 12*u, 2*u, ui.ColGold)
	n, total := g.page+1, len(guidePages[g.stage])
	if g.stage == guidePayout {
		n, total = len(guidePages[guideDecide])+1, len(guidePages[guideDecide])+1
	} else {
		total += len(guidePages[guidePayout])
	}
	k.Text(dst, p.title, ui.FontBold, 20*u, l.box.X+18*u, l.box.Y+24*u, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	k.Text(dst, "First game · "+strconv.Itoa(n)+" of "+strconv.Itoa(total), ui.FontRegular, 12*u, l.box.MaxX()-18*u, l.box.Y+24*u, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
	y := l.box.Y + 52*u
	for _, ln := range k.WrapLines(g.text(c), ui.FontRegular, 15*u, l.box.W-36*u) {
		k.Text(dst, ln, ui.FontRegular, 15*u, l.box.X+18*u, y, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		y += 21 * u
	}
	skip, next := guideButtons(g.touch(c))
	k.Button(dst, l.skip, skip, c.In.HoverState(l.skip, ui.BtnNormal), u)
	k.Button(dst, l.next, next, c.In.HoverState(l.next, ui.BtnPrimary), u)
}

// touch reports whether the guide speaks to a touch screen: the last press
// was a finger's, or before any press the table is a phone's.
func (g *GuideScene) touch(c *ui.Stage) bool {
	if c.In.TouchKnown {
		return c.In.Touch
	}
	return g.t.L.Phone
}

// text is the page's words, for a touch screen where they differ.
func (g *GuideScene) text(c *ui.Stage) string {
	p := guidePages[g.stage][g.page]
	if p.touch != "" && g.touch(c) {
		return p.touch
	}
	return p.text
}

// guideButtons are the guide's two buttons' labels: with their keys, or
// without them on a touch screen.
func guideButtons(touch bool) (skip, next string) {
	if touch {
		return "Skip the guide", "Next"
	}
	return "Skip the guide (Esc)", "Next (Enter)"
}

// FirstGameConfig is the first game: classic rules, you against two easy
// bots.
func FirstGameConfig(seed uint64) diceplay.Config {
	cfg := diceplay.Config{Rules: dice.Classic(3), Seed: seed}
	cfg.Seats = []game.Seat{
		{Name: "You", Colour: 0},
		{Name: diceplay.BotNames[1], Kind: game.Bot, Level: "easy", Colour: 1},
		{Name: diceplay.BotNames[2], Kind: game.Bot, Level: "easy", Colour: 2},
	}
	return cfg
}

// GuideSeenIn reports whether the first-game guide was seen (or skipped),
// as kept in store: then the setup no longer highlights "First game".
func GuideSeenIn(store storage.Store) bool {
	if store == nil {
		return false
	}
	data, err := store.Load(guideKey)
	return err == nil && string(data) == "seen\n"
}

// markGuideSeen keeps in store that the guide was seen or skipped. A
// failure loses only the highlight.
func markGuideSeen(store storage.Store) {
	if store != nil {
		_ = store.Save(guideKey, []byte("seen\n"))
	}
}

// StartGuide makes t the first game, with its guide, which keeps in store
// that it was seen or skipped (Env.NewFirstGame).
func (t *Table) StartGuide(store storage.Store) {
	t.guide = &guideState{done: func() { markGuideSeen(store) }}
}
