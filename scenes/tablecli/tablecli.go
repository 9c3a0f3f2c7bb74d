// Package tablecli is what the tables of the family's newer games
// (scenes/cardtable, scenes/royaletable) share to start: the command-line
// flags every table has (--players, --seat, --seed, --autoplay,
// --exit-at-end, --continue, --new, --screenshots, --width, --height;
// --guided and --replay where the table has them), the save folder, and the session a table opens (continued, new, or new with
// the unfinished one kept aside), alone or hosted in the dice game's
// window, and the window of a table run alone (Main).
package tablecli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Session is what a table needs of its game's session here.
type Session interface {
	Over() bool
	Note(line string)
	SetHandover(on bool)
}

// Game is a game's session package as a table starts it: G is its
// session, C its config.
type Game[G Session, C any] struct {
	// What names the game in messages ("card game").
	What string
	// PreviousKey is where --new keeps an unfinished game.
	PreviousKey string
	// MaxPlayers is the most seats --seat may name.
	MaxPlayers int
	// The session package's Load, SetAside, Open and New.
	Load     func(playkit.Options) (G, error)
	SetAside func(playkit.Options) (string, error)
	Open     func(C, playkit.Options) (G, string, error)
	New      func(C, playkit.Options) (G, error)
	// Stderr receives a flag's warning (nil: os.Stderr).
	Stderr io.Writer
}

// Fields are where a table's options keep the flags every table has.
type Fields struct {
	Players                            *int
	Seats                              map[int]playkit.Seat // --seat N=KIND, by seat number
	Seed                               *uint64
	Autoplay, ExitAtEnd, Continue, New *bool
	Mute, Frametimes                   *bool
	MaxFrames                          *int
	Screenshots                        *string
	Width, Height                      *int
	// Replay is the record to watch (--replay FILE; nil: no such flag).
	Replay *string
	// Guided is the guided first game (--guided; nil: no such flag).
	Guided *bool
}

// Parse reads args into f with fs, which holds the table's own flags:
// it adds the flags every table has, and checks the command line's form,
// then the table's own flags (check), then the seats and the seed. help,
// if not nil, is where -help lists the flags (fs printing nothing itself).
func (gm Game[G, C]) Parse(fs *flag.FlagSet, args []string, f Fields, help io.Writer, check func() error) error {
	fs.IntVar(f.Players, "players", 4, "number of players `N` (2-5)")
	fs.Func("seat", "who plays seat `N=KIND` (1-based): human, easy, medium, hard, random or exec:COMMAND (an external program, docs/bot-protocol.md), optionally after name=NAME, (repeatable; default: seat 1 human, the rest medium)", func(v string) error {
		return gm.setSeat(f.Seats, v)
	})
	seed := fs.String("seed", "", "random seed `N` (default: from the clock)")
	fs.BoolVar(f.Autoplay, "autoplay", false, "bots in every seat, no animation; nothing is saved: a demo or test run never touches your saved game")
	fs.BoolVar(f.ExitAtEnd, "exit-at-end", false, "quit when the game ends")
	fs.BoolVar(f.Continue, "continue", false, "continue the saved "+gm.What+" (without it, an unfinished game continues anyway)")
	fs.BoolVar(f.New, "new", false, "start a new game; an unfinished one is kept as "+gm.PreviousKey)
	fs.StringVar(f.Screenshots, "screenshots", "", "write a PNG of each stage to `DIR`")
	if f.Mute == nil {
		f.Mute = new(bool)
	}
	if f.Frametimes == nil {
		f.Frametimes = new(bool)
	}
	if f.MaxFrames == nil {
		f.MaxFrames = new(int)
	}
	fs.IntVar(f.MaxFrames, "max-frames", 0, "quit after `N` frames (for measurements)")
	fs.BoolVar(f.Mute, "mute", false, "start with sound off")
	fs.BoolVar(f.Frametimes, "frametimes", false, "print Update+Draw frame-time percentiles at exit")
	if f.Replay != nil {
		fs.StringVar(f.Replay, "replay", "", "watch the record in `FILE` of this game (with --autoplay --exit-at-end: play it to its end and exit)")
	}
	if f.Guided != nil {
		fs.BoolVar(f.Guided, "guided", false, "a guided first game: you against two easy bots, the table explaining each step (with --autoplay the bots play you too and the steps go on by themselves)")
	}
	fs.IntVar(f.Width, "width", 1280, "initial window width")
	fs.IntVar(f.Height, "height", 760, "initial window height")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) && help != nil {
			fs.SetOutput(help)
			fs.PrintDefaults()
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *f.New && *f.Continue {
		return errors.New("--new and --continue: choose one")
	}
	if f.Replay != nil && *f.Replay != "" && (*f.New || *f.Continue) {
		return errors.New("--replay cannot go with --continue or --new")
	}
	if f.Guided != nil && *f.Guided && (*f.Continue || f.Replay != nil && *f.Replay != "") {
		return errors.New("--guided starts a new game: it cannot go with --continue or --replay")
	}
	if err := check(); err != nil {
		return err
	}
	for n := range f.Seats {
		if n > *f.Players {
			return fmt.Errorf("--seat %d: there are only %d players", n, *f.Players)
		}
	}
	*f.Seed = uint64(time.Now().UnixNano())
	if *seed != "" {
		v, err := strconv.ParseUint(*seed, 10, 64)
		if err != nil {
			return fmt.Errorf("--seed %q: want a whole number", *seed)
		}
		*f.Seed = v
	}
	*f.Width, *f.Height = max(*f.Width, 200), max(*f.Height, 200)
	return nil
}

// setSeat reads one --seat N=KIND into seats.
func (gm Game[G, C]) setSeat(seats map[int]playkit.Seat, v string) error {
	num, kind, ok := strings.Cut(v, "=")
	n, err := strconv.Atoi(strings.TrimSpace(num))
	if !ok || err != nil || n < 1 || n > gm.MaxPlayers {
		return fmt.Errorf("%q: want N=KIND with N 1-%d", v, gm.MaxPlayers)
	}
	if _, dup := seats[n]; dup {
		return fmt.Errorf("seat %d given twice", n)
	}
	st, found, err := game.ParseSeat(kind)
	switch {
	case err != nil:
		return fmt.Errorf("--seat %d: want human, easy, medium, hard, random or exec:COMMAND", n)
	case st.Kind == game.External && st.Command == "":
		return fmt.Errorf("%q: exec: needs a command", v)
	case st.Kind == game.External && !found:
		fmt.Fprintf(gm.stderr(), "lasvegas: --seat %d: the program of %q was not found; the medium bot will play the seat\n", n, st.Command)
	}
	seats[n] = st
	return nil
}

// stderr is where a flag's warning goes.
func (gm Game[G, C]) stderr() io.Writer {
	if gm.Stderr != nil {
		return gm.Stderr
	}
	return os.Stderr
}

// OpenStore opens the save folder (nil for an autoplayed game: it would
// replace a person's game).
func OpenStore(autoplay bool) storage.Store {
	if autoplay {
		return nil
	}
	st, err := storage.Open()
	if err != nil {
		fmt.Fprintf(os.Stderr, "lasvegas: %v; the game will not be saved\n", err)
	}
	return st
}

// Session continues the unfinished game of the autosave in store (nil:
// none), or starts a new one with cfg: resume (--continue) the saved game,
// an error if there is none; fresh (--new) a new one even so, the
// unfinished one kept aside. The settings saved in store (the dice game's
// window writes them) apply: game.Settings.NoHandover turns the handovers
// of hot seat off.
func (gm Game[G, C]) Session(store storage.Store, cfg C, resume, fresh bool) (G, error) {
	sess, err := gm.session(store, cfg, resume, fresh)
	if err == nil {
		set, _ := game.LoadSettings(store) // damaged: the defaults (and LoadSettings keeps the file aside)
		sess.SetHandover(!set.NoHandover)
	}
	return sess, err
}

// session is Session without the settings.
func (gm Game[G, C]) session(store storage.Store, cfg C, resume, fresh bool) (G, error) {
	opts := playkit.Options{Store: store}
	var none G
	switch {
	case resume:
		if opts.Store == nil {
			return none, errors.New("--continue: an autoplayed game has no save")
		}
		sess, err := gm.Load(opts)
		if errors.Is(err, storage.ErrNotFound) {
			return none, errors.New("--continue: there is no saved " + gm.What)
		}
		return sess, err
	case fresh:
		notice, err := gm.SetAside(opts)
		if err != nil {
			return none, err
		}
		sess, err := gm.New(cfg, opts)
		if err == nil && notice != "" {
			sess.Note(notice)
		}
		return sess, err
	}
	sess, notice, err := gm.Open(cfg, opts)
	if err == nil && notice != "" {
		sess.Note(notice)
	}
	return sess, err
}

// Saved reports whether store holds an unfinished game.
func (gm Game[G, C]) Saved(store storage.Store) bool {
	sess, err := gm.Load(playkit.Options{Store: store})
	return err == nil && !sess.Over()
}
