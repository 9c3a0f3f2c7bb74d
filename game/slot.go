package game

import (
	"errors"
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Slot is where a game of the family keeps its autosave, and how the
// window opens it so that no game is ever lost: an unfinished game
// continues, a finished one's record is kept, a damaged one is kept aside.
// G is the game's session.
type Slot[G any] struct {
	Store storage.Store
	// Key is the autosave's key; LastKey keeps the record of the last
	// finished game; PreviousKey an unfinished game set aside for a new
	// one (--new).
	Key, LastKey, PreviousKey string
	// What names the game in messages ("card game").
	What string
	// Load resumes the autosave (an error wrapping storage.ErrNotFound if
	// there is none); Over reports whether a session's game has ended, and
	// Where says how far it went ("round 2, turn 3").
	Load  func() (G, error)
	Over  func(G) bool
	Where func(G) string
	// Check parses and replays a record of the game (nil: a damaged save
	// is only kept aside). With it a damaged save goes on from its last
	// complete step, as the dice game's does (RecoverText).
	Check func([]byte) error
}

// Open continues the unfinished game of the slot if there is one, else
// starts one with fresh. notice says in one line what happened ("" for a
// plain new game).
func (sl Slot[G]) Open(fresh func() (G, error)) (g G, notice string, err error) {
	if sl.Store == nil {
		g, err = fresh()
		return g, "", err
	}
	old, err := sl.Load()
	switch {
	case err == nil && !sl.Over(old):
		return old, fmt.Sprintf("Your unfinished %s continues (%s).", sl.What, sl.Where(old)), nil
	case err == nil:
		if data, lerr := sl.Store.Load(sl.Key); lerr == nil {
			_ = sl.Store.Save(sl.LastKey, data) // best effort: the record of a finished game
		}
	case !errors.Is(err, storage.ErrNotFound):
		back, n, resumed, derr := sl.damaged(err)
		if derr != nil || resumed {
			return back, n, derr
		}
		notice = n + " A new game starts."
	}
	g, err = fresh()
	return g, notice, err
}

// SetAside keeps an unfinished autosave under PreviousKey before a new
// game replaces it (--new), and a damaged one aside as Open does, and says
// so; nothing if there is none.
func (sl Slot[G]) SetAside() (notice string, err error) {
	if sl.Store == nil {
		return "", nil
	}
	old, err := sl.Load()
	switch {
	case errors.Is(err, storage.ErrNotFound):
		return "", nil
	case err != nil:
		g, notice, resumed, derr := sl.damaged(err)
		if derr != nil || !resumed || sl.Over(g) {
			return notice, derr
		}
		kept, err := sl.keepPrevious()
		return notice + " " + kept, err
	case sl.Over(old):
		return "", nil
	}
	return sl.keepPrevious()
}

// keepPrevious copies the unfinished game of the slot to PreviousKey.
func (sl Slot[G]) keepPrevious() (string, error) {
	data, err := sl.Store.Load(sl.Key)
	if err != nil {
		return "", err
	}
	if err := sl.Store.Save(sl.PreviousKey, data); err != nil {
		return "", fmt.Errorf("the unfinished %s could not be kept aside (%v); start without --new to continue it", sl.What, err)
	}
	return fmt.Sprintf("Your unfinished %s is kept as %s.", sl.What, sl.PreviousKey), nil
}

// damaged keeps the slot's damaged save aside (never deleted) and, when
// Check finds a game in its first steps (RecoverText), puts that game back
// in the slot and resumes it: resumed then, with a notice that says so.
// err is set only when the file could not be kept aside; then nothing was
// overwritten.
func (sl Slot[G]) damaged(cause error) (g G, notice string, resumed bool, err error) {
	data, _ := sl.Store.Load(sl.Key)
	aside, qerr := sl.Store.Quarantine(sl.Key, cause.Error())
	if qerr != nil {
		return g, "", false, fmt.Errorf("the saved %s is damaged (%v) and could not be kept aside (%v); nothing was overwritten", sl.What, cause, qerr)
	}
	if sl.Check != nil && len(data) > 0 {
		if fixed, n, ok := RecoverText(data, sl.Check); ok && sl.Store.Save(sl.Key, fixed) == nil {
			if g, err := sl.Load(); err == nil {
				return g, fmt.Sprintf("The saved %s was damaged; it goes on from its last complete step (%d steps in). The damaged file was kept aside as %s.", sl.What, n, aside), true, nil
			}
			_, _ = sl.Store.Quarantine(sl.Key, "recovered but not resumable") // kept, not lost
		}
	}
	return g, fmt.Sprintf("The saved %s was damaged (%v); it is kept as %s.", sl.What, cause, aside), false, nil
}

// AdvanceSampler draws with r one chance outcome at every chance step of
// history, replayed on probe (a new game with the record's rules), so that
// a resumed game's sampler stands where it stood when the record was
// written and the rest of the game is the one its seed gives.
func AdvanceSampler[S engine.State[S, A, E], A comparable, E any](probe S, history []record.Step[A], r *engine.Rand) {
	for i := 0; i < len(history); {
		var err error
		switch probe.CurrentPlayer() {
		case engine.ChancePlayer:
			probe.SampleChance(r)
			_, err = probe.Apply(history[i].Action)
			i++
		case engine.SimultaneousPlayer:
			j, ok := any(probe).(engine.Joint[A, E])
			if !ok {
				return
			}
			n := len(j.Acting())
			if i+n > len(history) {
				return
			}
			acts := make([]A, n)
			for k := range acts {
				acts[k] = history[i+k].Action
			}
			_, err = j.ApplyJoint(acts)
			i += n
		default:
			_, err = probe.Apply(history[i].Action)
			i++
		}
		if err != nil {
			return
		}
	}
}
