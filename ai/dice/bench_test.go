package dice

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// positions returns decision points spread over a game (every few
// decisions of a medium self-play game).
func positions(b *testing.B, r dice.Rules) []*dice.State {
	var out []*dice.State
	// About 15 decisions a player in a game; spread 9 positions over it.
	n := 15 * r.Players
	for d := 0; d < n; d += n / 9 {
		out = append(out, midRound(b, r, 1, d))
	}
	return out
}

func benchDecision(b *testing.B, level string, r dice.Rules) {
	ps := positions(b, r)
	bot := newBot(b, level, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bot.Choose(ps[i%len(ps)], 0)
	}
}

func BenchmarkHardClassic4(b *testing.B)  { benchDecision(b, "hard", dice.Classic(4)) }
func BenchmarkHardOnline4(b *testing.B)   { benchDecision(b, "hard", dice.Online(4)) }
func BenchmarkHardOnline6(b *testing.B)   { benchDecision(b, "hard", dice.Online(6)) }
func BenchmarkMediumOnline4(b *testing.B) { benchDecision(b, "medium", dice.Online(4)) }
func BenchmarkEasyOnline4(b *testing.B)   { benchDecision(b, "easy", dice.Online(4)) }

func BenchmarkHardClassic2(b *testing.B) { benchDecision(b, "hard", dice.Classic(2)) }
func BenchmarkHardMediumOwnClassic2(b *testing.B) {
	benchDecision(b, "hard:own=medium", dice.Classic(2))
}
func BenchmarkHardOnline2(b *testing.B)    { benchDecision(b, "hard", dice.Online(2)) }
func BenchmarkFutureClassic2(b *testing.B) { benchDecision(b, "future", dice.Classic(2)) }
