package cardplay

import (
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game/playkit/playkittest"
)

// A replay from the start, or from any step, plays the record's game again
// to the same end, and draws nothing of its own (the body is shared with
// Royale's: playkittest.ReplayPlaysTheRecordAgain).
func TestReplayPlaysTheRecordAgain(t *testing.T) {
	playkittest.ReplayPlaysTheRecordAgain(t, playkittest.Replays[*cards.Record, cards.Rules, cards.Action, *Session]{
		Glob:    "../registry/testdata/records-2026-11-27/cards-*.json",
		Parse:   cards.ParseRecord,
		Doc:     func(r *cards.Record) *record.Doc[cards.Rules, cards.Action] { return &r.Doc },
		Replay:  Replay,
		Update:  func(g *Session) { g.Update(time.Millisecond) },
		History: func(g *Session) []record.Step[cards.Action] { return g.rec.History },
	})
}
