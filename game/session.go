// Package game is the session between the rules engine and the screen: the
// seats (human, bot or external program), the seeded sampler that resolves
// chance, the bots' thinking in slices, the event queue that scenes animate,
// autosave, and settings. It never imports ebiten, so it runs headless in the
// sim and replay commands and in tests.
package game

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"runtime"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/lasvegas-dice/lasvegas/ai"
	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// SeatKind says who plays a seat.
type SeatKind int

// Seat kinds.
const (
	Human    SeatKind = iota
	Bot               // a built-in bot of Seat.Level
	External          // an external program speaking the bot protocol (Seat.Command)
)

// Seat is one chair at the table.
type Seat struct {
	Name    string   `json:"name"`
	Kind    SeatKind `json:"kind"`
	Level   string   `json:"level,omitempty"`   // bot level: random, easy, medium, hard
	Command string   `json:"command,omitempty"` // external bot command line
	Colour  int      `json:"colour"`            // index into the palette
}

// Info is the seat as written in a record.
func (s Seat) Info() dice.SeatInfo {
	switch s.Kind {
	case Bot:
		return dice.SeatInfo{Name: s.Name, Kind: "bot:" + s.Level}
	case External:
		return dice.SeatInfo{Name: s.Name, Kind: "exec:" + s.Command}
	}
	return dice.SeatInfo{Name: s.Name, Kind: "human"}
}

// MaxNameLen is the longest seat name, in characters, that a record or a
// setting can give; longer names are cut.
const MaxNameLen = 32

// CleanName makes a seat name from untrusted input (a record, a save, a
// flag) safe to show: control characters and other unprintable ones are
// dropped, spaces trimmed, and the name cut to MaxNameLen characters. An
// empty result is "".
func CleanName(name string) string {
	var b strings.Builder
	n := 0
	for _, r := range name {
		switch {
		case unicode.IsPrint(r) && r != utf8.RuneError:
		case unicode.IsSpace(r):
			r = ' '
		default:
			continue // control characters, invalid UTF-8
		}
		if n == MaxNameLen {
			break
		}
		b.WriteRune(r)
		n++
	}
	return strings.TrimSpace(b.String())
}

// SeatFromInfo reads seat i (0-based) back from a record. A record never
// starts a program: an "exec:" seat comes back as the built-in medium bot,
// with a one-line notice saying so, unless its command is one of commands,
// the programs that the person at the keyboard asked for in this run. The
// name is cleaned (CleanName).
func SeatFromInfo(info dice.SeatInfo, i int, commands []string) (s Seat, notice string) {
	s = Seat{Name: CleanName(info.Name), Colour: i}
	if s.Name == "" {
		s.Name = fmt.Sprintf("Seat %d", i+1)
	}
	switch {
	case strings.HasPrefix(info.Kind, "bot:"):
		s.Kind, s.Level = Bot, strings.TrimPrefix(info.Kind, "bot:")
	case strings.HasPrefix(info.Kind, "exec:"):
		s.Kind, s.Command = External, strings.TrimPrefix(info.Kind, "exec:")
		notice = guardSeat(&s, i, commands)
	}
	return s, notice
}

// guardSeat turns an External seat whose command was not given in this run
// into the medium bot and returns the notice, or "" if the seat may run.
func guardSeat(s *Seat, i int, commands []string) string {
	if s.Kind != External || commandGiven(s.Command, commands) {
		return ""
	}
	cmd := s.Command
	s.Kind, s.Level, s.Command = Bot, "medium", ""
	again := "COMMAND"
	if len(cmd) <= 100 && printableASCII(cmd) {
		again = shellQuote(cmd)
	}
	return fmt.Sprintf("Seat %d was the program %s; it plays as the medium bot now. Start it again with --seat %d=exec:%s if you trust it.",
		i+1, extbot.Quote(cmd, 100), i+1, again)
}

// commandGiven reports whether cmd is one of the commands given in this run,
// as written or once both are resolved (ResolveCommand).
func commandGiven(cmd string, commands []string) bool {
	if strings.TrimSpace(cmd) == "" {
		return false
	}
	var resolved string
	for _, c := range commands {
		if c == cmd {
			return true
		}
		if resolved == "" {
			resolved = ResolveCommand(cmd)
		}
		if ResolveCommand(c) == resolved {
			return true
		}
	}
	return false
}

// ResolveCommand is the command line with its program found now (in PATH,
// or a relative path made absolute), so that the program that runs later
// is the one meant when the command was given. Call it when a command is
// given (a flag parsed, a seat set on the setup screen). A command whose
// program cannot be found is returned as it is (starting it will fail and
// the medium bot plays the seat).
func ResolveCommand(cmd string) string {
	r, err := extbot.ResolveCommand(cmd)
	if err != nil {
		return cmd
	}
	return r
}

func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

// shellQuote quotes s for a POSIX shell, in single quotes.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Config is everything needed to start a game.
type Config struct {
	Rules dice.Rules
	Seats []Seat
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
		case Bot:
			if _, err := ai.New(s.Level, 1); err != nil {
				return fmt.Errorf("seat %d: %w", i+1, err)
			}
		case External:
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
type AgentFactory func(seat int, s Seat, rules dice.Rules, seed uint64, log io.Writer) (Agent, error)

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
	started time.Time
	saveErr error
	// keptPrevious: the autosave slot was checked for another unfinished
	// game (kept as PreviousKey) before the first save.
	keptPrevious bool
	notices      []string // one line per seat changed by Resume
}

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
		if cfg.Seats[i].Name = CleanName(cfg.Seats[i].Name); cfg.Seats[i].Name == "" {
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

// Resume continues the game of a record (a save). Seats come from the record
// unless seats is non-nil. The sampler continues exactly where it was: it is
// re-seeded and advanced past every chance outcome of the history.
//
// A record or a save never starts a program: a seat that names one (from
// the record, or in seats) plays as the built-in medium bot unless the same
// command is in opts.Commands, and Notices has one line for each such seat.
func Resume(rec *dice.Record, seats []Seat, opts Options) (*Session, error) {
	st, err := rec.Replay(nil)
	if err != nil {
		return nil, err
	}
	var notices []string
	if seats == nil {
		for i, si := range rec.Seats {
			s, notice := SeatFromInfo(si, i, opts.Commands)
			seats = append(seats, s)
			if notice != "" {
				notices = append(notices, notice)
			}
		}
		for len(seats) < rec.Rules.Players {
			seats = append(seats, Seat{Name: fmt.Sprintf("Bot %d", len(seats)+1), Kind: Bot, Level: "medium", Colour: len(seats)})
		}
	} else {
		seats = append([]Seat(nil), seats...)
		for i := range seats {
			if notice := guardSeat(&seats[i], i, opts.Commands); notice != "" {
				notices = append(notices, notice)
			}
		}
	}
	cfg := Config{Rules: rec.Rules, Seats: resolveSeats(seats), Seed: rec.Seed}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	g := &Session{cfg: cfg, opts: opts, st: st, rec: rec, notices: notices}
	for _, n := range notices {
		g.logf("%s", n)
	}
	// The record goes on with the seats that really play.
	rec.Seats = rec.Seats[:0]
	for _, s := range cfg.Seats {
		rec.Seats = append(rec.Seats, s.Info())
	}
	g.rng.Seed(rec.Seed)
	// Advance the sampler past the chance outcomes already drawn, so the
	// rest of the game is the one the seed would have given.
	probe, _ := dice.NewGame(rec.Rules)
	for _, step := range rec.History {
		if probe.IsChance() {
			probe.SampleChance(&g.rng)
		}
		if _, err := probe.Apply(step.Action); err != nil {
			break
		}
	}
	if err := g.makeAgents(); err != nil {
		return nil, err
	}
	g.startObservers(nil)
	return g, nil
}

// ResumeNotices are the lines Resume would give for rec (see Notices),
// for a setup screen to show before the game is continued.
func ResumeNotices(rec *dice.Record, commands []string) []string {
	var out []string
	for i, si := range rec.Seats {
		if _, n := SeatFromInfo(si, i, commands); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// ResumeAutosave continues the game in progress in opts.Store (for
// `lasvegas --continue`). It returns (nil, nil) when there is none; a
// damaged save is kept aside and reported, as by LoadAutosave.
func ResumeAutosave(opts Options) (*Session, error) {
	if opts.Store == nil {
		return nil, errors.New("no storage for saved games")
	}
	rec, err := LoadAutosave(opts.Store)
	if err != nil || rec == nil {
		return nil, err
	}
	return Resume(rec, nil, opts)
}

// Notices are the one-line messages about seats that Resume changed (a
// program named by the save that was not started), for the setup screen or
// the table to show. They are in the log too.
func (g *Session) Notices() []string { return g.notices }

// resolveSeats returns seats with the programs of External seats found now
// (ResolveCommand).
func resolveSeats(seats []Seat) []Seat {
	out := append([]Seat(nil), seats...)
	for i := range out {
		if out[i].Kind == External {
			out[i].Command = ResolveCommand(out[i].Command)
		}
	}
	return out
}

func (g *Session) makeAgents() error {
	g.agents = make([]Agent, len(g.cfg.Seats))
	for i, s := range g.cfg.Seats {
		switch s.Kind {
		case Bot:
			b, err := ai.New(s.Level, seatSeed(g.cfg.Seed, i))
			if err != nil {
				return err
			}
			g.agents[i] = &botAgent{bot: b, budget: g.botBudget()}
		case External:
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
	if p >= 0 && g.cfg.Seats[p].Kind == Human {
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
// human must act or the game is over.
func (g *Session) Step() StepResult {
	p := g.st.CurrentPlayer()
	switch {
	case p == dice.TerminalPlayer:
		return Idle
	case p == dice.ChancePlayer:
		a := g.st.SampleChance(&g.rng)
		if err := g.apply(a, p); err != nil {
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
	if !g.think {
		ag.Begin(g.st.View(p)) // the seat's view, never the session's state
		g.think = true
		g.decided = false
	}
	if !g.decided {
		slice := g.opts.ThinkSlice
		if slice <= 0 {
			slice = 8 * time.Millisecond
		}
		a, done := ag.Think(slice)
		if !done {
			return Thinking
		}
		// The decision is applied (and autosaved) in the next Step, so
		// that a frame holds a slice of thinking or the move, not both.
		g.decided, g.choice = true, a
		return Thinking
	}
	a := g.choice
	g.think, g.decided = false, false
	if err := g.apply(a, p); err != nil {
		// A bot's illegal action falls back to the first legal one.
		g.logf("seat %d (%s) chose an illegal action (%v); playing %v instead", p+1, g.cfg.Seats[p].Name, err, g.st.Legal()[0])
		_ = g.apply(g.st.Legal()[0], p)
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
	if g.cfg.Seats[p].Kind != Human {
		return fmt.Errorf("seat %d is not played by a human", seat+1)
	}
	return g.apply(a, p)
}

func (g *Session) apply(a dice.Action, by int) error {
	evs, err := g.st.Apply(a)
	if err != nil {
		return err
	}
	g.rec.Add(a, by)
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
	return nil
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

// autosave writes the record after every action; a finished game moves to
// LastGameKey and the autosave is cleared. A failure is kept (SaveError,
// SaveNotice), written to the log (stderr in the GUI) once, and the save is
// tried again at the next action.
func (g *Session) autosave() {
	if g.opts.Store == nil {
		return
	}
	err := g.save()
	before := g.SaveNotice()
	switch {
	case err != nil:
		g.saveErr = err
		if n := g.SaveNotice(); n != before { // once, not at every action
			g.logf("%s (%v)", n, err)
		}
	case g.saveErr != nil:
		g.saveErr = nil
		g.logf("Saving works again.")
	}
}

func (g *Session) save() error {
	store := g.opts.Store
	if !g.keptPrevious {
		// An unfinished game of another record is in the slot: keep it
		// as the previous game instead of overwriting it.
		if err := keepPrevious(store, g.rec); err != nil {
			return fmt.Errorf("%w, so this game is not saved: %w", errKeepPrevious, err)
		}
		g.keptPrevious = true
	}
	data, err := g.rec.Marshal()
	if err != nil {
		return err
	}
	if g.st.IsTerminal() {
		if err := store.Save(LastGameKey, data); err != nil {
			return err
		}
		return store.Save(AutosaveKey, []byte(finishedMarker))
	}
	return store.Save(AutosaveKey, data)
}

// RetrySave tries the autosave again now (the table may offer it after a
// failure) and returns the result, as SaveError does afterwards.
func (g *Session) RetrySave() error {
	g.autosave()
	return g.saveErr
}

// SaveNotice is the failed autosave in one line for the table to show
// ("Saving failed: disk full — this game will not be kept"), or "".
func (g *Session) SaveNotice() string {
	err := g.saveErr
	if err == nil {
		return ""
	}
	why := "an error"
	switch {
	case errors.Is(err, errKeepPrevious):
		why = "the previous game could not be kept aside"
	case errors.Is(err, storage.ErrFull):
		why = "disk full"
		if runtime.GOOS == "js" {
			why = "browser storage full"
		}
	case errors.Is(err, fs.ErrPermission):
		why = "no permission to write the save folder"
	case strings.Contains(err.Error(), "read-only"):
		why = "the save folder is read-only"
	}
	return "Saving failed: " + why + " — this game will not be kept"
}

var errKeepPrevious = errors.New("the unfinished game saved before could not be kept aside")

// PreviousKey keeps an unfinished game that a new game would have
// overwritten (lasvegas --quick, or a new game on the setup screen).
const PreviousKey = "autosave-previous.json"

// keepPrevious copies the autosave to PreviousKey if it holds an unfinished
// game other than rec's.
func keepPrevious(store storage.Store, rec *dice.Record) error {
	data, err := store.Load(AutosaveKey)
	if errors.Is(err, storage.ErrNotFound) {
		return nil
	}
	if errors.Is(err, storage.ErrTooLarge) {
		_, err = store.Quarantine(AutosaveKey, err.Error()) // kept, not read
		return err
	}
	if err != nil {
		return err
	}
	if strings.TrimSpace(string(data)) == strings.TrimSpace(finishedMarker) {
		return nil
	}
	if old, err := dice.ParseRecord(data); err == nil && sameGame(old, rec) {
		return nil // this game, resumed
	}
	return store.Save(PreviousKey, data)
}

// sameGame reports whether two records are of the same game (one may be
// further on than the other).
func sameGame(a, b *dice.Record) bool {
	return a.Seed == b.Seed && a.Created == b.Created && a.Rules == b.Rules
}

// LoadPrevious reads the unfinished game kept aside by a new game (see
// PreviousKey), for the setup screen to offer; (nil, nil) when there is
// none. Resuming it keeps the game then in progress as the previous one.
func LoadPrevious(store storage.Store) (*dice.Record, error) {
	return loadSlot(store, PreviousKey)
}

// finishedMarker marks an autosave slot whose game has ended.
const finishedMarker = "{}\n"

// LoadAutosave reads the game in progress from the store. It returns
// (nil, nil) when there is none. A save that cannot be read is moved aside
// (never deleted) and reported in the error.
func LoadAutosave(store storage.Store) (*dice.Record, error) {
	return loadSlot(store, AutosaveKey)
}

func loadSlot(store storage.Store, key string) (*dice.Record, error) {
	data, err := store.Load(key)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, nil
	}
	var rec *dice.Record
	switch {
	case errors.Is(err, storage.ErrTooLarge):
		// Damaged: kept aside below.
	case err != nil:
		return nil, fmt.Errorf("cannot read the saved game: %w", err)
	case strings.TrimSpace(string(data)) == strings.TrimSpace(finishedMarker):
		return nil, nil
	default:
		rec, err = dice.ParseRecord(data)
	}
	if err == nil {
		_, err = rec.Replay(nil)
	}
	if err != nil {
		aside, qerr := store.Quarantine(key, err.Error())
		if qerr != nil {
			return nil, fmt.Errorf("the saved game is damaged (%v) and could not be moved aside: %v", err, qerr)
		}
		return nil, fmt.Errorf("the saved game is damaged and was kept aside as %s: %v", aside, err)
	}
	return rec, nil
}

// botAgent runs a built-in bot in slices.
type botAgent struct {
	bot    ai.Bot
	budget time.Duration
	search ai.Search
	spent  time.Duration
	why    string
}

func (b *botAgent) Begin(s *dice.State) {
	b.search = b.bot.Begin(s)
	b.spent = 0
	b.why = ""
}

func (b *botAgent) Think(d time.Duration) (dice.Action, bool) {
	t0 := time.Now()
	done := b.search.Step(d)
	b.spent += time.Since(t0)
	if !done && b.spent < b.budget {
		return dice.Action{}, false
	}
	b.why = ai.Why(b.search.Estimates(), 3)
	return b.search.Best(), true
}

func (b *botAgent) Why() string  { return b.why }
func (b *botAgent) Close() error { return nil }

// Hint is the hard bot's view of the decision a human has to make: every
// legal choice with its estimated chance to win and expected money, the
// best marked. It is computed in slices (HintStep) so frames never wait.
type Hint struct {
	search ai.Search
	state  dice.State // the position the hint is for
	done   bool
}

// StartHint begins a hint for the human seat to act. The search works on
// its own copy; the live game is never touched.
func (g *Session) StartHint() (*Hint, error) {
	seat, ok := g.HumanToAct()
	if !ok {
		return nil, errors.New("no human decision to advise on")
	}
	seed := g.cfg.Seed ^ uint64(len(g.rec.History))*0x9e3779b97f4a7c15
	h := &Hint{search: ai.NewHard(seed, ai.HardOptions{}).Begin(g.st.View(seat))}
	h.state.CopyFrom(g.st)
	return h, nil
}

// Step works on the hint for about d and reports whether it is finished.
func (h *Hint) Step(d time.Duration) bool {
	if !h.done {
		h.done = h.search.Step(d)
	}
	return h.done
}

// Done reports whether the search has finished.
func (h *Hint) Done() bool { return h.done }

// Estimates are the figures so far, one per legal action, best marked.
func (h *Hint) Estimates() []ai.Estimate { return h.search.Estimates() }

// Best is the recommended action so far.
func (h *Hint) Best() dice.Action { return h.search.Best() }

// Valid reports whether the hint still describes the live position.
func (g *Session) HintValid(h *Hint) bool { return h != nil && h.state == *g.st }
