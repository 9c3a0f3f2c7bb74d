package registry

import (
	"errors"
	"flag"
	"io"

	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
)

// Game describes one game of the family to the headless layers.
type Game struct {
	// Key names the game in records, --game, ?game= and file names
	// ("dice", "royale", "cards").
	Key string
	// Name is its title ("Las Vegas Royale").
	Name string
	// MinPlayers and MaxPlayers bound its seats.
	MinPlayers, MaxPlayers int
	// Replay parses a record of the game and replays it to its last
	// step; each, if not nil, gets every event in words.
	Replay func(data []byte, each func(step int, line string)) (*Replayed, error)
	// Rules registers the game's rules flags on fs and returns the
	// function that reads them after parsing, as the game's part of sim.
	Rules func(fs *flag.FlagSet) func() (Sim, error)
}

func (g Game) check() error {
	switch {
	case g.Key == "" || g.Name == "":
		return errors.New("registry: a game needs a key and a name")
	case g.MinPlayers < 1 || g.MaxPlayers < g.MinPlayers:
		return errors.New("registry: " + g.Key + ": bad player range")
	case g.Replay == nil || g.Rules == nil:
		return errors.New("registry: " + g.Key + ": a game needs Replay and Rules")
	}
	return nil
}

// Replayed is a replayed record, in terms every game shares.
type Replayed struct {
	Game          string
	Names         []string
	Steps         int
	Finished      bool
	Round, Rounds int    // 1-based round reached, and the game's rounds
	Phase         string // where the game stopped, in words
	Notes         string // what the tie-break counts: "notes", "cards"
	Standings     []engine.Standing
	// Seats are the record's seats as written: who played (Kind "human",
	// "bot:LEVEL" or "exec:COMMAND"), names not yet cleaned.
	Seats []record.SeatInfo
}

// Final replays a record of g to its end and returns it when the game is
// finished: its standings are the final ones (the statistics' result of a
// game). A record that does not parse or replay, or of an unfinished game,
// is a one-line error.
func (g Game) Final(data []byte) (*Replayed, error) {
	r, err := g.Replay(data, nil)
	if err != nil {
		return nil, err
	}
	if !r.Finished || len(r.Standings) == 0 {
		return nil, errors.New("the game of this record is not finished")
	}
	return r, nil
}

// Sim is one game's part of sim, once its rules flags are read.
type Sim interface {
	// Players is the number of players the flags give; SetPlayers
	// changes it (to the number of --seats when --players is not given).
	Players() int
	SetPlayers(n int) error
	// Random plays uniformly random games through the engine alone and
	// prints their speed.
	Random(games int, seed uint64, w io.Writer) error
	// Tournament plays the seats' bots against one another.
	Tournament(cfg tournament.Config) (*tournament.Result, error)
}
