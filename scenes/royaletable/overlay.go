package royaletable

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// drawPayout shows the round's payout in words in the dock, beside the
// casinos as they stood: each casino's line whole, on pages where the dock
// cannot hold them all (payoutdock.go).
func (t *Table) drawPayout(dst *ebiten.Image) {
	u, l := t.lay.u, t.lay
	box, _ := t.payBox()
	if l.wide {
		size := l.minText * 1.1
		t.textFit(dst, t.payTitle, ui.FontBold, size, l.next.X-l.prompt.X-12*u, l.prompt.X, l.prompt.Y+size*0.6, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	} else {
		t.textFit(dst, t.payTitle, ui.FontBold, 20*u, l.next.X-l.prompt.X-12*u, l.prompt.X, l.next.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	}
	p := t.payLayout()
	end := t.payEnd()
	for _, r := range p.rows {
		if r.page != t.payPage || r.line >= min(t.payShown, end) {
			continue
		}
		x, y := box.X+p.cw*float64(r.col)+r.x, box.Y+p.lh*(float64(r.row)+0.5)
		t.text(dst, r.text, ui.FontRegular, p.size, x, y, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	}
	label := "Next round"
	switch {
	case t.payBusy():
		label = "Show all"
	case t.payPage < len(p.more):
		label = p.more[t.payPage]
	case t.sess.Over():
		label = "See the result"
	}
	t.button(dst, l.next, label, ui.BtnPrimary)
}

// drawEnd shows the final ranking.
func (t *Table) drawEnd(dst *ebiten.Image) {
	k, u, l := t.kit, t.lay.u, t.lay
	k.RoundRect(dst, l.overlay, 10*u, ui.RGB(0x06, 0x12, 0x0e))
	k.Panel(dst, l.overlay, u, ui.ColGold, 0.5)
	in := l.overlay.Inset(22 * u)
	t.text(dst, "The game is over", ui.FontBold, 26*u, in.CX(), in.Y+16*u, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
	names := t.sess.Names()
	st := t.sess.Standings()
	lh := math.Min((l.endSave.Y-in.Y-56*u)/float64(max(len(st), 1)), 34*u)
	for i, s := range st {
		c := ui.ColText
		if s.Winner {
			c = ui.ColGold
		}
		line := fmt.Sprintf("%d. %s — %s (%d cards", s.Rank, names[s.Seat], ui.Dollars(s.Money), s.Notes-s.ChipMoney/10000)
		if s.ChipMoney > 0 {
			line += ", chips " + ui.Dollars(s.ChipMoney)
		}
		line += ")"
		if l.phone { // a phone's line: the panels show the rest
			line = fmt.Sprintf("%d. %s — %s", s.Rank, names[s.Seat], ui.Dollars(s.Money))
		}
		t.textFit(dst, line, ui.FontBold, math.Min(20*u, lh*0.7), in.W, in.X+10*u, in.Y+50*u+lh*(float64(i)+0.5), ui.AlignLeft|ui.AlignMiddle, c)
	}
	t.button(dst, l.endSave, "Save the record", ui.BtnNormal)
	t.button(dst, l.endClose, "Close", ui.BtnPrimary)
	note := "S saves the record, Enter closes."
	if t.touch() {
		note = "Tap Save the record to keep the game's record."
	}
	if t.saved != "" {
		note = t.saved
	}
	z := math.Max(13*u, l.minText)
	y := l.endSave.MaxY() + 4*u
	lines := breakLines(k, note, z, in.W+12*u)
	if n := float64(len(lines)); n*z*1.25 > l.overlay.MaxY()-y-2*u {
		z = math.Max((l.overlay.MaxY()-y-2*u)/(n*1.25), 7)
	}
	for i, line := range lines {
		t.text(dst, line, ui.FontRegular, z, in.CX(), y+z*1.25*(float64(i)+0.5), ui.AlignCenter|ui.AlignMiddle, ui.ColTextDim)
	}
}

// breakLines wraps s to width w, breaking a word too long for a line (a
// file's path) after its separators, or anywhere if it has none.
func breakLines(k *ui.Kit, s string, size, w float64) []string {
	var words []string
	for _, wd := range strings.Fields(s) {
		for len(wd) > 1 && k.TextWidth(wd, ui.FontRegular, size) > w {
			sep, fit := 0, 0
			for i := range wd {
				if i == 0 {
					continue
				}
				if k.TextWidth(wd[:i], ui.FontRegular, size) > w {
					break
				}
				fit = i
				if strings.ContainsRune("/\\-", rune(wd[i-1])) {
					sep = i
				}
			}
			cut := sep
			if cut == 0 {
				cut = max(fit, len(string([]rune(wd)[:1])))
			}
			words = append(words, wd[:cut])
			wd = wd[cut:]
		}
		words = append(words, wd)
	}
	var lines []string
	for _, wd := range words {
		if n := len(lines); n > 0 && k.TextWidth(lines[n-1]+" "+wd, ui.FontRegular, size) <= w {
			lines[n-1] += " " + wd
		} else {
			lines = append(lines, wd)
		}
	}
	return lines
}
