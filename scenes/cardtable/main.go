// Package cardtable is the table of Las Vegas: The Card Game in the window:
// the six casinos with their notes and the cards placed beside them, the
// hand of the person picking, the seat panels, the reveal of a turn's picks,
// the payout and the game's end. It draws from a cardplay.Session (Draw
// only reads) with the shared toolkit (scenes/ui) and pieces.
package cardtable

import (
	"flag"
	"fmt"
	"io"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/tablecli"
)

// Options are the card table's command-line flags.
type Options struct {
	Players     int
	Seats       map[int]cardplay.Seat // --seat N=KIND, by seat number 1-5
	Sequential  bool
	Chips       bool
	Seed        uint64
	Autoplay    bool // bots in every seat, no animation
	ExitAtEnd   bool
	Continue    bool // resume the autosave (an error if there is none)
	New         bool // start a new game even if one is unfinished (kept aside)
	Screenshots string
	Replay      string // --replay FILE: watch this record instead
	Guided      bool   // --guided: the guided first game (guide.go)
	Mute        bool   // no sound at this table yet
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

// cardGame is the card game's session package as the table starts it.
var cardGame = tablecli.Game[*cardplay.Session, cardplay.Config]{
	What: "card game", PreviousKey: cardplay.PreviousKey, MaxPlayers: cards.MaxPlayers,
	Load: cardplay.Load, SetAside: cardplay.SetAside, Open: cardplay.Open, New: cardplay.New,
}

// ParseFlags reads the card table's flags.
func ParseFlags(args []string, out io.Writer) (Options, error) {
	o := Options{Seats: map[int]cardplay.Seat{}}
	fs := flag.NewFlagSet("lasvegas --game cards", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // a mistake gets one line (Main prints it); -help the list
	fs.BoolVar(&o.Sequential, "sequential", false, "the rulebook's variation: seats pick one after another")
	fs.BoolVar(&o.Chips, "chips", false, "play with the chip cards (the rulebook's option with --sequential; a house rule in the simultaneous game)")
	err := cardGame.Parse(fs, args, o.fields(), out, func() error {
		if o.Players < cards.MinPlayers || o.Players > cards.MaxPlayers {
			return fmt.Errorf("--players %d: the card game is for %d-%d", o.Players, cards.MinPlayers, cards.MaxPlayers)
		}
		return nil
	})
	return o, err
}

// fields are where the flags every table has go.
func (o *Options) fields() tablecli.Fields {
	return tablecli.Fields{Players: &o.Players, Seats: o.Seats, Seed: &o.Seed, Autoplay: &o.Autoplay, ExitAtEnd: &o.ExitAtEnd,
		Continue: &o.Continue, New: &o.New, Mute: &o.Mute, Frametimes: &o.Frametimes, MaxFrames: &o.MaxFrames, Screenshots: &o.Screenshots, Width: &o.Width, Height: &o.Height, Replay: &o.Replay, Guided: &o.Guided}
}

// Config is the game the options ask for.
func (o Options) Config() cardplay.Config {
	if o.Guided {
		return o.guidedConfig()
	}
	rules := cards.Rules{Players: o.Players, Sequential: o.Sequential, Chips: o.Chips}
	return cardplay.Config{Rules: rules, Seats: playkit.SeatsFor(o.Players, o.Seats, o.Autoplay), Seed: o.Seed}
}

// Main runs the card table in the window (run: scenes.RunTable) with the
// command-line arguments (without the program name) and returns the exit
// status.
func Main(args []string, run tablecli.Runner) int {
	return tablecli.Main(args, ParseFlags, func(o Options, fonts *assets.Fonts) (tablecli.Window, error) {
		if o.Replay != "" {
			return tablecli.Window{Game: cards.GameName, Title: "Las Vegas: The Card Game", Width: o.Width, Height: o.Height, Replay: o.Replay,
				Exit: func() int { return 0 }, Frametimes: o.Frametimes, MaxFrames: o.MaxFrames,
				Screenshots: o.Screenshots, Autoplay: o.Autoplay, ExitAtEnd: o.ExitAtEnd, Mute: o.Mute}, nil
		}
		t, err := o.open(fonts, tablecli.OpenStore(o.Autoplay))
		if err != nil {
			return tablecli.Window{}, err
		}
		return tablecli.Window{Game: cards.GameName, Title: "Las Vegas: The Card Game", Width: o.Width, Height: o.Height, Table: t,
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

// sessionIn continues the unfinished game of the autosave in store (nil:
// none), or starts a new one (--new: a new one even so, the unfinished one
// kept aside).
func (o Options) sessionIn(store storage.Store) (*cardplay.Session, error) {
	return cardGame.Session(store, o.Config(), o.Continue, o.New || o.Guided)
}
