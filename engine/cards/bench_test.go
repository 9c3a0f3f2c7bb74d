package cards

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

func benchRandomGame(b *testing.B, r Rules) {
	rng := engine.NewRand(1)
	steps := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s, _ := NewGame(r)
		for !s.IsTerminal() {
			if _, _, _, err := step(s, rng); err != nil {
				b.Fatal(err)
			}
			steps++
		}
	}
	b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
}

// BenchmarkRandomGame: 4 players picking at once, random play, events on.
func BenchmarkRandomGame(b *testing.B) { benchRandomGame(b, Rules{Players: 4}) }

// BenchmarkRandomGameSequentialChips: 4 players, the sequential variation
// with chip cards.
func BenchmarkRandomGameSequentialChips(b *testing.B) {
	benchRandomGame(b, Rules{Players: 4, Sequential: true, Chips: true})
}

func BenchmarkViewResample(b *testing.B) {
	s, _ := playRandom(b, Rules{Players: 4}, 1, nil)
	rng := engine.NewRand(2)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = s.View(i % 4).Resample(rng)
	}
}
