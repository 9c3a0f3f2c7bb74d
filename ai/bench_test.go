package ai

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// positions returns decision points spread over a game (every few
// decisions of a medium self-play game).
func positions(b *testing.B, r engine.Rules) []*engine.State {
	var out []*engine.State
	for d := 0; d < 60; d += 7 {
		out = append(out, midRound(b, r, 1, d))
	}
	return out
}

func benchDecision(b *testing.B, level string, r engine.Rules) {
	ps := positions(b, r)
	bot := newBot(b, level, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bot.Choose(ps[i%len(ps)], 0)
	}
}

func BenchmarkHardClassic4(b *testing.B)  { benchDecision(b, "hard", engine.Classic(4)) }
func BenchmarkHardOnline4(b *testing.B)   { benchDecision(b, "hard", engine.Online(4)) }
func BenchmarkHardOnline6(b *testing.B)   { benchDecision(b, "hard", engine.Online(6)) }
func BenchmarkMediumOnline4(b *testing.B) { benchDecision(b, "medium", engine.Online(4)) }
func BenchmarkEasyOnline4(b *testing.B)   { benchDecision(b, "easy", engine.Online(4)) }
