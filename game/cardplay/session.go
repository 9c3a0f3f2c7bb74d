// Package cardplay is the session of Las Vegas: The Card Game between the
// rules engine (engine/cards) and the screen (scenes/cardtable): the seats
// (people or bots), the seeded sampler for chance, the bots deciding from
// their seat's view in slices, the people's secret picks collected with
// game.Submissions, the record of every step (also the autosave), and the
// privacy of hot seat: with two or more people at one screen, each one's
// turn starts behind a handover, and Visible says whose hand may be drawn.
// It never imports ebiten, so it is tested headless.
package cardplay

import (
	"errors"
	"fmt"
	"slices"
	"time"

	aicards "github.com/lasvegas-dice/lasvegas/ai/cards"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game"
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
	Rules cards.Rules
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
			if _, err := aicards.New(s.Level, i, 1); err != nil {
				return fmt.Errorf("seat %d: %w", i+1, err)
			}
		}
	}
	return nil
}

// AutosaveKey is the storage key of the card game in progress.
const AutosaveKey = "autosave-cards.json"

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
	StageHandover              // hot seat: Seat is to take the screen (Confirm)
	StagePick                  // Seat picks cards (Submit)
	StageChip                  // Seat chooses a chip card's colour (ChooseChip)
	StageOver                  // the game is over
)

// searcher is a bot's decision being worked out (ai/cards' bot.Search).
type searcher interface {
	Step(maxWork time.Duration) bool
	Best() cards.Action
}

// Session is one card game being played.
type Session struct {
	cfg     Config
	opts    Options
	st      *cards.State
	rng     *engine.Rand
	rec     *cards.Record
	bots    []*aicards.Bot // nil for people
	search  []searcher     // per seat: the decision being worked out
	sub     *game.Submissions[cards.Action]
	stage   Stage
	seat    int           // the seat of StageHandover, StagePick and StageChip
	shown   bool          // hot seat: the picking seat has taken the screen
	pending *cards.Action // a person's pick (sequential) or chip colour, applied by Update
	log     []string
	saveErr error
	dirty   bool // the record has steps not yet saved
}

// New starts a game.
func New(cfg Config, opts Options) (*Session, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	st, err := cards.NewGame(cfg.Rules)
	if err != nil {
		return nil, err
	}
	infos := make([]record.SeatInfo, len(cfg.Seats))
	for i, s := range cfg.Seats {
		infos[i] = s.Info()
	}
	g := &Session{cfg: cfg, opts: opts, st: st, rng: engine.NewRand(cfg.Seed), rec: cards.NewRecord(cfg.Rules, infos, cfg.Seed)}
	if err := g.makeBots(); err != nil {
		return nil, err
	}
	return g, nil
}

// makeBots makes each bot seat's bot, with a seed of its own.
func (g *Session) makeBots() error {
	g.bots = make([]*aicards.Bot, len(g.cfg.Seats))
	g.search = make([]searcher, len(g.cfg.Seats))
	for i, s := range g.cfg.Seats {
		if s.Human {
			continue
		}
		b, err := aicards.New(s.Level, i, g.cfg.Seed*31+uint64(i)+1)
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
func (g *Session) Rules() cards.Rules { return g.cfg.Rules }

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

// HotSeat reports whether two or more people share the screen: each one's
// hand is then drawn only behind a handover.
func (g *Session) HotSeat() bool { return g.Humans() >= 2 }

// Stage is what the session waits for, and Seat the seat it concerns.
func (g *Session) Stage() (Stage, int) {
	if g.st.IsTerminal() {
		return StageOver, -1
	}
	return g.stage, g.seat
}

// Visible is the one seat whose hand may be drawn now, or -1 for none: with
// one person, that person's seat; in hot seat, the seat picking once it has
// taken the screen, and no seat during a handover, between picks or while
// bots and chance move.
func (g *Session) Visible() int {
	if !g.HotSeat() {
		for i, s := range g.cfg.Seats {
			if s.Human {
				return i
			}
		}
		return -1
	}
	if g.stage == StagePick && g.shown {
		return g.seat
	}
	return -1
}

// Viewer is the seat whose view the screen draws and whose events the log
// shows: the one person, or -1 (a spectator, who sees no hidden card) in
// hot seat and when only bots play.
func (g *Session) Viewer() int {
	if g.HotSeat() {
		return -1
	}
	return g.Visible()
}

// View is what the screen may draw now: the state as Visible's seat sees
// it (every other hand hidden), or as a spectator sees it.
func (g *Session) View() *cards.State { return g.st.View(g.Visible()) }

// Log is the game's lines in words, oldest first, as the viewer may read
// them.
func (g *Session) Log() []string { return g.log }

// Over reports whether the game is over.
func (g *Session) Over() bool { return g.st.IsTerminal() }

// Standings ranks the seats (final once the game is over).
func (g *Session) Standings() []engine.Standing { return g.st.Standings() }

// SaveError is the last autosave failure, or nil.
func (g *Session) SaveError() error { return g.saveErr }

// Confirm is the person at the handover taking the screen: the hand shows.
func (g *Session) Confirm() error {
	if g.stage != StageHandover {
		return errors.New("nobody is waiting for the screen")
	}
	g.stage, g.shown = StagePick, true
	return nil
}

// Picked reports whether seat p has locked its pick of the turn being
// picked at once (never what it is).
func (g *Session) Picked(p int) bool { return g.sub != nil && g.sub.Submitted(p) }

// Acting reports whether seat p is to pick now.
func (g *Session) Acting(p int) bool {
	if cp := g.st.CurrentPlayer(); cp != engine.SimultaneousPlayer {
		return cp == p && g.st.Phase() == cards.PhPick
	}
	return slices.Contains(g.st.Acting(), p)
}
