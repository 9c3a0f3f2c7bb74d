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
	"flag"
	"io"
	"strings"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/tablecli"
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
	Replay      string // --replay FILE: watch this record instead
	Mute        bool   // no sound at this table yet
	Guided      bool   // --guided: the guided first game (guide.go)
	Frametimes  bool
	MaxFrames   int
	Width       int
	Height      int
	// Roles say who played each seat of a replay's record (game.RolesOf:
	// a bot's level, "person", "program"), which the panels show: its
	// session's seats are all played by the record (playkit.Watched).
	// nil: the session's seats' own roles.
	Roles []string
}

// royaleGame is Royale's session package as the table starts it.
var royaleGame = tablecli.Game[*royaleplay.Session, royaleplay.Config]{
	What: "Royale game", PreviousKey: royaleplay.PreviousKey, MaxPlayers: royale.MaxPlayers,
	Load: royaleplay.Load, SetAside: royaleplay.SetAside, Open: royaleplay.Open, New: royaleplay.New,
}

// ParseFlags reads the Royale table's flags.
func ParseFlags(args []string, out io.Writer) (Options, error) {
	o := Options{Seats: map[int]royaleplay.Seat{}}
	fs := flag.NewFlagSet("lasvegas --game royale", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // a mistake gets one line (Main prints it); -help the list
	fs.BoolVar(&o.Basic, "basic", false, "the basic game (no tiles, no bank); default: the main game")
	fs.IntVar(&o.Tiles, "tiles", royale.DefaultTiles, "tiles a round in the main game, `K` 0-6")
	tileset := fs.String("tileset", "", "the tile sides that may be drawn, `A1,G1,...` (default: all)")
	err := royaleGame.Parse(fs, args, o.fields(), out, func() error {
		if *tileset != "" {
			o.TileSet = strings.Split(strings.ToUpper(*tileset), ",")
		}
		return o.rules().Validate()
	})
	return o, err
}

// fields are where the flags every table has go.
func (o *Options) fields() tablecli.Fields {
	return tablecli.Fields{Players: &o.Players, Seats: o.Seats, Seed: &o.Seed, Autoplay: &o.Autoplay, ExitAtEnd: &o.ExitAtEnd,
		Continue: &o.Continue, New: &o.New, Mute: &o.Mute, Frametimes: &o.Frametimes, MaxFrames: &o.MaxFrames, Screenshots: &o.Screenshots, Width: &o.Width, Height: &o.Height, Replay: &o.Replay, Guided: &o.Guided}
}

// rules are the game's rules the options ask for.
func (o Options) rules() royale.Rules {
	if o.Basic {
		return royale.Basic(o.Players)
	}
	return royale.Rules{Players: o.Players, Main: true, Tiles: o.Tiles, TileSet: o.TileSet}.Current()
}

// Config is the game the options ask for.
func (o Options) Config() royaleplay.Config {
	if o.Guided {
		return guidedConfig()
	}
	return royaleplay.Config{Rules: o.rules(), Seats: playkit.SeatsFor(o.Players, o.Seats, o.Autoplay), Seed: o.Seed}
}

// Main runs the Royale table in the window (run: scenes.RunTable) with the
// command-line arguments (without the program name) and returns the exit
// status.
func Main(args []string, run tablecli.Runner) int {
	return tablecli.Main(args, ParseFlags, func(o Options, fonts *assets.Fonts) (tablecli.Window, error) {
		if o.Replay != "" {
			return tablecli.Window{Game: royale.GameName, Title: "Las Vegas Royale", Width: o.Width, Height: o.Height, Replay: o.Replay,
				Exit: func() int { return 0 }, Frametimes: o.Frametimes, MaxFrames: o.MaxFrames,
				Screenshots: o.Screenshots, Autoplay: o.Autoplay, ExitAtEnd: o.ExitAtEnd, Mute: o.Mute}, nil
		}
		t, err := o.open(fonts, tablecli.OpenStore(o.Autoplay))
		if err != nil {
			return tablecli.Window{}, err
		}
		return tablecli.Window{Game: royale.GameName, Title: "Las Vegas Royale", Width: o.Width, Height: o.Height, Table: t,
			Exit: func() int { _ = t.sess.Close(); return t.exit }, Frametimes: o.Frametimes, MaxFrames: o.MaxFrames,
			Screenshots: o.Screenshots, Autoplay: o.Autoplay, ExitAtEnd: o.ExitAtEnd, Mute: o.Mute}, nil
	}, run)
}

// open makes the table of the options, with its autosave in store (nil:
// none).
func (o Options) open(fonts *assets.Fonts, store storage.Store) (*Table, error) {
	sess, err := o.sessionIn(store)
	if err != nil {
		return nil, err
	}
	t := NewTable(sess, fonts, o)
	t.store = store
	return t, nil
}

// sessionIn starts the game, or continues the autosave in store (nil:
// none) with --continue; a guided game is always a new one (an
// unfinished game is kept aside).
func (o Options) sessionIn(store storage.Store) (*royaleplay.Session, error) {
	return royaleGame.Session(store, o.Config(), o.Continue, o.New || o.Guided)
}
