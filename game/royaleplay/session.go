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

	airoyale "github.com/lasvegas-dice/lasvegas/ai/royale"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// Seat is one chair: a person, a bot of Level, or an external program
// (Command) that the person at the keyboard named.
type Seat = playkit.Seat

// Config is everything needed to start a game.
type Config struct {
	Rules royale.Rules
	Seats []Seat
	Seed  uint64
}

// Validate says why the config cannot start a game, or nil.
func (c Config) Validate() error { return royaleGame.Check(c.Rules, c.Seats) }

// royaleGame is Royale as its sessions start.
var royaleGame = playkit.Game[royale.Rules, *royale.State, royale.Action, royale.Event]{
	Key: AutosaveKey, Levels: airoyale.Levels, Validate: royale.Rules.Validate, NewGame: royale.NewGame,
	Players: func(r royale.Rules) int { return r.Players },
	NewBot:  playkit.BotsOf[*royale.State, royale.Action](airoyale.New),
	NewExt:  newExt,
}

// AutosaveKey is the storage key of the Royale game in progress.
const AutosaveKey = "autosave-royale.json"

// Options tune a session: the autosave's store (nil: none) and key
// (default AutosaveKey).
type Options = playkit.Options

// Stage is what the session waits for.
type Stage uint8

// Stages.
const (
	StageBusy     Stage = iota // chance or bots: Update moves on
	StageHandover              // hot seat: the screen is covered (Confirm); see After
	StageDecide                // Seat decides (Decide)
	StageOver                  // the game is over
)

// Session is one Royale game being played.
type Session struct {
	playkit.Core // the seats and the log
	cfg          Config
	st           *royale.State
	rng          *engine.Rand
	rec          *royale.Record
	save         playkit.Autosave
	bots         playkit.Bots[*royale.State, royale.Action, royale.Event]
	stage        Stage
	after        bool // StageHandover after a secret choice (else before it)
	shown        bool // hot seat: the seat choosing a secret has taken the screen
	// people are the people's seats in the loop: People.Seat is the seat of
	// StageHandover and StageDecide, and its mailbox holds a person's
	// decision, applied by Update.
	people  *game.People[*royale.State, royale.Action]
	evs     []royale.Event // events since the last Step returned
	before  *royale.State  // the view before them
	hint    *hint
	shared  sharedView       // the view and legal actions a screen reads each frame
	tb      playkit.TakeBack // the person's decision that may be taken back (takeback.go)
	loop    *game.Loop[*royale.State, royale.Action, royale.Event]
	applied []royale.Event // the events of the step applied last
}

// New starts a game.
func New(cfg Config, opts Options) (*Session, error) {
	p, err := royaleGame.New(cfg.Rules, cfg.Seats, cfg.Seed, opts)
	if err != nil {
		return nil, err
	}
	return session(p, royale.NewRecord(cfg.Rules, playkit.Infos(cfg.Seats), cfg.Seed)), nil
}

// session is the session made of p, written in rec.
func session(p playkit.Parts[royale.Rules, *royale.State, royale.Action, royale.Event], rec *royale.Record) *Session {
	g := &Session{Core: p.Core, cfg: Config{Rules: p.Rules, Seats: p.Seats, Seed: p.Seed}, st: p.St, rng: p.Rng, rec: rec, save: p.Save, bots: p.Bots}
	g.newLoop()
	return g
}

// Rules are the game's rules.
func (g *Session) Rules() royale.Rules { return g.cfg.Rules }

// Stage is what the session waits for, and Seat the seat it concerns.
func (g *Session) Stage() (Stage, int) {
	if g.st.IsTerminal() {
		return StageOver, -1
	}
	return g.stage, g.people.Seat
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
		return g.Person()
	}
	if g.stage == StageDecide && g.shown {
		return g.people.Seat
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

// Over reports whether the game is over.
func (g *Session) Over() bool { return g.st.IsTerminal() }

// Standings ranks the seats (final once the game is over).
func (g *Session) Standings() []engine.Standing { return g.st.Standings() }

// SaveError is the last autosave failure, or nil.
func (g *Session) SaveError() error { return g.save.Err() }

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

// SetHandover turns the handovers of hot seat on or off (on by default);
// turned off during a handover, the screen goes on at once (Confirm).
func (g *Session) SetHandover(on bool) {
	g.Core.SetHandover(on)
	if !on && g.stage == StageHandover {
		_ = g.Confirm()
	}
}

// Decide is the deciding person's action (StageDecide); Update applies it.
func (g *Session) Decide(a royale.Action) error {
	if g.stage != StageDecide {
		return errors.New("it is not your turn to decide")
	}
	if !slices.Contains(g.st.Legal(), a) {
		return fmt.Errorf("%s cannot %s now", g.Name(g.people.Seat), a)
	}
	g.people.Post(a)
	return nil
}

// Secret reports whether the decision due now is a secret choice (Lucky
// Punch's hold, Black Box's split).
func Secret(legal []royale.Action) bool {
	return len(legal) > 0 && (legal[0].Kind == royale.ActPunch || legal[0].Kind == royale.ActSplit)
}

// Close stops the seats' external programs (nothing if none plays); call
// it when the table closes.
func (g *Session) Close() error { return g.bots.Close() }

var _ game.Session = (*Session)(nil)

// Act is seat's decision a (StageDecide, that seat deciding): Decide, with
// the seat named as the other games' sessions name it.
func (g *Session) Act(seat int, a royale.Action) error {
	if err := g.people.Check(seat, g.stage == StageDecide); err != nil {
		return err
	}
	return g.Decide(a)
}
