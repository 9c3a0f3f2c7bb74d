// Package royaleplay is the session of Las Vegas Royale between the rules
// engine (engine/royale) and the screen (scenes/royaletable): the seats
// (people or bots), the seeded sampler for chance, the bots deciding from
// their seat's view in slices, the people's decisions, the record of every
// step (also the autosave), and the privacy of hot seat: when a person makes
// a secret choice (Lucky Punch's hold, Black Box's split) while another
// person shares the screen, a handover comes before and after it, and
// Visible says whose secrets may be drawn. It never imports ebiten, so it
// is tested headless. It follows game/cardplay's shape.
package royaleplay

import (
	"errors"
	"fmt"
	"slices"
	"time"

	airoyale "github.com/lasvegas-dice/lasvegas/ai/royale"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Seat is one chair: a person, or a bot of Level.
type Seat struct {
	Name  string
	Human bool
	Level string // bot level (random, easy, medium, hard) when not Human
}

// Info is the seat as written in a record.
func (s Seat) Info() record.SeatInfo {
	if s.Human {
		return record.SeatInfo{Name: s.Name, Kind: "human"}
	}
	return record.SeatInfo{Name: s.Name, Kind: "bot:" + s.Level}
}

// Config is everything needed to start a game.
type Config struct {
	Rules royale.Rules
	Seats []Seat
	Seed  uint64
}

// Validate says why the config cannot start a game, or nil.
func (c Config) Validate() error {
	if err := c.Rules.Validate(); err != nil {
		return err
	}
	if len(c.Seats) != c.Rules.Players {
		return fmt.Errorf("%d seats for %d players", len(c.Seats), c.Rules.Players)
	}
	for i, s := range c.Seats {
		if !s.Human {
			if _, err := airoyale.New(s.Level, i, 1); err != nil {
				return fmt.Errorf("seat %d: %w", i+1, err)
			}
		}
	}
	return nil
}

// AutosaveKey is the storage key of the Royale game in progress.
const AutosaveKey = "autosave-royale.json"

// Options tune a session.
type Options struct {
	// Store keeps the autosave (the record, after every step); nil: none.
	Store storage.Store
	// Key is the autosave's key (default AutosaveKey).
	Key string
}

// Stage is what the session waits for.
type Stage uint8

// Stages.
const (
	StageBusy     Stage = iota // chance or bots: Update moves on
	StageHandover              // hot seat: the screen is covered (Confirm); see After
	StageDecide                // Seat decides (Decide)
	StageOver                  // the game is over
)

// searcher is a bot's decision being worked out (ai/royale's Begin).
type searcher interface {
	Step(maxWork time.Duration) bool
	Best() royale.Action
}

// Session is one Royale game being played.
type Session struct {
	cfg     Config
	opts    Options
	st      *royale.State
	rng     *engine.Rand
	rec     *royale.Record
	bots    []*airoyale.Bot // nil for people
	search  []searcher      // per seat: the decision being worked out
	stage   Stage
	seat    int            // the seat of StageHandover and StageDecide
	after   bool           // StageHandover after a secret choice (else before it)
	shown   bool           // hot seat: the seat choosing a secret has taken the screen
	pending *royale.Action // a person's decision, applied by Update
	evs     []royale.Event // events since the last Step returned
	before  *royale.State  // the view before them
	hint    *hint
	log     []string
	saveErr error
	dirty   bool // the record has steps not yet saved
}

// New starts a game.
func New(cfg Config, opts Options) (*Session, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	st, err := royale.NewGame(cfg.Rules)
	if err != nil {
		return nil, err
	}
	infos := make([]record.SeatInfo, len(cfg.Seats))
	for i, s := range cfg.Seats {
		infos[i] = s.Info()
	}
	g := &Session{cfg: cfg, opts: opts, st: st, rng: engine.NewRand(cfg.Seed), rec: royale.NewRecord(cfg.Rules, infos, cfg.Seed)}
	if err := g.makeBots(); err != nil {
		return nil, err
	}
	return g, nil
}

// makeBots makes each bot seat's bot, with a seed of its own.
func (g *Session) makeBots() error {
	g.bots = make([]*airoyale.Bot, len(g.cfg.Seats))
	g.search = make([]searcher, len(g.cfg.Seats))
	for i, s := range g.cfg.Seats {
		if s.Human {
			continue
		}
		b, err := airoyale.New(s.Level, i, g.cfg.Seed*31+uint64(i)+1)
		if err != nil {
			return err
		}
		g.bots[i] = b
	}
	return nil
}

// Seats are the chairs.
func (g *Session) Seats() []Seat { return g.cfg.Seats }

// Names are the seats' names, for Event.Describe.
func (g *Session) Names() []string {
	out := make([]string, len(g.cfg.Seats))
	for i, s := range g.cfg.Seats {
		out[i] = s.Name
	}
	return out
}

// Rules are the game's rules.
func (g *Session) Rules() royale.Rules { return g.cfg.Rules }

// Humans is the number of seats played by people.
func (g *Session) Humans() int {
	n := 0
	for _, s := range g.cfg.Seats {
		if s.Human {
			n++
		}
	}
	return n
}

// HotSeat reports whether two or more people share the screen: a secret
// choice is then made only behind handovers.
func (g *Session) HotSeat() bool { return g.Humans() >= 2 }

// Stage is what the session waits for, and Seat the seat it concerns.
func (g *Session) Stage() (Stage, int) {
	if g.st.IsTerminal() {
		return StageOver, -1
	}
	return g.stage, g.seat
}

// After reports whether the handover shown follows a secret choice (the
// chooser passes the screen back) rather than precedes it.
func (g *Session) After() bool { return g.stage == StageHandover && g.after }

// Visible is the one seat whose secret choices may be drawn now, or -1 for
// none. This is the one place that decides it: with one person, that
// person's seat; in hot seat, the seat making a secret choice once it has
// taken the screen, and no seat otherwise (handovers, other decisions,
// bots and chance); with bots only, none.
func (g *Session) Visible() int {
	if !g.HotSeat() {
		for i, s := range g.cfg.Seats {
			if s.Human {
				return i
			}
		}
		return -1
	}
	if g.stage == StageDecide && g.shown {
		return g.seat
	}
	return -1
}

// Viewer is the seat whose events the log shows: the one person, or -1 (a
// spectator, who sees no secret) in hot seat and when only bots play.
func (g *Session) Viewer() int {
	if g.HotSeat() {
		return -1
	}
	return g.Visible()
}

// View is what the screen may draw now: the state as Visible's seat sees
// it (every other seat's secret hidden).
func (g *Session) View() *royale.State { return g.st.View(g.Visible()) }

// Legal is what the deciding person may do now (StageDecide), sorted.
func (g *Session) Legal() []royale.Action {
	if g.stage != StageDecide {
		return nil
	}
	return g.st.Legal()
}

// Log is the game's lines in words, oldest first, as the viewer may read
// them.
func (g *Session) Log() []string { return g.log }

// Over reports whether the game is over.
func (g *Session) Over() bool { return g.st.IsTerminal() }

// Standings ranks the seats (final once the game is over).
func (g *Session) Standings() []engine.Standing { return g.st.Standings() }

// SaveError is the last autosave failure, or nil.
func (g *Session) SaveError() error { return g.saveErr }

// Confirm is the person at a handover taking the screen: before a secret
// choice the choice shows; after it, the game goes on.
func (g *Session) Confirm() error {
	if g.stage != StageHandover {
		return errors.New("nobody is waiting for the screen")
	}
	if g.after {
		g.stage, g.after, g.shown = StageBusy, false, false
		return nil
	}
	g.stage, g.shown = StageDecide, true
	return nil
}

// Decide is the deciding person's action (StageDecide); Update applies it.
func (g *Session) Decide(a royale.Action) error {
	if g.stage != StageDecide {
		return errors.New("it is not your turn to decide")
	}
	if !slices.Contains(g.st.Legal(), a) {
		return fmt.Errorf("%s cannot %s now", g.name(g.seat), a)
	}
	g.pending = &a
	return nil
}

// Secret reports whether the decision due now is a secret choice (Lucky
// Punch's hold, Black Box's split).
func Secret(legal []royale.Action) bool {
	return len(legal) > 0 && (legal[0].Kind == royale.ActPunch || legal[0].Kind == royale.ActSplit)
}

// name is seat p's name.
func (g *Session) name(p int) string {
	if p >= 0 && p < len(g.cfg.Seats) && g.cfg.Seats[p].Name != "" {
		return g.cfg.Seats[p].Name
	}
	return fmt.Sprintf("Seat %d", p+1)
}
