package scenes

import (
	"fmt"
	"os"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Env is the game-side environment of the GUI: where saves go and how
// sessions are made.
type Env struct {
	Store    storage.Store // nil: no autosave
	StoreErr error
	Think    time.Duration // bot thinking per frame
	// BotBudget bounds a bot's whole decision (0: the session's default).
	BotBudget time.Duration
}

func (e *Env) options() game.Options {
	// External seats (--seat N=exec:COMMAND, or a resumed game that had
	// them) run their program with 2 s per answer.
	o := game.Options{ThinkSlice: e.Think, Log: os.Stderr, External: game.ExternalAgents(2 * time.Second), BotBudget: e.BotBudget}
	if e.Store != nil {
		o.Store = e.Store
	}
	return o
}

// NewSession starts a game and returns its table.
func (e *Env) NewSession(cfg game.Config) (*Table, error) {
	s, err := game.New(cfg, e.options())
	if err != nil {
		return nil, err
	}
	return NewTable(NewGameSource(s)), nil
}

// Autosave returns the saved game in progress, if any.
func (e *Env) Autosave() (*dice.Record, error) {
	if e.Store == nil {
		return nil, nil
	}
	return game.LoadAutosave(e.Store)
}

// Resume continues a saved game.
func (e *Env) Resume(rec *dice.Record) (*Table, error) {
	s, err := game.Resume(rec, nil, e.options())
	if err != nil {
		return nil, fmt.Errorf("the saved game cannot be continued: %w", err)
	}
	gs := NewGameSource(s)
	gs.resumed = true
	return NewTable(gs), nil
}

// Rematch starts a new game with prev's seats and rules and a new seed.
func (e *Env) Rematch(prev Source) (*Table, error) {
	gs, ok := prev.(*GameSource)
	if !ok {
		return nil, fmt.Errorf("rematch needs a game session")
	}
	cfg := gs.S.Config()
	cfg.Seed = cfg.Seed*6364136223846793005 + 1442695040888963407
	return e.NewSession(cfg)
}
