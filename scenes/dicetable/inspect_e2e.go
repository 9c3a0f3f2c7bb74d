//go:build e2e

package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The dice table seen from the shell's window tests: package scenes's GUI
// scenarios play whole games through the window (the setup, the table, its
// guide, hand-over, round summary, game end and replay viewer) and check
// what the table shows and does at each step, which its scene API does not
// say. They run in the e2e build (build/test.sh runs the window tests with
// -tags e2e), as the browser's test hook does (hook.go), so the game
// players get has none of these; this package's own tests read the fields.

// Deciding reports whether the table waits for a person's decision.
func (t *Table) Deciding() bool { return t.deciding }

// Legal are the choices of the decision shown, sorted.
func (t *Table) Legal() []dice.Action { return t.legal }

// Src is the source the table shows.
func (t *Table) Src() Source { return t.src }

// Model is the table's books.
func (t *Table) Model() *Model { return t.m }

// Names are the seats' names as the table shows them.
func (t *Table) Names() []string { return t.names }

// Last is each seat's last placement.
func (t *Table) Last() *LastPlaces { return &t.last }

// Prompt is the prompt row's line.
func (t *Table) Prompt() string { return t.prompt }

// Seat is the seat deciding.
func (t *Table) Seat() int { return t.seat }

// Legend is the legend shown under a resting pointer, "" for none.
func (t *Table) Legend() string { return t.legend }

// Select selects choice i of Legal, as a first click does.
func (t *Table) Select(i int) { t.sel = i }

// AnimOn reports whether an event's animation runs.
func (t *Table) AnimOn() bool { return t.animOn }

// Idle reports whether the table has nothing left to show.
func (t *Table) Idle() bool { return t.idle() }

// BannerDone reports whether the turn's banner has finished.
func (t *Table) BannerDone() bool { return t.bannerT.Done() }

// LaidOut reports whether the table has laid itself out for a window.
func (t *Table) LaidOut() bool { return t.lw != 0 }

// OptionRects are the option buttons drawn in the prompt row.
func (t *Table) OptionRects() []ui.Rect { return t.optRects[:t.nOptRects] }

// ChoiceKind is the kind of the decision's choices.
func (t *Table) ChoiceKind() dice.ActionKind { return t.choiceKind() }

// OptionFor is the choice that the face key and casino name, -1 none.
func (t *Table) OptionFor(face, casino int) int { return t.optionFor(face, casino) }

// Relayout lays the table out for c's window.
func (t *Table) Relayout(c *scene.Context) { t.relayout(stageOf(c)) }

// BeginDecision opens seat's decision.
func (t *Table) BeginDecision(c *scene.Context, seat int) { t.beginDecision(stageOf(c), seat) }

// Choose chooses choice i, as its click does.
func (t *Table) Choose(c *scene.Context, i int) { t.choose(stageOf(c), i) }

// Submit plays the choice selected.
func (t *Table) Submit(c *scene.Context) { t.submit(stageOf(c)) }

// HintFor is choice i's hint: its longest label and whether it is the best.
func (t *Table) HintFor(i int) (label string, best, ok bool) {
	e, ok := t.hintFor(i)
	return e.labels[0], e.best, ok
}

// HintButton is the hint's button.
func (t *Table) HintButton() ui.Rect { return t.hintButton() }

// AdvisorActive reports whether the hint is shown or being worked out.
func (t *Table) AdvisorActive() bool { return t.adv.active() }

// AdvisorDone reports whether the hint's figures are ready.
func (t *Table) AdvisorDone() bool { return t.adv.done }

// AdvisorBest is the choice the hint finds best, -1 none.
func (t *Table) AdvisorBest() int { return t.adv.best }

// TakeBackShown reports whether Take back shows.
func (t *Table) TakeBackShown() bool { return t.takeBackShown() }

// TakeBackClickable reports whether a click on Take back counts.
func (t *Table) TakeBackClickable() bool { return t.tb.Clickable() }

// SeatColour is seat q's colour.
func (t *Table) SeatColour(q int) pieces.DieColour { return t.seatColour(q) }

// CellRect is where owner q's dice lie in casino cas's dice area.
func (t *Table) CellRect(area ui.Rect, cas, q int) (ui.Rect, bool) { return t.cellRect(area, cas, q) }

// PanelDie is the centre of the first die left to roll in panel r.
func PanelDie(r ui.Rect, u float64) (x, y float64) {
	pz := panelSizes(r, u)
	return pz.in.X + pz.dieS/2, pz.in.MaxY() - pz.dieS/2
}

// stageOf is a stage of c's window for one call (the scenes' tests drive
// the table's parts with the window's Context).
func stageOf(c *scene.Context) *ui.Stage { return c.FillStage(&ui.Stage{}) }

// LegendRest is how many ticks the pointer rests before a legend shows.
const LegendRest = legendRest

// WarmedFor is the window width and the seats the kit's sprites are being
// built for ahead (0 seats: none).
func WarmedFor(c *scene.Context) (physW, players int) {
	k, _ := c.Warm.(warmKey)
	return k.physW, k.players
}

// GuidePayoutShown reports whether the guide's payout page was shown.
func (t *Table) GuidePayoutShown() bool { return t.guide != nil && t.guide.shown[guidePayout] }

// Table is the table the round summary closes.
func (s *RoundSummary) Table() *Table { return s.t }

// Stage and Page are the guide page shown.
func (g *GuideScene) Stage() int { return int(g.stage) }

// Page is the page shown of the guide's stage.
func (g *GuideScene) Page() int { return g.page }

// PageRects are the guide page's box and its Next and Skip buttons.
func (g *GuideScene) PageRects(c *scene.Context) (box, next, skip ui.Rect) {
	l := g.rects(stageOf(c))
	return l.box, l.next, l.skip
}

// Dice is the dice table the replay shows.
func (v *Replay) Dice() *Table { return v.t }

// Src is the record as the table's source.
func (v *Replay) Src() *ReplaySource { return v.src }

// Rec is the record shown.
func (v *Replay) Rec() *dice.Record { return v.rec }

// Jump goes to step pos, playing on or not.
func (v *Replay) Jump(pos int, playing bool) { v.jump(pos, playing) }

// LogOpen reports whether the log's panel shows.
func (t *Table) LogOpen() bool { return t.logOpen }

// LogRows are the log's rows shown: the first, one past the last, of all.
func (t *Table) LogRows() (from, to, total int) { return t.logP.Window() }
