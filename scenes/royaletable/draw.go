package royaletable

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// draw draws the whole frame from the session and the step being shown;
// it changes nothing.
func (t *Table) draw(dst *ebiten.Image) {
	t.kit.Felt(dst)
	s := t.shown()
	t.drawTop(dst, s)
	for c := 1; c <= royale.Casinos; c++ {
		t.drawCasino(dst, s, c)
	}
	t.drawArena(dst, s)
	t.drawPanels(dst, s)
	t.drawBank(dst, s)
	t.drawDock(dst)
	t.drawTakeBack(dst)
	t.drawFlights(dst)
	st, _ := t.sess.Stage()
	switch {
	case t.showHelp || t.showLog:
	case t.step != nil || t.payout != nil:
		t.drawTileHelp(dst, s)
		t.drawPress(dst)
	case st == royaleplay.StageOver:
		t.drawEnd(dst)
	default:
		t.drawTileHelp(dst, s)
		t.drawPress(dst)
	}
	if t.showHelp {
		t.drawHelp(dst)
	}
	if t.showLog && !t.covered() {
		t.drawLog(dst)
	}
}

// drawTop draws the bar at the top: the game and round, and the last line
// of the log (barline.go), for which the title yields its longer forms
// where the line needs their room.
func (t *Table) drawTop(dst *ebiten.Image, s *royale.State) {
	k, u, l := t.kit, t.lay.u, t.lay
	k.FillRect(dst, l.top, ui.ColTopBar)
	game := "Royale"
	if !s.Rules().Main {
		game = "Royale (basic)"
	}
	var titles [3]string
	for i := range titles {
		titles[i] = t.memo(s, memoKey{site: mTop, a: i}, func() string { return topTitle(game, s.IsTerminal(), s.Round(), i) })
	}
	size := math.Max(17*u, l.minText)
	room, first := barRoom(k, l, titles, size)
	left := titles[first]
	if err := t.sess.SaveError(); err != nil { // whole, as the log's line (barline.go)
		left = titles[t.drawBarLine(dst, t.saveLine(err), room, ui.ColDanger)]
	} else if line := t.barLine(); line != "" && room[2] > 60*u && !l.portrait { // a phone: the Log button
		left = titles[t.drawBarLine(dst, line, room, ui.ColTextDim)]
	}
	t.text(dst, left, ui.FontBold, size, 12*u, l.top.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	t.drawTopBar(dst)
}

// topTitle is the top bar's title, from the longest (form 0: "Royale ·
// Round 2/3") to the shortest (form 2: "R2/3"); form 1 drops the game's
// name ("Round 2/3"). At the game's end: "Royale · Game over", "Game over".
func topTitle(game string, over bool, round, form int) string {
	round = min(round, royale.Rounds)
	switch {
	case over && form == 0:
		return game + " · Game over"
	case over:
		return "Game over"
	case form == 0:
		return fmt.Sprintf("%s · Round %d/%d", game, round, royale.Rounds)
	case form == 1:
		return fmt.Sprintf("Round %d/%d", round, royale.Rounds)
	}
	return fmt.Sprintf("R%d/%d", round, royale.Rounds)
}

// hasTile reports whether casino c (1-6) has a tile place this game.
func (t *Table) hasTile(c int) bool {
	r := t.sess.Rules()
	return r.Main && c <= r.Tiles
}

// drawCasino draws casino c: its number and name, its pair of money cards,
// each owner's dice with their count, and its tile.
func (t *Table) drawCasino(dst *ebiten.Image, s *royale.State, c int) {
	k, u := t.kit, t.lay.u
	r := t.lay.casinos[c-1]
	pieces.CasinoTile(k, dst, r, c, u)
	p := t.lay.casinoParts(c-1, t.hasTile(c))
	hi, lo := t.pair(s, c) // none once a payout's line has paid them
	m := t.lay.casinoMoney(k, p.header, lo/royale.Unit, hi/royale.Unit)
	dh := m.die
	pieces.Die(k, dst, p.header.X+dh/2+2*u, p.header.CY(), dh, pieces.DieStyle{Colour: pieces.DieWhite}, c, 0, 1)
	for i, v := range [2]int{lo / royale.Unit, hi / royale.Unit} {
		r := m.cards[i]
		switch {
		case r.Empty():
		case m.own:
			pieces.NoteDollars(k, dst, r.X, r.Y, r.W, r.H, v, 1)
		default: // a phone: the value written by the table, 12 CSS px or more
			pieces.MoneyBlank(k, dst, r.X, r.Y, r.W, r.H, v, 1)
			t.text(dst, moneyShort[min(max(v, 0), 10)], ui.FontBold, m.size, r.CX(), r.CY(), ui.AlignCenter|ui.AlignMiddle, pieces.MoneyInk)
		}
	}
	switch nr, size := t.lay.nameRoom(p, m); {
	case nr.Empty():
	case s.Rules().Main && s.Board().Closed == c: // No Entry!'s banner takes the name's place (closed.go)
		t.drawClosed(dst, c, nr, size)
	default:
		t.textFit(dst, pieces.CasinoName[c], ui.FontBold, size, nr.W, nr.X, nr.CY(), ui.AlignLeft|ui.AlignMiddle, pieces.CasinoAccent[c])
	}
	t.drawCasinoDice(dst, s, c, p.dice)
	if !p.tile.Empty() && s.Tile(c) >= 0 {
		t.drawTile(dst, s, c, p.tile)
	}
	if t.canPlace(c) {
		glow := 0.5 + 0.5*ui.Pulse(t.tick, 70)
		k.StrokeRoundRect(dst, r.Inset(1*u), 12*u, 3*u, ui.WithAlpha(ui.ColGold, glow))
	}
}

// canPlace reports whether the person deciding may place in casino c now.
func (t *Table) canPlace(c int) bool {
	if t.step != nil || t.payout != nil {
		return false
	}
	for _, a := range t.sess.SharedLegal() {
		if a.Kind == royale.ActPlace && int(a.X) == c {
			return true
		}
	}
	return false
}

// owners lists the owners with dice in casino c as drawn (diceAt): the
// seats, the neutral player, the grey dice.
func (t *Table) owners(s *royale.State, c int, out []int) []int {
	for o := 0; o < s.Players(); o++ {
		if d, _ := t.diceAt(s, c, o); d.N() > 0 {
			out = append(out, o)
		}
	}
	for _, o := range [2]int{royale.Neutral, royale.Grey} {
		if d, _ := t.diceAt(s, c, o); d.N() > 0 {
			out = append(out, o)
		}
	}
	return out
}

// drawCasinoDice draws each owner's dice in casino c as a die showing c
// (a Biggy's rim when the Biggy is there) and the count, in a grid.
func (t *Table) drawCasinoDice(dst *ebiten.Image, s *royale.State, c int, r ui.Rect) {
	k, u := t.kit, t.lay.u
	var buf [8]int
	os := t.owners(s, c, buf[:0])
	if len(os) == 0 {
		t.textFit(dst, "no dice yet", ui.FontRegular, 13*u, r.W, r.CX(), r.CY(), ui.AlignCenter|ui.AlignMiddle, ui.WithAlpha(ui.ColTextDim, 0.6))
		return
	}
	cols := max(1, min(len(os), int(r.W/(78*u))))
	for cols < len(os) && float64((len(os)+cols-1)/cols)*t.lay.minText*1.1 > r.H {
		cols++ // a short casino (a phone on its side): more columns, not rows under the least text
	}
	rows := (len(os) + cols - 1) / cols
	cw, rh := r.W/float64(cols), math.Min(r.H/float64(rows), 44*u)
	for i, o := range os {
		d, tag := t.diceAt(s, c, o)
		cell := ui.R(r.X+float64(i%cols)*cw, r.Y+float64(i/cols)*rh, cw, rh)
		ds := math.Min(cell.H*0.72, 30*u)
		face := c
		if o == royale.Grey {
			face = 0
		}
		alpha := 1.0
		if o == royale.Grey {
			alpha = 0.6
		}
		st := pieces.DieStyle{Colour: ownerColour(o), Biggy: d.Big > 0}
		x := cell.X + ds*0.7
		pieces.Die(k, dst, x, cell.CY(), ds, st, face, 0, alpha)
		t.markDice(dst, c, o, x, cell.CY(), ds)
		label := t.memo(s, memoKey{mDiceN, c, o, tag}, func() string {
			if d.Blk > 0 {
				return fmt.Sprintf("×%d (%d black)", d.Units(), d.Blk)
			}
			return fmt.Sprintf("×%d", d.Units())
		})
		t.textFit(dst, label, ui.FontBold, math.Min(cell.H*0.5, 17*u), cell.W-ds*1.5, x+ds*0.75, cell.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	}
}

// drawArena draws the dice arena in the ring's middle: the roll to place,
// grouped by face (the Biggy drawn bigger), or whose turn it is.
func (t *Table) drawArena(dst *ebiten.Image, s *royale.State) {
	k, u, l := t.kit, t.lay.u, t.lay
	k.RoundRect(dst, l.arena, 16*u, ui.WithAlpha(ui.RGB(0x02, 0x0a, 0x08), 0.55))
	k.StrokeRoundRect(dst, l.arena, 16*u, 1.5*u, ui.WithAlpha(ui.ColBorder, 0.8))
	in := l.arena.Inset(8 * u)
	roll := t.roll(s)
	cp := s.CurrentPlayer()
	title := "Dice arena"
	if cp >= 0 && cp < s.Players() && roll.N() > 0 {
		title = t.memo(s, memoKey{site: mWait, a: cp}, func() string { return t.sess.Name(cp) + " rolled" })
		if s.Rules().Main && s.Board().Resolving >= 0 {
			title = restOfRoll
		}
	}
	if t.drawTileMarks(dst, s) {
		return
	}
	if !t.drawBlack(dst, s, in) {
		strip := l.titleStrip()
		a := t.arenaText(title, ui.FontBold, l.arenaTitleSize(), in.W, strip)
		cy := in.Y + 12*u
		if a.n > 1 {
			cy = in.Y + strip/2
		}
		t.drawArenaFit(dst, a, ui.FontBold, in.CX(), cy, ui.ColGold)
	}
	var gbuf [6]group
	groups := l.rollGroupsTo(roll, gbuf[:0])
	if len(groups) == 0 {
		a := t.arenaText(t.waiting(), ui.FontRegular, math.Max(14*u, l.minText), in.W, in.H)
		t.drawArenaFit(dst, a, ui.FontRegular, in.CX(), in.CY(), ui.ColTextDim)
		return
	}
	who := max(cp, 0)
	if b := s.Board(); s.Rules().Main && b.Resolving >= 0 && b.For >= 0 {
		who = b.For // a tile's decision by another seat: the roll is the turn's
	}
	col := ownerColour(who)
	whose := "the"
	if who == t.sess.Viewer() && who < len(t.sess.Seats()) && t.sess.Seats()[who].IsHuman() {
		whose = "your"
	}
	form := 0 // the arena's groups speak alike: the shortest form one needs
	for _, g := range groups {
		form = max(form, t.groupForm(s, g, roll, whose))
	}
	for _, g := range groups {
		t.drawGroup(dst, s, g, roll, col, whose, form)
	}
}

// drawArenaFit draws the lines of a centred on x, cy.
func (t *Table) drawArenaFit(dst *ebiten.Image, a arenaFit, f ui.FontID, x, cy float64, c color.RGBA) {
	lh := a.size * arenaLead
	for i := 0; i < a.n; i++ {
		t.kit.Text(dst, a.lines[i], f, a.size, x, cy+lh*(float64(i)-float64(a.n-1)/2), ui.AlignCenter|ui.AlignMiddle, c)
	}
}

// groupSize is the size and width of a roll group's label in its box.
func (t *Table) groupSize(g group) (size, w float64) {
	u := t.lay.u
	return math.Max(math.Min(16*u, g.r.H*0.22), t.lay.minText), g.r.W - 6*u
}

// groupLabel is a roll group's label in form 0 (groupWords: "2 × 3 and
// your Biggy"), 1 (groupShort: "2×3+B") or 2 (groupShort without "+B",
// the Biggy's die marked as such; "B" where it is the group).
func (t *Table) groupLabel(s *royale.State, g group, roll royale.Roll, whose string, form int) string {
	n := int(roll.C[g.face-1])
	big := int(roll.Big) == g.face
	switch {
	case form == 0:
		return t.memo(s, memoKey{mGroup, g.face, n*2 + b2i(big), b2i(whose == "your")}, func() string { return groupWords(n, g.face, big, whose) })
	case form == 1 || n == 0:
		return t.memo(s, memoKey{mGroup, g.face, n*2 + b2i(big), 2}, func() string { return groupShort(n, g.face, big) })
	}
	return t.memo(s, memoKey{mGroup, g.face, n * 2, 2}, func() string { return groupShort(n, g.face, false) })
}

// groupForm is the longest form of a roll group's label that fits its box.
func (t *Table) groupForm(s *royale.State, g group, roll royale.Roll, whose string) int {
	size, w := t.groupSize(g)
	for form := 0; form < 2; form++ {
		if t.kit.TextWidth(t.groupLabel(s, g, roll, whose, form), ui.FontBold, size) <= w {
			return form
		}
	}
	return 2
}

// drawBlack draws, in the arena's title row, the black dice a tile rolled
// (Prime Time, My Choice, Fifty Fifty) while the tile resolves; it reports
// whether it drew them.
func (t *Table) drawBlack(dst *ebiten.Image, s *royale.State, in ui.Rect) bool {
	if !s.Rules().Main {
		return false
	}
	b := s.Board()
	if b.Resolving < 0 || b.Black.N() == 0 {
		return false
	}
	k, u := t.kit, t.lay.u
	label, size, lw, ds := blackRow(k, &t.lay, b.Black.N(), in.W) // "Black" and smaller dice where narrow
	x := in.CX() - (lw+8*u+float64(b.Black.N())*ds*1.25)/2
	t.text(dst, label, ui.FontBold, size, x, in.Y+12*u, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	x += lw + 8*u + ds/2
	for f := 1; f <= 6; f++ {
		for i := 0; i < int(b.Black.C[f-1]); i++ {
			pieces.Die(k, dst, x, in.Y+12*u, ds, pieces.DieStyle{Colour: 4}, f, 0, 1)
			x += ds * 1.25
		}
	}
	return true
}

// drawGroup draws the dice of one face of the roll in their box, labelled
// in form (groupLabel).
func (t *Table) drawGroup(dst *ebiten.Image, s *royale.State, g group, roll royale.Roll, col pieces.DieColour, whose string, form int) {
	k, u := t.kit, t.lay.u
	n := int(roll.C[g.face-1])
	big := int(roll.Big) == g.face
	k.RoundRect(dst, g.r, 8*u, ui.WithAlpha(ui.RGB(0x10, 0x2a, 0x22), 0.9))
	if t.canPlace(g.face) {
		k.StrokeRoundRect(dst, g.r, 8*u, 2*u, ui.WithAlpha(ui.ColGold, 0.5+0.5*ui.Pulse(t.tick, 70)))
	}
	total := n + b2i(big)
	per := max(1, min(total, 4))
	ds := math.Min(g.r.W/float64(per+1), g.r.H*0.36)
	rows := (total + per - 1) / per
	y0 := g.r.CY() - float64(rows-1)*ds*0.6 - 6*u
	for i := 0; i < total; i++ {
		row, colI := i/per, i%per
		inRow := min(per, total-row*per)
		x := g.r.CX() + (float64(colI)-float64(inRow-1)/2)*ds*1.35
		st := pieces.DieStyle{Colour: col, Biggy: big && i == total-1}
		pieces.Die(k, dst, x, y0+float64(row)*ds*1.2, ds, st, g.face, 0, 1)
	}
	label := t.groupLabel(s, g, roll, whose, form)
	size, w := t.groupSize(g)
	t.textFit(dst, label, ui.FontBold, size, w, g.r.CX(), g.r.MaxY()-10*u, ui.AlignCenter|ui.AlignMiddle, ui.ColText)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// groupWords labels a face's group of the roll: "2 × 3", "2 × 3 and your
// Biggy", "your Biggy" (whose: "your" or "the").
func groupWords(n, face int, big bool, whose string) string {
	switch {
	case big && n == 0:
		return whose + " Biggy"
	case big:
		return fmt.Sprintf("%d × %d and %s Biggy", n, face, whose)
	}
	return fmt.Sprintf("%d × %d", n, face)
}

// groupShort is groupWords for a narrow box: "2×3", "2×3+B", "B" (the
// Biggy, drawn above it with its own mark); a box narrower still drops
// "+B" (big false), the Biggy's die marked as such.
func groupShort(n, face int, big bool) string {
	switch {
	case big && n == 0:
		return "B"
	case big:
		return fmt.Sprintf("%d×%d+B", n, face)
	}
	return fmt.Sprintf("%d×%d", n, face)
}
