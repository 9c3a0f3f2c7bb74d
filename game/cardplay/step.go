package cardplay

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// Reveal is one placement (all the picks of a turn flipped at once, or one
// seat's in the sequential variation) or chip choice, as the screen shows
// it: the table just before, what each seat placed, and what followed (a
// payout, when the round ended).
type Reveal struct {
	// Before is the viewer's view just before (Session.Viewer).
	Before *cards.State
	// Picks are the cards each seat placed; Placed has bit p for seat p.
	Picks  [cards.MaxPlayers]cards.Pick
	Placed uint8
	// Events are what happened, as the viewer may see them.
	Events []cards.Event
	// RoundEnded: the casinos were paid out (see Events).
	RoundEnded bool
}

// Update moves the game on for about slice of bot thinking: it plays the
// chance outcomes due, works on the bots' decisions, and applies at most
// one decision (a turn's picks together, one seat's pick, or a chip
// choice), which it returns; nil if none was applied. It then autosaves.
// Everything is applied by the session's game.Loop (step).
func (g *Session) Update(slice time.Duration) *Reveal {
	defer g.flush()
	for _, line := range g.bots.Problems() {
		g.Note(line)
	}
	g.bots.Pace(slice)
	for {
		cp := g.st.CurrentPlayer()
		switch {
		case cp == engine.TerminalPlayer:
			g.stage, g.people.Seat = StageOver, -1
			g.tb.Spoil()
			g.bots.End(g.st)
			return nil
		case cp == engine.ChancePlayer:
			if !g.Stepped(cp, g.step()) {
				return nil // a replay at its record's end, or a failure logged
			}
			g.tb.Spoil() // something random happened
			g.logEvents(g.applied)
		case cp == engine.SimultaneousPlayer:
			return g.simultaneous()
		default:
			return g.single(cp)
		}
	}
}

// newLoop is the session's game loop: every chance outcome, decision and
// turn of picks is applied by it (step), and written in the record, in
// the order the loop applies them.
func (g *Session) newLoop() {
	g.people = game.NewPeople[*cards.State, cards.Action](func() int { return g.st.CurrentPlayer() }, g.Name)
	g.loop = g.bots.Loop(g.st, g.rng, func(int) game.Chooser[*cards.State, cards.Action] { return g.people })
	for p, ch := range g.loop.Seats {
		if g.bots.Plays(p) {
			g.loop.Seats[p] = bot{g, ch.(botChooser)}
		}
	}
	g.loop.Applying = func(by int) {
		if by != engine.ChancePlayer {
			g.before = g.st.View(g.Viewer())
		}
	}
	g.loop.Applied = playkit.Recorder(&g.rec.Doc, &g.save, &g.applied)
}

// step is one Step of the loop, over the session's state and the picks of
// the turn collected so far (a take-back or a resume may have replaced
// them): game.ErrWaiting while a seat has not decided.
func (g *Session) step() error {
	g.loop.State, g.loop.Sub = g.st, g.sub
	err := g.loop.Step()
	g.sub = g.loop.Sub
	return err
}

// botChooser is a bot's seat in the loop (playkit.Bots.Loop).
type botChooser interface {
	game.Chooser[*cards.State, cards.Action]
	game.Pacer[*cards.State, cards.Action]
}

// bot is a bot's (or program's) seat in the loop; a pick that is not
// legal at a turn picked at once is replaced by its first legal pick.
type bot struct {
	g     *Session
	inner botChooser
}

func (c bot) Choose(v *cards.State, seat int) (cards.Action, error) {
	a, err := c.inner.Choose(v, seat)
	return c.check(seat, a, err)
}

func (c bot) Pace(s game.Sight[*cards.State]) (cards.Action, error) {
	a, err := c.inner.Pace(s)
	return c.check(s.Seat(), a, err)
}

func (c bot) check(p int, a cards.Action, err error) (cards.Action, error) {
	g := c.g
	if err != nil || g.st.CurrentPlayer() != engine.SimultaneousPlayer {
		return a, err
	}
	if l := g.st.LegalFor(p); !slices.Contains(l, a) && len(l) > 0 {
		g.Notef("%s's bot chose %v, which is not legal (seat %d: %v is not one of its choices); it takes its first pick.", g.Name(p), a, p, a)
		a = l[0]
	}
	return a, nil
}

// simultaneous works on a turn whose seats pick at once: the first person
// still to pick is asked, the bots think, and once every pick is in they
// are revealed together.
func (g *Session) simultaneous() *Reveal {
	var buf [cards.MaxPlayers]int
	waiting := -1
	for _, p := range g.st.ActingTo(buf[:0]) {
		if !g.Picked(p) && !g.bots.Plays(p) {
			waiting = p
			break
		}
	}
	if waiting >= 0 {
		g.await(waiting, StagePick)
	} else {
		g.stage = StageBusy
	}
	err := g.step()
	if errors.Is(err, game.ErrWaiting) {
		return nil
	}
	if err != nil {
		g.Notef("The picks could not be placed: %v", err)
		return nil
	}
	g.tb.Spoil() // the picks are revealed together
	g.stage = StageBusy
	return g.reveal(g.before, g.applied)
}

// single works on one seat's decision: a pick in the sequential variation
// or a chip colour.
func (g *Session) single(p int) *Reveal {
	if p < 0 || p >= len(g.Seats()) {
		g.Notef("Seat %d has no player.", p+1)
		return nil
	}
	if !g.bots.Plays(p) {
		kind := StagePick
		if g.st.Phase() == cards.PhChip {
			kind = StageChip
		}
		if !g.people.Ready(p) || g.stage != kind {
			g.people.Clear()
			g.await(p, kind)
			return nil
		}
	} else {
		g.stage = StageBusy
	}
	steps, logged := len(g.rec.History), g.Logged()
	if !g.Stepped(p, g.step()) {
		return nil // still deciding, or a failure logged
	}
	g.markTakeBack(p, steps, logged, g.applied)
	g.stage, g.shown = StageBusy, false
	return g.reveal(g.before, g.applied)
}

// await asks seat p for a decision of kind: in hot seat a pick starts with
// the handover, or with the hand shown when the handovers are off; a chip
// colour is public and needs none.
func (g *Session) await(p int, kind Stage) {
	if g.people.Seat == p && (g.stage == kind || (kind == StagePick && g.stage == StageHandover)) {
		return
	}
	g.people.Seat, g.stage, g.shown = p, kind, false
	if p != g.tb.Seat() {
		g.tb.Spoil() // the screen passes to another person
	}
	if kind == StagePick && g.HotSeat() {
		g.stage = StageHandover
		if !g.Handovers() {
			g.stage, g.shown = StagePick, true
		}
	}
}

// Submit is the picking person's pick (StagePick): it is locked, and in
// hot seat the hand is covered again. In the simultaneous game nothing is
// placed until every seat has picked.
func (g *Session) Submit(pk cards.Pick) error {
	if g.stage != StagePick {
		return errors.New("it is not your turn to pick")
	}
	p := g.people.Seat
	if err := CheckPick(g.st.Hand(p), pk); err != nil {
		return err
	}
	a := cards.PickOf(pk)
	joint := g.st.CurrentPlayer() == engine.SimultaneousPlayer
	if joint {
		g.loop.State, g.loop.Sub = g.st, g.sub
		err := g.loop.Submit(p, a)
		g.sub = g.loop.Sub
		if err != nil {
			return err
		}
	} else {
		if !slices.Contains(g.st.Legal(), a) {
			return fmt.Errorf("%s cannot place %s now", g.Name(p), pk)
		}
		g.people.Post(a)
	}
	if g.HotSeat() {
		g.Notef("%s has picked.", g.Name(p))
	}
	if joint {
		g.stage, g.shown = StageBusy, false
	}
	return nil
}

// ChooseChip is the choosing person's chip colour (StageChip).
func (g *Session) ChooseChip(c casino.Chip) error {
	if g.stage != StageChip {
		return errors.New("nobody chooses a chip card now")
	}
	a := cards.TakeChip(c)
	if !slices.Contains(g.st.Legal(), a) {
		return fmt.Errorf("no %s chip card lies at casino %d", c, g.st.ClaimCasino())
	}
	g.people.Post(a)
	return nil
}

// ChipChoices are the colours the choosing seat may take.
func (g *Session) ChipChoices() []casino.Chip {
	if g.stage != StageChip {
		return nil
	}
	var out []casino.Chip
	for _, a := range g.st.Legal() {
		out = append(out, a.Chip)
	}
	return out
}

// reveal describes a placement for the screen and writes it in the log.
func (g *Session) reveal(before *cards.State, evs []cards.Event) *Reveal {
	seen := g.logEvents(evs)
	r := &Reveal{Before: before, Events: seen}
	for _, e := range seen {
		switch e.Kind {
		case cards.EvPlaced:
			r.Picks[e.Seat] = e.Pick
			r.Placed |= 1 << uint(e.Seat)
		case cards.EvRoundEnded:
			r.RoundEnded = true
		}
	}
	return r
}

// logEvents writes what the viewer may see of evs in the log (the cards
// drawn are left out: the hand shows them) and returns it.
func (g *Session) logEvents(evs []cards.Event) []cards.Event {
	g.bots.Observe(g.st, evs) // each program's seat sees its own part
	seen := game.EventsFor[cards.Event](g.st, g.Viewer(), evs)
	names := g.Names()
	var told []cards.Event
	for _, e := range seen {
		if e.Kind != cards.EvDrew {
			told = append(told, e)
		}
	}
	if g.words != nil {
		for _, line := range g.words(told, names) {
			g.Note(line)
		}
		return seen
	}
	for _, e := range told {
		g.Note(e.Describe(names))
	}
	return seen
}

// Words writes events in the log's sentences, one or more lines for a
// step's events (a casino's payout may take one line), with seat names
// from names.
type Words func(evs []cards.Event, names []string) []string

// SetWords makes the log write events with w (the screen's words: its
// casino names and its way of writing money); nil: cards.Event.Describe.
func (g *Session) SetWords(w Words) { g.words = w }
