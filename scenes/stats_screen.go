package scenes

import (
	"math"
	"strconv"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/stats"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// StatsScreen shows the statistics across games, opened from the setup:
// by game, by the opponents' level and by player name (played, won, win
// rate, best score), and the finished games, newest first, a page at a
// time; choosing one opens its replay where its game has a viewer. On a
// desktop the summaries and the games sit side by side; on a phone held
// upright they are two pages (Summary, Games), every text at least
// ui.PhoneMinText and every control ui.PhoneTapH tall. Everything is read when
// the screen is made, so its first frame is whole.
type StatsScreen struct {
	store                   storage.Store
	byGame, byLevel, byName []stats.Line
	games                   []stats.Game // newest first
	page                    int
	// gamesPage: the phone shows the games, not the summaries.
	gamesPage bool
	// note is one line: a damaged book's, or why a game does not replay.
	note string
	age  int
	// focus is the control in the keyboard's ring (stats_focus.go), or -1.
	focus    int
	focusBuf []ui.Rect
}

// NewStatsScreen reads the statistics kept in store (nil: this run keeps
// none).
func NewStatsScreen(store storage.Store) *StatsScreen {
	s := &StatsScreen{store: store, focus: -1}
	if store == nil {
		s.note = "This run keeps nothing, so it has no statistics."
	}
	b, err := stats.Load(store)
	if err != nil {
		s.note = capitalize(oneLine(err))
	}
	s.byGame, s.byLevel, s.byName = b.ByGame(), b.ByLevel(), b.ByName()
	s.games = b.Newest(-1)
	return s
}

// Name implements Scene.
func (s *StatsScreen) Name() string { return "statistics" }

// statsRects are the screen's parts. rows are the games of the page
// shown, summary the summaries' box (empty on the phone's games page).
type statsRects struct {
	phone             bool
	u, text           float64 // the unit, and the smallest text
	title, back       ui.Rect
	tabSum, tabGames  ui.Rect
	summary, list     ui.Rect
	rows              []ui.Rect
	newer, older, pos ui.Rect
	note              ui.Rect
}

// statsRowH is a game's row, in the layout's units: two lines.
const statsRowH = 48

func (s *StatsScreen) layout(c *scene.Context) statsRects {
	var l statsRects
	scr := ui.R(0, 0, c.VP.W, c.VP.H)
	var top, body ui.Rect
	if l.phone = ui.PhoneUpright(c.VP.W, c.VP.H); l.phone {
		l.u = c.VP.W / ui.PhoneDesignW
		l.text = ui.PhoneMinText * l.u
		top, body = scr.Inset(setupPhoneM*l.u).SplitTop(ui.PhoneTapH*l.u, setupPhoneGap*l.u)
		l.back, l.title = top.SplitLeft(84*l.u, 10*l.u)
		var tabs ui.Rect
		tabs, body = body.SplitTop(ui.PhoneTapH*l.u, 8*l.u)
		l.tabSum, l.tabGames = tabs.SplitLeft((tabs.W-setupPhoneGap*l.u)/2, setupPhoneGap*l.u)
	} else {
		l.u = ui.Unit(c.VP.W, c.VP.H)
		l.text = 13 * l.u
		in := scr.Inset(16 * l.u)
		if in.W > 1400*l.u {
			in = in.Centered(1400*l.u, in.H)
		}
		top, body = in.SplitTop(56*l.u, 10*l.u)
		l.back, l.title = top.SplitRight(120*l.u, 12*l.u)
		l.back = l.back.Centered(l.back.W, 40*l.u)
	}
	u := l.u
	tap := math.Max(ui.PhoneTapH*u, 40*u)
	l.note, body = body.SplitBottom(2*l.text*1.25, 6*u)
	switch {
	case !l.phone:
		l.summary, l.list = body.SplitLeft(body.W*0.5, 16*u)
	case s.gamesPage:
		l.list = body
	default:
		l.summary = body
	}
	if l.list.Empty() {
		return l
	}
	in := l.list
	if !l.phone {
		in = in.Inset(12 * u)
		_, in = in.SplitTop(26*u, 6*u)
	}
	var foot ui.Rect
	foot, in = in.SplitBottom(tap, 8*u)
	l.newer, foot = foot.SplitLeft(math.Min(120*u, foot.W/3), 8*u)
	l.older, l.pos = foot.SplitRight(math.Min(120*u, foot.W/2), 8*u)
	per := max(1, int((in.H+4*u)/((statsRowH+4)*u)))
	s.page = min(s.page, max(0, (len(s.games)-1)/per))
	for i := s.page * per; i < len(s.games) && i < (s.page+1)*per; i++ {
		y := in.Y + float64(i-s.page*per)*(statsRowH+4)*u
		l.rows = append(l.rows, ui.R(in.X, y, in.W, statsRowH*u))
	}
	return l
}

// perPage is the number of games a page shows in l (at least one).
func (l *statsRects) perPage(s *StatsScreen) int {
	if len(l.rows) == 0 {
		return 1
	}
	return max(1, int((l.newer.Y-8*l.u-l.rows[0].Y+4*l.u)/((statsRowH+4)*l.u)))
}

// Update implements Scene.
func (s *StatsScreen) Update(c *scene.Context) error {
	s.age++
	if s.age == 2 && c.Shot("statistics") {
		return nil
	}
	l := s.layout(c)
	for _, a := range c.Input.Actions() {
		switch a.Kind {
		case ui.ActCancel:
			c.Play(scene.SndClick)
			s.leave(c)
			return nil
		case ui.ActClick:
			s.focus = -1
			s.click(c, &l, a.X, a.Y)
		case ui.ActPrev, ui.ActNext, ui.ActScroll:
			s.turn(&l, a.Kind == ui.ActNext || a.DY < 0)
		default:
			s.focusKey(c, &l, a)
		}
		l = s.layout(c) // a tab or a page may have changed
	}
	return nil
}

// turn shows the older games' page (older) or the newer games'; on a
// phone's summary it shows the games.
func (s *StatsScreen) turn(l *statsRects, older bool) {
	switch {
	case l.phone && !s.gamesPage:
		s.gamesPage = true
	case older && (s.page+1)*l.perPage(s) < len(s.games):
		s.page++
	case !older && s.page > 0:
		s.page--
	}
}

// leave goes back to the setup under the screen, or to a new one.
func (s *StatsScreen) leave(c *scene.Context) {
	if a := appOf(c); a != nil && len(a.stack) > 1 {
		c.Pop()
		return
	}
	c.Switch(c.NewSetup())
}

func (s *StatsScreen) click(c *scene.Context, l *statsRects, x, y float64) {
	switch {
	case l.back.Contains(x, y):
		c.Play(scene.SndClick)
		s.leave(c)
	case l.tabSum.Contains(x, y):
		s.gamesPage = false
	case l.tabGames.Contains(x, y):
		s.gamesPage = true
	case l.newer.Contains(x, y):
		s.turn(l, false)
	case l.older.Contains(x, y):
		s.turn(l, true)
	}
	for i, r := range l.rows {
		if r.Contains(x, y) {
			c.Play(scene.SndClick)
			s.open(c, s.games[s.page*l.perPage(s)+i])
		}
	}
}

// open opens the replay of g where its game has a viewer (the dice
// game's), and otherwise says in the note why not.
func (s *StatsScreen) open(c *scene.Context, g stats.Game) {
	name := gameName(g.Game)
	switch {
	case g.Record == "" || s.store == nil:
		s.note = "This game's record is no longer kept: the last " + strconv.Itoa(stats.RecordSlots) + " games keep theirs."
		return
	}
	data, err := s.store.Load(g.Record)
	switch {
	case err != nil:
		s.note = "This game's record cannot be read: " + oneLine(err)
		return
	case stats.RecordID(data) != g.ID:
		s.note = "This game's record is no longer kept: a later game's took its place."
		return
	}
	if g.Game != dice.GameName {
		s.openTable(c, g.Game, name, data)
		return
	}
	rec, err := dicetable.CheckReplay(data)
	if err != nil {
		s.note = "This game's record does not replay: " + oneLine(err)
		return
	}
	c.Switch(diceReplay(rec, false))
}

// openTable opens the replay of a record of another game than the dice
// game, on its table.
func (s *StatsScreen) openTable(c *scene.Context, key, name string, data []byte) {
	tab := tabOf(key)
	tg := tableGames[tab]
	if tg == nil || tg.replay == nil {
		s.note = "This program has no replay viewer for " + name + "."
		return
	}
	v, err := tableReplayOf(tab, c.Kit.Fonts(), data, false, false)
	if err == nil {
		c.Switch(v)
		return
	}
	s.note = "This game's record does not replay: " + oneLine(err)
}
