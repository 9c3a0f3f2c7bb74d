package scenes

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// replayed is a game's record played again on its table from a step: what
// a game's descriptor (tableGame.replay) gives the viewer.
type replayed struct {
	t ui.Table
	// at is the number of the record's steps played so far; done reports
	// whether every step has been played.
	at   func() int
	done func() bool
	// over: the record's game is finished (it ends on the game end).
	over bool
}

// replayMarks are where a record's decisions and rounds lie: decisions
// are the positions (steps played) just after each decision; rounds the
// positions of each round's first decision.
type replayMarks struct {
	total     int
	decisions []int
	rounds    []int
}

// tableReplay is the replay viewer of a game whose table is a ui.Table
// (Royale, the card game): the table plays the record again with its own
// animations, under a bar with the dice game's viewer's controls and keys:
// play and pause (Space or Enter), a step (→: to the next decision), back
// (←: to the decision before), speed (↑ ↓), back to the start, and a jump to
// a round (its button, or the keys 1-N). Everything is shown as a
// spectator sees it: no hand, no secret.
type tableReplay struct {
	ts      tableScene // the table's scene: its stage
	open    func(upto int) (replayed, error)
	marks   replayMarks
	cur     replayed
	playing bool
	err     string
	// ended counts the ticks at the end of the record; shots the
	// screenshots taken along the way (--screenshots).
	ended, shots int
	line         ui.ReplayLine // the bar's line, kept (label)
	// data is the record, for the game end of a finished one.
	data []byte
}

// newTableReplay opens the viewer of game g's record data at its start,
// playing.
func newTableReplay(g setupGame, data []byte, open func(upto int) (replayed, error), marks replayMarks, exitAtEnd bool) (*tableReplay, error) {
	v := &tableReplay{ts: tableScene{name: tableGames[g].key + "-replay", game: g, exitAtEnd: exitAtEnd, watch: true}, open: open, marks: marks, playing: true, data: data}
	if err := v.jump(0, true); err != nil {
		return nil, err
	}
	return v, nil
}

// jump rebuilds the table at position pos (steps played).
func (v *tableReplay) jump(pos int, playing bool) error {
	r, err := v.open(pos)
	if err != nil {
		v.err = err.Error()
		return err
	}
	v.cur, v.ts.t, v.playing, v.ended = r, r.t, playing, 0
	return nil
}

// Name implements Scene.
func (v *tableReplay) Name() string { return v.ts.name }

// menu is the Esc menu of the replay's table (menuOwner): its game's,
// with nothing being saved.
func (v *tableReplay) menu() *Menu { return v.ts.menu() }

// Update implements Scene.
func (v *tableReplay) Update(c *scene.Context) error {
	if c.Opts.Autoplay {
		c.Settings.Speed = ui.SpeedInstant // a demo or test run: no flights
	}
	if v.input(c) {
		return nil
	}
	if !v.playing {
		return nil
	}
	if err := v.ts.Update(c); err != nil {
		return err
	}
	v.screenshots(c)
	if v.cur.done() {
		// The record's end: an unfinished record (a save) stops here, a
		// finished one goes on to the game end, every game's, as a game
		// played does (with no rematch: nobody played it here).
		v.ended++
		if v.ended == 60 {
			c.Shot("replay-end")
		}
		if v.ended > 62 && v.cur.over && v.openEnd(c) {
			return nil
		}
		if c.Opts.ExitAtEnd && v.ended > 62 {
			c.Quit()
		}
	}
	return nil
}

// openEnd opens the game end of the finished record; false when its end
// cannot be read (the viewer stays at the record's end).
func (v *tableReplay) openEnd(c *scene.Context) bool {
	tg := tableGames[v.ts.game]
	d, err := tg.end(v.data)
	if err != nil {
		return false
	}
	end := newTableEnd(v.ts.game, d, v.ts.exitAtEnd)
	end.acts.rematch = nil
	c.Switch(end)
	return true
}

// screenshots photographs the replay at its fourth decision (or its last,
// in a short record) and half way.
func (v *tableReplay) screenshots(c *scene.Context) {
	n := len(v.marks.decisions)
	if c.Opts.Screenshots == "" || v.shots >= 2 || n == 0 {
		return
	}
	at := [2]int{v.marks.decisions[min(3, n-1)], v.marks.decisions[n/2]}[v.shots]
	if v.cur.at() >= at {
		c.Shot([2]string{"replay", "replay-midgame"}[v.shots])
		v.shots++
	}
}

// input reads the bar's buttons and keys (what each means is the bar's,
// ui.ReplayBar.Act, as in the dice game's viewer); true when the table
// must not see this tick (the replay was rebuilt, or Esc closed it).
func (v *tableReplay) input(c *scene.Context) bool {
	l := v.rects(c)
	in := c.Input
	for i, a := range in.Actions() {
		if a.Kind == ui.ActCancel {
			v.close(c)
			return true
		}
		act, r := l.Act(a)
		if act == ui.ReplayNone {
			continue
		}
		used, rebuilt := v.do(c, act, r)
		if used {
			in.Consume(i)
			c.Play(scene.SndClick)
		}
		if rebuilt {
			return true
		}
	}
	return false
}

// close leaves the viewer: the game's setup, or the end of the program
// (--exit-at-end).
func (v *tableReplay) close(c *scene.Context) {
	if v.ts.exitAtEnd {
		c.Quit()
		return
	}
	c.Switch(setupFor(c, v.ts.game))
}

// do does what the bar asks (round r for ui.ReplayRound): used, the press
// was taken; rebuilt, the table was rebuilt.
func (v *tableReplay) do(c *scene.Context, act ui.ReplayAct, r int) (used, rebuilt bool) {
	switch act {
	case ui.ReplayToStart:
		return true, v.jump(0, false) == nil
	case ui.ReplayBack:
		return true, v.step(-1)
	case ui.ReplayToggle:
		v.playing = !v.playing
	case ui.ReplayStep:
		return true, v.step(1)
	case ui.ReplayFaster:
		c.Settings.Speed = ui.ReplaySpeed(c.Settings.Speed, 1)
	case ui.ReplaySlower:
		c.Settings.Speed = ui.ReplaySpeed(c.Settings.Speed, -1)
	case ui.ReplayRound:
		ok := v.jumpRound(r)
		return ok, ok
	case ui.ReplayNextRound:
		ok := v.jumpRound(v.roundOf(v.cur.at()) + 1)
		return ok, ok
	}
	return true, false
}

// step pauses at the next decision (d > 0) or the one before the last
// played (d < 0).
func (v *tableReplay) step(d int) bool {
	pos, to := v.cur.at(), -1
	if d > 0 {
		for _, p := range v.marks.decisions {
			if p > pos {
				to = p
				break
			}
		}
	} else {
		to = 0
		for _, p := range v.marks.decisions {
			if p < pos && p > to {
				to = p
			}
		}
		if to == pos {
			to = 0
		}
	}
	if to < 0 {
		return false
	}
	return v.jump(to, false) == nil
}

// jumpRound rebuilds the table at round r's first decision (0-based),
// keeping play or pause; false when there is no such round.
func (v *tableReplay) jumpRound(r int) bool {
	if r < 0 || r >= len(v.marks.rounds) {
		return false
	}
	return v.jump(v.marks.rounds[r], v.playing) == nil
}

// roundOf is the round (0-based) position pos lies in.
func (v *tableReplay) roundOf(pos int) int {
	r := 0
	for i, p := range v.marks.rounds {
		if pos >= p {
			r = i
		}
	}
	return r
}

// barRect is the bar's place: the bottom of the screen, two rows on a
// narrow one.
func (v *tableReplay) barRect(c *scene.Context) ui.Rect {
	w, h := c.VP.W, c.VP.H
	u, css := ui.Unit(w, h), c.CSSUnits()
	rowH := math.Max(44*css, 48*u)
	rows := 1.0
	if w/css < 700 {
		rows = 2
	}
	bh := rowH*rows + 6*u*(rows+1)
	return ui.R(6*u, h-bh-6*u, w-12*u, bh)
}

// rects are the bar's controls: the dice viewer's, in one row or two.
func (v *tableReplay) rects(c *scene.Context) ui.ReplayBar {
	bar := v.barRect(c)
	u := ui.Unit(c.VP.W, c.VP.H)
	gap := 6 * u
	inner := bar.Inset(gap)
	l := ui.ReplayBar{Bar: bar}
	nr := len(v.marks.rounds)
	top, bottom := inner, inner
	n := 7 + nr
	if c.VP.W/c.CSSUnits() < 700 {
		top, bottom = inner.SplitTop((inner.H-gap)/2, gap)
		n = 5
	}
	cells := top.Cols(n, gap, nil)
	if len(cells) < 5 {
		return l
	}
	l.Start, l.Back, l.Play, l.Step, l.Speed = cells[0], cells[1], cells[2], cells[3], cells[4]
	if n == 5 {
		row := bottom.Cols(2+nr, gap, nil)
		l.Label = ui.R(row[0].X, row[0].Y, row[1].MaxX()-row[0].X, row[0].H)
		l.Rounds = row[2:]
		return l
	}
	l.Label = ui.R(cells[5].X, cells[5].Y, cells[6].MaxX()-cells[5].X, cells[5].H)
	l.Rounds = cells[7:]
	return l
}

// Draw implements Scene.
func (v *tableReplay) Draw(dst *ebiten.Image, c *scene.Context) {
	v.ts.Draw(dst, c)
	k := c.Kit
	u, css := ui.Unit(c.VP.W, c.VP.H), c.CSSUnits()
	l := v.rects(c)
	k.RoundRect(dst, v.barRect(c), 8*u, ui.ColTopBar)
	u = math.Max(u, 14*css/15) // the buttons' words at 14 CSS px at least
	btn := func(r ui.Rect, label string, base ui.ButtonState) {
		k.Button(dst, r, label, c.Input.HoverState(r, base), u)
	}
	btn(l.Start, "Start", ui.BtnNormal)
	btn(l.Back, "Back", ui.BtnNormal)
	btn(l.Play, ui.PlayLabel(v.playing), ui.BtnPrimary)
	btn(l.Step, "Step", ui.BtnNormal)
	btn(l.Speed, c.Settings.Speed.String(), ui.BtnNormal)
	cur := v.roundOf(v.cur.at())
	for r, rr := range l.Rounds {
		st := ui.BtnNormal
		if r == cur {
			st = ui.BtnActive
		}
		btn(rr, "R"+strconv.Itoa(r+1), st)
	}
	k.TextFit(dst, v.label(), ui.FontRegular, math.Max(12*css, math.Min(14*u, l.Label.H*0.4)), l.Label.W, l.Label.CX(), l.Label.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColText)
}

// label says where the replay stands: "Replay · step 37 of 212".
func (v *tableReplay) label() string {
	if v.err != "" {
		return v.err
	}
	return v.line.Text(v.cur.at(), v.marks.total, v.cur.done() && !v.cur.over)
}
