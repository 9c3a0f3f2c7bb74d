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
			if got := s.ActingTo(make([]int, 0, MaxPlayers)); !slices.Equal(got, s.Acting()) && len(got)+len(s.Acting()) > 0 {
				t.Fatalf("ActingTo %v, Acting %v", got, s.Acting())
			}
			if _, _, _, err := step(s, rng); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// ApplyTo into a large buffer allocates nothing and gives Apply's events.
func TestApplyToReusesTheBuffer(t *testing.T) {
	s, _ := NewGame(Rules{Players: 4})
	evs := make([]Event, 0, 64)
	rng := engine.NewRand(1)
	for i := 0; i < 12; i++ {
		a := s.SampleChance(rng)
		c := s.Clone()
		want, _ := c.Apply(a)
		var got []Event
		if n := testing.AllocsPerRun(1, func() { d := *s; got, _ = d.ApplyTo(a, evs) }); n != 0 {
			t.Fatalf("%v allocations", n)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("ApplyTo %v, Apply %v", got, want)
		}
		s = c
	}
}
