package royaletable

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Tile sides by id, as engine/royale numbers them (A1 = 0 ... H2 = 15).
const (
	tA1 = iota
	tA2
	tB1
	tB2
	tC1
	tC2
	tD1
	tD2
	tE1
	tE2
	tF1
	tF2
	tG1
	tG2
	tH1
	tH2
)

// drawTile draws the tile beside casino c in r: its id and name, and its
// live state in words; a gold edge while it is being resolved.
func (t *Table) drawTile(dst *ebiten.Image, s *royale.State, c int, r ui.Rect) {
	k, u := t.kit, t.lay.u
	id := s.Tile(c)
	b := s.Board()
	k.RoundRect(dst, r, 6*u, ui.RGB(0x2a, 0x12, 0x3a))
	edge := ui.WithAlpha(ui.RGB(0xc7, 0x7d, 0xff), 0.8)
	if b.Resolving == id && b.ResolvingAt == c {
		edge = ui.WithAlpha(ui.ColGold, 0.6+0.4*ui.Pulse(t.tick, 60))
	}
	k.StrokeRoundRect(dst, r, 6*u, 1.5*u, edge)
	lines, size := t.lay.tileRows(r)
	badge := t.memo(s, memoKey{site: mBadge, a: id}, func() string { return royale.TileID(id) })
	state := t.memo(s, memoKey{mTile, id, c, 0}, func() string { return tileState(s, id, c, t.sess.Names()) })
	if (id == tA1 || id == tG1) && t.secret != "" && b.Resolving == id {
		state = t.secret
	}
	least := t.lay.minText
	tw := t.lay.tileTextW(r, lines)
	tx := tileTexts(k, badge, royale.TileName(id), state, math.Max(size, least), math.Max(size*0.9, least), 8*u+6*u, tw)
	x := lines[0].X
	if tx.badge {
		br, ts := badgeRect(k, badge, x, lines[0].CY(), size, least, u)
		k.RoundRect(dst, br, 3*u, ui.RGB(0xc7, 0x7d, 0xff))
		t.text(dst, badge, ui.FontBold, ts, br.CX(), br.CY(), ui.AlignCenter|ui.AlignMiddle, ui.RGB(0x1a, 0x08, 0x24))
		x = br.MaxX() + 6*u
	}
	t.textFit(dst, tx.name, ui.FontBold, size, lines[0].X+tw-x, x, lines[0].CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	if tx.name2 != "" {
		t.textFit(dst, tx.name2, ui.FontBold, size, tw, lines[1].X, lines[1].CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	} else {
		t.textFit(dst, tx.state, ui.FontRegular, size*0.9, tw, lines[1].X, lines[1].CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	}
	qx, qy, qr := t.lay.tileQ(r)
	k.Circle(dst, qx, qy, qr, ui.RGB(0xc7, 0x7d, 0xff))
	t.text(dst, "?", ui.FontBold, math.Max(math.Min(r.H*0.4, 16*u), t.lay.minText), qx, qy, ui.AlignCenter|ui.AlignMiddle, ui.RGB(0x1a, 0x08, 0x24))
	t.markTile(dst, c, r.Inset(0))
}

// tileRows are a tile's two lines in r, and its name's size (before the
// least text).
func (l *layout) tileRows(r ui.Rect) ([2]ui.Rect, float64) {
	var buf [2]ui.Rect
	rows := r.Inset(5*l.u).Rows(2, 2*l.u, buf[:0])
	lines := [2]ui.Rect{rows[0], rows[1]}
	return lines, math.Min(lines[0].H*0.8, 15*l.u)
}

// tileTextW is how wide a tile's texts in r may be from its lines' left
// edge: up to its "?" circle (tileQ), less a gap.
func (l *layout) tileTextW(r ui.Rect, lines [2]ui.Rect) float64 {
	qx, _, qr := l.tileQ(r)
	return qx - qr - 4*l.u - lines[0].X
}

// tileQ is the centre and radius of the "?" circle drawn at a tile's
// right end (a tap anywhere on tileInfo, larger, takes it).
func (l *layout) tileQ(r ui.Rect) (x, y, radius float64) {
	return r.MaxX() - r.H/2, r.CY(), math.Min(r.H*0.3, 12*l.u)
}

// badgeRect is the pill of a tile's id badge from x, centred on y, for
// a tile whose name is size (least: the least text), and the size of the
// badge's text: the pill holds the text as drawn, never under least (on a
// phone the text is least while size is less; the pill was size high,
// and its text ran over it).
func badgeRect(k measurer, badge string, x, y, size, least, u float64) (ui.Rect, float64) {
	ts := math.Max(size*0.9, least)
	h := math.Max(size*1.2, ts*1.1)
	return ui.R(x, y-h/2, k.TextWidth(badge, ui.FontBold, ts)+8*u, h), ts
}

// tileLines is what a tile shows on its two lines: its id's badge (or
// not), its name (on two lines, name and name2, where one is too narrow),
// and its state ("" where name2 takes its line).
type tileLines struct {
	badge              bool
	name, name2, state string
}

// tileSeeMore stands for a tile's state too long for its line: the "?"
// beside it explains the tile, and the log says what happened on it.
const tileSeeMore = "more: ?"

// tileTexts fits a tile's texts into w (the tile's line, less its "?") at
// the sizes the table draws them (name, state), never cut with "…" where
// a shorter form fits: the badge (bw wide beside its text, plus the text)
// goes first, then a state too long gives way to tileSeeMore, then a name
// too long takes both lines.
func tileTexts(k measurer, badge, name, state string, size, ssize, bw, w float64) tileLines {
	tx := tileLines{badge: true, name: name, state: state}
	nw := k.TextWidth(name, ui.FontBold, size)
	if k.TextWidth(badge, ui.FontBold, size)+bw+nw > w {
		tx.badge = false
	}
	if k.TextWidth(state, ui.FontRegular, ssize) > w {
		tx.state = tileSeeMore
	}
	if nw <= w {
		return tx
	}
	for i := len(name) - 1; i > 0; i-- { // the last space that leaves a first line that fits
		if name[i] == ' ' && k.TextWidth(name[:i], ui.FontBold, size) <= w {
			tx.name, tx.name2, tx.state = name[:i], name[i+1:], ""
			break
		}
	}
	return tx
}

// tileState says what tile id beside casino c holds now, in a few words.
func tileState(s *royale.State, id, c int, names []string) string {
	b := s.Board()
	name := func(p int) string {
		if p >= 0 && p < len(names) {
			return names[p]
		}
		return "on the tile"
	}
	switch id {
	case tA1:
		return "hold 1-3 · guess"
	case tA2:
		return "counter " + ui.Dollars(b.Jackpot)
	case tB1:
		return "black dice before payout"
	case tB2:
		if b.Resolving == id && b.Fifty > 0 {
			return fmt.Sprintf("space %d/5 · last sum %d", b.Fifty, b.LastSum)
		}
		return "track $0 → $60,000"
	case tC1:
		return "token: " + name(b.HighFive)
	case tC2:
		if len(b.BadLuck) > 0 {
			var ws []string
			for _, p := range b.BadLuck {
				ws = append(ws, name(p))
			}
			return "owes $50,000: " + strings.Join(ws, ", ")
		}
		return "fewest dice pay $50,000"
	case tD1:
		return "$10,000 a casino with your dice"
	case tD2:
		return "token: " + name(b.Power)
	case tE1:
		if b.Closed > 0 {
			return fmt.Sprintf("casino %d closed · track %d", b.Closed, b.Entry)
		}
		return fmt.Sprintf("token on the tile · track %d", b.Entry)
	case tE2:
		return "bar: " + diceBySeat(b.Bar[:], s.Players(), names)
	case tF1:
		var left []string
		for _, n := range b.Clusters {
			if n > 0 {
				left = append(left, fmt.Sprint(n))
			}
		}
		if len(left) == 0 {
			return "no grey dice left"
		}
		return "grey clusters left: " + strings.Join(left, ", ")
	case tF2:
		return handicapState(b.Handicap)
	case tG1:
		return "6 tokens, 2 piles"
	case tG2:
		return "on tile: " + diceBySeat(b.Double[:], s.Players(), names)
	case tH1:
		return "spaces: " + niceSpaces(b, names)
	case tH2:
		return "given up: " + diceBySeat(b.Choice[:], s.Players(), names)
	}
	return ""
}

// handicapState says Handicap's free spaces, free[kind] of each kind, by
// their rewards as the rulebook names them (a chip, $30,000, or the option
// to turn a die and place it or take one back, said "move" here to fit
// the tile; the prompt and the buttons say it in full): "free: 2 chips,
// 3 × $30,000, 4 moves"; a kind with none left is left out.
func handicapState(free [3]int) string {
	var parts []string
	for i, n := range free {
		switch {
		case n <= 0:
		case i == 1:
			parts = append(parts, strconv.Itoa(n)+" × $30,000")
		default:
			parts = append(parts, plural(n, [...]string{"chip", "", "move"}[i]))
		}
	}
	if len(parts) == 0 {
		return "no free spaces left"
	}
	return "free: " + strings.Join(parts, ", ")
}

// diceBySeat writes "Ana 2, Ben 1", or "none".
func diceBySeat(d []royale.Dice, n int, names []string) string {
	var parts []string
	for p := 0; p < n && p < len(d) && p < len(names); p++ {
		if d[p].N() > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", names[p], d[p].N()))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// niceSpaces writes Nice Dice's filled spaces: "1 Ana, 4 Ben".
func niceSpaces(b royale.Board, names []string) string {
	var parts []string
	for f, p := range b.Nice {
		if p >= 0 && p < len(names) {
			parts = append(parts, fmt.Sprintf("%d %s", f+1, names[p]))
		}
	}
	if len(parts) == 0 {
		return "all free"
	}
	return strings.Join(parts, ", ")
}

// tileInfo is the "?" at the right end of the tile beside casino c (1-6):
// a tap there (or a click) shows the tile's explanation; empty without a
// tile.
func (l *layout) tileInfo(c int, tile bool) ui.Rect {
	p := l.casinoParts(c-1, tile)
	if p.tile.Empty() {
		return ui.Rect{}
	}
	s := p.tile.H
	if l.phone {
		s = math.Max(s, l.tap) // a finger's size, if over the casino's corner
	}
	cas := l.casinos[c-1]
	x := math.Min(p.tile.MaxX()-p.tile.H/2+s/2, cas.MaxX()) - s
	y := ui.Clamp(p.tile.CY()-s/2, cas.Y, cas.MaxY()-s)
	return ui.R(x, y, s, s)
}

// tipRect places a tile's explanation of w x h for casino c (0-5) beside
// the casino, never over it: at its right or left, else below or above
// it, within the window and under the top bar.
func (l *layout) tipRect(c int, w, h float64) ui.Rect { return l.beside(l.casinos[c], w, h) }

// beside places an explanation of w x h beside cas, never over it and
// over no casino's name (nameRect), within the window and under the top
// bar (ui.Beside).
func (l *layout) beside(cas ui.Rect, w, h float64) ui.Rect {
	u := l.u
	var names [royale.Casinos]ui.Rect
	for c := range names {
		names[c] = l.nameRect(c)
	}
	top := l.top.MaxY() + 4*u
	return ui.Beside(cas, w, h, ui.R(4*u, top, l.W-8*u, l.H-4*u-top), 8*u, names[:])
}

// nameRect is where casino c (0-5) writes its name: its own row under a
// narrow casino's header, else the header (with its die and money).
func (l *layout) nameRect(c int) ui.Rect {
	if p := l.casinoParts(c, false); !p.name.Empty() {
		return p.name
	}
	return l.casinoParts(c, false).header
}

// tipCasino is the casino (1-6) whose tile is explained now: the one under
// a mouse that has moved since the table opened (rest), or the one whose
// "?" was tapped; 0 none.
func (t *Table) tipCasino(s *royale.State) int {
	if t.tip > 0 && t.tip <= royale.Casinos && s.Tile(t.tip) >= 0 {
		return t.tip
	}
	if !t.in.HasPoint || !t.rest.Moved() || t.in.Touch {
		return 0
	}
	for c := 1; c <= royale.Casinos; c++ {
		p := t.lay.casinoParts(c-1, t.hasTile(c))
		if !p.tile.Empty() && s.Tile(c) >= 0 && p.tile.Contains(t.in.PX, t.in.PY) {
			return c
		}
	}
	return 0
}

// tipAction takes a click on a tile's "?" (it shows or hides the tile's
// explanation); any other click hides a shown one and goes on.
func (t *Table) tipAction(a ui.Action) bool {
	if a.Kind != ui.ActClick || t.covered() || !t.sess.Rules().Main {
		return false
	}
	for c := 1; c <= royale.Casinos; c++ {
		if t.hasTile(c) && t.shown().Tile(c) >= 0 && t.lay.tileInfo(c, true).Contains(a.X, a.Y) {
			if t.tip == c {
				t.tip = 0
			} else {
				t.tip = c
			}
			return true
		}
	}
	t.tip = 0
	return false
}

// tipPlace is where the explanation of casino c's tile goes, its lines
// and their size.
func (t *Table) tipPlace(s *royale.State, c int) (box ui.Rect, lines []string, size float64) {
	u, l := t.lay.u, t.lay
	w := math.Min(420*u, l.W-8*u)
	size = math.Max(15*u, l.minText)
	lines = t.kit.WrapLines(tileText(s.Tile(c)), ui.FontRegular, size, w-20*u)
	h := float64(len(lines))*size*1.35 + 16*u
	return l.tipRect(c-1, w, h), lines, size
}

// drawTileHelp explains the tile under the mouse, or the one whose "?"
// was tapped, beside its casino.
func (t *Table) drawTileHelp(dst *ebiten.Image, s *royale.State) {
	c := t.tipCasino(s)
	if c == 0 {
		return
	}
	k, u := t.kit, t.lay.u
	box, lines, size := t.tipPlace(s, c)
	k.RoundRect(dst, box, 8*u, ui.RGB(0x06, 0x12, 0x0e))
	k.StrokeRoundRect(dst, box, 8*u, 1.5*u, ui.ColGold)
	for i, line := range lines {
		t.text(dst, line, ui.FontRegular, size, box.X+10*u, box.Y+8*u+float64(i)*size*1.35, ui.AlignLeft|ui.AlignTop, ui.ColText)
	}
}
