package cards

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	cg "github.com/lasvegas-dice/lasvegas/engine/cards"
)

// positions are the simultaneous picks of one random game of r, as seat
// 0 sees them.
func positions(b *testing.B, r cg.Rules) []*cg.State {
	rng := engine.NewRand(5)
	s, _ := cg.NewGame(r)
	var out []*cg.State
	for !s.IsTerminal() {
		switch s.CurrentPlayer() {
		case engine.ChancePlayer:
			s.Apply(s.SampleChance(rng))
		case engine.SimultaneousPlayer:
			if len(s.LegalFor(0)) > 1 {
				out = append(out, s.View(0))
			}
			var acts []cg.Action
			for _, p := range s.Acting() {
				acts = append(acts, Easy(s, p, rng))
			}
			s.ApplyJoint(acts)
		default:
			s.Apply(Easy(s, s.CurrentPlayer(), rng))
		}
	}
	return out
}

// benchLevel times level's decisions on positions spread over a game
// (docs/ai.md has the figures).
func benchLevel(b *testing.B, level string, r cg.Rules) {
	ps := positions(b, r)
	bt, err := New(level, 0, 1)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bt.Choose(ps[i%len(ps)], 0)
	}
}

func BenchmarkHard4(b *testing.B)   { benchLevel(b, "hard", cg.Rules{Players: 4}) }
func BenchmarkHard5(b *testing.B)   { benchLevel(b, "hard", cg.Rules{Players: 5}) }
func BenchmarkMedium4(b *testing.B) { benchLevel(b, "medium", cg.Rules{Players: 4}) }
