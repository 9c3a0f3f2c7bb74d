package scenes

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/endchart"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TableEnd is every game's end, the shell's: the ranking with each seat's
// money and what it is made of (and, where the table kept them, a few facts
// of its game), each seat's money after every round as a chart, and
// Rematch (Enter), New setup, Watch the replay, Save the record and Quit.
// Everything hidden during the game is shown: it is over. A phone held
// upright or on its side has a layout of its own (tableend_phone.go,
// tableend_land.go).
type TableEnd struct {
	name string // the scene's name
	game setupGame
	acts endActs
	d    endData
	// The ranking's words: each ranked seat's money and its breakdown,
	// its money won round by round, and its facts (none where the game
	// has none).
	lines     []string
	rounds2   []string
	facts     []string
	title     string // "Anna wins!", "You win!", "A shared win!"
	age       int
	exitAtEnd bool
	quit      scene.QuitGuard
	// note says where "Save the record" put the record (or the
	// statistics' line at first).
	note string
	// noteFor and noteTail: the note's lines after its first on an
	// upright phone (tableend_phone.go), for the note noteFor.
	noteFor, noteTail string
}

// endActs are what the game end's buttons do in a game: a rematch (nil:
// none, a replay's end), its replay and its record kept.
type endActs struct {
	rematch func(c *scene.Context) (scene.Scene, error)
	watch   func(c *scene.Context) (scene.Scene, error)
	save    func(c *scene.Context) string
}

// newTableEnd is the end of hosted game g's finished game d.
func newTableEnd(g setupGame, d endData, exitAtEnd bool) *TableEnd {
	tg := tableGames[g]
	acts := endActs{
		rematch: func(c *scene.Context) (scene.Scene, error) {
			t, err := tg.rematch(c.Kit.Fonts(), c.Store(), d.data, uint64(time.Now().UnixNano()))
			if err != nil {
				return nil, err
			}
			return &tableScene{name: tg.key + "-table", game: g, t: t, exitAtEnd: exitAtEnd}, nil
		},
		watch: func(c *scene.Context) (scene.Scene, error) {
			return tableReplayOf(g, c.Kit.Fonts(), d.data, false, false)
		},
		save: func(c *scene.Context) string { return keepTableRecord(c, tg, d.data) },
	}
	return newEnd(tg.key+"-game-end", g, d, acts, exitAtEnd)
}

// keepTableRecord keeps a hosted game's record under a name of its own
// and says where.
func keepTableRecord(c *scene.Context, tg *tableGame, data []byte) string {
	store := c.Store()
	if store == nil {
		return "This run keeps nothing (--autoplay)."
	}
	key, err := game.KeepRecord(store, tg.key, data, func(data []byte) error {
		_, err := tg.end(data)
		return err
	}, time.Now())
	if err != nil {
		return "The record was not saved: " + oneLine(err)
	}
	return "The record is saved as " + key + "."
}

// newEnd is the game end named name of game g's finished game d, whose
// buttons do acts.
func newEnd(name string, g setupGame, d endData, acts endActs, exitAtEnd bool) *TableEnd {
	e := &TableEnd{name: name, game: g, d: d, acts: acts, exitAtEnd: exitAtEnd, title: "Game over"}
	noun := d.notes[:len(d.notes)-1]
	for _, s := range d.standings {
		e.lines = append(e.lines, endLine(s, noun, d.notes))
		if s.Seat >= 0 && s.Seat < len(d.hist) {
			e.rounds2 = append(e.rounds2, dicetable.RoundsLine(d.hist[s.Seat]))
		}
		if s.Seat >= 0 && s.Seat < len(d.facts) {
			e.facts = append(e.facts, d.facts[s.Seat])
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

// endLine is a seat's money and what it is made of: "$510,000 · 9 notes
// ($470,000) + chips $40,000 (tie on money, decided on notes)".
func endLine(s engine.Standing, noun, nouns string) string {
	line := ui.Dollars(s.Money) + " · " + ui.Plural(s.Notes, noun, nouns)
	if s.ChipMoney > 0 {
		line += " (" + ui.Dollars(s.NoteMoney) + ") + chips " + ui.Dollars(s.ChipMoney)
	}
	switch s.TieBreak {
	case "":
	case "notes":
		line += " (tie on money, decided on " + nouns + ")"
	case "shared":
		line += " (shares the place)"
	default:
		line += " (tie broken on " + s.TieBreak + ")"
	}
	return line
}

// Name implements Scene.
func (e *TableEnd) Name() string { return e.name }

// tableEndRects are the end's parts.
type tableEndRects struct {
	rank, chart         ui.Rect
	rematch, setup, out ui.Rect
	watch, save         ui.Rect
	note                ui.Rect
}

// rects are the end's parts: the ranking and the chart side by side (or
// one over the other on a narrow screen) and the buttons in a row; a
// phone's are its own.
func (e *TableEnd) rects(c *scene.Context) tableEndRects {
	if ui.PhoneOnSide(c.VP.W, c.VP.H) {
		return landEndRects(c) // tableend_land.go
	}
	if ui.PhoneUpright(c.VP.W, c.VP.H) {
		l, _ := e.phoneEndRects(c) // tableend_phone.go
		return l
	}
	u := ui.Unit(c.VP.W, c.VP.H)
	var l tableEndRects
	in := ui.R(0, 0, c.VP.W, c.VP.H).Inset(24 * u)
	_, in = in.SplitTop(60*u, 10*u)
	foot, in := in.SplitBottom(48*u, 16*u)
	l.note, in = in.SplitBottom(18*u, 6*u)
	if in.W > in.H*1.3 {
		l.rank, l.chart = in.SplitLeft(in.W*0.45, 20*u)
	} else {
		l.rank, l.chart = in.SplitTop(in.H*0.5, 16*u)
	}
	b := foot.Centered(math.Min(foot.W, 1000*u), foot.H)
	var cols [5]ui.Rect
	cs := b.Cols(5, 12*u, cols[:0])
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
		case ui.ActHelp:
			c.OpenHelp()
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
		s, err := e.acts.watch(c)
		if err != nil {
			e.note = "The record does not replay: " + oneLine(err)
			return
		}
		c.Switch(s)
	case l.save.Contains(x, y):
		c.Play(scene.SndClick)
		e.note = e.acts.save(c)
	}
}

// rematch starts a new game with the same seats and rules (none after a
// replay: its players are not here).
func (e *TableEnd) rematch(c *scene.Context) {
	if e.acts.rematch == nil {
		return
	}
	s, err := e.acts.rematch(c)
	if err != nil {
		e.note = "No rematch: " + oneLine(err)
		return
	}
	c.Switch(s)
}

// Draw implements Scene.
func (e *TableEnd) Draw(dst *ebiten.Image, c *scene.Context) {
	e.draw(dst, c)
	e.quit.Draw(dst, c)
}

func (e *TableEnd) draw(dst *ebiten.Image, c *scene.Context) {
	if ui.PhoneUpright(c.VP.W, c.VP.H) {
		e.drawPhone(dst, c) // tableend_phone.go
		return
	}
	k := c.Kit
	u := ui.Unit(c.VP.W, c.VP.H)
	k.Felt(dst)
	l := e.rects(c)
	labels := [5]string{"Watch the replay", "Save the record", "Rematch", "New setup", "Quit"}
	noteSize := 13 * u
	if ui.PhoneOnSide(c.VP.W, c.VP.H) {
		u = ui.OnSideUnit(c.VP.H)
		labels, noteSize = landEndButtons, landEndLine*u
		k.TextFit(dst, e.title, ui.FontBold, landEndTitle*u, c.VP.W-12*u, c.VP.W/2, 6*u+15*u, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
		e.drawLandRanking(dst, c, l.rank, u)
	} else {
		k.TextFit(dst, e.title, ui.FontBold, 34*u, c.VP.W-20*u, c.VP.W/2, 24*u+30*u, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
		e.drawRanking(dst, c, l.rank, u)
	}
	endchart.Draw(dst, c, l.chart, e.d.hist, e.d.colours)
	if e.note != "" {
		k.TextFit(dst, e.note, ui.FontRegular, noteSize, l.note.W, l.note.CX(), l.note.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColText)
	}
	e.drawButtons(dst, c, l, labels, u)
}

// drawButtons draws the end's five buttons with their labels (the
// desktop's, a phone's): Rematch is off for a replay, whose players are
// not here.
func (e *TableEnd) drawButtons(dst *ebiten.Image, c *scene.Context, l tableEndRects, labels [5]string, u float64) {
	k := c.Kit
	k.Button(dst, l.watch, labels[0], c.Input.HoverState(l.watch, ui.BtnNormal), u)
	k.Button(dst, l.save, labels[1], c.Input.HoverState(l.save, ui.BtnNormal), u)
	if e.acts.rematch == nil {
		k.Button(dst, l.rematch, labels[2], ui.BtnDisabled, u)
	} else {
		k.Button(dst, l.rematch, labels[2], c.Input.HoverState(l.rematch, ui.BtnPrimary), u)
	}
	k.Button(dst, l.setup, labels[3], c.Input.HoverState(l.setup, ui.BtnNormal), u)
	k.Button(dst, l.out, labels[4], c.Input.HoverState(l.out, ui.BtnNormal), u)
}

// drawRanking fills the ranking panel: each seat's place, die, name, money
// and its breakdown, its money won round by round, and its facts where
// the game keeps them.
func (e *TableEnd) drawRanking(dst *ebiten.Image, c *scene.Context, rank ui.Rect, u float64) {
	k := c.Kit
	k.Panel(dst, rank, u, ui.ColGold, 0)
	rh := math.Min(120*u, (rank.H-20*u)/float64(max(len(e.d.standings), 1)))
	at := [4]float64{0.2, 0.5, 0.78, 0} // name, money, rounds, facts
	if len(e.facts) > 0 {
		at = [4]float64{0.16, 0.38, 0.6, 0.8}
	}
	y := rank.Y + 10*u
	for i, s := range e.d.standings {
		r := ui.R(rank.X+16*u, y, rank.W-28*u, rh-6*u)
		y += rh
		if s.Winner {
			k.RoundRect(dst, r, 8*u, ui.WithAlpha(ui.ColGold, 0.16))
		}
		if s.Seat < 0 || s.Seat >= len(e.d.names) || s.Seat >= len(e.d.colours) {
			continue
		}
		big := math.Min(26*u, rh*0.3)
		k.Text(dst, ui.CountLabel(s.Rank), ui.FontBold, big, r.X+18*u, r.Y+r.H*0.25, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
		pieces.Die(k, dst, r.X+52*u, r.Y+r.H*0.25, big, pieces.DieStyle{Colour: e.d.colours[s.Seat], Symbols: c.Settings.Symbols}, 6, 0, 1)
		tw := r.W - 80*u
		k.TextFit(dst, e.d.names[s.Seat], ui.FontBold, math.Min(18*u, rh*0.2), tw, r.X+74*u, r.Y+r.H*at[0], ui.AlignLeft|ui.AlignMiddle, pieces.PlayerColour(e.d.colours[s.Seat]))
		small := math.Min(13*u, rh*0.15)
		k.TextFit(dst, e.lines[i], ui.FontBold, math.Min(14*u, rh*0.16), tw, r.X+74*u, r.Y+r.H*at[1], ui.AlignLeft|ui.AlignMiddle, ui.ColText)
		if i < len(e.rounds2) {
			k.TextFit(dst, e.rounds2[i], ui.FontRegular, small, tw, r.X+74*u, r.Y+r.H*at[2], ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
		}
		if i < len(e.facts) {
			k.TextFit(dst, e.facts[i], ui.FontRegular, small, tw, r.X+74*u, r.Y+r.H*at[3], ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
		}
	}
}
