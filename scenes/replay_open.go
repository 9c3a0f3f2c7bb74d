package scenes

import (
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
)

// Other ways into the replay viewer: a record file dropped on the window
// (on the desktop) or on the page (in the browser, where it is the way to
// upload one), and the last finished game (the setup's "Last game").

// openDropped opens the viewer on the first file of a drop, from the setup,
// the game end, a message or the viewer (never over a game being played);
// a file that is not a record is one line on a message screen. It reports
// whether the drop was taken.
func openDropped(c *scene.Context, fsys fs.FS) bool {
	a := appOf(c)
	if fsys == nil || a == nil {
		return false
	}
	switch a.Top().(type) {
	case *Setup, *TableEnd, *Message, *replayViewer:
	default:
		return false
	}
	ents, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return false
	}
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		rec, err := readDropped(fsys, e.Name())
		if err != nil {
			c.Switch(NewMessage("Replay", e.Name()+" cannot be replayed: "+oneLine(err)))
		} else {
			c.Switch(diceReplay(rec, false))
		}
		return true
	}
	return false
}

// readDropped reads and checks one dropped record, reading no more than a
// record may hold.
func readDropped(fsys fs.FS, name string) (*dice.Record, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, dice.MaxRecordBytes+1))
	if err != nil {
		return nil, err
	}
	return dicetable.CheckReplay(data)
}

// LastGame is the record of the last finished game, when there is one that
// replays (nil otherwise: the setup's "Last game" is then disabled).
func (e *Env) LastGame() *dice.Record {
	if e.Store == nil {
		return nil
	}
	data, err := e.Store.Load(diceplay.LastGameKey)
	if err != nil {
		return nil
	}
	rec, err := dicetable.CheckReplay(data)
	if err != nil {
		return nil
	}
	return rec
}

// LoadReplay reads a record file for the viewer. Its error is one line
// that names the file.
func LoadReplay(path string) (*dice.Record, error) {
	data, err := storage.ReadFile(path, dice.MaxRecordBytes)
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %v", path, oneLine(err))
	}
	rec, err := dicetable.CheckReplay(data)
	if err != nil {
		return nil, fmt.Errorf("%s cannot be replayed: %v", path, oneLine(err))
	}
	return rec, nil
}

// oneLine keeps the first line of an error's text.
func oneLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

// replayScene is the first scene of --replay FILE: the viewer, or one line
// that says why the file cannot be replayed (with --autoplay, that line is
// Main's error: stderr, and a failed exit).
func replayScene(o Options) (scene.Scene, error) {
	rec, err := LoadReplay(o.Replay)
	if err != nil {
		if o.Autoplay {
			return nil, err
		}
		return NewMessage("Replay", err.Error()), nil
	}
	return diceReplay(rec, o.ExitAtEnd), nil
}

// diceReplay is the replay viewer on the dice record rec.
func diceReplay(rec *dice.Record, exitAtEnd bool) *replayViewer {
	v := newReplayViewer(gameDice, "replay", dicetable.NewReplay(rec), nil, exitAtEnd)
	v.ts.end = diceTableEnd // the dice table hands the game end its facts
	return v
}
