package playkit

import (
	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game"
)

// Game is a game of the family as its sessions start: R are its rules, S
// its state, A its actions and E its events.
type Game[R any, S engine.State[S, A, E], A Action, E any] struct {
	// Key is the autosave's default key.
	Key string
	// Levels are the bot levels.
	Levels []string
	// Players is the number of players of rules; Validate says why rules
	// cannot start a game; NewGame starts one.
	Players  func(R) int
	Validate func(R) error
	NewGame  func(R) (S, error)
	// NewBot makes seat's bot of level.
	NewBot func(level string, seat int, seed uint64) (Begin[S, A], error)
	// NewExt starts an external program for a seat (nil: none may sit).
	NewExt NewExt[S, A, E]
}

// Parts are what a session is made of, started or resumed.
type Parts[R any, S engine.State[S, A, E], A Action, E any] struct {
	Rules R
	Seats []Seat
	Seed  uint64
	St    S
	Rng   *engine.Rand
	Core  Core
	Save  Autosave
	Bots  Bots[S, A, E]
}

// Check says why rules and seats cannot start a game, or nil.
func (gm Game[R, S, A, E]) Check(rules R, seats []Seat) error {
	if err := gm.Validate(rules); err != nil {
		return err
	}
	return CheckSeats(seats, gm.Players(rules), gm.NewBot)
}

// New starts a game of rules for seats, its chance drawn from seed.
func (gm Game[R, S, A, E]) New(rules R, seats []Seat, seed uint64, opts Options) (Parts[R, S, A, E], error) {
	if err := gm.Check(rules, seats); err != nil {
		return Parts[R, S, A, E]{}, err
	}
	st, err := gm.NewGame(rules)
	if err != nil {
		return Parts[R, S, A, E]{}, err
	}
	return gm.parts(rules, seats, seed, st, opts)
}

// Resume continues the game of a record, replayed to st: the seats are
// the record's (an unknown kind plays as the medium bot, and so does a
// program, which a record never starts: the log says so), and the sampler
// is advanced past the chance outcomes already drawn (game.AdvanceSampler),
// so the rest of the game is the one the seed would have given.
func (gm Game[R, S, A, E]) Resume(doc *record.Doc[R, A], st S, opts Options) (Parts[R, S, A, E], error) {
	seats, notices := SeatsOf(doc.Seats, gm.Players(doc.Rules), gm.Levels)
	if err := gm.Check(doc.Rules, seats); err != nil {
		return Parts[R, S, A, E]{}, err
	}
	p, err := gm.parts(doc.Rules, seats, doc.Seed, st, opts)
	if err != nil {
		return p, err
	}
	for _, n := range notices {
		p.Core.Note(n)
	}
	if probe, err := gm.NewGame(doc.Rules); err == nil {
		game.AdvanceSampler(probe, doc.History, p.Rng)
	}
	return p, nil
}

// parts are a session's parts at st; its programs are started and the
// log names them.
func (gm Game[R, S, A, E]) parts(rules R, seats []Seat, seed uint64, st S, opts Options) (Parts[R, S, A, E], error) {
	bots, err := NewBots(seats, seed, gm.NewBot, gm.NewExt, opts)
	if err != nil {
		return Parts[R, S, A, E]{}, err
	}
	core := NewCore(seats)
	for i, s := range seats {
		if s.IsProgram() {
			core.Notef("Seat %d (%s) is the program %s.", i+1, s.Name, extbot.Quote(s.Command, 200))
		}
	}
	bots.Start(st)
	return Parts[R, S, A, E]{Rules: rules, Seats: seats, Seed: seed, St: st, Rng: engine.NewRand(seed),
		Core: core, Save: NewAutosave(opts, gm.Key), Bots: bots}, nil
}
