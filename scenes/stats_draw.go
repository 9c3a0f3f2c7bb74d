package scenes

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/game/stats"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Drawing the statistics screen (stats_screen.go).

// Draw implements Scene.
func (s *StatsScreen) Draw(dst *ebiten.Image, c *scene.Context) {
	k := c.Kit
	l := s.layout(c)
	u := l.u
	k.Felt(dst)
	title := 30 * u
	if l.phone {
		title = setupPhoneText.Title * u
	}
	k.TextFit(dst, "Statistics", ui.FontBold, title, l.title.W, l.title.X, l.title.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	k.Button(dst, l.back, "Back", c.Input.HoverState(l.back, ui.BtnNormal), u)
	if l.phone {
		sum, games := ui.BtnActive, ui.BtnNormal
		if s.gamesPage {
			sum, games = ui.BtnNormal, ui.BtnActive
		}
		k.Button(dst, l.tabSum, "Summary", sum, u)
		k.Button(dst, l.tabGames, "Games ("+strconv.Itoa(len(s.games))+")", games, u)
	}
	if !l.summary.Empty() {
		s.drawSummary(dst, c, &l)
	}
	if !l.list.Empty() {
		s.drawGames(dst, c, &l)
	}
	if s.note != "" {
		for i, ln := range setupWrap(k, s.note, ui.FontRegular, l.text, l.note.W, 2) {
			k.Text(dst, ln, ui.FontRegular, l.text, l.note.X, l.note.Y+(float64(i)+0.5)*l.text*1.25, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		}
	}
	s.drawFocus(dst, c, &l)
}

// statsCols are the right edges of the summaries' columns (played, won,
// win rate, best), as shares of the width; the label has the first
// statsLabelW of it.
var statsCols = [4]float64{0.49, 0.61, 0.77, 1}

const statsLabelW = 0.34

// drawSummary draws the three summaries down the summary box.
func (s *StatsScreen) drawSummary(dst *ebiten.Image, c *scene.Context, l *statsRects) {
	k, u := c.Kit, l.u
	box := l.summary
	if !l.phone {
		k.Panel(dst, box, u, ui.ColNeonCyan, 0)
		box = box.Inset(14 * u)
	}
	z := l.text
	if !l.phone {
		z = 14 * u
	}
	if len(s.byGame) == 0 {
		for i, ln := range setupWrap(k, "No finished game yet: the games you finish are counted here.", ui.FontRegular, z, box.W, 3) {
			k.Text(dst, ln, ui.FontRegular, z, box.X, box.Y+(float64(i)+0.5)*z*1.3, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		}
		return
	}
	games := make([]stats.Line, len(s.byGame))
	watched := 0
	for i, g := range s.byGame {
		games[i] = g
		games[i].Label = gameName(g.Label)
		watched += g.Watched
	}
	y := box.Y
	y = s.drawTable(dst, c, box, y, z, "By game", games, 0)
	if watched > 0 {
		ln := ui.Plural(watched, "game", "games") + " between bots alone: listed, not counted"
		k.Text(dst, setupCut(k, ln, ui.FontRegular, z, box.W, false), ui.FontRegular, z, box.X, y-z*0.1, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
		y += z * 1.6
	}
	y = s.drawTable(dst, c, box, y, z, "By opponents' level", s.byLevel, 0)
	rowH := z * 1.45
	left := int((box.MaxY() - y - z*1.6 - rowH) / rowH)
	s.drawTable(dst, c, box, y, z, "By player", s.byName, max(left, 1))
}

// drawTable draws one summary from y, its title and a line each (at most
// most lines when most > 0, the rest said in a line), and returns the y
// under it.
func (s *StatsScreen) drawTable(dst *ebiten.Image, c *scene.Context, box ui.Rect, y, z float64, title string, lines []stats.Line, most int) float64 {
	k := c.Kit
	rowH := z * 1.45
	k.Text(dst, title, ui.FontBold, z*1.15, box.X, y+z*0.7, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	if len(lines) == 0 {
		k.Text(dst, "No game with a person yet", ui.FontRegular, z, box.X, y+z*1.6+rowH/2, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
		return y + z*1.6 + rowH + z*0.8
	}
	heads := [5]string{"", "Played", "Won", "Win rate", "Best"}
	s.drawRow(dst, c, box, y+z*1.6+rowH/2, z, heads, ui.ColTextDim)
	y += z*1.6 + rowH
	for i, ln := range lines {
		if most > 0 && i == most-1 && len(lines) > most {
			k.Text(dst, "and "+strconv.Itoa(len(lines)-i)+" more", ui.FontRegular, z, box.X, y+rowH/2, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
			y += rowH
			break
		}
		best := "–"
		if ln.HasBest {
			best = ui.Dollars(ln.Best)
		}
		cells := [5]string{ln.Label, strconv.Itoa(ln.Played), strconv.Itoa(ln.Won), ln.Rate(), best}
		s.drawRow(dst, c, box, y+rowH/2, z, cells, ui.ColText)
		y += rowH
	}
	return y + z*0.8
}

// drawRow draws a summary's row of cells centred on y: the label on the
// left, the figures right-aligned in their columns, each cut to its room.
func (s *StatsScreen) drawRow(dst *ebiten.Image, c *scene.Context, box ui.Rect, y, z float64, cells [5]string, col color.RGBA) {
	k := c.Kit
	gap := z * 0.6
	lw := box.W*statsLabelW - gap
	k.Text(dst, setupCut(k, cells[0], ui.FontRegular, z, lw, false), ui.FontRegular, z, box.X, y, ui.AlignLeft|ui.AlignMiddle, col)
	prev := statsLabelW
	for i, right := range statsCols {
		w := box.W*(right-prev) - gap
		k.Text(dst, setupCut(k, cells[i+1], ui.FontRegular, z, w, false), ui.FontRegular, z, box.X+box.W*right, y, ui.AlignRight|ui.AlignMiddle, col)
		prev = right
	}
}

// drawGames draws the page of finished games and its buttons.
func (s *StatsScreen) drawGames(dst *ebiten.Image, c *scene.Context, l *statsRects) {
	k, u := c.Kit, l.u
	if !l.phone {
		k.Panel(dst, l.list, u, ui.ColGold, 0)
		k.Text(dst, "Finished games, newest first", ui.FontBold, 16*u, l.list.X+14*u, l.list.Y+24*u, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	}
	z := l.text
	if !l.phone {
		z = 14 * u
	}
	per := l.perPage(s)
	for i, r := range l.rows {
		g := s.games[s.page*per+i]
		k.RoundRect(dst, r, 8*u, ui.WithAlpha(ui.ColText, 0.08))
		if c.Input.Hover(r) {
			k.RoundRect(dst, r, 8*u, ui.WithAlpha(ui.ColGold, 0.14))
		}
		in := r.Inset(10 * u)
		y1, y2 := r.Y+r.H*0.3, r.Y+r.H*0.72
		date := g.When.Local().Format("2 Jan 2006, 15:04")
		dw := k.TextWidth(date, ui.FontRegular, z)
		k.Text(dst, date, ui.FontRegular, z, in.MaxX(), y1, ui.AlignRight|ui.AlignMiddle, ui.ColTextDim)
		name := setupCut(k, gameName(g.Game), ui.FontBold, z*1.1, in.W-dw-8*u, false)
		k.Text(dst, name, ui.FontBold, z*1.1, in.X, y1, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		k.Text(dst, setupCut(k, winnerLine(g), ui.FontRegular, z, in.W, false), ui.FontRegular, z, in.X, y2, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	}
	if len(s.games) == 0 {
		k.Text(dst, "No finished game yet.", ui.FontRegular, z, l.list.X+14*u, l.list.Y+60*u, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
	}
	newer, older := ui.BtnDisabled, ui.BtnDisabled
	if s.page > 0 {
		newer = c.Input.HoverState(l.newer, ui.BtnNormal)
	}
	if (s.page+1)*per < len(s.games) {
		older = c.Input.HoverState(l.older, ui.BtnNormal)
	}
	k.Button(dst, l.newer, "Newer", newer, u)
	k.Button(dst, l.older, "Older", older, u)
	if len(s.games) > 0 {
		from, to := s.page*per+1, min((s.page+1)*per, len(s.games))
		pos := strconv.Itoa(from) + "–" + strconv.Itoa(to) + " of " + strconv.Itoa(len(s.games))
		k.Text(dst, setupCut(k, pos, ui.FontRegular, z, l.pos.W, false), ui.FontRegular, z, l.pos.CX(), l.pos.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColText)
	}
}

// winnerLine names a finished game's winners and their money.
func winnerLine(g stats.Game) string {
	w := g.Winners()
	money := 0
	for _, p := range g.Players {
		if p.Rank == 1 {
			money = p.Money
		}
	}
	lead := "Winner: "
	if len(w) > 1 {
		lead = "Shared win: "
	}
	return lead + strings.Join(w, ", ") + " (" + ui.Dollars(money) + ")"
}
