package royaleplay

import (
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit/playkittest"
)

// A replay from the start, or from any step, plays the record's game again
// to the same end, and draws nothing of its own (the body is shared with the card
// game's: playkittest.ReplayPlaysTheRecordAgain).
func TestReplayPlaysTheRecordAgain(t *testing.T) {
	playkittest.ReplayPlaysTheRecordAgain(t, playkittest.Replays[*royale.Record, royale.Rules, royale.Action, *Session]{
		Glob:    "../registry/testdata/records-2026-11-27/royale-*.json",
		Parse:   royale.ParseRecord,
		Doc:     func(r *royale.Record) *record.Doc[royale.Rules, royale.Action] { return &r.Doc },
		Replay:  Replay,
		Update:  func(g *Session) { g.Update(time.Millisecond) },
		History: func(g *Session) []record.Step[royale.Action] { return g.rec.History },
	})
}
