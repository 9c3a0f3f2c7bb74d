package royaleplay

import (
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/playkit/playkittest"
)

// externals is Royale's part in the external-program tests, whose bodies
// the card game's share (playkittest).
var externals = playkittest.Externals[royale.Rules, *Session]{
	Sample: "python3 ../../ai/extbot/testdata/royale_bot.py",
	Rules:  []royale.Rules{royale.Basic(3), {Players: 3, Main: true, Tiles: 6}},
	Basic:  royale.Basic(3),
	New: func(rules royale.Rules, seats []playkit.Seat, seed uint64, opts playkit.Options) (*Session, error) {
		return New(Config{Rules: rules, Seats: seats, Seed: seed}, opts)
	},
	Load:        Load,
	Update:      func(g *Session, slice time.Duration) { g.Update(slice) },
	Kind:        func(g *Session, p int) string { return g.rec.Seats[p].Kind },
	AutosaveKey: AutosaveKey,
}

// TestAProgramPlaysAtTheTable: the sample program plays a seat of a whole
// game among bots, and no frame waits for it. The sample quits with an
// error if it is ever shown another seat's secret (a Lucky Punch hold, a
// Black Box split), which the log would tell: it sees only its seat's view
// and events.
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
