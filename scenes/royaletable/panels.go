package royaletable

import (
	"fmt"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// drawPanels draws each seat's panel: name and who plays it, the dice left
// to place, chips, and the money cards won (face down until the game is
// over, as in the dice game).
func (t *Table) drawPanels(dst *ebiten.Image, s *royale.State) {
	k, u := t.kit, t.lay.u
	seats := t.sess.Seats()
	t.measurePanels()
	cp := s.CurrentPlayer()
	for p, r := range t.lay.panels {
		if p >= len(seats) {
			break
		}
		acc := pieces.PlayerColour(ownerColour(p))
		glow := 0.0
		if cp == p {
			glow = 0.6 + 0.4*ui.Pulse(t.tick, 90)
		}
		k.Panel(dst, r, u, acc, glow)
		if p >= len(t.lay.seatLays) {
			continue
		}
		pl := &t.lay.seatLays[p]
		for i, line := range pl.lines {
			if line != "" {
				t.textFit(dst, line, ui.FontBold, pl.nameSize, pl.name[i].W, pl.name[i].X, pl.name[i].CY(), ui.AlignLeft|ui.AlignMiddle, acc)
			}
		}
		role := t.role(p)
		if !pl.role.Empty() && k.TextWidth(role, ui.FontRegular, math.Max(pl.size*0.85, t.lay.minText)) <= pl.role.W { // else the name alone
			t.textFit(dst, role, ui.FontRegular, pl.size*0.85, pl.role.W, pl.role.MaxX(), pl.role.CY(), ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
		}
		t.drawSupply(dst, s, p, pl.supply, pl.size)
		t.drawWon(dst, s, p, pl.won, pl.size)
	}
}

// panelParts divides a seat's panel r that holds one line of words (a
// phone held upright, four or five seats: layout's portraitRows): its
// name, its dice left and chips, its money cards, side by side; one is
// false for a panel of more lines.
func (l *layout) panelParts(r ui.Rect) (one bool, name, supply, won ui.Rect) {
	if r.H >= 2*l.minText*1.2 {
		return false, name, supply, won
	}
	u := l.u
	in := ui.R(r.X+10*u, r.Y+2*u, r.W-16*u, r.H-4*u)
	name, in = in.SplitLeft(in.W*0.2, 6*u)
	supply, won = in.SplitLeft(in.W*0.53, 10*u)
	return true, name, supply, won
}

// drawSupply writes seat p's dice left to place and its chips.
func (t *Table) drawSupply(dst *ebiten.Image, s *royale.State, p int, r ui.Rect, size float64) {
	k, u := t.kit, t.lay.u
	d, tag := t.supply(s, p)
	ds := math.Min(r.H*0.8, 18*u)
	pieces.Die(k, dst, r.X+ds/2, r.CY(), ds, pieces.DieStyle{Colour: ownerColour(p)}, 0, 0, 1)
	chips := t.chips(s, p) // under a payout, as its lines have paid
	cs := t.memo(s, memoKey{mChips, p, chips, 0}, func() string { return strconv.Itoa(chips) })
	x, cx, cw, rad, room := t.lay.supplyRoom(k, r, size, cs)
	// "3+B" where "3 left + Biggy" does not fit whole.
	narrow := k.TextWidth("10 left + Biggy", ui.FontRegular, math.Max(size, t.lay.minText)) > room
	left := t.memo(s, memoKey{mLeft, p, b2i(narrow), tag}, func() string {
		left := fmt.Sprintf("%d left", d.Reg)
		if d.Big > 0 {
			left += " + Biggy"
			if narrow {
				left = fmt.Sprintf("%d+B", d.Reg)
			}
		}
		return left
	})
	t.text(dst, cs, ui.FontBold, size, cx, r.CY(), ui.AlignRight|ui.AlignMiddle, ui.ColText)
	chip(k, dst, cx-cw-rad-4*u, r.CY(), rad)
	t.textFit(dst, left, ui.FontRegular, size, room, x, r.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColText)
}

// supplyRoom lays out a seat's dice left and its chips cs in r at size:
// the words of the dice left from x, room wide; the chips' count ending
// at cx, cw wide, after a chip of radius rad.
func (l *layout) supplyRoom(k measurer, r ui.Rect, size float64, cs string) (x, cx, cw, rad, room float64) {
	u := l.u
	x = r.X + math.Min(r.H*0.8, 18*u) + 6*u
	cx = r.MaxX() - 6*u
	cw = k.TextWidth(cs, ui.FontBold, math.Max(size, l.minText))
	rad = math.Min(r.H*0.32, 8*u)
	return x, cx, cw, rad, cx - cw - 2*rad - 10*u - x
}

// chip draws a chip of radius rad at (x, y).
func chip(k *ui.Kit, dst *ebiten.Image, x, y, rad float64) {
	k.Circle(dst, x, y, rad, ui.RGB(0xe0, 0x3a, 0x3a))
	k.Circle(dst, x, y, rad*0.55, ui.RGB(0xf4, 0xf0, 0xe4))
}

// drawWon draws seat p's money cards: face down with their count during
// the game, face up with the total once it is over.
func (t *Table) drawWon(dst *ebiten.Image, s *royale.State, p int, r ui.Rect, size float64) {
	k, u := t.kit, t.lay.u
	won := t.won(s, p)
	nh := math.Min(r.H*0.9, 22*u)
	if won.N() == 0 {
		none := firstWhole(k, noCardsForms[:], ui.FontRegular, t.lay.minText, r.W)
		t.textFit(dst, none, ui.FontRegular, size*0.9, r.W, r.X, r.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
		return
	}
	if !s.IsTerminal() {
		for i := 0; i < t.lay.wonNotes(r, won.N()); i++ {
			pieces.Note(k, dst, r.X+float64(i)*5*u, r.CY()-nh/2, nh, 0, true, 1)
		}
		n := won.N()
		x := t.lay.wonWordsX(r, n)
		var forms [3]string
		for i := range forms {
			forms[i] = t.memo(s, memoKey{mWon, p, 2 + i, n}, func() string { return cardWords(n, i) })
		}
		long := forms[1:]
		if r.W >= 200*u { // a wide panel says "face down" where it fits
			long = forms[:]
		}
		what := firstWhole(k, long, ui.FontRegular, t.lay.minText, r.MaxX()-x)
		t.textFit(dst, what, ui.FontRegular, size*0.9, r.MaxX()-x, x, r.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
		return
	}
	money := s.Money(p)
	total := firstWhole(k, []string{t.memo(s, memoKey{mWon, p, 0, 0}, func() string { return ui.Dollars(money) }),
		t.memo(s, memoKey{mWon, p, 1, 0}, func() string { return ui.ShortDollars(money) })}, ui.FontBold, t.lay.minText, r.W)
	t.textFit(dst, total, ui.FontBold, size, r.W, r.MaxX(), r.CY(), ui.AlignRight|ui.AlignMiddle, ui.ColGold)
	tw := k.TextWidth(total, ui.FontBold, math.Max(size, t.lay.minText))
	x, end := r.X, r.MaxX()-tw-8*u-nh*pieces.MoneyAspect
	for v := 10; v >= 3 && x <= end; v-- {
		for i := 0; i < int(won[v]) && x <= end; i++ {
			pieces.NoteDollars(k, dst, x, r.CY()-nh/2, nh*pieces.MoneyAspect, nh, v, 1)
			x += math.Max(4*u, math.Min(8*u, (end-r.X)/float64(won.N())))
		}
	}
}

// wonWordsX is where the words of n face-down money cards begin in r,
// after their notes (drawWon).
func (l *layout) wonWordsX(r ui.Rect, n int) float64 {
	nh := math.Min(r.H*0.9, 22*l.u)
	return r.X + nh*pieces.NoteAspect + float64(l.wonNotes(r, n)-1)*5*l.u + 8*l.u
}

// wonNotes is how many notes stand for n face-down money cards in r: up
// to four, one where r is narrow (a phone on its side's half line).
func (l *layout) wonNotes(r ui.Rect, n int) int {
	if r.W < 140*l.u {
		return min(n, 1)
	}
	return min(n, 4)
}

// noCardsForms say that a seat has won no money card yet, the longest
// first.
var noCardsForms = [3]string{"no money cards yet", "no cards yet", "none"}

// cardWords is form i of n face-down money cards' words: "3 cards, face
// down" (a wide panel), "3 cards", "3".
func cardWords(n, i int) string {
	switch i {
	case 0:
		return plural(n, "card") + ", face down"
	case 1:
		return plural(n, "card")
	}
	return strconv.Itoa(n)
}

// firstWhole is the first of forms that fits w at the least text size
// (textFit shrinks a text down to it before it cuts); else the last,
// which textFit cuts short with "…".
func firstWhole(k measurer, forms []string, f ui.FontID, least, w float64) string {
	for _, s := range forms {
		if k.TextWidth(s, f, least) <= w {
			return s
		}
	}
	return forms[len(forms)-1]
}

// plural writes "1 card", "3 cards".
func plural(n int, one string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %ss", n, one)
}

// drawBank draws the main game's face-up bank: its cards by value.
func (t *Table) drawBank(dst *ebiten.Image, s *royale.State) {
	k, u, r := t.kit, t.lay.u, t.lay.bank
	if r.Empty() || !s.Rules().Main {
		return
	}
	k.Panel(dst, r, u, ui.ColGold, 0)
	bank := t.bank(s) // under a payout, as its lines have paid
	in := r.Inset(8 * u)
	title := t.memo(s, memoKey{mBank, 0, bank.N(), bank.Dollars()}, func() string { return fmt.Sprintf("Bank · %d cards · %s", bank.N(), ui.Dollars(bank.Dollars())) })
	size := math.Min(15*u, in.H*0.45)
	if t.lay.phone {
		// A phone's one line: the count gives way before the money is cut.
		size = math.Min(18*u, in.H*0.7)
		short := t.memo(s, memoKey{mBank, 1, bank.N(), bank.Dollars()}, func() string { return "Bank · " + ui.Dollars(bank.Dollars()) })
		title = firstWhole(k, []string{title, short}, ui.FontBold, t.lay.minText, in.W)
		t.textFit(dst, title, ui.FontBold, size, in.W, in.X, in.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
		return
	}
	head, rest := in.SplitTop(size*1.3, 4*u)
	t.textFit(dst, title, ui.FontBold, size, head.W, head.X, head.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	var cbuf [2]ui.Rect
	cols := rest.Cols(2, 8*u, cbuf[:0])
	for i, v := 0, 3; v <= 10; v++ {
		c := cols[i/4]
		var rbuf [4]ui.Rect
		rows := c.Rows(4, 0, rbuf[:0])
		row := rows[i%4]
		t.textFit(dst, t.memo(s, memoKey{mBankRow, v, int(bank[v]), 0}, func() string { return fmt.Sprintf("%s × %d", ui.Dollars(v*royale.Unit), bank[v]) }), ui.FontRegular, math.Min(13*u, row.H*0.8), row.W, row.X, row.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		i++
	}
}

// drawDock draws the bottom: the payout, the decision with its buttons, or
// what the table waits for.
func (t *Table) drawDock(dst *ebiten.Image) {
	k, u, l := t.kit, t.lay.u, t.lay
	k.FillRect(dst, l.dock, ui.WithAlpha(ui.ColTopBar, 0.9))
	k.Line(dst, 0, l.dock.Y, l.W, l.dock.Y, 1.5*u, ui.ColBorder)
	if t.payout != nil && t.step == nil {
		t.drawPayout(dst)
		return
	}
	st, seat := t.sess.Stage()
	if st != royaleplay.StageDecide || t.step != nil {
		t.drawWaiting(dst)
		return
	}
	legal := t.sess.SharedLegal()
	if tileDecision(legal) {
		t.drawTileDock(dst, seat)
		return
	}
	v := t.sess.SharedView()
	size := l.promptSize()
	touch := t.touch()
	t.drawPrompt(dst, t.memo(v, memoKey{mPrompt, seat, b2i(touch), 0}, func() string { return placePrompt(v, legal, t.sess.Name(seat), touch) }), size)
	line, col := "H: hint · arrows and Enter, or click", ui.ColTextDim
	if t.touch() {
		line = "Tap a gold-edged casino or a group of dice"
	}
	best := royale.Action{}
	if est, done := t.sess.Hint(); len(est) > 0 {
		best = est[0].Action
		line = "Hint: " + royaleplay.Words(v, best)
		if est[0].WinProb >= 0 {
			line += fmt.Sprintf(" (win %.0f%%)", 100*est[0].WinProb)
		}
		if !done {
			line += " · thinking…"
		}
		col = ui.ColNeonCyan
	}
	if t.msg != "" {
		line, col = t.msg, ui.ColDanger
	}
	t.textFit(dst, line, ui.FontRegular, size*0.85, l.prompt.W, l.prompt.X, l.prompt.MaxY()-size*0.6, ui.AlignLeft|ui.AlignMiddle, col)
	var rbuf [16]ui.Rect
	rects := l.buttonRectsTo(len(legal), rbuf[:0])
	forms := deskForms
	if l.phone {
		forms = placeForms
	}
	// one form for the whole row, the longest whose words all fit
	form := rowForm(len(legal), forms, func(i, form int) bool { return t.buttonFits(rects[i], t.placeLabel(v, legal, i, form)) })
	for i, r := range rects {
		label := t.placeLabel(v, legal, i, form)
		state := ui.BtnNormal
		switch {
		case legal[i] == best && best.Kind != royale.ActNone:
			state = ui.BtnPrimary
		case i == t.focus:
			state = ui.BtnActive
		case t.in.Hover(r):
			state = ui.BtnHover
		}
		t.button(dst, r, label, state)
	}
}

// placeLabel is the words of placement button i: a phone's in form form
// (shortPlace), a desktop's in its form (deskPlace); cached (t.memo).
func (t *Table) placeLabel(v *royale.State, legal []royale.Action, i, form int) string {
	if !t.lay.phone {
		return t.memo(v, memoKey{mButton, i, 0, form}, func() string { return deskPlace(v, legal[i], form) })
	}
	return t.memo(v, memoKey{mButton, i, 1, form}, func() string { return shortPlace(v, legal[i], form) })
}

// drawWaiting writes what the table waits for and the log's last lines.
func (t *Table) drawWaiting(dst *ebiten.Image) {
	l := t.lay
	size := l.promptSize()
	t.textFit(dst, t.waiting(), ui.FontBold, size, l.prompt.W, l.prompt.X, l.prompt.Y+size*0.7, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	r := l.dockLogRect(t.takeBackShown())
	t.drawDockLog(dst, t.shownLog(), r.X, r.Y, r.W, r.H) // docklog.go: as far as the board has shown it
}

// waiting says what the table waits for when nobody here decides.
func (t *Table) waiting() string {
	st, seat := t.sess.Stage()
	names := t.sess.Names()
	switch {
	case t.payout != nil && t.step == nil:
		return payoutWait // the board as it was paid (paidboard.go)
	case st == royaleplay.StageOver:
		return "The game is over."
	case st == royaleplay.StageHandover && seat >= 0:
		return "Pass the screen to " + names[seat] + "."
	}
	if cp := t.sess.SharedView().CurrentPlayer(); cp >= 0 && cp < len(names) {
		return thinking(names[cp])
	}
	return "The dice are rolling…"
}

// payoutWait is the arena's line while a payout is told.
const payoutWait = "The payout"

// thinking says that a seat is deciding: "Ann is thinking…", "You are
// thinking…" (a person's seat named You).
func thinking(name string) string {
	if name == "You" {
		return "You are thinking…"
	}
	return name + " is thinking…"
}

// placePrompt says what a placement asks: the words of the session's
// prompt, with taps on a touch screen.
func placePrompt(s *royale.State, legal []royale.Action, who string, touch bool) string {
	if len(legal) == 0 || legal[0].Kind != royale.ActPlace && legal[0].Kind != royale.ActPass && legal[0].Kind != royale.ActSitOut {
		return royaleplay.Prompt(s, legal, who)
	}
	if touch {
		return who + ": place a group of dice (tap a casino or a group)"
	}
	return who + ": place a group of dice (click a casino or a group, or keys 1-6)"
}

// drawPrompt writes a decision's prompt in the dock's prompt area above
// the hint's line: on two lines where one is too narrow (a phone).
func (t *Table) drawPrompt(dst *ebiten.Image, prompt string, size float64) {
	l := t.lay
	size = math.Max(size, l.minText)
	r := ui.R(l.prompt.X, l.prompt.Y, l.prompt.W, l.prompt.H-size*1.3)
	if !l.phone {
		t.textFit(dst, prompt, ui.FontBold, size, r.W, r.X, r.Y+size*0.7, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
		return
	}
	size = l.promptLinesSize(t.kit, prompt, size)
	t.textLines(dst, prompt, ui.FontBold, size, ui.R(l.prompt.X, l.prompt.Y, l.prompt.W, l.prompt.H-size*1.3), ui.ColGold)
}

// wrapper is what promptLinesSize needs of the kit.
type wrapper interface {
	WrapLines(s string, f ui.FontID, size, w float64) []string
}

// promptLinesSize is the size of a phone's prompt: size where its lines
// fit the prompt's area above the hint's line, else the least text (at
// 360x640 the area holds one line at 18 units, two at 12 CSS px).
func (l *layout) promptLinesSize(k wrapper, prompt string, size float64) float64 {
	for _, s := range [2]float64{math.Max(size, l.minText), l.minText} {
		if len(k.WrapLines(prompt, ui.FontBold, s, l.prompt.W)) <= max(1, int((l.prompt.H-s*1.3)/(s*1.25))) {
			return s
		}
	}
	return l.minText
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
