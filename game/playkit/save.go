package playkit

import (
	"fmt"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Options tune a session.
type Options struct {
	// Store keeps the autosave (the record, after every step); nil: none.
	Store storage.Store
	// Key is the autosave's key (default: the game's autosave key).
	Key string
	// ExtTimeout and ExtStartTimeout are an external program's time limits
	// for an answer and for its start-up (0: extbot's defaults, 2 s and
	// 10 s); past them the medium bot plays its move.
	ExtTimeout, ExtStartTimeout time.Duration
	// Script, a *Script[A] of the game's actions, plays a record again:
	// every seat and the chance play its steps (the replay viewer).
	Script any
}

// key is the autosave's key, def if Options name none.
func (o Options) key(def string) string {
	if o.Key != "" {
		return o.Key
	}
	return def
}

// Autosave is a session's autosave: the record written after every step.
type Autosave struct {
	store storage.Store
	key   string
	err   error
	dirty bool // the record has steps not yet saved
	// wait is the flushes left before a failed save is tried again
	// without a new step (a session flushes every frame: the record is
	// not rebuilt and refused 60 times a second).
	wait int
}

// retryFlushes is how many flushes pass before a failed save is tried
// again with no new step: about 2 s of frames.
const retryFlushes = 120

// NewAutosave is the autosave of opts, with def the game's autosave key.
func NewAutosave(opts Options, def string) Autosave {
	return Autosave{store: opts.Store, key: opts.key(def)}
}

// Changed says that the record has a new step.
func (a *Autosave) Changed() { a.dirty, a.wait = true, 0 }

// Recorder is a session loop's Applied hook (game.Loop.Applied): each
// action applied is written in doc (the session's record) with who took
// it, save is told (Changed), and the step's events are kept in *last
// (the Loop's slice, until its next Step).
func Recorder[R, A, E any](doc *record.Doc[R, A], save *Autosave, last *[]E) func(acts []A, by []int, evs []E) {
	return func(acts []A, by []int, evs []E) {
		for i, a := range acts {
			doc.Add(a, by[i])
		}
		save.Changed()
		*last = evs
	}
}

// Err is the last autosave failure, or nil.
func (a *Autosave) Err() error { return a.err }

// Flush writes the record (written by write, a finished game with its
// result) if it has new steps. A failure is kept (Err) and noted once in
// the log (note); the save is tried again after the next step, or after
// retryFlushes flushes without one.
func (a *Autosave) Flush(write func() ([]byte, error), note func(format string, args ...any)) {
	if !a.dirty || a.store == nil {
		return
	}
	if a.wait > 0 {
		a.wait--
		return
	}
	data, err := write()
	if err == nil {
		err = a.store.Save(a.key, data)
	}
	switch {
	case err != nil && a.err == nil:
		note("The game could not be saved: %v", err)
	case err == nil && a.err != nil:
		note("Saving works again.")
	}
	a.err = err
	if err == nil {
		a.dirty = false
	} else {
		a.wait = retryFlushes
	}
}

// Load reads the autosave of opts.Store (the key of opts, or def) with
// parse and resumes it; storage.ErrNotFound (wrapped) if there is none.
func Load[R, G any](opts Options, def string, parse func([]byte) (R, error), resume func(R, Options) (G, error)) (G, error) {
	var none G
	if opts.Store == nil {
		return none, fmt.Errorf("no store: %w", storage.ErrNotFound)
	}
	data, err := opts.Store.Load(opts.key(def))
	if err != nil {
		return none, err
	}
	rec, err := parse(data)
	if err != nil {
		return none, err
	}
	return resume(rec, opts)
}

// Keys are a game's storage keys: its autosave, an unfinished game set
// aside for a new one (--new), the record of the last finished game; What
// names the game in messages ("card game").
type Keys struct {
	Autosave, Previous, Last, What string
	// Check parses and replays a record of the game, so that a damaged
	// save goes on from its last complete step (game.Slot.Check).
	Check func([]byte) error
}

// Slot is a game's autosave of opts as the window opens it (game.Slot):
// load resumes it, where says how far a game went ("round 2").
func Slot[G interface{ Over() bool }](opts Options, k Keys, load func(Options) (G, error), where func(G) string) game.Slot[G] {
	return game.Slot[G]{
		Store: opts.Store, Key: opts.key(k.Autosave), LastKey: k.Last, PreviousKey: k.Previous, What: k.What,
		Load:  func() (G, error) { return load(opts) },
		Over:  func(g G) bool { return g.Over() },
		Where: where,
		Check: k.Check,
	}
}

// Check makes a Keys.Check from a game's record parser and its replay to
// the last step.
func Check[R, S any](parse func([]byte) (R, error), replay func(R) (S, error)) func([]byte) error {
	return func(data []byte) error {
		rec, err := parse(data)
		if err == nil {
			_, err = replay(rec)
		}
		return err
	}
}
