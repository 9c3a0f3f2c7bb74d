package scenes

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/endchart"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TableEnd is the game end of a table's game (Royale, the card game), at
// the dice game's standard: the ranking with each seat's money and what it
// is made of, each seat's money after every round as a chart, and
// Rematch (Enter), New setup, Watch the replay, Save the record and Quit.
// Everything hidden during the game is shown: it is over.
type TableEnd struct {
	game  setupGame
	d     endData
	title string
	lines []string // each ranked seat's money and its breakdown
	// rounds are each ranked seat's money won round by round.
	rounds    []string
	note      string
	age       int
	exitAtEnd bool
	quit      scene.QuitGuard
}

// newTableEnd is the end of game g's finished game d.
func newTableEnd(g setupGame, d endData, exitAtEnd bool) *TableEnd {
	e := &TableEnd{game: g, d: d, exitAtEnd: exitAtEnd, title: "Game over"}
	for _, s := range d.standings {
		line := ui.Dollars(s.Money) + " · " + ui.Plural(s.Notes, d.notes[:len(d.notes)-1], d.notes)
		if s.ChipMoney > 0 {
			line += " (" + ui.Dollars(s.NoteMoney) + ") + chips " + ui.Dollars(s.ChipMoney)
		}
		switch s.TieBreak {
		case "shared":
			line += " · shares the place"
		case "":
		default:
			line += " · tie broken on " + s.TieBreak
		}
		e.lines = append(e.lines, line)
		if s.Seat >= 0 && s.Seat < len(d.hist) {
			e.rounds = append(e.rounds, dicetable.RoundsLine(d.hist[s.Seat]))
		}
	}
	if len(d.standings) > 0 && d.standings[0].Seat < len(d.names) {
		e.title = dicetable.Subject(d.names[d.standings[0].Seat], "win!", "wins!")
		if len(d.standings) > 1 && d.standings[1].Winner {
			e.title = "A shared win!"
		}
	}
	return e
}

// Name implements Scene.
func (e *TableEnd) Name() string { return tableGames[e.game].key + "-game-end" }

// tableEndRects are the end's parts (as the dice game end's).
type tableEndRects struct {
	rank, chart         ui.Rect
	rematch, setup, out ui.Rect
	watch, save         ui.Rect
	note                ui.Rect
}

// rects are the end's parts: the ranking and the chart side by side (or
// one over the other on a narrow screen) and the buttons, in one row or,
// on a phone, two.
func (e *TableEnd) rects(c *scene.Context) tableEndRects {
	u, css := ui.Unit(c.VP.W, c.VP.H), c.CSSUnits()
	var l tableEndRects
	in := ui.R(0, 0, c.VP.W, c.VP.H).Inset(math.Max(8*css, 24*u))
	_, in = in.SplitTop(math.Max(60*u, 44*css), 10*u)
	narrow := c.VP.W/css < 700
	btnH := math.Max(44*css, 48*u)
	footH := btnH
	if narrow {
		footH = 2*btnH + 8*css
	}
	foot, in := in.SplitBottom(footH, 12*u)
	l.note, in = in.SplitBottom(math.Max(18*css, 18*u), 6*u)
	if in.W > in.H*1.3 {
		l.rank, l.chart = in.SplitLeft(in.W*0.45, 20*u)
	} else {
		l.rank, l.chart = in.SplitTop(in.H*0.55, 12*u)
	}
	b := foot.Centered(math.Min(foot.W, 1000*u), foot.H)
	if narrow {
		top, bottom := b.SplitTop(btnH, 8*css)
		r1 := top.Cols(2, 8*css, nil)
		r2 := bottom.Cols(3, 8*css, nil)
		l.rematch, l.setup, l.watch, l.save, l.out = r1[0], r1[1], r2[0], r2[1], r2[2]
		return l
	}
	cs := b.Cols(5, 12*u, nil)
	l.watch, l.save, l.rematch, l.setup, l.out = cs[0], cs[1], cs[2], cs[3], cs[4]
	return l
}

// Update implements Scene.
func (e *TableEnd) Update(c *scene.Context) error {
	e.age++
	if e.age == 2 {
		c.Play(scene.SndChime)
	}
	if e.age >= 3 && c.Shot("game-end") {
		return nil
	}
	if e.exitAtEnd && e.age > 3 && (c.Opts.Screenshots == "" || e.age > 4) {
		c.Quit()
		return nil
	}
	l := e.rects(c)
	for _, a := range c.Input.Actions() {
		switch a.Kind {
		case ui.ActCancel:
			e.quit.Esc(c)
		case ui.ActConfirm:
			e.rematch(c)
		case ui.ActClick:
			e.click(c, l, a.X, a.Y)
		}
	}
	return nil
}

func (e *TableEnd) click(c *scene.Context, l tableEndRects, x, y float64) {
	switch {
	case l.rematch.Contains(x, y):
		c.Play(scene.SndClick)
		e.rematch(c)
	case l.setup.Contains(x, y):
		c.Play(scene.SndClick)
		c.Switch(setupFor(c, e.game))
	case l.out.Contains(x, y):
		c.Quit()
	case l.watch.Contains(x, y):
		c.Play(scene.SndClick)
		tg := tableGames[e.game]
		open, marks, err := tg.replay(c.Kit.Fonts(), e.d.data, false)
		if err == nil {
			var v *tableReplay
			if v, err = newTableReplay(e.game, open, marks, false); err == nil {
				c.Switch(v)
				return
			}
		}
		e.note = "The record does not replay: " + oneLine(err)
	case l.save.Contains(x, y):
		c.Play(scene.SndClick)
		e.note = e.save(c)
	}
}

// rematch starts a new game with the same seats and rules.
func (e *TableEnd) rematch(c *scene.Context) {
	tg := tableGames[e.game]
	t, err := tg.rematch(c.Kit.Fonts(), c.Store(), e.d.data, uint64(time.Now().UnixNano()))
	if err != nil {
		e.note = "No rematch: " + oneLine(err)
		return
	}
	c.Switch(&tableScene{name: tg.key + "-table", game: e.game, t: t, exitAtEnd: e.exitAtEnd})
}

// save keeps the record under a name of its own and says where.
func (e *TableEnd) save(c *scene.Context) string {
	store := c.Store()
	if store == nil {
		return "This run keeps nothing (--autoplay)."
	}
	tg := tableGames[e.game]
	key, err := game.KeepRecord(store, tg.key, e.d.data, func(data []byte) error {
		_, err := tg.end(data)
		return err
	}, time.Now())
	if err != nil {
		return "The record was not saved: " + oneLine(err)
	}
	return "The record is saved as " + key + "."
}

// Draw implements Scene.
func (e *TableEnd) Draw(dst *ebiten.Image, c *scene.Context) {
	k := c.Kit
	u, css := ui.Unit(c.VP.W, c.VP.H), c.CSSUnits()
	k.Felt(dst)
	l := e.rects(c)
	k.TextFit(dst, e.title, ui.FontBold, math.Max(34*u, 24*css), c.VP.W-20, c.VP.W/2, math.Max(24*u, 8*css)+math.Max(30*u, 22*css), ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
	e.drawRanking(dst, c, l.rank, math.Max(u, css))
	bu := math.Max(u, 14*css/15) // a button's words at 14 CSS px at least
	u = bu
	endchart.Draw(dst, c, l.chart, e.d.hist, e.d.colours)
	k.Button(dst, l.watch, "Watch the replay", c.Input.HoverState(l.watch, ui.BtnNormal), u)
	k.Button(dst, l.save, "Save the record", c.Input.HoverState(l.save, ui.BtnNormal), u)
	k.Button(dst, l.rematch, "Rematch", c.Input.HoverState(l.rematch, ui.BtnPrimary), u)
	k.Button(dst, l.setup, "New setup", c.Input.HoverState(l.setup, ui.BtnNormal), u)
	k.Button(dst, l.out, "Quit", c.Input.HoverState(l.out, ui.BtnNormal), u)
	if e.note != "" {
		k.TextFit(dst, e.note, ui.FontRegular, math.Max(12*css, 13*u), l.note.W, l.note.CX(), l.note.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColText)
	}
	e.quit.Draw(dst, c)
}

// drawRanking fills the ranking panel: each seat's place, name, money and
// its breakdown, and its money round by round, at u logical units a unit
// (a CSS pixel at least).
func (e *TableEnd) drawRanking(dst *ebiten.Image, c *scene.Context, rank ui.Rect, u float64) {
	k := c.Kit
	k.Panel(dst, rank, u, ui.ColGold, 0)
	rh := math.Min(100*u, (rank.H-12*u)/float64(max(len(e.d.standings), 1)))
	y := rank.Y + 6*u
	for i, s := range e.d.standings {
		r := ui.R(rank.X+10*u, y, rank.W-20*u, rh-4*u)
		if s.Winner {
			k.RoundRect(dst, r, 8*u, ui.WithAlpha(ui.ColGold, 0.16))
		}
		big := math.Max(14*u, math.Min(24*u, rh*0.3))
		k.Text(dst, ui.CountLabel(s.Rank), ui.FontBold, big, r.X+16*u, r.Y+r.H*0.3, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
		col := pieces.PlayerColour(e.d.colours[s.Seat])
		tw := r.W - 44*u
		small := math.Max(12*u, math.Min(13*u, rh*0.18))
		k.TextFit(dst, e.d.names[s.Seat], ui.FontBold, math.Max(13*u, math.Min(18*u, rh*0.22)), tw, r.X+36*u, r.Y+r.H*0.2, ui.AlignLeft|ui.AlignMiddle, col)
		k.TextFit(dst, e.lines[i], ui.FontBold, math.Max(12*u, math.Min(14*u, rh*0.2)), tw, r.X+36*u, r.Y+r.H*0.5, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		if i < len(e.rounds) {
			k.TextFit(dst, e.rounds[i], ui.FontRegular, small, tw, r.X+36*u, r.Y+r.H*0.78, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
		}
		y += rh
	}
}
