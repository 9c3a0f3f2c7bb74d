package royaletable

import (
	"fmt"
	"math"
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
	in := r.Inset(5 * u)
	lines := in.Rows(2, 2*u, nil)
	size := math.Min(lines[0].H*0.8, 15*u)
	badge := royale.TileID(id)
	bw := k.TextWidth(badge, ui.FontBold, size) + 8*u
	br := ui.R(lines[0].X, lines[0].CY()-size*0.6, bw, size*1.2)
	k.RoundRect(dst, br, 3*u, ui.RGB(0xc7, 0x7d, 0xff))
	k.Text(dst, badge, ui.FontBold, size*0.9, br.CX(), br.CY(), ui.AlignCenter|ui.AlignMiddle, ui.RGB(0x1a, 0x08, 0x24))
	k.TextFit(dst, royale.TileName(id), ui.FontBold, size, lines[0].W-bw-6*u, br.MaxX()+6*u, lines[0].CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	state := tileState(s, id, c, t.sess.Names())
	if (id == tA1 || id == tG1) && t.secret != "" && b.Resolving == id {
		state = t.secret
	}
	k.TextFit(dst, state, ui.FontRegular, size*0.9, lines[1].W, lines[1].X, lines[1].CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	t.markTile(dst, c, r)
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
		return fmt.Sprintf("free: chip %d · $30,000 %d · option %d", b.Handicap[0], b.Handicap[1], b.Handicap[2])
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

// drawTileHelp explains the tile under the pointer.
func (t *Table) drawTileHelp(dst *ebiten.Image, s *royale.State) {
	if !t.in.HasPoint {
		return
	}
	k, u, l := t.kit, t.lay.u, t.lay
	for c := 1; c <= royale.Casinos; c++ {
		p := l.casinoParts(c-1, t.hasTile(c))
		id := s.Tile(c)
		if p.tile.Empty() || id < 0 || !p.tile.Contains(t.in.PX, t.in.PY) {
			continue
		}
		w := math.Min(420*u, l.W-20*u)
		size := 15 * u
		lines := k.WrapLines(tileText(id), ui.FontRegular, size, w-20*u)
		h := float64(len(lines))*size*1.35 + 16*u
		x := ui.Clamp(t.in.PX-w/2, 10*u, l.W-w-10*u)
		y := t.in.PY - h - 12*u
		if y < l.top.MaxY() {
			y = t.in.PY + 20*u
		}
		box := ui.R(x, y, w, h)
		k.RoundRect(dst, box, 8*u, ui.RGB(0x06, 0x12, 0x0e))
		k.StrokeRoundRect(dst, box, 8*u, 1.5*u, ui.ColGold)
		for i, line := range lines {
			k.Text(dst, line, ui.FontRegular, size, box.X+10*u, box.Y+8*u+float64(i)*size*1.35, ui.AlignLeft|ui.AlignTop, ui.ColText)
		}
		return
	}
}
