package dicetable

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// ReplayViewer steps through a record on the table, with the table's own
// animations: play and pause (Space or Enter), a step forward (→), a step
// back (←: the table is rebuilt from the start up to the step before),
// speed (↑ ↓), back to the start, and a jump to a round (its button, or
// the keys 1-N). A finished record ends on the game end; an unfinished one
// stops at its last step ("End of the record").
type ReplayViewer struct {
	rec   *dice.Record
	src   *ReplaySource
	t     *Table
	ended int // ticks spent at the end of an unfinished record
	shots int // screenshots taken along the way (--screenshots)
	line  ui.ReplayLine
	st    ui.Stage // the window's stage for the table (scene.FillStage)
	// handed: the finished game went to the window's game end.
	handed bool
}

// NewReplayViewer opens the viewer on rec (checked by checkReplay), at its
// start, playing.
func NewReplayViewer(rec *dice.Record) *ReplayViewer {
	v := &ReplayViewer{rec: rec}
	v.jump(0, true)
	return v
}

// jump rebuilds the table at step pos.
func (v *ReplayViewer) jump(pos int, playing bool) {
	v.src = NewReplaySource(v.rec, pos, playing)
	v.t = NewTable(v.src)
	v.ended = 0
}

// Name implements Scene.
func (v *ReplayViewer) Name() string { return "replay" }

// rects are the bar's controls in c's window.
func (v *ReplayViewer) rects(c *ui.Stage) ui.ReplayBar {
	return replayBarRects(&v.t.L, c.VP.W, c.VP.H, v.src.Rounds())
}

// replayBarRects places the bar's controls in layout L (a window of w x h
// logical units) for nr rounds.
func replayBarRects(L *TableLayout, w, h float64, nr int) ui.ReplayBar {
	if L.Phone {
		return phoneReplayRects(L, nr)
	}
	bar := L.ReplayBar
	u := ui.Unit(w, h)
	gap := 6 * u
	l := ui.ReplayBar{Bar: bar}
	top, bottom := bar, bar
	n := 7 + nr // five buttons, the label (two cells), the rounds
	if ReplayTwoRows(w, h) {
		top, bottom = bar.SplitTop((bar.H-gap)/2, gap)
		n = 7
	}
	cells := top.Cols(n, gap, nil)
	if len(cells) < 7 {
		return l
	}
	l.Start, l.Back, l.Play, l.Step, l.Speed = cells[0], cells[1], cells[2], cells[3], cells[4]
	l.Label = ui.R(cells[5].X, cells[5].Y, cells[6].MaxX()-cells[5].X, cells[5].H)
	if n == 7 {
		l.Rounds = bottom.Cols(max(nr, 1), gap, nil)
	} else {
		l.Rounds = cells[7:]
	}
	return l
}

// Update implements Scene.
func (v *ReplayViewer) Update(c *scene.Context) error {
	st := c.FillStage(&v.st)
	v.input(c, st)
	if err := v.t.Update(st); err != nil {
		return err
	}
	if v.t.Over() && !v.handed {
		// The game end is the window's, with no rematch (Ending.Replay).
		if h := hooksOf(c); h.End != nil {
			v.handed = true
			h.End(c, v.t.Ending())
		}
	}
	v.screenshots(st)
	if v.src.AtEnd() && !v.src.Over() && v.t.idle() {
		// An unfinished record (a save) ends here, without a game end.
		v.ended++
		if v.ended == 2 {
			st.Snap("replay-end")
		}
		if c.Opts.ExitAtEnd && v.ended > 4 {
			c.Quit()
		}
	}
	return nil
}

// shotSteps are the steps photographed with --screenshots: the start
// (after the first placement: "replay"), and half way ("replay-midgame"),
// as every game's replay names them; an unfinished record's end is
// "replay-end". Half way is the middle of the middle round, dice on the
// casinos: the game's middle step could be a deal, its casinos empty.
func (v *ReplayViewer) shotSteps() [2]int {
	return [2]int{3, midRound(v.src, len(v.rec.History))}
}

// midRound is the step half way through src's middle round (n steps in
// all; half way through them when the record has no rounds).
func midRound(src *ReplaySource, n int) int {
	r := src.Rounds()
	if r == 0 {
		return n / 2
	}
	m := (r - 1) / 2
	end := n
	if m+1 < r {
		end = src.RoundStart(m + 1)
	}
	return (src.RoundStart(m) + end) / 2
}

// screenshots photographs the replay at the steps of shotSteps; the
// source waits at each until the table is still.
func (v *ReplayViewer) screenshots(c *ui.Stage) {
	if c.Shot == nil || v.shots >= 2 {
		return
	}
	at := v.shotSteps()[v.shots]
	v.src.HoldAt(at)
	if v.src.Pos() < at || !v.t.idle() {
		return
	}
	c.Snap([2]string{"replay", "replay-midgame"}[v.shots])
	v.shots++
	v.src.HoldAt(-1)
}

// input reads the bar's buttons and keys (what each means is the bar's,
// ui.ReplayBar.Act: the same in every game's viewer).
func (v *ReplayViewer) input(c *scene.Context, st *ui.Stage) {
	if v.t.L.ReplayBar.W == 0 {
		return // not laid out yet
	}
	l := v.rects(st)
	in := c.Input
	for i, a := range in.Actions() {
		if act, r := l.Act(a); act != ui.ReplayNone && v.do(c, act, r) {
			in.Consume(i)
			c.Play(scene.SndClick)
		}
	}
}

// do does what the bar asks (round r for ui.ReplayRound) and reports
// whether the press was taken.
func (v *ReplayViewer) do(c *scene.Context, act ui.ReplayAct, r int) bool {
	switch act {
	case ui.ReplayToStart:
		v.jump(0, false)
	case ui.ReplayBack:
		v.stepBack()
	case ui.ReplayToggle:
		v.src.SetPlaying(!v.src.Playing())
	case ui.ReplayStep:
		v.stepForward()
	case ui.ReplayFaster:
		c.Settings.Speed = ui.ReplaySpeed(c.Settings.Speed, 1) // not saved
	case ui.ReplaySlower:
		c.Settings.Speed = ui.ReplaySpeed(c.Settings.Speed, -1)
	case ui.ReplayRound:
		return v.jumpRound(r)
	case ui.ReplayNextRound:
		return v.jumpRound(v.nextRound())
	}
	return true
}

// stepForward pauses and takes one step.
func (v *ReplayViewer) stepForward() {
	v.src.StepOnce()
}

// stepBack rebuilds the table one step before the last one taken.
func (v *ReplayViewer) stepBack() {
	v.jump(v.src.Pos()-1, false)
}

// jumpRound rebuilds the table at the start of round r (0-based), keeping
// play or pause; false when there is no such round.
func (v *ReplayViewer) jumpRound(r int) bool {
	if r < 0 || r >= v.src.Rounds() {
		return false
	}
	v.jump(v.src.RoundStart(r), v.src.Playing())
	return true
}

// Draw implements Scene.
func (v *ReplayViewer) Draw(dst *ebiten.Image, sc *scene.Context) {
	c := sc.FillStage(&v.st)
	v.t.Draw(dst, c)
	if v.t.L.ReplayBar.W == 0 {
		return
	}
	if v.t.L.Phone {
		v.drawPhoneBar(dst, c)
		return
	}
	k := c.Kit
	u := ui.Unit(c.VP.W, c.VP.H)
	l := v.rects(c)
	bar := v.t.L.ReplayBar
	k.RoundRect(dst, bar.Inset(-3*u), 8*u, ui.ColTopBar)
	btn := func(r ui.Rect, label string, base ui.ButtonState) {
		k.Button(dst, r, label, c.In.HoverState(r, base), u)
	}
	v.drawButtons(c, l, btn, "Speed: "+c.Motion.Speed.String())
	for r, rr := range l.Rounds {
		btn(rr, "Round "+strconv.Itoa(r+1), v.roundState(r))
	}
	k.TextFit(dst, v.label(), ui.FontRegular, math.Min(14*u, l.Label.H*0.4), l.Label.W, l.Label.CX(), l.Label.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColText)
}

// drawButtons draws the bar's five buttons with btn, speed on the last.
func (v *ReplayViewer) drawButtons(c *ui.Stage, l ui.ReplayBar, btn func(ui.Rect, string, ui.ButtonState), speed string) {
	btn(l.Start, "Start", ui.BtnNormal)
	btn(l.Back, "Back", ui.BtnNormal)
	btn(l.Play, ui.PlayLabel(v.src.Playing()), ui.BtnPrimary)
	btn(l.Step, "Step", ui.BtnNormal)
	btn(l.Speed, speed, ui.BtnNormal)
}

// roundState is round r's button: active while the replay is in it.
func (v *ReplayViewer) roundState(r int) ui.ButtonState {
	if r == v.src.RoundOf(v.src.Pos()) {
		return ui.BtnActive
	}
	return ui.BtnNormal
}

// label says where the replay stands: "Replay · step 37 of 212" (the
// line is kept and rebuilt only when the step changes: Draw calls it every
// frame).
func (v *ReplayViewer) label() string {
	if v.src.Err() != nil {
		return v.src.Notice()
	}
	return v.line.Text(v.src.Pos(), len(v.rec.History), v.src.AtEnd() && !v.src.Over())
}
