package cardtable

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// draw draws the whole frame from the session and the reveal; it changes
// nothing.
func (t *Table) draw(dst *ebiten.Image) {
	t.kit.Felt(dst)
	b := t.board()
	t.drawTop(dst, b.s)
	t.drawWarn(dst)
	t.drawPanels(dst, b)
	t.drawCasinos(dst, b)
	t.drawHandArea(dst)
	t.drawTakeBack(dst)
	t.drawTip(dst)
	if st, _ := t.sess.Stage(); st == cardplay.StageOver && t.rev == nil {
		t.drawEnd(dst)
	}
	if t.showLog {
		t.drawLog(dst)
	}
	if t.showHelp {
		t.drawHelp(dst)
	}
}

// drawTop draws the bar at the top: the round and turn, and the last line
// of the log about that turn (topLine), whole on one line or two
// (ui.FitBarLine), for which the title yields its longer forms where the
// line needs their room. A phone held upright has the Log button instead,
// and the round and the turn in two lines where "Round 1/4 · Turn 2"
// does not fit in one.
func (t *Table) drawTop(dst *ebiten.Image, s *cards.State) {
	k, u, l := t.kit, t.lay.u, t.lay
	k.FillRect(dst, l.top, ui.ColTopBar)
	titles := t.topTitles(s)
	size := max(17*u, l.txt)
	room, first := ui.BarRoom(k, *titles, size, l.helpBtn.X, u)
	left := titles[first]
	if l.portrait && first == 2 {
		t.drawTopTwoLines(dst)
	} else {
		if line, c := t.barText(); line != "" && room[2] > 60*u && !l.portrait {
			bt := t.barFit(line, room)
			bt.Draw(k, dst, l.helpBtn.X-10*u, l.top.CY(), c)
			left = titles[bt.Title]
		}
		k.Text(dst, left, ui.FontBold, size, 12*u, l.top.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	}
	tb := ui.TopBar{l.helpBtn, l.hintBtn, l.logBtn, l.setBtn, l.menuBtn}
	var states [ui.NumTopButtons]ui.ButtonState
	states[ui.TopHelp] = onState(t.showHelp)
	states[ui.TopHint] = onState(t.hint != nil)
	states[ui.TopLog] = onState(t.showLog)
	tb.Draw(k, dst, l.bu(), &states)
}

// barText is what the top bar's line says and in which colour: "Not
// saved: " and why, in red, while the autosave fails, else the log's
// line (topLine). A phone held upright has neither in its bar: the Log
// button, and a band of its own for the failed save (savewarn.go).
func (t *Table) barText() (string, color.RGBA) {
	if err := t.sess.SaveError(); err != nil {
		return t.saveLine(err), ui.ColDanger
	}
	return t.topLine(), ui.ColTextDim
}

// barFit fits the bar's line in room (ui.FitBarLine); a failed save's
// words that the bar cannot hold whole (a full disk's file path at
// 640x360) say it in short instead (shortSave), whole; the log has them
// all. Each form keeps its fit (a steady frame allocates nothing).
func (t *Table) barFit(line string, room [3]float64) ui.BarLine {
	size, least, h := barSizes(t.lay)
	bt := t.words.top.bar.Fit(t.kit, line, size, least, h, room, 3)
	if err := t.sess.SaveError(); err != nil && bt.N > 0 && strings.HasSuffix(bt.Lines[bt.N-1], "…") {
		bt = t.words.top.short.Fit(t.kit, shortSave(err), size, least, h, room, 3)
	}
	return bt
}

// barSizes are the size of the top bar's line, its least (12 CSS px) and
// the height it has, in layout l.
func barSizes(l layout) (size, least, h float64) {
	return max(14*l.u, l.txt), l.txt, l.top.H - 4*l.u
}

// drawTopTwoLines draws the round and the turn in two lines at the top
// bar's left, for a phone held upright whose bar is full of buttons.
func (t *Table) drawTopTwoLines(dst *ebiten.Image) {
	k, u, l := t.kit, t.lay.u, t.lay
	lines := &t.words.top.lines
	size := max(min(max(17*u, l.txt), l.top.H/2.6), l.txt)
	k.Text(dst, lines[0], ui.FontBold, size, 12*u, l.top.CY()-size*0.6, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	k.Text(dst, lines[1], ui.FontBold, size, 12*u, l.top.CY()+size*0.6, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
}

// onState is a top bar button's state: lit while what it opens is open.
func onState(on bool) ui.ButtonState {
	if on {
		return ui.BtnActive
	}
	return ui.BtnNormal
}

// drawHandArea draws the bottom: the hand of the visible seat, sorted by
// the numbers the cards show (cardplay.Slots), with the selection, the preview and Confirm; the chip colours to choose from; or
// what the table waits for.
func (t *Table) drawHandArea(dst *ebiten.Image) {
	k, u, l := t.kit, t.lay.u, t.lay
	k.FillRect(dst, l.hand, ui.WithAlpha(ui.ColTopBar, 0.85))
	k.Line(dst, l.hand.X, l.hand.Y, l.hand.MaxX(), l.hand.Y, 1.5*u, ui.ColBorder)
	st, seat := t.sess.Stage()
	if st == cardplay.StageChip && t.rev == nil {
		t.drawChipChoice(dst, seat)
		return
	}
	if t.summary && t.rev != nil {
		t.drawSummary(dst)
		return
	}
	if t.payout && t.rev != nil {
		t.drawPayout(dst)
		return
	}
	picking := st == cardplay.StagePick && t.rev == nil && seat == t.handSeat
	if t.handSeat < 0 {
		t.fitLeast(dst, t.waiting(), ui.FontBold, 20*u, l.hand.W-40*u, l.hand.CX(), l.hand.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColTextDim)
		return
	}
	gap := 12 * u
	if len(l.slots) > 1 {
		gap = l.slots[1].X - l.slots[0].MaxX()
	}
	for i, r := range l.slots {
		if i >= len(t.slots) {
			k.StrokeRoundRect(dst, r, r.W*0.12, 1.2*u, ui.WithAlpha(ui.ColBorder, 0.5))
			continue
		}
		why := ""
		if picking {
			why = cardplay.Blocked(t.slots, t.on[:], i)
		}
		alpha := 1.0
		if why != "" {
			alpha = 0.35
		}
		if t.on[i] {
			r.Y -= 14 * u
			k.StrokeRoundRect(dst, r.Inset(-4*u), r.W*0.14, 3*u, ui.ColGold)
		}
		t.handCard(dst, r, t.slots[i], seatColour(t.handSeat), alpha)
		// The card's number (its key), never its place in the row.
		k.Text(dst, strconv.Itoa(t.slots[i].Face()), ui.FontBold, max(14*u, l.txt), r.X+8*u, r.MaxY()-6*u, ui.AlignLeft|ui.AlignBottom, ui.WithAlpha(ui.RGB(0x30, 0x30, 0x30), alpha))
		if why != "" && (l.least() == 0 || k.TextWidth("one number only", ui.FontRegular, l.least()) <= r.W+gap) {
			// On a phone only where it fits at the least size: the dimmed
			// card says it, and a tap on it says why.
			k.TextFit(dst, "one number only", ui.FontRegular, l.size(12), r.W+gap, r.CX(), r.MaxY()+l.size(12), ui.AlignCenter|ui.AlignMiddle, ui.ColTextDim)
		}
	}
	t.drawInfo(dst, picking)
}

// drawInfo draws the words beside the hand (infoWords) and the Confirm
// button.
func (t *Table) drawInfo(dst *ebiten.Image, picking bool) {
	k, l := t.kit, t.lay
	size := max(16*t.lay.u, l.txt)
	w := t.infoWords(picking, size)
	if picking {
		st := ui.BtnDisabled
		if w.confirm {
			st = ui.BtnPrimary
		}
		k.Button(dst, l.confirm, "Confirm", st, l.bu())
	}
	for _, line := range w.lines {
		k.Text(dst, line.text, ui.FontRegular, size, l.info.X, line.y, ui.AlignLeft|ui.AlignTop, ui.ColText)
	}
	if t.msg != "" {
		k.TextFit(dst, t.msg, ui.FontBold, size, l.info.W, l.info.X, w.end+size*0.6, ui.AlignLeft|ui.AlignMiddle, ui.ColDanger)
	}
}

// flowLines wraps text into lines at word breaks, the line at height y
// (from y0, lh apart) no wider than width(y) as measure measures it; a
// word wider than its line stands alone.
func flowLines(text string, width func(y float64) float64, y0, lh float64, measure func(string) float64) []string {
	var out []string
	cur := ""
	for _, w := range strings.Fields(text) {
		next := w
		if cur != "" {
			next = cur + " " + w
		}
		if cur != "" && measure(next) > width(y0+lh*float64(len(out))) {
			out = append(out, cur)
			next = w
		}
		cur = next
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// preview describes each casino the selection reaches: the dice there
// after the pick (the cards placed so far; the others' picks are secret)
// and what the picking seat would win if the round ended now.
func (t *Table) preview(pk cards.Pick) []string {
	v := t.sess.SharedView()
	var out []string
	seats := t.sess.Seats()
	for _, s := range cardplay.Preview(v, t.handSeat, pk) {
		var parts []string
		for p := 0; p < v.Players(); p++ {
			if s.Dice[p] > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", seats[p].Name, s.Dice[p]))
			}
		}
		res := "no note"
		switch {
		case s.Tied:
			res = "tied: cancelled"
		case s.Note > 0:
			res = "takes " + ui.Dollars(s.Note.Dollars())
		}
		out = append(out, fmt.Sprintf("%s: %s → %s", pieces.CasinoName[s.Casino], strings.Join(parts, " · "), res))
	}
	return out
}

// chipValues says what chip cards are worth (the rulebook's chip cards).
const chipValues = "At the end a set of one colour pays $10,000 (1 card), $30,000 (2), $60,000 (3), $100,000 (4), $150,000 (5)."

// drawChipChoice offers the chip colours at the claimed casino.
func (t *Table) drawChipChoice(dst *ebiten.Image, seat int) {
	k, u, l := t.kit, t.lay.u, t.lay
	w := t.chipWords(seat)
	if l.phone() {
		// A phone: the words below the buttons, wrapped, never small.
		y, size := l.chips[0].MaxY()+16*u, max(16*u, l.txt)
		for i, lines := range w.wrapped(t, size, l.hand.W-32*u) {
			font, col := ui.FontBold, ui.ColGold
			if i == 1 {
				font, col = ui.FontRegular, ui.ColText
			}
			for _, line := range lines {
				k.Text(dst, line, font, size, l.hand.X+16*u, y, ui.AlignLeft|ui.AlignTop, col)
				y += size * 1.3
			}
			y += size * 0.4
		}
	} else {
		k.TextFit(dst, w.title, ui.FontBold, 17*u, l.W-40*u, l.hand.X+16*u, l.hand.Y+14*u, ui.AlignLeft|ui.AlignTop, ui.ColGold)
		k.TextFit(dst, chipValues, ui.FontRegular, 14*u, l.W-40*u, l.hand.X+16*u, l.hand.Y+36*u, ui.AlignLeft|ui.AlignTop, ui.ColText)
	}
	for i, c := range w.choices {
		if i >= len(l.chips) {
			break
		}
		r := l.chips[i]
		k.RoundRect(dst, r, 8*u, chipColour[c])
		k.StrokeRoundRect(dst, r, 8*u, 2*u, ui.ColText)
		k.TextFit(dst, w.labels[i], ui.FontBold, max(16*u, l.txt), r.W-8*u, r.CX(), r.CY(), ui.AlignCenter|ui.AlignMiddle, ui.RGB(0x10, 0x10, 0x10))
	}
}
