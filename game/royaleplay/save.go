package royaleplay

import (
	"fmt"
	"slices"
	"strings"

	airoyale "github.com/lasvegas-dice/lasvegas/ai/royale"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// key is the autosave's storage key.
func (g *Session) key() string { return keyOf(g.opts) }

// flush writes the record to the autosave if it has new steps (a finished
// game with its result). A failure is kept (SaveError) and logged once; the
// save is tried again after the next step.
func (g *Session) flush() {
	if !g.dirty || g.opts.Store == nil {
		return
	}
	g.rec.Finish(g.st)
	data, err := g.rec.Marshal()
	if err == nil {
		err = g.opts.Store.Save(g.key(), data)
	}
	switch {
	case err != nil && g.saveErr == nil:
		g.logf("The game could not be saved: %v", err)
	case err == nil && g.saveErr != nil:
		g.logf("Saving works again.")
	}
	g.saveErr = err
	if err == nil {
		g.dirty = false
	}
}

// Load reads the autosave of store (the key of opts, or AutosaveKey) and
// resumes it; storage.ErrNotFound (wrapped) if there is none.
func Load(opts Options) (*Session, error) {
	if opts.Store == nil {
		return nil, fmt.Errorf("no store: %w", storage.ErrNotFound)
	}
	g := &Session{opts: opts}
	data, err := opts.Store.Load(g.key())
	if err != nil {
		return nil, err
	}
	rec, err := royale.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	return Resume(rec, opts)
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
	cfg := Config{Rules: rec.Rules, Seed: rec.Seed}
	for i := 0; i < rec.Rules.Players; i++ {
		s := Seat{Name: fmt.Sprintf("Seat %d", i+1), Level: "medium"}
		if i < len(rec.Seats) {
			s.Name = game.CleanName(rec.Seats[i].Name)
			kind := rec.Seats[i].Kind
			if kind == "human" {
				s.Human, s.Level = true, ""
			} else if lvl, ok := strings.CutPrefix(kind, "bot:"); ok && slices.Contains(airoyale.Levels, lvl) {
				s.Level = lvl
			}
		}
		cfg.Seats = append(cfg.Seats, s)
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	g := &Session{cfg: cfg, opts: opts, st: st, rng: engine.NewRand(rec.Seed), rec: rec}
	if err := g.makeBots(); err != nil {
		return nil, err
	}
	g.advanceSampler()
	g.logf("Game resumed: round %d.", min(st.Round(), royale.Rounds))
	return g, nil
}

// advanceSampler moves the sampler past the record's chance outcomes
// (game.AdvanceSampler).
func (g *Session) advanceSampler() {
	if probe, err := royale.NewGame(g.cfg.Rules); err == nil {
		game.AdvanceSampler(probe, g.rec.History, g.rng)
	}
}
