package royaleplay

import (
	"fmt"
	"sort"
	"time"

	airoyale "github.com/lasvegas-dice/lasvegas/ai/royale"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// Step is one decision as the screen shows it: the table just before the
// decision, who decided, and every event since the last Step (the chance
// outcomes that led to the decision too), as the viewer may see them. It
// holds no action: a secret one (a Lucky Punch hold, a Black Box split)
// reaches the table only as the events the viewer may see.
type Step struct {
	// Before is the view (Session.Visible's seat) just before the decision
	// (at the game's end, before the last events).
	Before *royale.State
	By     int
	Events []royale.Event
}

// Update moves the game on for about slice of bot thinking: it plays the
// chance outcomes due, works on the bots' decisions (and on a hint asked
// for), and applies at most one decision, which it returns; nil if none
// was applied. It then autosaves. Everything is applied by the session's
// game.Loop (step).
func (g *Session) Update(slice time.Duration) *Step {
	defer g.flush()
	for _, line := range g.bots.Problems() {
		g.Note(line)
	}
	g.bots.Pace(slice)
	g.thinkHint(slice)
	if len(g.evs) == 0 {
		g.before = g.View()
	}
	for {
		cp := g.st.CurrentPlayer()
		switch {
		case cp == engine.TerminalPlayer:
			g.stage, g.people.Seat = StageOver, -1
			g.tb.Spoil()
			g.bots.End(g.st)
			return g.flushEvents(engine.TerminalPlayer)
		case cp == engine.ChancePlayer:
			if !g.Stepped(cp, g.step()) {
				return nil // a replay at its record's end, or a failure logged
			}
			g.tb.Spoil() // something random happened
			g.logEvents(g.applied)
		default:
			return g.single(cp)
		}
	}
}

// newLoop is the session's game loop: every chance outcome and decision is
// applied by it (step), and written in the record, in the order the loop
// applies them.
func (g *Session) newLoop() {
	g.people = game.NewPeople[*royale.State, royale.Action](func() int { return g.st.CurrentPlayer() }, g.Name)
	g.loop = g.bots.Loop(g.st, g.rng, func(int) game.Chooser[*royale.State, royale.Action] { return g.people })
	g.loop.Applying = func(by int) {
		if by != engine.ChancePlayer {
			g.before = g.View()
		}
	}
	g.loop.Applied = playkit.Recorder(&g.rec.Doc, &g.save, &g.applied)
}

// step is one Step of the loop over the session's state (a take-back may
// have replaced it): game.ErrWaiting while the seat has not decided.
func (g *Session) step() error {
	g.loop.State = g.st
	return g.loop.Step()
}

// flushEvents returns the events gathered as a Step (at the game's end,
// the payout that ended it), or nil if there are none.
func (g *Session) flushEvents(by int) *Step {
	if len(g.evs) == 0 {
		return nil
	}
	st := &Step{Before: g.before, By: by, Events: g.evs}
	g.evs = nil
	return st
}

// single works on seat p's decision.
func (g *Session) single(p int) *Step {
	if g.stage == StageHandover && g.after {
		return nil // the chooser has not passed the screen back yet
	}
	if p < 0 || p >= len(g.Seats()) {
		g.Notef("Seat %d has no player.", p+1)
		return nil
	}
	secret := Secret(g.legalNow())
	if !g.bots.Plays(p) {
		if !g.people.Ready(p) || g.stage != StageDecide {
			g.people.Clear()
			g.await(p, secret)
			return nil
		}
	} else {
		g.stage = StageBusy
	}
	steps, logged := len(g.rec.History), g.Logged()
	if !g.Stepped(p, g.step()) {
		return nil // still deciding, or a failure logged
	}
	g.hint = nil
	g.stage, g.shown = StageBusy, false
	if secret && !g.bots.Plays(p) && g.Handovers() {
		g.stage, g.people.Seat, g.after = StageHandover, p, true
	}
	g.markTakeBack(p, steps, logged, g.applied)
	g.logEvents(g.applied)
	return g.flushEvents(p)
}

// await asks seat p for a decision: in hot seat a secret choice starts
// with the handover, or shown at once when the handovers are off; any
// other decision is public and needs none.
func (g *Session) await(p int, secret bool) {
	if g.people.Seat == p && (g.stage == StageDecide || (g.stage == StageHandover && !g.after)) {
		return
	}
	g.people.Seat, g.stage, g.shown = p, StageDecide, false
	if p != g.tb.Seat() {
		g.tb.Spoil() // the screen passes to another person
	}
	switch {
	case secret && g.Handovers():
		g.stage, g.after = StageHandover, false
	case secret && g.HotSeat():
		g.shown = true
	}
}

// Estimate is the hint's view of one legal action.
type Estimate struct {
	Action  royale.Action
	WinProb float64 // -1: not estimated
	Money   float64 // expected dollars at the end of the round
	Best    bool
}

// hint is the hard bot's search for the deciding person.
type hint struct {
	seat int
	done bool
	step func(time.Duration) bool
	est  func() []Estimate
}

// AskHint starts the hard bot's search for the deciding person's best
// action (StageDecide); Update works on it and Hint reads it.
func (g *Session) AskHint() error {
	if g.stage != StageDecide {
		return fmt.Errorf("there is nothing to decide now")
	}
	if g.hint != nil && g.hint.seat == g.people.Seat {
		return nil
	}
	b, err := airoyale.New("hard", g.people.Seat, g.cfg.Seed*17+uint64(len(g.rec.History)))
	if err != nil {
		return err
	}
	sr := b.Begin(g.st.View(g.people.Seat))
	g.hint = &hint{seat: g.people.Seat, step: sr.Step, est: func() []Estimate {
		var out []Estimate
		for _, e := range sr.Estimates() {
			out = append(out, Estimate{Action: e.Action, WinProb: e.WinProb, Money: e.Money, Best: e.Best})
		}
		sort.SliceStable(out, func(i, j int) bool { return out[i].Best && !out[j].Best })
		return out
	}}
	return nil
}

// Hint is the hint's estimates, the best first, and whether the search is
// finished; nil if no hint was asked for this decision.
func (g *Session) Hint() ([]Estimate, bool) {
	if g.hint == nil {
		return nil, false
	}
	return g.hint.est(), g.hint.done
}

func (g *Session) thinkHint(slice time.Duration) {
	if g.hint != nil && !g.hint.done {
		g.hint.done = g.hint.step(slice)
	}
}

// logEvents writes what the viewer may see of evs in the log and keeps
// them for the next Step.
func (g *Session) logEvents(evs []royale.Event) {
	g.bots.Observe(g.st, evs) // each program's seat sees its own part
	seen := game.EventsFor[royale.Event](g.st, g.Viewer(), evs)
	names := g.Names()
	for _, e := range seen {
		if e.Kind != royale.EvCard && e.Kind != royale.EvAside {
			g.Note(Describe(e, names))
		}
	}
	g.evs = append(g.evs, seen...)
}
