package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
)

// Env is the game-side environment of the GUI: where saves go and how
// sessions are made.
type Env struct {
	Store    storage.Store // nil: no autosave
	StoreErr error
	Think    time.Duration // bot thinking per frame
	// BotBudget bounds a bot's whole decision (0: the session's default).
	BotBudget time.Duration
	// Commands are the external programs named in this run (--seat
	// N=exec:...): a saved game may start only these.
	Commands []string
}

func (e *Env) options() diceplay.Options {
	// External seats (--seat N=exec:COMMAND, or a resumed game that had
	// them) run their program with 2 s per answer.
	o := diceplay.Options{ThinkSlice: e.Think, Log: os.Stderr, External: diceplay.ExternalAgents(2 * time.Second), BotBudget: e.BotBudget, Commands: e.Commands}
	if e.Store != nil {
		o.Store = e.Store
	}
	return o
}

// NewSession starts a game and returns its table.
func (e *Env) NewSession(cfg diceplay.Config) (*tableScene, error) {
	s, err := diceplay.New(cfg, e.options())
	if err != nil {
		return nil, err
	}
	return diceScene(dicetable.NewTable(dicetable.NewGameSource(s))), nil
}

// Autosave returns the saved game in progress, if any.
func (e *Env) Autosave() (*dice.Record, error) {
	if e.Store == nil {
		return nil, nil
	}
	return diceplay.LoadAutosave(e.Store)
}

// Resume continues a saved game with the seats it names (a program only if
// this run named it too).
func (e *Env) Resume(rec *dice.Record) (*tableScene, error) { return e.ResumeSeats(rec, nil) }

// ResumeNotices are the lines that say which seats of rec that were
// programs will play as the medium bot.
func (e *Env) ResumeNotices(rec *dice.Record) []string {
	return diceplay.ResumeNotices(rec, e.Commands)
}

// ResumeSeats continues a saved game with the given seats (nil: as saved).
func (e *Env) ResumeSeats(rec *dice.Record, seats []game.Seat) (*tableScene, error) {
	s, err := diceplay.Resume(rec, seats, e.options())
	if err != nil {
		return nil, fmt.Errorf("the saved game cannot be continued: %w", err)
	}
	gs := dicetable.NewGameSource(s)
	gs.Resumed = true
	return diceScene(dicetable.NewTable(gs)), nil
}

// Rematch starts a new game with prev's seats and rules and a new seed.
func (e *Env) Rematch(prev dicetable.Source) (*tableScene, error) {
	gs, ok := prev.(*dicetable.GameSource)
	if !ok {
		return nil, fmt.Errorf("rematch needs a game session")
	}
	cfg := gs.S.Config()
	cfg.Seed = cfg.Seed*6364136223846793005 + 1442695040888963407
	return e.NewSession(cfg)
}

// SaveRecord keeps rec next to the saves (desktop: a file of its own) and
// says where in one line. The browser keeps the last game as
// last-game.json already, and has no folder to point at.
func (e *Env) SaveRecord(rec *dice.Record) string {
	if runtime.GOOS == "js" {
		return "This browser keeps the last game's record as " + diceplay.LastGameKey + "."
	}
	if e.Store == nil {
		return "There is no save folder, so the record was not saved."
	}
	key, err := diceplay.SaveRecord(e.Store, rec, time.Now())
	if err != nil {
		return "The record was not saved: " + oneLine(err)
	}
	if d, ok := e.Store.(interface{ Path() string }); ok {
		return "Saved as " + filepath.Join(d.Path(), key)
	}
	return "Saved as " + key
}

// GuideSeen reports whether the first-game guide was seen (or skipped):
// then the setup no longer highlights "First game" (GuideSeenIn).
func (e *Env) GuideSeen() bool { return dicetable.GuideSeenIn(e.Store) }

// NewFirstGame starts the first game with its guide.
func (e *Env) NewFirstGame(seed uint64) (*tableScene, error) {
	s, err := e.NewSession(dicetable.FirstGameConfig(seed))
	if err != nil {
		return nil, err
	}
	t, _ := s.diceTable()
	t.StartGuide(e.Store)
	return s, nil
}
