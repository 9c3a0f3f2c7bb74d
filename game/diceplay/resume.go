package diceplay

import (
	"errors"
	"fmt"
	"github.com/lasvegas-dice/lasvegas/game"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// Resume continues the game of a record (a save). Seats come from the record
// unless seats is non-nil. The sampler continues exactly where it was: it is
// re-seeded and advanced past every chance outcome of the history.
//
// A record or a save never starts a program: a seat that names one (from
// the record, or in seats) plays as the built-in medium bot unless the same
// command is in opts.Commands, and Notices has one line for each such seat.
func Resume(rec *dice.Record, seats []game.Seat, opts Options) (*Session, error) {
	if rec == nil {
		return nil, errors.New("there is no saved game to resume")
	}
	st, err := rec.Replay(nil)
	if err != nil {
		return nil, err
	}
	var notices []string
	if seats == nil {
		for i, si := range rec.Seats {
			s, notice := game.SeatFromInfo(si, i, opts.Commands)
			seats = append(seats, s)
			if notice != "" {
				notices = append(notices, notice)
			}
		}
		for len(seats) < rec.Rules.Players {
			seats = append(seats, game.Seat{Name: fmt.Sprintf("Bot %d", len(seats)+1), Kind: game.Bot, Level: "medium", Colour: len(seats)})
		}
	} else {
		seats = append([]game.Seat(nil), seats...)
		for i := range seats {
			if notice := game.GuardSeat(&seats[i], i, opts.Commands); notice != "" {
				notices = append(notices, notice)
			}
		}
	}
	cfg := Config{Rules: rec.Rules, Seats: resolveSeats(seats), Seed: rec.Seed}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	g := &Session{cfg: cfg, opts: opts, st: st, rec: rec, notices: notices}
	for _, n := range notices {
		g.logf("%s", n)
	}
	// The record goes on with the seats that really play.
	rec.Seats = rec.Seats[:0]
	for _, s := range cfg.Seats {
		rec.Seats = append(rec.Seats, s.Info())
	}
	g.rng.Seed(rec.Seed)
	// Advance the sampler past the chance outcomes already drawn, so the
	// rest of the game is the one the seed would have given.
	probe, _ := dice.NewGame(rec.Rules)
	for _, step := range rec.History {
		if probe.IsChance() {
			probe.SampleChance(&g.rng)
		}
		if _, err := probe.Apply(step.Action); err != nil {
			break
		}
	}
	if err := g.makeAgents(); err != nil {
		return nil, err
	}
	g.newLoop()
	g.startObservers(nil)
	// Save at once: the check for another unfinished game in the slot
	// (keepPrevious parses the old save) runs here, while the window shows
	// its loading frame, not in the first bot step of the resumed game
	// (it took 45-57 ms of one browser frame there).
	g.autosave()
	return g, nil
}

// ResumeNotices are the lines Resume would give for rec (see Notices),
// for a setup screen to show before the game is continued.
func ResumeNotices(rec *dice.Record, commands []string) []string {
	var out []string
	for i, si := range rec.Seats {
		if _, n := game.SeatFromInfo(si, i, commands); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// Notices are the one-line messages about seats that Resume changed (a
// program named by the save that was not started), for the setup screen or
// the table to show. They are in the log too.
func (g *Session) Notices() []string { return g.notices }

// resolveSeats returns seats with the programs of External seats found now
// (ResolveCommand).
func resolveSeats(seats []game.Seat) []game.Seat {
	out := append([]game.Seat(nil), seats...)
	for i := range out {
		if out[i].Kind == game.External {
			out[i].Command = game.ResolveCommand(out[i].Command)
		}
	}
	return out
}
