package royaleplay

import (
	"fmt"

	airoyale "github.com/lasvegas-dice/lasvegas/ai/royale"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// flush writes the record to the autosave if it has new steps (a finished
// game with its result); see playkit.Autosave.Flush.
func (g *Session) flush() {
	g.save.Flush(func() ([]byte, error) {
		g.rec.Finish(g.st)
		return g.rec.Marshal()
	}, g.Notef)
}

// Load reads the autosave of store (the key of opts, or AutosaveKey) and
// resumes it; storage.ErrNotFound (wrapped) if there is none.
func Load(opts Options) (*Session, error) {
	return playkit.Load(opts, AutosaveKey, royale.ParseRecord, Resume)
}

// Resume continues the game of a record: it replays every step (checking
// it), takes the seats from the record (an unknown kind plays as the medium
// bot), and advances the sampler past the chance outcomes already drawn, so
// the rest of the game is the one the seed would have given.
func Resume(rec *royale.Record, opts Options) (*Session, error) {
	st, err := rec.Replay(nil)
	if err != nil {
		return nil, err
	}
	cfg := Config{Rules: rec.Rules, Seats: playkit.SeatsOf(rec.Seats, rec.Rules.Players, airoyale.Levels), Seed: rec.Seed}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	g, err := start(cfg, opts, st, rec)
	if err != nil {
		return nil, err
	}
	if probe, err := royale.NewGame(cfg.Rules); err == nil {
		game.AdvanceSampler(probe, rec.History, g.rng)
	}
	g.Notef("Game resumed: %s.", g.where())
	return g, nil
}

// where says how far the game went.
func (g *Session) where() string { return fmt.Sprintf("round %d", min(g.st.Round(), royale.Rounds)) }
