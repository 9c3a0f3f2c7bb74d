// Package royaletable is the table of Las Vegas Royale in the window: the
// ring of six casinos around the dice arena, each with its pair of money
// cards, the dice placed and its tile with the tile's live state; the seat
// panels and the bank; the roll to place; every decision as a prompt with
// a button per legal action in words; hints; the handovers of hot seat; the
// payout and the game's end. It draws from a royaleplay.Session (Draw only
// reads) with the shared toolkit (scenes/ui) and pieces (scenes/pieces),
// as scenes/cardtable does for the card game.
package royaletable

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Options are the Royale table's command-line flags.
type Options struct {
	Players     int
	Seats       map[int]royaleplay.Seat // --seat N=KIND, by seat number 1-5
	Basic       bool
	Tiles       int
	TileSet     []string
	Seed        uint64
	Autoplay    bool // bots in every seat, no animation
	ExitAtEnd   bool
	Continue    bool // resume the autosave
	New         bool // start a new game even if one is unfinished (kept aside)
	Screenshots string
	Width       int
	Height      int
}

// ParseFlags reads the Royale table's flags.
func ParseFlags(args []string, out io.Writer) (Options, error) {
	o := Options{Seats: map[int]royaleplay.Seat{}}
	fs := flag.NewFlagSet("lasvegas --game royale", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.IntVar(&o.Players, "players", 4, "number of players `N` (2-5)")
	fs.Func("seat", "who plays seat `N=KIND` (1-based): human, easy, medium, hard or random, optionally after name=NAME, (repeatable; default: seat 1 human, the rest medium)", o.setSeat)
	fs.BoolVar(&o.Basic, "basic", false, "the basic game (no tiles, no bank); default: the main game")
	fs.IntVar(&o.Tiles, "tiles", royale.DefaultTiles, "tiles a round in the main game, `K` 0-6")
	tileset := fs.String("tileset", "", "the tile sides that may be drawn, `A1,G1,...` (default: all)")
	seed := fs.String("seed", "", "random seed `N` (default: from the clock)")
	fs.BoolVar(&o.Autoplay, "autoplay", false, "bots in every seat, no animation")
	fs.BoolVar(&o.ExitAtEnd, "exit-at-end", false, "quit when the game ends")
	fs.BoolVar(&o.Continue, "continue", false, "continue the saved Royale game (without it, an unfinished game continues anyway)")
	fs.BoolVar(&o.New, "new", false, "start a new game; an unfinished one is kept as "+royaleplay.PreviousKey)
	fs.StringVar(&o.Screenshots, "screenshots", "", "write a PNG of each stage to `DIR`")
	fs.IntVar(&o.Width, "width", 1280, "initial window width")
	fs.IntVar(&o.Height, "height", 800, "initial window height")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if o.New && o.Continue {
		return o, errors.New("--new and --continue: choose one")
	}
	if *tileset != "" {
		o.TileSet = strings.Split(strings.ToUpper(*tileset), ",")
	}
	if err := o.rules().Validate(); err != nil {
		return o, err
	}
	for n := range o.Seats {
		if n > o.Players {
			return o, fmt.Errorf("--seat %d: there are only %d players", n, o.Players)
		}
	}
	o.Seed = uint64(time.Now().UnixNano())
	if *seed != "" {
		v, err := strconv.ParseUint(*seed, 10, 64)
		if err != nil {
			return o, fmt.Errorf("--seed %q: want a whole number", *seed)
		}
		o.Seed = v
	}
	o.Width, o.Height = max(o.Width, 200), max(o.Height, 200)
	return o, nil
}

// rules are the game's rules the options ask for.
func (o Options) rules() royale.Rules {
	if o.Basic {
		return royale.Basic(o.Players)
	}
	return royale.Rules{Players: o.Players, Main: true, Tiles: o.Tiles, TileSet: o.TileSet}
}

// setSeat reads one --seat N=KIND.
func (o *Options) setSeat(v string) error {
	num, kind, ok := strings.Cut(v, "=")
	n, err := strconv.Atoi(strings.TrimSpace(num))
	if !ok || err != nil || n < 1 || n > royale.MaxPlayers {
		return fmt.Errorf("%q: want N=KIND with N 1-%d", v, royale.MaxPlayers)
	}
	if _, dup := o.Seats[n]; dup {
		return fmt.Errorf("seat %d given twice", n)
	}
	st, _, err := game.ParseSeat(kind)
	if err != nil || st.Kind == game.External {
		return fmt.Errorf("--seat %d: want human, easy, medium, hard or random", n)
	}
	o.Seats[n] = royaleplay.Seat{Name: st.Name, Human: st.Kind == game.Human, Level: st.Level}
	return nil
}

// botNames are the bots' names, by seat.
var botNames = [royale.MaxPlayers]string{"Ace", "Lucky", "Roxy", "Duke", "Vic"}

// Config is the game the options ask for.
func (o Options) Config() royaleplay.Config {
	cfg := royaleplay.Config{Rules: o.rules(), Seed: o.Seed}
	humans := 0
	for i := 0; i < o.Players; i++ {
		s, ok := o.Seats[i+1]
		switch {
		case o.Autoplay:
			lvl := "medium"
			if ok && !s.Human {
				lvl = s.Level
			}
			s = royaleplay.Seat{Name: s.Name, Level: lvl}
		case !ok && i == 0:
			s = royaleplay.Seat{Human: true}
		case !ok:
			s = royaleplay.Seat{Level: "medium"}
		}
		if s.Human {
			humans++
		}
		cfg.Seats = append(cfg.Seats, s)
	}
	for i := range cfg.Seats {
		s := &cfg.Seats[i]
		switch {
		case s.Name != "":
		case s.Human && humans == 1:
			s.Name = "You"
		case s.Human:
			s.Name = fmt.Sprintf("Player %d", i+1)
		default:
			s.Name = botNames[i]
		}
	}
	return cfg
}

// Main runs the Royale table with the command-line arguments (without the
// program name) and returns the exit status.
func Main(args []string) int {
	o, err := ParseFlags(args, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "lasvegas: %v\n", err)
		return 2
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		fmt.Fprintf(os.Stderr, "lasvegas: %v\n", err)
		return 1
	}
	store := o.openStore()
	sess, err := o.sessionIn(store)
	if err != nil {
		fmt.Fprintf(os.Stderr, "lasvegas: %v\n", err)
		return 1
	}
	t := NewTable(sess, fonts, o)
	t.store = store
	ebiten.SetWindowSize(o.Width, o.Height)
	ebiten.SetWindowTitle("Las Vegas Royale")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(t); err != nil {
		fmt.Fprintf(os.Stderr, "lasvegas: %v\n", err)
		return 1
	}
	return t.exit
}

// session starts the game, or continues the autosave (--continue). An
// autoplayed game is not saved: it would replace a person's game.
func (o Options) session() (*royaleplay.Session, error) {
	return o.sessionIn(o.openStore())
}

// openStore opens the save folder (nil for an autoplayed game).
func (o Options) openStore() storage.Store {
	if o.Autoplay {
		return nil
	}
	st, err := storage.Open()
	if err != nil {
		fmt.Fprintf(os.Stderr, "lasvegas: %v; the game will not be saved\n", err)
	}
	return st
}

// sessionIn is session with the autosave in store (nil: none).
func (o Options) sessionIn(store storage.Store) (*royaleplay.Session, error) {
	opts := royaleplay.Options{Store: store}
	switch {
	case o.Continue:
		if opts.Store == nil {
			return nil, errors.New("--continue: an autoplayed game has no save")
		}
		sess, err := royaleplay.Load(opts)
		if errors.Is(err, storage.ErrNotFound) {
			return nil, errors.New("--continue: there is no saved Royale game")
		}
		return sess, err
	case o.New:
		notice, err := royaleplay.SetAside(opts)
		if err != nil {
			return nil, err
		}
		sess, err := royaleplay.New(o.Config(), opts)
		if err == nil && notice != "" {
			sess.Note(notice)
		}
		return sess, err
	}
	sess, notice, err := royaleplay.Open(o.Config(), opts)
	if err == nil && notice != "" {
		sess.Note(notice)
	}
	return sess, err
}
