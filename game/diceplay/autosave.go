package diceplay

import (
	"errors"
	"fmt"
	"io/fs"
	"runtime"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// autosave writes the record after every action; a finished game moves to
// LastGameKey and the autosave is cleared. A failure is kept (SaveError,
// SaveNotice), written to the log (stderr in the GUI) once, and the save is
// tried again at the next action.
func (g *Session) autosave() {
	if g.opts.Store == nil {
		return
	}
	err := g.save()
	before := g.SaveNotice()
	switch {
	case err != nil:
		g.saveErr = err
		if n := g.SaveNotice(); n != before { // once, not at every action
			g.logf("%s (%v)", n, err)
		}
	case g.saveErr != nil:
		g.saveErr = nil
		g.logf("Saving works again.")
	}
}

func (g *Session) save() error {
	store := g.opts.Store
	if !g.keptPrevious {
		// An unfinished game of another record is in the slot: keep it
		// as the previous game instead of overwriting it.
		if err := keepPrevious(store, g.rec); err != nil {
			return fmt.Errorf("%w, so this game is not saved: %w", errKeepPrevious, err)
		}
		g.keptPrevious = true
	}
	data, err := g.rec.Marshal()
	if err != nil {
		return err
	}
	if g.st.IsTerminal() {
		if err := store.Save(LastGameKey, data); err != nil {
			return err
		}
		return store.Save(AutosaveKey, []byte(finishedMarker))
	}
	return store.Save(AutosaveKey, data)
}

// RetrySave tries the autosave again now (the table may offer it after a
// failure) and returns the result, as SaveError does afterwards.
func (g *Session) RetrySave() error {
	g.autosave()
	return g.saveErr
}

// SaveNotice is the failed autosave in one line for the table to show
// ("Saving failed: disk full — this game will not be kept"), or "".
func (g *Session) SaveNotice() string {
	err := g.saveErr
	if err == nil {
		return ""
	}
	why := "an error"
	switch {
	case errors.Is(err, errKeepPrevious):
		why = "the previous game could not be kept aside"
	case errors.Is(err, storage.ErrFull):
		why = "disk full"
		if runtime.GOOS == "js" {
			why = "browser storage full"
		}
	case errors.Is(err, fs.ErrPermission):
		why = "no permission to write the save folder"
	case strings.Contains(err.Error(), "read-only"):
		why = "the save folder is read-only"
	}
	return "Saving failed: " + why + " — this game will not be kept"
}

var errKeepPrevious = errors.New("the unfinished game saved before could not be kept aside")

// PreviousKey keeps an unfinished game that a new game would have
// overwritten (lasvegas --quick, or a new game on the setup screen).
const PreviousKey = "autosave-previous.json"

// keepPrevious copies the autosave to PreviousKey if it holds an unfinished
// game other than rec's.
func keepPrevious(store storage.Store, rec *dice.Record) error {
	data, err := store.Load(AutosaveKey)
	if errors.Is(err, storage.ErrNotFound) {
		return nil
	}
	if errors.Is(err, storage.ErrTooLarge) {
		_, err = store.Quarantine(AutosaveKey, err.Error()) // kept, not read
		return err
	}
	if err != nil {
		return err
	}
	if strings.TrimSpace(string(data)) == strings.TrimSpace(finishedMarker) {
		return nil
	}
	if old, err := dice.ParseRecord(data); err == nil && sameGame(old, rec) {
		return nil // this game, resumed
	}
	return store.Save(PreviousKey, data)
}

// sameGame reports whether two records are of the same game (one may be
// further on than the other).
func sameGame(a, b *dice.Record) bool {
	return a.Seed == b.Seed && a.Created == b.Created && a.Rules == b.Rules
}

// LoadPrevious reads the unfinished game kept aside by a new game (see
// PreviousKey), for the setup screen to offer; (nil, nil) when there is
// none. Resuming it keeps the game then in progress as the previous one.
func LoadPrevious(store storage.Store) (*dice.Record, error) {
	return loadSlot(store, PreviousKey)
}

// finishedMarker marks an autosave slot whose game has ended.
const finishedMarker = "{}\n"

// LoadAutosave reads the game in progress from the store. It returns
// (nil, nil) when there is none. A save that cannot be read is moved aside
// (never deleted) and reported in the error.
func LoadAutosave(store storage.Store) (*dice.Record, error) {
	return loadSlot(store, AutosaveKey)
}

func loadSlot(store storage.Store, key string) (*dice.Record, error) {
	data, err := store.Load(key)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, nil
	}
	var rec *dice.Record
	switch {
	case errors.Is(err, storage.ErrTooLarge):
		// Damaged: kept aside below.
	case err != nil:
		return nil, fmt.Errorf("cannot read the saved game: %w", err)
	case strings.TrimSpace(string(data)) == strings.TrimSpace(finishedMarker):
		return nil, nil
	default:
		rec, err = dice.ParseRecord(data)
	}
	if err == nil {
		_, err = rec.Replay(nil)
	}
	if err != nil {
		good, fixed, ok := recoverRecord(data)
		aside, qerr := store.Quarantine(key, err.Error())
		if qerr != nil {
			return nil, fmt.Errorf("the saved game is damaged (%v) and could not be moved aside: %v", err, qerr)
		}
		if ok {
			// The game goes on from its last complete step; the slot
			// holds it again, so that it is not lost if not resumed now.
			_ = store.Save(key, fixed)
			return good, &RecoveredError{Aside: aside, Steps: len(good.History), Err: err}
		}
		return nil, fmt.Errorf("the saved game is damaged and was kept aside as %s: %v", aside, err)
	}
	return rec, nil
}

// RecoveredError comes with a record that a damaged save still held: the
// game up to its last complete step, which replays. The damaged file was
// kept aside.
type RecoveredError struct {
	Aside string // where the damaged file was kept
	Steps int    // the steps recovered
	Err   error  // what was wrong
}

func (e *RecoveredError) Error() string {
	return fmt.Sprintf("The saved game was damaged; it goes on from its last complete step (%d steps in). The damaged file was kept aside as %s.", e.Steps, e.Aside)
}

func (e *RecoveredError) Unwrap() error { return e.Err }

// recoverRecord finds the game a damaged save still holds: a file cut
// short keeps its complete history lines (one step a line), and a step
// that does not replay ends the history before it. It returns the record
// and its text, or false when not even one step is left.
func recoverRecord(data []byte) (*dice.Record, []byte, bool) {
	rec, err := dice.ParseRecord(data)
	if err != nil {
		cut, ok := game.CompleteSteps(data)
		if !ok {
			return nil, nil, false
		}
		if rec, err = dice.ParseRecord(cut); err != nil {
			return nil, nil, false
		}
	}
	rec.Result = nil
	var re *dice.ReplayError
	if _, err := rec.Replay(nil); errors.As(err, &re) && re.Step >= 1 && re.Step <= len(rec.History) {
		rec.History = rec.History[:re.Step-1]
	} else if err != nil {
		return nil, nil, false
	}
	if len(rec.History) == 0 {
		return nil, nil, false
	}
	if _, err := rec.Replay(nil); err != nil {
		return nil, nil, false
	}
	fixed, err := rec.Marshal()
	return rec, fixed, err == nil
}

// SaveRecord keeps rec in store under a key of its own, named from now
// ("record-20261125-154500.json", then "-2", "-3"… if taken), and returns
// the key. The record is checked by parsing and replaying what is written,
// so a record kept this way can be replayed.
func SaveRecord(store storage.Store, rec *dice.Record, now time.Time) (string, error) {
	data, err := rec.Marshal()
	if err != nil {
		return "", err
	}
	return game.KeepRecord(store, "record", data, func(data []byte) error {
		back, err := dice.ParseRecord(data)
		if err == nil {
			_, err = back.Replay(nil)
		}
		return err
	}, now)
}
