package dice

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// playRandom plays s to the end with uniformly random decisions, reusing the
// caller's buffers, and returns the number of actions.
func playRandom(s *State, rng *engine.Rand, legal []Action, evs []Event) int {
	n := 0
	for !s.IsTerminal() {
		var a Action
		if s.IsChance() {
			a = s.SampleChance(rng)
		} else {
			legal = s.LegalTo(legal[:0])
			a = legal[rng.Intn(len(legal))]
		}
		evs, _ = s.ApplyTo(a, evs[:0])
		n++
	}
	return n
}

func benchRandomGame(b *testing.B, r Rules) {
	s, err := NewGame(r)
	if err != nil {
		b.Fatal(err)
	}
	rng := engine.NewRand(1)
	legal := make([]Action, 0, 16)
	evs := make([]Event, 0, 256)
	actions := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Reset()
		actions += playRandom(s, rng, legal, evs)
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// BenchmarkRandomGamePlay is BenchmarkRandomGame through PlayRandom, which
// builds no events.
func BenchmarkRandomGamePlay(b *testing.B) {
	s, _ := NewGame(ClassicNeutral(4))
	rng := engine.NewRand(1)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s.Reset()
		s.PlayRandom(rng)
	}
}

// BenchmarkRandomGame: 4 players with neutral dice, random play, events on.
func BenchmarkRandomGame(b *testing.B) { benchRandomGame(b, ClassicNeutral(4)) }

// BenchmarkRandomGameAllModules: 4 players, every online module and chips.
func BenchmarkRandomGameAllModules(b *testing.B) {
	r := Online(4)
	r.Chips = true
	benchRandomGame(b, r)
}

func BenchmarkClone(b *testing.B) {
	s, _ := NewGame(Online(4))
	var sink *State
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = s.Clone()
	}
	_ = sink
}
