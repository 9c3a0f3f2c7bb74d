package cards

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// allPicks is every valid pick from hand by brute force, in Legal's order
// (counts compared from the last card kind to the first).
func allPicks(hand Pick) []Action {
	var out []Action
	var cur Pick
	var rec func(k int)
	rec = func(k int) {
		if k < 0 {
			if cur.Valid() {
				out = append(out, PickOf(cur))
			}
			return
		}
		for c := 0; c <= int(hand[k]); c++ {
			cur[k] = uint8(c)
			rec(k - 1)
		}
		cur[k] = 0
	}
	rec(NumCards - 1)
	return out
}

// The legal picks, enumerated with the dead branches cut, are exactly the
// brute force's, in the same order, for the hands of random games.
func TestLegalPicksAreEveryValidPick(t *testing.T) {
	r := engine.NewRand(8)
	hands := 0
	for g := 0; g < 40; g++ {
		s, _ := NewGame(Rules{Players: 3, Chips: g%2 == 0})
		for !s.IsTerminal() {
			if s.CurrentPlayer() == engine.SimultaneousPlayer {
				var acts []Action
				for _, p := range s.Acting() {
					got, want := s.LegalFor(p), allPicks(s.Hand(p))
					if len(got) != len(want) {
						t.Fatalf("hand %v: %d picks, want %d", s.Hand(p), len(got), len(want))
					}
					for i := range got {
						if got[i] != want[i] {
							t.Fatalf("hand %v: pick %d is %v, want %v", s.Hand(p), i, got[i], want[i])
						}
					}
					hands++
					acts = append(acts, got[r.Intn(len(got))])
				}
				if _, err := s.ApplyJoint(acts); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if s.CurrentPlayer() == engine.ChancePlayer {
				s.Apply(s.SampleChance(r))
			} else {
				l := s.Legal()
				s.Apply(l[r.Intn(len(l))])
			}
		}
	}
	if hands < 500 {
		t.Errorf("only %d hands checked", hands)
	}
}
