package royaleplay

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
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
// it) and goes on from there with the record's seats and seed (see
// playkit.Game.Resume).
func Resume(rec *royale.Record, opts Options) (*Session, error) {
	st, err := rec.Replay(nil)
	if err != nil {
		return nil, err
	}
	p, err := royaleGame.Resume(&rec.Doc, st, opts)
	if err != nil {
		return nil, err
	}
	g := session(p, rec)
	g.Notef("Game resumed: %s.", g.where())
	return g, nil
}

// where says how far the game went.
func (g *Session) where() string { return fmt.Sprintf("round %d", min(g.st.Round(), royale.Rounds)) }

// Record is the game's record as written so far (with its result once the
// game is over): what the statistics keep of a finished game.
func (g *Session) Record() ([]byte, error) {
	g.rec.Finish(g.st)
	return g.rec.Marshal()
}
