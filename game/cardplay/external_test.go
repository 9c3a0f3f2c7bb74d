package cardplay

import (
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/playkit/playkittest"
)

// externals is the card game's part in the external-program tests, whose
// bodies Royale's share (playkittest).
var externals = playkittest.Externals[cards.Rules, *Session]{
	Sample: "python3 ../../ai/extbot/testdata/cards_bot.py",
	Rules:  []cards.Rules{{Players: 3}, {Players: 3, Sequential: true, Chips: true}},
	Basic:  cards.Rules{Players: 3},
	New: func(rules cards.Rules, seats []playkit.Seat, seed uint64, opts playkit.Options) (*Session, error) {
		return New(Config{Rules: rules, Seats: seats, Seed: seed}, opts)
	},
	Load:        Load,
	Update:      func(g *Session, slice time.Duration) { g.Update(slice) },
	Kind:        func(g *Session, p int) string { return g.rec.Seats[p].Kind },
	AutosaveKey: AutosaveKey,
}

// TestAProgramPlaysAtTheTable: the sample program plays a seat of a whole
// game among bots, and no frame waits for it. The sample quits with an
// error if it is ever shown another seat's cards, which the log would
// tell: it sees only its seat's view.
func TestAProgramPlaysAtTheTable(t *testing.T) { playkittest.AProgramPlaysAtTheTable(t, externals) }

// TestAMuteProgramNeverHoldsTheTable: a program that never answers holds
// no frame, and the medium bot plays its seat once its time is up.
func TestAMuteProgramNeverHoldsTheTable(t *testing.T) {
	playkittest.AMuteProgramNeverHoldsTheTable(t, externals)
}

// TestASaveNeverStartsAProgram: a save whose seat is a program resumes with
// the medium bot in that seat and one line in the log, and the program
// never runs.
func TestASaveNeverStartsAProgram(t *testing.T) { playkittest.ASaveNeverStartsAProgram(t, externals) }
