package playkit

import (
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game"
)

// Game is a game of the family as its sessions start: R are its rules, S
// its state, A its actions and E its events.
type Game[R any, S engine.State[S, A, E], A comparable, E any] struct {
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
}

// Parts are what a session is made of, started or resumed.
type Parts[R any, S interface{ View(seat int) S }, A any] struct {
	Rules R
	Seats []Seat
	Seed  uint64
	St    S
	Rng   *engine.Rand
	Core  Core
	Save  Autosave
	Bots  Bots[S, A]
}

// Check says why rules and seats cannot start a game, or nil.
func (gm Game[R, S, A, E]) Check(rules R, seats []Seat) error {
	if err := gm.Validate(rules); err != nil {
		return err
	}
	return CheckSeats(seats, gm.Players(rules), gm.NewBot)
}

// New starts a game of rules for seats, its chance drawn from seed.
func (gm Game[R, S, A, E]) New(rules R, seats []Seat, seed uint64, opts Options) (Parts[R, S, A], error) {
	if err := gm.Check(rules, seats); err != nil {
		return Parts[R, S, A]{}, err
	}
	st, err := gm.NewGame(rules)
	if err != nil {
		return Parts[R, S, A]{}, err
	}
	return gm.parts(rules, seats, seed, st, opts)
}

// Resume continues the game of a record, replayed to st: the seats are
// the record's (an unknown kind plays as the medium bot), and the sampler
// is advanced past the chance outcomes already drawn (game.AdvanceSampler),
// so the rest of the game is the one the seed would have given.
func (gm Game[R, S, A, E]) Resume(doc *record.Doc[R, A], st S, opts Options) (Parts[R, S, A], error) {
	seats := SeatsOf(doc.Seats, gm.Players(doc.Rules), gm.Levels)
	if err := gm.Check(doc.Rules, seats); err != nil {
		return Parts[R, S, A]{}, err
	}
	p, err := gm.parts(doc.Rules, seats, doc.Seed, st, opts)
	if err != nil {
		return p, err
	}
	if probe, err := gm.NewGame(doc.Rules); err == nil {
		game.AdvanceSampler(probe, doc.History, p.Rng)
	}
	return p, nil
}

// parts are a session's parts at st.
func (gm Game[R, S, A, E]) parts(rules R, seats []Seat, seed uint64, st S, opts Options) (Parts[R, S, A], error) {
	bots, err := NewBots(seats, seed, gm.NewBot)
	if err != nil {
		return Parts[R, S, A]{}, err
	}
	return Parts[R, S, A]{Rules: rules, Seats: seats, Seed: seed, St: st, Rng: engine.NewRand(seed),
		Core: NewCore(seats), Save: NewAutosave(opts, gm.Key), Bots: bots}, nil
}
