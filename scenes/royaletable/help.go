package royaletable

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// helpFile is the Royale help (the rules in brief and every tile side),
// embedded with the other assets.
const helpFile = "royale-help.txt"

// helpDoc is the help text read into paragraphs: "# " lines are headings,
// "- " lines bullets, and "A1 Name: text" lines the tile sides, kept by
// id too for the pointer's explanation of a tile.
type helpDoc struct {
	paras []helpPara
	tiles map[string]string // by tile id: "Name: text"
}

type helpPara struct {
	kind byte   // '#' a heading, '-' a bullet, 't' a tile side, ' ' plain
	id   string // a tile side's id
	text string
}

// rulesHelp is the help, read once on first use (not at init, which the
// browser's start waits for); a broken build says so in its text.
var rulesHelp = sync.OnceValue(readHelp)

func readHelp() helpDoc {
	s, err := assets.ReadText(helpFile)
	if err != nil {
		s = "The help could not be read: " + err.Error()
	}
	return parseHelp(s)
}

// parseHelp reads the help text's paragraphs.
func parseHelp(s string) helpDoc {
	d := helpDoc{tiles: map[string]string{}}
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
		case strings.HasPrefix(line, "# "):
			d.paras = append(d.paras, helpPara{kind: '#', text: line[2:]})
		case strings.HasPrefix(line, "- "):
			d.paras = append(d.paras, helpPara{kind: '-', text: line[2:]})
		default:
			id, rest, _ := strings.Cut(line, " ")
			if _, ok := royale.ParseTileID(id); ok && strings.Contains(rest, ": ") {
				d.tiles[id] = rest
				d.paras = append(d.paras, helpPara{kind: 't', id: id, text: rest})
				continue
			}
			d.paras = append(d.paras, helpPara{kind: ' ', text: line})
		}
	}
	return d
}

// tileText explains tile side id (0-15) in a sentence or two.
func tileText(id int) string {
	if s, ok := rulesHelp().tiles[royale.TileID(id)]; ok {
		return s
	}
	return royale.TileName(id)
}

// helpLine is one line of a help page: y is its top from the text area's
// top, x its indent; mark is drawn in the gutter (a tile's id, a bullet).
type helpLine struct {
	text, mark string
	head       bool
	x, y       float64
}

// helpKey is what the help's pages were laid out for.
type helpKey struct{ w, h, size, scale float64 }

// helpArea is the help panel, its text area, and its buttons: Back, Close
// and More.
func (l *layout) helpArea() (panel, text, back, shut, more ui.Rect) {
	u := l.u
	pw := math.Min(l.W-16*u, 980*u)
	panel = ui.R((l.W-pw)/2, l.top.MaxY()+6*u, pw, l.H-l.top.MaxY()-12*u)
	in := panel.Inset(14 * u)
	_, in = in.SplitTop(30*u, 6*u)
	bar, text := in.SplitBottom(math.Max(44*u, l.tap), 8*u)
	bw := math.Min(150*u, (bar.W-16*u)/3)
	back = ui.R(bar.X, bar.Y, bw, bar.H)
	shut = ui.R(bar.CX()-bw/2, bar.Y, bw, bar.H)
	more = ui.R(bar.MaxX()-bw, bar.Y, bw, bar.H)
	return panel, text, back, shut, more
}

// helpSize is the help's text size.
func (l *layout) helpSize() float64 {
	if l.phone {
		return 18 * l.u
	}
	return 15 * l.u
}

// pages lays the help out in pages that fit the text area (cached while
// the window keeps its size).
func (t *Table) pages() [][]helpLine {
	_, area, _, _, _ := t.lay.helpArea()
	key := helpKey{area.W, area.H, t.lay.helpSize(), t.vp.Scale}
	if t.helpKey != key || t.helpPages == nil {
		t.helpKey, t.helpPages = key, layoutHelp(t.kit, rulesHelp(), area.W, area.H, key.size, t.lay.u)
	}
	return t.helpPages
}

// layoutHelp wraps the paragraphs to width w and breaks them into pages
// of height h: a paragraph that fits on a page is never split, and a
// heading stays with the paragraph after it.
func layoutHelp(k *ui.Kit, d helpDoc, w, h, size, u float64) [][]helpLine {
	lh := size * 1.4
	blocks := make([][]helpLine, len(d.paras))
	for i, p := range d.paras {
		if p.kind == '#' {
			blocks[i] = []helpLine{{text: p.text, head: true}}
			continue
		}
		x, mark := 0.0, ""
		switch p.kind {
		case '-':
			x, mark = 18*u, "•"
		case 't':
			x, mark = 34*u, p.id
		}
		for j, line := range k.WrapLines(p.text, ui.FontRegular, size, w-x) {
			ln := helpLine{text: line, x: x}
			if j == 0 {
				ln.mark = mark
			}
			blocks[i] = append(blocks[i], ln)
		}
	}
	pages := [][]helpLine{nil}
	y := 0.0
	for i, b := range blocks {
		if b[0].head && y > 0 {
			y += lh * 0.5
		}
		need := float64(len(b)) * lh
		if b[0].head && i+1 < len(blocks) {
			need += float64(len(blocks[i+1])) * lh
		}
		for j, ln := range b {
			if y > 0 && (y+lh > h || (j == 0 && y+need > h && need <= h)) {
				pages, y = append(pages, nil), 0
			}
			ln.y = y
			pages[len(pages)-1] = append(pages[len(pages)-1], ln)
			y += lh
		}
		if !b[0].head {
			y += lh * 0.3
		}
	}
	return pages
}

// helpAction handles an action for the help: while it is open every
// action is its (Esc, Enter, F1 or a tap outside its buttons closes it;
// the arrows, the wheel and its buttons turn the pages); F1, ? or the
// top bar's Help opens it. It reports whether the action was the help's.
func (t *Table) helpAction(a ui.Action) bool {
	if !t.showHelp {
		if a.Kind == ui.ActHelp || (a.Kind == ui.ActClick && t.lay.help.Contains(a.X, a.Y) && !t.covered()) {
			t.showHelp, t.helpPage = true, 0
			return true
		}
		return false
	}
	_, _, back, _, more := t.lay.helpArea()
	switch a.Kind {
	case ui.ActHelp, ui.ActCancel, ui.ActConfirm:
		t.showHelp = false
	case ui.ActNext, ui.ActDown:
		t.turnHelp(1)
	case ui.ActPrev, ui.ActUp:
		t.turnHelp(-1)
	case ui.ActScroll:
		if a.DY < 0 {
			t.turnHelp(1)
		} else if a.DY > 0 {
			t.turnHelp(-1)
		}
	case ui.ActClick:
		switch {
		case back.Contains(a.X, a.Y):
			t.turnHelp(-1)
		case more.Contains(a.X, a.Y):
			t.turnHelp(1)
		default:
			t.showHelp = false
		}
	}
	return true
}

// turnHelp turns the help's page by d, within its pages.
func (t *Table) turnHelp(d int) {
	t.helpPage = min(max(t.helpPage+d, 0), len(t.pages())-1)
}

// covered reports whether the handover covers the table (and its Help).
func (t *Table) covered() bool {
	st, _ := t.sess.Stage()
	return st == royaleplay.StageHandover && t.step == nil && t.payout == nil
}

// drawHelp draws the open help's page over the table.
func (t *Table) drawHelp(dst *ebiten.Image) {
	k, u, l := t.kit, t.lay.u, t.lay
	panel, area, back, closeB, more := l.helpArea()
	pages := t.pages()
	page := min(max(t.helpPage, 0), len(pages)-1)
	k.FillRect(dst, ui.R(0, 0, l.W, l.H), color.RGBA{0, 0, 0, 0x90})
	k.RoundRect(dst, panel, 10*u, ui.RGB(0x06, 0x12, 0x0e))
	k.Panel(dst, panel, u, ui.ColNeonCyan, 0)
	in := panel.Inset(14 * u)
	title := "Las Vegas Royale: the rules"
	pn := fmt.Sprintf("%d/%d", page+1, len(pages))
	pw := k.TextWidth(pn, ui.FontBold, 16*u) + 8*u
	k.TextFit(dst, title, ui.FontBold, 20*u, in.W-pw, in.X, in.Y+14*u, ui.AlignLeft|ui.AlignMiddle, ui.ColNeonCyan)
	k.Text(dst, pn, ui.FontBold, 16*u, in.MaxX(), in.Y+14*u, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
	size := l.helpSize()
	for _, ln := range pages[page] {
		y := area.Y + ln.y
		switch {
		case ln.head:
			k.TextFit(dst, ln.text, ui.FontBold, size*1.1, area.W, area.X, y, ui.AlignLeft|ui.AlignTop, ui.ColGold)
			continue
		case ln.mark == "•":
			k.Circle(dst, area.X+6*u, y+size*0.65, 3*u, ui.ColGold)
		case ln.mark != "":
			k.Text(dst, ln.mark, ui.FontBold, size, area.X, y, ui.AlignLeft|ui.AlignTop, ui.RGB(0xc7, 0x7d, 0xff))
		}
		k.Text(dst, ln.text, ui.FontRegular, size, area.X+ln.x, y, ui.AlignLeft|ui.AlignTop, ui.ColText)
	}
	k.Button(dst, back, "Back", enabled(page > 0), u)
	k.Button(dst, closeB, "Close", ui.BtnPrimary, u)
	k.Button(dst, more, "More", enabled(page < len(pages)-1), u)
}

// enabled is a button's state: normal, or disabled.
func enabled(on bool) ui.ButtonState {
	if on {
		return ui.BtnNormal
	}
	return ui.BtnDisabled
}

// shootHelp, with --screenshots, opens the help once the table was shot
// and shoots each page ("help", "help-2", ...), then closes it. It
// reports whether it took this tick.
func (t *Table) shootHelp() bool {
	if !t.shots() || !t.taken["table"] {
		return false
	}
	switch {
	case !t.taken["help"]:
		t.showHelp, t.helpPage, t.helpShot = true, 0, true
		t.shoot("help")
	case t.helpShot && t.helpPage+1 < len(t.pages()):
		t.helpPage++
		t.shoot(fmt.Sprintf("help-%d", t.helpPage+1))
	case t.helpShot:
		t.showHelp, t.helpShot = false, false
		return false
	default:
		return false
	}
	return true
}
