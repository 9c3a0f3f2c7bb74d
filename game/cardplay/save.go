package cardplay

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
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
	return playkit.Load(opts, AutosaveKey, cards.ParseRecord, Resume)
}

// Resume continues the game of a record: it replays every step (checking
// it) and goes on from there with the record's seats and seed (see
// playkit.Game.Resume).
//
// A record that stops inside a simultaneous turn (some seats' picks
// written, not the others') resumes at that turn with the written picks
// taken as those seats' submissions (Replay has checked their seats and
// legality); the turn is written whole once every pick is in.
func Resume(rec *cards.Record, opts Options) (*Session, error) {
	applied := 0
	st, err := rec.Replay(func(i int, _ cards.Action, _ []cards.Event) { applied = i + 1 })
	if err != nil {
		return nil, err
	}
	p, err := cardGame.Resume(&rec.Doc, st, opts)
	if err != nil {
		return nil, err
	}
	dangling := rec.History[applied:]
	rec.History = rec.History[:applied:applied]
	g := session(p, rec)
	if len(dangling) > 0 {
		g.sub = game.NewSubmissions[cards.Action, cards.Event](st)
		for k, step := range dangling {
			if err := g.sub.Submit(st.Acting()[k], step.Action); err != nil {
				return nil, err // Replay has checked it: not reached
			}
		}
	}
	g.Notef("Game resumed: %s.", g.where())
	return g, nil
}

// where says how far the game went.
func (g *Session) where() string { return fmt.Sprintf("round %d, turn %d", g.st.Round(), g.st.Turn()) }

// Record is the game's record as written so far (with its result once the
// game is over): what the statistics keep of a finished game.
func (g *Session) Record() ([]byte, error) {
	g.rec.Finish(g.st)
	return g.rec.Marshal()
}
