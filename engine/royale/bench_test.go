package royale

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

func benchRandomGame(b *testing.B, r Rules) {
	rng := engine.NewRand(1)
	actions := 0
	legal := make([]Action, 0, 64)
	evs := make([]Event, 0, 256)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, err := NewGame(r)
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsTerminal() {
			var a Action
			if s.CurrentPlayer() == engine.ChancePlayer {
				a = s.SampleChance(rng)
			} else {
				legal = s.LegalTo(legal[:0])
				a = legal[rng.Intn(len(legal))]
			}
			var err error
			if evs, err = s.ApplyTo(a, evs[:0]); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(actions, 1)), "ns/action")
}

// BenchmarkRandomGame plays random 4-player games, basic and main.
func BenchmarkRandomGame(b *testing.B) {
	b.Run("basic", func(b *testing.B) { benchRandomGame(b, Basic(4)) })
	if MainGame(4).Validate() == nil {
		b.Run("main", func(b *testing.B) { benchRandomGame(b, MainGame(4)) })
	}
}
