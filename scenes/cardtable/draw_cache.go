package cardtable

import (
	"fmt"
	"image/color"
	"reflect"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A steady frame (the table waiting for a person's pick, nothing moving)
// allocates nothing (TestSteadyFrame, docs/performance.md): the words
// that change only with the game are made when what they say changes and
// kept here, and the board is drawn from the session's shared view.

// frameWords are the words the frames draw, each with what it was made
// from.
type frameWords struct {
	top    topWords
	wait   waitWords
	info   infoWords
	panels [cards.MaxPlayers]panelWords
	chip   chipWords
	note   endNote   // the end's note of Save the record (endnote.go)
	rev    revText   // the summary's or payout's words (summary.go)
	warn   warnWords // a failed save's band on a phone upright (savewarn.go)
}

// chipWords are the words of a chip choice: the title, the colours
// offered and their buttons' labels, and (a phone) the title and the
// chip cards' values wrapped.
type chipWords struct {
	view    *cards.State // the shared view they were made for
	seat    int
	title   string
	choices []casino.Chip
	labels  []string
	wrap    [2][]string
	wrapFor [2]float64 // the size and width wrap was made for
}

// topWords is the top bar's round and turn, in the title's three forms
// (topTitles), and its line of the log as last fitted.
type topWords struct {
	round, turn int
	over, ok    bool
	forms       [3]string
	lines       [2]string  // forms[1] in two lines, for a phone upright
	bar         ui.BarMemo // the bar's line (drawTop)
	short       ui.BarMemo // a failed save's short form (barFit)
	saveErr     error      // the autosave's failure saveLine says
	saveLine    string
}

// waitKey is what waiting() says depends on.
type waitKey struct {
	rev            bool
	stage          cardplay.Stage
	seat           int
	acting, picked uint8 // bit p: seat p acts, has picked
}

type waitWords struct {
	key  waitKey
	ok   bool
	text string
}

// infoKey is what the words beside the hand depend on.
type infoKey struct {
	picking bool
	pk      cards.Pick
	hint    string
	view    *cards.State // the shared view: a new one when the game moved
	seat    int
	wait    string
	lay     [4]float64 // the layout's W, H and unit, and the words' size
}

// infoLine is a line of the words beside the hand and where it goes.
type infoLine struct {
	text string
	y    float64
}

type infoWords struct {
	key     infoKey
	ok      bool
	lines   []infoLine
	end     float64 // y below the last line (the message goes there)
	confirm bool    // the selection may be locked
}

// panelKey is what a seat panel's words depend on.
type panelKey struct {
	placed, hand, deck, glass int
	status, name, role        string
}

type panelWords struct {
	key panelKey
	ok  bool
	in  panelInfo
	// all is placed, then short: the panel's placed words, longest first.
	all []string
	// money is the money shown when it is open, for moneyOf dollars.
	money   string
	moneyOf int
	// short is money's short form (moneyShort), for shortOf dollars.
	short   string
	shortOf int
}

// topTitles are the top bar's title from the longest (form 0: "The Card
// Game · Round 1/4 · Turn 2") to the shortest (form 2: "R1/4 · T2"); form
// 1 drops the game's name. At the game's end: "The Card Game · Game
// over", "Game over".
func (t *Table) topTitles(s *cards.State) *[3]string {
	w := &t.words.top
	if !w.ok || w.round != s.Round() || w.turn != s.Turn() || w.over != s.IsTerminal() {
		w.round, w.turn, w.over, w.ok = s.Round(), s.Turn(), s.IsTerminal(), true
		w.forms = topForms(s.Round(), s.Turn(), w.over)
		w.lines = [2]string{fmt.Sprintf("Round %d/%d", s.Round(), cards.Rounds), fmt.Sprintf("Turn %d", s.Turn())}
		if w.over {
			w.lines = [2]string{"Game", "over"}
		}
	}
	return &w.forms
}

// topForms are the title's forms (topTitles) at turn of round.
func topForms(round, turn int, over bool) [3]string {
	if over {
		return [3]string{"The Card Game · Game over", "Game over", "Game over"}
	}
	rt := fmt.Sprintf("Round %d/%d · Turn %d", round, cards.Rounds, turn)
	return [3]string{"The Card Game · " + rt, rt, fmt.Sprintf("R%d/%d · T%d", round, cards.Rounds, turn)}
}

// waiting says what the table waits for when nobody here picks.
func (t *Table) waiting() string {
	st, seat := t.sess.Stage()
	k := waitKey{rev: t.rev != nil, stage: st, seat: seat}
	for p := range min(len(t.sess.Seats()), 8) {
		if t.sess.Acting(p) {
			k.acting |= 1 << p
		}
		if t.sess.Picked(p) {
			k.picked |= 1 << p
		}
	}
	w := &t.words.wait
	if !w.ok || w.key != k {
		w.key, w.ok, w.text = k, true, t.waitingText(k)
	}
	return w.text
}

// waitingText is what waiting says for k.
func (t *Table) waitingText(k waitKey) string {
	if k.rev {
		return "The picks are revealed."
	}
	switch k.stage {
	case cardplay.StageOver:
		return "The game is over."
	case cardplay.StageHandover:
		return "Pass the screen to " + t.sess.Seats()[k.seat].Name + "."
	}
	var who []string
	for p, s := range t.sess.Seats() {
		if k.acting&(1<<p) != 0 && k.picked&(1<<p) == 0 {
			who = append(who, s.Name)
		}
	}
	if len(who) == 0 {
		return "…"
	}
	return strings.Join(who, ", ") + " picking…"
}

// panelWords is seat p's panel words (panelInfo), made again when they
// change.
func (t *Table) panelWords(b board, p int, role string) *panelWords {
	c := &b.seats[p%cards.MaxPlayers]
	k := panelKey{placed: c.placed, hand: c.hand, deck: c.deck, glass: c.glass,
		status: t.status(p), name: t.sess.Name(p), role: role}
	w := &t.words.panels[p%cards.MaxPlayers]
	if !w.ok || w.key != k {
		w.key, w.ok = k, true
		w.set(t.panelInfo(b, p, role))
	}
	return w
}

// set makes w say in.
func (w *panelWords) set(in panelInfo) {
	w.in = in
	w.all = append(append(w.all[:0], in.placed), in.short...)
}

// moneyWords is seat p's money as the board counts it (moneyShown),
// kept while the money stays.
func (t *Table) moneyWords(b *board, p int) string {
	s, m := b.s, b.seats[p%cards.MaxPlayers].money()
	if !s.Rules().OpenMoney && !s.IsTerminal() {
		return moneyShown(s, m)
	}
	w := &t.words.panels[p%cards.MaxPlayers]
	if w.money == "" || w.moneyOf != m {
		w.money, w.moneyOf = moneyShown(s, m), m
	}
	return w.money
}

// saveLine is "Not saved: " and err's words, kept while the autosave
// fails with the same err: without the store's `storage: save "key": `,
// which tells a player nothing (the log keeps the words whole).
func (t *Table) saveLine(err error) string {
	w := &t.words.top
	if w.saveLine == "" || !sameErr(w.saveErr, err) {
		msg := err.Error()
		if rest, ok := strings.CutPrefix(msg, "storage: save \""); ok {
			if i := strings.Index(rest, "\": "); i >= 0 && rest[i+3:] != "" {
				msg = rest[i+3:]
			}
		}
		w.saveErr, w.saveLine = err, "Not saved: "+msg
	}
	return w.saveLine
}

// sameErr says whether a and b are the same error value, without ==
// where their type cannot be compared (== would panic).
func sameErr(a, b error) bool {
	ta := reflect.TypeOf(a)
	return ta == reflect.TypeOf(b) && ta != nil && ta.Comparable() && a == b
}

// moneyShort is moneyWords in fewer letters, for a panel of one line
// that has no room for them (formShort): "$?" where the money is hidden,
// else the thousands, "$1,230k" (every sum of the game is a multiple of
// $10,000), kept while the money stays.
func (t *Table) moneyShort(b *board, p int) string {
	s, m := b.s, b.seats[p%cards.MaxPlayers].money()
	if !s.Rules().OpenMoney && !s.IsTerminal() {
		return "$?"
	}
	w := &t.words.panels[p%cards.MaxPlayers]
	if w.short == "" || w.shortOf != m {
		w.short, w.shortOf = shortDollars(m), m
	}
	return w.short
}

// shortDollars is d in thousands, "$1,230k", where it is a multiple of
// $1,000 and not 0, else ui.Dollars.
func shortDollars(d int) string {
	if d == 0 || d%1000 != 0 {
		return ui.Dollars(d)
	}
	return ui.Dollars(d/1000) + "k"
}

// infoWords lays out the words beside the hand: the prompt, the hint, the
// preview of the selection (picking), or what the table waits for; the
// words fill the info area, then (a phone) the room left of Confirm,
// never over it.
func (t *Table) infoWords(picking bool, size float64) *infoWords {
	k, u, l := t.kit, t.lay.u, t.lay
	key := infoKey{picking: picking, seat: t.handSeat, lay: [4]float64{l.W, l.H, u, size}}
	if picking {
		key.pk = cardplay.Selected(t.slots, t.on[:])
		key.view = t.sess.SharedView()
		if t.hint != nil {
			key.hint = t.hint.text
		}
	} else {
		key.wait = t.waiting()
	}
	w := &t.words.info
	if w.ok && w.key == key {
		return w
	}
	w.key, w.ok, w.lines = key, true, w.lines[:0]
	var lines []string
	if picking {
		if key.pk.Size() == 0 {
			lines = append(lines, "Pick 1-2 cards, or up to 5 of one number.", "Tap cards, or press a card's number (1-6); Enter confirms.")
		}
		if t.hint != nil {
			lines = append(lines, key.hint)
		}
		lines = append(lines, t.preview(key.pk)...)
		w.confirm = cardplay.CheckPick(key.view.Hand(t.handSeat), key.pk) == nil
	} else {
		lines = append(lines, key.wait)
	}
	width := func(y float64) float64 {
		if y+size <= l.info.MaxY() {
			return l.info.W
		}
		return l.confirm.X - l.info.X - 12*u
	}
	y := l.info.Y + 4*u
	for _, line := range lines {
		for _, s := range flowLines(line, width, y, size*1.35, func(s string) float64 { return k.TextWidth(s, ui.FontRegular, size) }) {
			if y+size > l.hand.MaxY()-4*u {
				break
			}
			w.lines = append(w.lines, infoLine{text: s, y: y})
			y += size * 1.35
		}
	}
	w.end = y
	return w
}

// chipWords is the chip choice's words for seat, made again when the
// game moves.
func (t *Table) chipWords(seat int) *chipWords {
	w, v := &t.words.chip, t.sess.SharedView()
	if w.view == v && w.seat == seat && w.title != "" {
		return w
	}
	w.view, w.seat, w.wrapFor = v, seat, [2]float64{}
	w.choices, w.labels = t.sess.ChipChoices(), w.labels[:0]
	w.title = fmt.Sprintf("%s: two dice or more at %s — take one of its chip cards (%s or tap)", t.sess.Seats()[seat].Name, pieces.CasinoName[v.ClaimCasino()], numberKeys(len(w.choices)))
	for i, c := range w.choices {
		w.labels = append(w.labels, fmt.Sprintf("%d %s", i+1, c))
	}
	return w
}

// numberKeys names the number keys of n choices: "key 1", "keys 1-n".
func numberKeys(n int) string {
	if n <= 1 {
		return "key 1"
	}
	return fmt.Sprintf("keys 1-%d", n)
}

// wrapped is the title and the chip cards' values wrapped to width at
// size.
func (w *chipWords) wrapped(t *Table, size, width float64) [2][]string {
	if w.wrapFor != [2]float64{size, width} {
		w.wrapFor = [2]float64{size, width}
		w.wrap[0] = t.kit.WrapLines(w.title, ui.FontBold, size, width)
		w.wrap[1] = t.kit.WrapLines(chipValues, ui.FontRegular, size, width)
	}
	return w.wrap
}

// handOf is the hand whose cards are slots.
func handOf(slots []cards.Card) cards.Pick {
	var h cards.Pick
	for _, c := range slots {
		if c < cards.NumCards {
			h[c]++
		}
	}
	return h
}

// cutKey is a text cut to a width at a size.
type cutKey struct {
	s    string
	f    ui.FontID
	size float64
	w    float64
}

// cuts keeps the texts cut short with "…" (fitLeast), so that a steady
// frame makes none; it is emptied when it grows past a screen's worth.
type cuts map[cutKey]string

// fitLeast draws s as ui.Kit.TextFit does (shrunk to fit w), but on a
// phone never under the least size: a text too long at that size is cut
// short with "…".
func (t *Table) fitLeast(dst *ebiten.Image, s string, f ui.FontID, size, w, x, y float64, al ui.Align, c color.RGBA) {
	s, size = t.leastFit(s, f, size, w)
	t.kit.Text(dst, s, f, size, x, y, al, c)
}

// leastFit is what fitLeast draws: s and its size, shrunk to fit w as
// ui.Kit.TextFit does, or on a phone s cut short at the least size.
func (t *Table) leastFit(s string, f ui.FontID, size, w float64) (string, float64) {
	least := t.lay.least()
	if least == 0 || t.kit.TextWidth(s, f, max(size, least)) <= w {
		return s, fitSize(t.kit, s, f, max(size, least), w)
	}
	return t.cutTo(s, f, least, w), least
}

// fitSize is the size ui.Kit.TextFit draws s at to fit w.
func fitSize(k *ui.Kit, s string, f ui.FontID, size, w float64) float64 {
	if tw := k.TextWidth(s, f, size); tw > w && tw > 0 {
		return max(size*w/tw, 7)
	}
	return size
}

// cutTo is s, or where it is wider than w at size, as much of it as fits
// with "…" ("…" alone where nothing does), kept in t.cuts.
func (t *Table) cutTo(s string, f ui.FontID, size, w float64) string {
	if t.kit.TextWidth(s, f, size) <= w {
		return s
	}
	key := cutKey{s, f, size, w}
	cut, ok := t.cuts[key]
	if !ok {
		if t.cuts == nil || len(t.cuts) > 256 {
			t.cuts = make(cuts, 64)
		}
		cut = "…"
		r := []rune(s)
		for n := len(r) - 1; n > 0; n-- {
			if tr := strings.TrimRight(string(r[:n]), " ·,:") + "…"; t.kit.TextWidth(tr, f, size) <= w {
				cut = tr
				break
			}
		}
		t.cuts[key] = cut
	}
	return cut
}
