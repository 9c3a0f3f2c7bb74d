// Package cardplay is the session of Las Vegas: The Card Game between the
// rules engine (engine/cards) and the screen (scenes/cardtable): the seats
// (people or bots), the seeded sampler for chance, the bots deciding from
// their seat's view in slices, the people's secret picks collected with
// game.Submissions, the record of every step (also the autosave), and the
// privacy of hot seat: with two or more people at one screen, each one's
// turn starts behind a handover (unless SetHandover turns them off), and
// Visible says whose hand may be drawn.
// It never imports ebiten, so it is tested headless.
package cardplay

import (
	"errors"
	"fmt"
	"slices"

	aicards "github.com/lasvegas-dice/lasvegas/ai/cards"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// Seat is one chair: a person, a bot of Level, or an external program
// (Command) that the person at the keyboard named.
type Seat = playkit.Seat

// Config is everything needed to start a game.
type Config struct {
	Rules cards.Rules
	Seats []Seat
	Seed  uint64
}

// Validate says why the config cannot start a game, or nil.
func (c Config) Validate() error { return cardGame.Check(c.Rules, c.Seats) }

// cardGame is the card game as its sessions start.
var cardGame = playkit.Game[cards.Rules, *cards.State, cards.Action, cards.Event]{
	Key: AutosaveKey, Levels: aicards.Levels, Validate: cards.Rules.Validate, NewGame: cards.NewGame,
	Players: func(r cards.Rules) int { return r.Players },
	NewBot:  playkit.BotsOf[*cards.State, cards.Action](aicards.New),
	NewExt:  newExt,
}

// AutosaveKey is the storage key of the card game in progress.
const AutosaveKey = "autosave-cards.json"

// Options tune a session: the autosave's store (nil: none) and key
// (default AutosaveKey).
type Options = playkit.Options

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

// Session is one card game being played.
type Session struct {
	playkit.Core // the seats and the log
	cfg          Config
	st           *cards.State
	rng          *engine.Rand // the chance's sampler (the loop's Rand)
	rec          *cards.Record
	save         playkit.Autosave
	bots         playkit.Bots[*cards.State, cards.Action, cards.Event]
	sub          *game.Submissions[cards.Action]
	stage        Stage
	shown        bool // hot seat: the picking seat has taken the screen
	// people are the people's seats in the loop: People.Seat is the seat of
	// StageHandover, StagePick and StageChip, and its mailbox holds a
	// person's pick (sequential) or chip colour, applied by Update.
	people  *game.People[*cards.State, cards.Action]
	words   Words            // the log's sentences (nil: cards.Event.Describe)
	tb      playkit.TakeBack // the person's decision that may be taken back (takeback.go)
	loop    *game.Loop[*cards.State, cards.Action, cards.Event]
	before  *cards.State                    // the viewer's view before the step applied last
	applied []cards.Event                   // the events of the step applied last
	shared  playkit.SharedView[cards.State] // the view SharedView last made
}

// New starts a game.
func New(cfg Config, opts Options) (*Session, error) {
	p, err := cardGame.New(cfg.Rules, cfg.Seats, cfg.Seed, opts)
	if err != nil {
		return nil, err
	}
	return session(p, cards.NewRecord(cfg.Rules, playkit.Infos(cfg.Seats), cfg.Seed)), nil
}

// session is the session made of p, written in rec.
func session(p playkit.Parts[cards.Rules, *cards.State, cards.Action, cards.Event], rec *cards.Record) *Session {
	g := &Session{Core: p.Core, cfg: Config{Rules: p.Rules, Seats: p.Seats, Seed: p.Seed}, st: p.St, rng: p.Rng, rec: rec, save: p.Save, bots: p.Bots}
	g.newLoop()
	return g
}

// Rules are the game's rules.
func (g *Session) Rules() cards.Rules { return g.cfg.Rules }

// Stage is what the session waits for, and Seat the seat it concerns.
func (g *Session) Stage() (Stage, int) {
	if g.st.IsTerminal() {
		return StageOver, -1
	}
	return g.stage, g.people.Seat
}

// Visible is the one seat whose hand may be drawn now, or -1 for none: with
// one person, that person's seat; in hot seat, the seat picking once it has
// taken the screen, and no seat during a handover, between picks or while
// bots and chance move.
func (g *Session) Visible() int {
	if !g.HotSeat() {
		return g.Person()
	}
	if g.stage == StagePick && g.shown {
		return g.people.Seat
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

// SharedView is View for a reader that only reads it and keeps it no
// longer than the frame: the same state, made again only when the game
// or the visible seat has changed, so it allocates nothing in between.
func (g *Session) SharedView() *cards.State {
	return g.shared.Of(g.st, g.Visible(), (*cards.State).View)
}

// Over reports whether the game is over.
func (g *Session) Over() bool { return g.st.IsTerminal() }

// Standings ranks the seats (final once the game is over).
func (g *Session) Standings() []engine.Standing { return g.st.Standings() }

// SaveError is the last autosave failure, or nil.
func (g *Session) SaveError() error { return g.save.Err() }

// Confirm is the person at the handover taking the screen: the hand shows.
func (g *Session) Confirm() error {
	if g.stage != StageHandover {
		return errors.New("nobody is waiting for the screen")
	}
	g.stage, g.shown = StagePick, true
	return nil
}

// SetHandover turns the handovers of hot seat on or off (on by default);
// turned off during a handover, the hand shows at once.
func (g *Session) SetHandover(on bool) {
	g.Core.SetHandover(on)
	if !on && g.stage == StageHandover {
		_ = g.Confirm()
	}
}

// Picked reports whether seat p has locked its pick of the turn being
// picked at once (never what it is).
func (g *Session) Picked(p int) bool { return g.sub != nil && g.sub.Submitted(p) }

// Acting reports whether seat p is to pick now.
func (g *Session) Acting(p int) bool {
	if cp := g.st.CurrentPlayer(); cp != engine.SimultaneousPlayer {
		return cp == p && g.st.Phase() == cards.PhPick
	}
	var buf [cards.MaxPlayers]int
	return slices.Contains(g.st.ActingTo(buf[:0]), p)
}

// Close stops the seats' external programs (nothing if none plays); call
// it when the table closes.
func (g *Session) Close() error { return g.bots.Close() }

var _ game.Session = (*Session)(nil)

// Act is seat's decision a, with the seat named as the other games'
// sessions name it: a pick (Submit) or a chip card's colour (ChooseChip),
// from the seat the session waits for.
func (g *Session) Act(seat int, a cards.Action) error {
	if err := g.people.Check(seat, g.stage == StagePick || g.stage == StageChip); err != nil {
		return err
	}
	switch a.Kind {
	case cards.ActPick:
		return g.Submit(a.Pick)
	case cards.ActChip:
		return g.ChooseChip(a.Chip)
	}
	return fmt.Errorf("%v is not a decision of a seat", a)
}
