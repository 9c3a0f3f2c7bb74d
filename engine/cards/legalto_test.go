package cards

import (
	"slices"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// LegalTo lists what LegalFor and Legal list, for every seat in every
// position of random games, and allocates nothing into a large buffer.
func TestLegalToMatchesLegal(t *testing.T) {
	buf := make([]Action, 0, 64)
	for _, r := range []Rules{{Players: 4, Chips: true}, {Players: 3, Sequential: true, Chips: true}} {
		rng := engine.NewRand(9)
		s, _ := NewGame(r)
		for !s.IsTerminal() {
			for p := 0; p < s.Players(); p++ {
				want := s.LegalFor(p)
				if s.CurrentPlayer() == p {
					want = s.Legal()
				}
				if got := s.LegalTo(p, buf); !slices.Equal(got, want) {
					t.Fatalf("seat %d: LegalTo %v, want %v", p, got, want)
				}
				if n := testing.AllocsPerRun(3, func() { s.LegalTo(p, buf) }); n != 0 {
					t.Fatalf("seat %d: %v allocations", p, n)
				}
			}
			if _, _, _, err := step(s, rng); err != nil {
				t.Fatal(err)
			}
		}
	}
}
