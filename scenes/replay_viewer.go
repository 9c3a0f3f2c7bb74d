package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// replayDeck is a game's record played again on the game's table, as the
// shell's one replay viewer (replayViewer) drives it: the dice game's
// steps one record step at a time with its table's animations
// (dicetable.Replay); Royale's and the card game's rebuild their tables at
// each decision (rebuildDeck). Positions are steps of the record played.
type replayDeck interface {
	// Table is the table that shows the record now (another after a
	// rebuild); Update runs it for a tick (a paused deck may keep it still).
	Table() ui.Table
	Update(st *ui.Stage) error
	Pos() int
	Total() int
	Playing() bool
	SetPlaying(bool)
	// Step pauses at the next step or decision (d > 0) or the one before
	// (d < 0); ToStart goes back to the start, paused; JumpRound goes to
	// round r's start (0-based), keeping play or pause.
	Step(d int) bool
	ToStart()
	Rounds() int
	Round() int
	JumpRound(r int) bool
	// AtEnd: every step has been played and shown. Over: the record's
	// game is over and may go to its end; Unfinished: the record stops
	// before its game's end (a save). Settle is how many ticks the table
	// is left at the end before its screenshot.
	AtEnd() bool
	Over() bool
	Unfinished() bool
	Settle() int
	// ShotAt is the position of screenshot i (0: "replay", 1:
	// "replay-midgame"); Hold makes playing wait there (-1: no more),
	// and Still reports whether the table is still, to be photographed.
	ShotAt(i int) int
	Hold(at int)
	Still() bool
	// Notice is why the replay stopped before the record's end, or "".
	Notice() string
	// Bar is the viewer's bar: its controls, and how it is drawn; false
	// where there is no room for it yet. KeepsRoom reports whether the
	// table leaves room for the bar itself (the dice table's layout);
	// otherwise the viewer gives the table the window above the bar.
	Bar(st *ui.Stage) (ui.ReplayBar, ui.ReplayBarLook, bool)
	KeepsRoom() bool
}

// replayViewer is every game's replay viewer: the game's table plays its
// record again under the bar, whose controls and keys are every game's
// (ui.ReplayBar.Act): play and pause (Space or Enter), a step (→), back
// (←), speed (↑ ↓), back to the start, and a jump to a round (its button,
// or the keys 1-N). Everything is shown as a spectator sees it: no hand,
// no secret. A finished record ends on the shell's game end (no rematch:
// nobody played it here); an unfinished one stops at its last step.
type replayViewer struct {
	ts    tableScene // the table's scene: its game, its stage, its end
	deck  replayDeck
	data  []byte // the record, for the game end of a finished one
	ended int    // ticks at the end of the record
	shots int    // screenshots taken along the way (--screenshots)
	line  ui.ReplayLine
	show  ui.ReplayShow
}

// newReplayViewer opens the viewer of game g on deck, at its start; data
// is the record. name is the scene's name ("replay", "cards-replay").
func newReplayViewer(g setupGame, name string, deck replayDeck, data []byte, exitAtEnd bool) *replayViewer {
	v := &replayViewer{ts: tableScene{name: name, game: g, exitAtEnd: exitAtEnd, watch: true}, deck: deck, data: data}
	v.ts.t = deck.Table()
	return v
}

// Name implements Scene.
func (v *replayViewer) Name() string { return v.ts.name }

// menu is the Esc menu of the replay's table (menuOwner): its game's,
// with nothing being saved.
func (v *replayViewer) menu() *Menu { return v.ts.menu() }

// Update implements Scene.
func (v *replayViewer) Update(c *scene.Context) error {
	if c.Opts.Autoplay {
		c.Settings.Speed = ui.SpeedInstant // a demo or test run: no flights
	}
	st := v.stage(c)
	l, look, ok := v.deck.Bar(st)
	if v.input(c, &l, ok) {
		return nil
	}
	v.ts.t = v.deck.Table()
	if err := v.deck.Update(v.tableStage(st, &l, look, ok)); err != nil {
		return err
	}
	v.screenshots(c)
	if !v.deck.AtEnd() {
		v.ended = 0
		return nil
	}
	// The record's end: an unfinished record (a save) stops here, a
	// finished one goes on to the game end, every game's, as a game
	// played does.
	v.ended++
	settle := v.deck.Settle()
	if v.ended == settle {
		c.Shot("replay-end")
	}
	if v.ended > settle && !v.deck.Unfinished() && v.deck.Over() && v.openEnd(c) {
		return nil
	}
	if c.Opts.ExitAtEnd && v.ended > settle+2 && (v.deck.Unfinished() || v.ended > settle+120) {
		c.Quit()
	}
	return nil
}

// openEnd opens the game end of the finished record; false when its end
// cannot be read yet (the viewer stays at the record's end).
func (v *replayViewer) openEnd(c *scene.Context) bool {
	if v.ts.end != nil {
		return v.ts.end(c, v.deck.Table())
	}
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

// screenshots photographs the replay at the deck's two places; the deck
// waits at each until its table is still.
func (v *replayViewer) screenshots(c *scene.Context) {
	if c.Opts.Screenshots == "" || v.shots >= 2 || v.deck.Total() == 0 {
		return
	}
	at := v.deck.ShotAt(v.shots)
	v.deck.Hold(at)
	if v.deck.Pos() < at || !v.deck.Still() {
		return
	}
	c.Shot([2]string{"replay", "replay-midgame"}[v.shots])
	v.shots++
	v.deck.Hold(-1)
}

// stage is the window's stage this tick, the whole window's.
func (v *replayViewer) stage(c *scene.Context) *ui.Stage {
	v.ts.t = v.deck.Table()
	return v.ts.stage(c)
}

// tableStage is the table's part of st: the window above the bar l where
// the table keeps no room for it (the bar's rows are the viewer's).
func (v *replayViewer) tableStage(st *ui.Stage, l *ui.ReplayBar, look ui.ReplayBarLook, ok bool) *ui.Stage {
	if ok && !v.deck.KeepsRoom() {
		st.VP.H = math.Max(l.Bar.Y-3*look.U, st.VP.H/2)
	}
	return st
}

// input reads the bar's buttons and keys; true when the table must not see
// this tick (Esc opened the menu, or the table was rebuilt).
func (v *replayViewer) input(c *scene.Context, l *ui.ReplayBar, ok bool) bool {
	in := c.Input
	for i, a := range in.Actions() {
		if a.Kind == ui.ActCancel {
			in.Consume(i)
			c.Push(v.menu()) // the replay's menu, every table's
			return true
		}
		if !ok {
			continue
		}
		act, r := l.Act(a)
		if act == ui.ReplayNone {
			continue
		}
		before := v.deck.Table()
		if v.do(c, act, r) {
			in.Consume(i)
			c.Play(scene.SndClick)
		}
		if v.deck.Table() != before {
			v.ended = 0
			return true
		}
	}
	return false
}

// do does what the bar asks (round r for ui.ReplayRound) and reports
// whether the press was taken.
func (v *replayViewer) do(c *scene.Context, act ui.ReplayAct, r int) bool {
	d := v.deck
	switch act {
	case ui.ReplayToStart:
		d.ToStart()
	case ui.ReplayBack:
		return d.Step(-1)
	case ui.ReplayToggle:
		d.SetPlaying(!d.Playing())
	case ui.ReplayStep:
		return d.Step(1)
	case ui.ReplayFaster:
		c.Settings.Speed = ui.ReplaySpeed(c.Settings.Speed, 1) // not saved
	case ui.ReplaySlower:
		c.Settings.Speed = ui.ReplaySpeed(c.Settings.Speed, -1)
	case ui.ReplayRound:
		return d.JumpRound(r)
	case ui.ReplayNextRound:
		return d.JumpRound(v.nextRound())
	}
	return true
}

// nextRound is the round (0-based) "To round" jumps to: the one after
// the replay's, or the first after the last.
func (v *replayViewer) nextRound() int {
	if v.deck.Rounds() == 0 {
		return 0
	}
	return (v.deck.Round() + 1) % v.deck.Rounds()
}

// Draw implements Scene.
func (v *replayViewer) Draw(dst *ebiten.Image, c *scene.Context) {
	st := v.stage(c)
	l, look, ok := v.deck.Bar(st)
	v.ts.t.Draw(dst, v.tableStage(st, &l, look, ok))
	if !ok {
		return
	}
	v.show = ui.ReplayShow{Playing: v.deck.Playing(), Speed: st.Motion.Speed, Round: v.deck.Round(), NextRound: v.nextRound(), Line: v.label()}
	c.Kit.DrawReplayBar(dst, c.Input, &l, look, &v.show)
}

// label says where the replay stands: "Replay · step 37 of 212" (kept,
// and rebuilt only when the step changes).
func (v *replayViewer) label() string {
	if n := v.deck.Notice(); n != "" {
		return n
	}
	return v.line.Text(v.deck.Pos(), v.deck.Total(), v.deck.AtEnd() && v.deck.Unfinished())
}
