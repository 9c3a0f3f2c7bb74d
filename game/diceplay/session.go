// Package game is the session between the rules engine and the screen: the
// seats (human, bot or external program), the seeded sampler that resolves
// chance, the bots' thinking in slices, the event queue that scenes animate,
// autosave, and settings. It never imports ebiten, so it runs headless in the
// sim and replay commands and in tests.
package diceplay

import (
	"errors"
	"fmt"
	"github.com/lasvegas-dice/lasvegas/game"
	"io"
	"slices"
	"strings"
	"time"

	dicebots "github.com/lasvegas-dice/lasvegas/ai/dice"
	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Config is everything needed to start a game.
type Config struct {
	Rules dice.Rules
	Seats []game.Seat
	Seed  uint64
}

// Validate reports why the config cannot start a game.
func (c Config) Validate() error {
	if err := c.Rules.Validate(); err != nil {
		return err
	}
	if len(c.Seats) != c.Rules.Players {
		return fmt.Errorf("%d seats for %d players", len(c.Seats), c.Rules.Players)
	}
	for i, s := range c.Seats {
		switch s.Kind {
		case game.Bot:
			if _, err := dicebots.New(s.Level, 1); err != nil {
				return fmt.Errorf("seat %d: %w", i+1, err)
			}
		case game.External:
			if strings.TrimSpace(s.Command) == "" {
				return fmt.Errorf("seat %d: external bot without a command", i+1)
			}
		}
	}
	return nil
}

// Agent decides for a non-human seat in slices, so the frame never waits.
type Agent interface {
	// Begin starts deciding for the seat to act in s, that seat's view
	// (State.View), never the session's own state.
	Begin(s *dice.State)
	// Think works for about d and returns the action once decided.
	Think(d time.Duration) (dice.Action, bool)
	// Why describes the last decision's estimates, or "".
	Why() string
	// Close releases resources (an external process).
	Close() error
}

// AgentFactory makes the agent of an external seat; the ai/extbot package
// provides one. It is a variable so that game does not start processes by
// itself in tests.
// seed is the seat's seed, derived from the game's, for the agent's own
// random choices.
type AgentFactory func(seat int, s game.Seat, rules dice.Rules, seed uint64, log io.Writer) (Agent, error)

// Options tune a session.
type Options struct {
	// Store keeps the autosave; nil means no autosave.
	Store storage.Store
	// External makes agents for External seats.
	External AgentFactory
	// Log receives diagnostic lines (an external bot misbehaving); nil discards.
	Log io.Writer
	// ThinkSlice bounds the work per Step of a bot (default 8 ms).
	ThinkSlice time.Duration
	// BotBudget bounds a bot's whole decision (default 250 ms, 0 = default).
	BotBudget time.Duration
	// Commands are the external programs that the person at the keyboard
	// asked for in this run (--seat N=exec:COMMAND, a seat set to a program
	// on the setup screen). Resume starts a program named by a record or a
	// save only if it is one of these; every other such seat plays as the
	// medium bot, and Notices says so. New trusts its Config: it must come
	// from the person at the keyboard, never from a record.
	Commands []string
}

// AutosaveKey is the storage key of the game in progress.
const AutosaveKey = "autosave.json"

// LastGameKey keeps the record of the last finished game.
const LastGameKey = "last-game.json"

// Session is one game being played.
type Session struct {
	cfg     Config
	opts    Options
	st      *dice.State
	rng     engine.Rand
	rec     *dice.Record
	agents  []Agent
	events  []dice.Event
	log     []LogLine
	think   bool        // an agent is deciding
	decided bool        // the deciding agent has chosen: apply choice next Step
	choice  dice.Action // its choice
	saveErr error
	// keptPrevious: the autosave slot was checked for another unfinished
	// game (kept as PreviousKey) before the first save.
	keptPrevious bool
	notices      []string         // one line per seat changed by Resume
	tb           playkit.TakeBack // the person's decision that may be taken back (takeback.go)
	loop         *game.Loop[*dice.State, dice.Action, dice.Event]
	person       *game.Mailbox[*dice.State, dice.Action] // the people's seats in the loop: Act posts
	// steps and logged are the record's steps and the log's lines before
	// the action being applied.
	steps, logged int
	noHandover    bool // SetHandover(false)
}

var _ game.Session = (*Session)(nil)

// LogLine is one event in words, for the game log.
type LogLine struct {
	Round int
	Text  string
}

// New starts a new game.
func New(cfg Config, opts Options) (*Session, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	st, err := dice.NewGame(cfg.Rules)
	if err != nil {
		return nil, err
	}
	cfg.Seats = resolveSeats(cfg.Seats)
	for i := range cfg.Seats {
		if cfg.Seats[i].Name = game.CleanName(cfg.Seats[i].Name); cfg.Seats[i].Name == "" {
			cfg.Seats[i].Name = fmt.Sprintf("Seat %d", i+1)
		}
	}
	infos := make([]dice.SeatInfo, len(cfg.Seats))
	for i, s := range cfg.Seats {
		infos[i] = s.Info()
	}
	g := &Session{cfg: cfg, opts: opts, st: st, rec: dice.NewRecord(cfg.Rules, infos, cfg.Seed)}
	g.rec.Created = time.Now().UTC().Format(time.RFC3339)
	g.rng.Seed(cfg.Seed)
	if err := g.makeAgents(); err != nil {
		return nil, err
	}
	g.newLoop()
	intro := st.Intro()
	g.emit(intro)
	g.startObservers(intro)
	g.autosave()
	return g, nil
}

func (g *Session) startObservers(intro []dice.Event) {
	for i, a := range g.agents {
		if o, ok := a.(observer); ok {
			o.Start(g.st.View(i), i, intro)
		}
	}
}

func (g *Session) makeAgents() error {
	g.agents = make([]Agent, len(g.cfg.Seats))
	for i, s := range g.cfg.Seats {
		switch s.Kind {
		case game.Bot:
			b, err := dicebots.New(s.Level, seatSeed(g.cfg.Seed, i))
			if err != nil {
				return err
			}
			g.agents[i] = &botAgent{bot: b, budget: g.botBudget()}
		case game.External:
			if g.opts.External == nil {
				return fmt.Errorf("seat %d: external bots are not available here", i+1)
			}
			g.logf("seat %d (%s) is the program %s", i+1, s.Name, extbot.Quote(s.Command, 200))
			a, err := g.opts.External(i, s, g.cfg.Rules, seatSeed(g.cfg.Seed, i), g.logWriter())
			if err != nil {
				return fmt.Errorf("seat %d: %w", i+1, err)
			}
			g.agents[i] = a
		}
	}
	return nil
}

// seatSeed is seat i's seed in a game of seed seed.
func seatSeed(seed uint64, i int) uint64 { return seed ^ uint64(i+1)*0x9e3779b97f4a7c15 }

func (g *Session) botBudget() time.Duration {
	if g.opts.BotBudget > 0 {
		return g.opts.BotBudget
	}
	return 250 * time.Millisecond
}

func (g *Session) logWriter() io.Writer {
	if g.opts.Log != nil {
		return g.opts.Log
	}
	return io.Discard
}

// Close stops external bots.
func (g *Session) Close() error {
	var errs []error
	for _, a := range g.agents {
		if a != nil {
			errs = append(errs, a.Close())
		}
	}
	return errors.Join(errs...)
}

// Config returns the game's configuration.
func (g *Session) Config() Config { return g.cfg }

// State is the live state. Callers must treat it as read-only.
func (g *Session) State() *dice.State { return g.st }

// Record is the game so far (config, seed and history).
func (g *Session) Record() *dice.Record { return g.rec }

// Names returns the seats' names.
func (g *Session) Names() []string {
	n := make([]string, len(g.cfg.Seats))
	for i, s := range g.cfg.Seats {
		n[i] = s.Name
	}
	return n
}

// Log returns the game log so far, in words.
func (g *Session) Log() []LogLine { return g.log }

// TakeEvents returns the events since the last call, for animation.
func (g *Session) TakeEvents() []dice.Event {
	e := g.events
	g.events = nil
	return e
}

// HumanToAct returns the human seat that must act now, if any.
func (g *Session) HumanToAct() (int, bool) {
	p := g.st.CurrentPlayer()
	if p >= 0 && g.cfg.Seats[p].Kind == game.Human {
		return p, true
	}
	return -1, false
}

// Starting reports whether the seat's external program is still starting
// (it has not said readyok yet): the seat can show "starting…". The game
// goes on meanwhile; a decision of that seat waits for it, frame by frame.
func (g *Session) Starting(seat int) bool {
	if seat < 0 || seat >= len(g.agents) {
		return false
	}
	s, ok := g.agents[seat].(interface{ Starting() bool })
	return ok && s.Starting()
}

// Thinking reports whether a bot is in the middle of a decision.
func (g *Session) Thinking() bool { return g.think }

// SetHandover turns hot seat's handovers on or off (on by default: the
// window's setting, game.Settings.NoHandover). The dice game hides nothing
// from the seats but other seats' money with face-down money; the table
// draws its handover (scenes/handover.go) when Handovers holds.
func (g *Session) SetHandover(on bool) { g.noHandover = !on }

// Handovers reports whether a handover comes between two people's turns:
// two or more people share the screen and the handovers are on.
func (g *Session) Handovers() bool {
	people := 0
	for _, s := range g.cfg.Seats {
		if s.IsHuman() {
			people++
		}
	}
	return people >= 2 && !g.noHandover
}

// Over reports whether the game has ended.
func (g *Session) Over() bool { return g.st.IsTerminal() }

// SaveError is the last autosave failure, or nil.
func (g *Session) SaveError() error { return g.saveErr }

// StepResult says what one Step did.
type StepResult int

// Step results.
const (
	Idle     StepResult = iota // nothing to do: a human must act, or the game is over
	Applied                    // one action (chance or bot) was applied; its events are queued
	Thinking                   // a bot is deciding; call Step again next frame
)

// Step advances the game by at most one action: it draws a chance outcome,
// lets the bot to act think for one slice, or applies the bot's decided
// action (one Step after its last slice, so that a slice of thinking and
// a move with its autosave never share a Step). It returns Idle when a
// human must act or the game is over. Everything is applied by the
// session's game.Loop.
func (g *Session) Step() StepResult {
	p := g.st.CurrentPlayer()
	if p >= 0 && p != g.tb.Seat() && g.cfg.Seats[p].IsHuman() {
		g.tb.Spoil() // hot seat: the screen passes to another person
	}
	switch {
	case p == dice.TerminalPlayer:
		return Idle
	case p == dice.ChancePlayer:
		if err := g.step(); err != nil {
			// Cannot happen: sampled outcomes are legal. Stop rather than loop.
			g.logf("internal error: %v", err)
			return Idle
		}
		return Applied
	}
	ag := g.agents[p]
	if ag == nil {
		return Idle // a human's turn
	}
	if err := g.step(); errors.Is(err, game.ErrWaiting) {
		return Thinking
	} else if err != nil {
		g.logf("internal error: %v", err) // an illegal move was replaced: not reached
		return Idle
	}
	if why := ag.Why(); why != "" {
		g.log = append(g.log, LogLine{Round: g.st.Round(), Text: "  why: " + why})
	}
	return Applied
}

// RunUntilHuman steps until a human must act or the game ends, with no
// pacing (for tests and headless play).
func (g *Session) RunUntilHuman() {
	for g.Step() != Idle {
	}
}

// Act plays a human's action. The seat must be the one to act.
func (g *Session) Act(seat int, a dice.Action) error {
	p := g.st.CurrentPlayer()
	if p != seat {
		return fmt.Errorf("it is not seat %d's turn", seat+1)
	}
	if g.cfg.Seats[p].Kind != game.Human {
		return fmt.Errorf("seat %d is not played by a human", seat+1)
	}
	g.person.Post(a)
	err := g.step()
	g.person.Clear()
	if u := errors.Unwrap(err); u != nil {
		err = u // the loop's "seat N: "
	}
	return err
}

// newLoop is the session's game loop: every chance outcome and placement
// is applied by it (step); a person's seat is the mailbox Act posts into,
// and a bot's or program's seat thinks a slice a Step (agentSeat).
func (g *Session) newLoop() {
	g.person = &game.Mailbox[*dice.State, dice.Action]{}
	g.loop = &game.Loop[*dice.State, dice.Action, dice.Event]{State: g.st, Rand: &g.rng, NoHistory: true,
		Seats: make([]game.Chooser[*dice.State, dice.Action], len(g.agents))}
	for p, ag := range g.agents {
		if ag == nil {
			g.loop.Seats[p] = g.person
		} else {
			g.loop.Seats[p] = agentSeat{g}
		}
	}
	g.loop.Applying = func(int) { g.steps, g.logged = len(g.rec.History), len(g.log) }
	g.loop.Applied = func(acts []dice.Action, by []int, evs []dice.Event) { g.applied(acts[0], by[0], evs) }
}

// step is one Step of the loop over the session's state (a take-back may
// have replaced it).
func (g *Session) step() error {
	g.loop.State = g.st
	return g.loop.Step()
}

// agentSeat is a bot's or program's seat in the loop: the seat's agent
// begins from its view and thinks a slice a Step; once it has decided,
// the move is played at the next Step (game.ErrWaiting until then), and an
// illegal one is replaced by the first legal action.
type agentSeat struct{ g *Session }

func (c agentSeat) Pace(s game.Sight[*dice.State]) (dice.Action, error) {
	g, p := c.g, s.Seat()
	ag := g.agents[p]
	if !g.think {
		ag.Begin(s.View()) // the seat's view, never the session's state
		g.think = true
		g.decided = false
	}
	if !g.decided {
		slice := g.opts.ThinkSlice
		if slice <= 0 {
			slice = 8 * time.Millisecond
		}
		a, done := ag.Think(slice)
		if done {
			// The decision is applied (and autosaved) in the next Step,
			// so that a frame holds a slice of thinking or the move, not
			// both.
			g.decided, g.choice = true, a
		}
		return dice.Action{}, game.ErrWaiting
	}
	a := g.choice
	g.think, g.decided = false, false
	if legal := g.st.Legal(); !slices.Contains(legal, a) {
		_, err := g.st.Clone().Apply(a)
		g.logf("seat %d (%s) chose an illegal action (%v); playing %v instead", p+1, g.cfg.Seats[p].Name, err, legal[0])
		a = legal[0]
	}
	return a, nil
}

func (c agentSeat) Choose(*dice.State, int) (dice.Action, error) {
	return dice.Action{}, errors.New("a seat of the window's game decides only when paced")
}

// applied follows an action of by just applied by the loop, which gave evs.
func (g *Session) applied(a dice.Action, by int, evs []dice.Event) {
	g.rec.Add(a, by)
	g.markTakeBack(by, g.steps, g.logged)
	g.emit(evs)
	for i, ag := range g.agents {
		if o, ok := ag.(observer); ok {
			// Agents get their seat's view, never the session's state.
			v := g.st.View(i)
			o.Observe(v, evs)
			if g.st.IsTerminal() {
				o.End(g.st.View(i))
			}
		}
	}
	if g.st.IsTerminal() {
		g.rec.Finish(g.st)
	}
	g.autosave()
}

func (g *Session) emit(evs []dice.Event) {
	names := g.Names()
	for _, e := range evs {
		g.events = append(g.events, e)
		switch e.Kind {
		case dice.EvTurn:
			continue // the log shows the roll instead
		}
		g.log = append(g.log, LogLine{Round: int(e.Round), Text: e.Describe(names)})
	}
}

func (g *Session) logf(format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	g.log = append(g.log, LogLine{Round: g.st.Round(), Text: line})
	fmt.Fprintln(g.logWriter(), line)
}
