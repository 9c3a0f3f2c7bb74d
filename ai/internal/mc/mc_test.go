package mc

import (
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/testgame"
)

// deal builds a game of Pick with the hands given (seat by seat).
func deal(t *testing.T, hands ...[testgame.HandSize]testgame.Action) *testgame.State {
	t.Helper()
	s, err := testgame.New(len(hands))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < testgame.HandSize; i++ {
		for p := range hands {
			if _, err := s.Apply(hands[p][i]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return s
}

func search(view *testgame.State, seat int, iters int, seed uint64) *Search[*testgame.State, testgame.Action, testgame.Event] {
	sr := New[*testgame.State, testgame.Action, testgame.Event](view, seat, Config[*testgame.State, testgame.Action]{MaxIterations: iters}, seed)
	for !sr.Step(time.Second) {
	}
	return sr
}

// The search gets a view and nothing else: two games that differ only in
// the other seat's hidden hand give the same estimates and the same choice
// for the same seed, so the choice cannot depend on hidden cards.
func TestSearchSeesOnlyTheView(t *testing.T) {
	a := deal(t, [3]testgame.Action{6, 3, 1}, [3]testgame.Action{5, 5, 5})
	b := deal(t, [3]testgame.Action{6, 3, 1}, [3]testgame.Action{1, 2, 4})
	va, vb := a.View(0), b.View(0)
	if *va != *vb {
		t.Fatal("the views differ; the test needs equal views")
	}
	for seed := uint64(1); seed <= 5; seed++ {
		ea := search(va, 0, 500, seed).Estimates()
		eb := search(vb, 0, 500, seed).Estimates()
		for i := range ea {
			if ea[i] != eb[i] {
				t.Fatalf("seed %d: %v and %v from equal views", seed, ea[i], eb[i])
			}
		}
	}
	// With the full states instead of views, the estimates do differ: the
	// test above can fail.
	ea, eb := search(a, 0, 500, 1).Estimates(), search(b, 0, 500, 1).Estimates()
	same := true
	for i := range ea {
		same = same && ea[i] == eb[i]
	}
	if same {
		t.Error("full states with different hidden hands gave the same estimates")
	}
}

// At a simultaneous decision the bot plays a mix: with a hand where no card
// is best against every reply, different seeds pick different cards, and
// the mix gives each of them a real share.
func TestSimultaneousChoiceIsMixed(t *testing.T) {
	s := deal(t, [3]testgame.Action{6, 4, 2}, [3]testgame.Action{6, 4, 2})
	seen := map[testgame.Action]int{}
	for seed := uint64(1); seed <= 30; seed++ {
		sr := search(s.View(0), 0, 3000, seed)
		seen[sr.Best()]++
		mix := sr.Mix()
		sum := 0.0
		for _, p := range mix {
			sum += p
		}
		if len(mix) != 3 || sum < 0.999 || sum > 1.001 {
			t.Fatalf("mix %v", mix)
		}
	}
	if len(seen) < 2 {
		t.Errorf("30 searches all played %v: a pure strategy", seen)
	}
}

// With 6 and 1 left for the $20k and $30k notes, keeping the 6 for the
// bigger note is clearly better against any hand: every seed plays the 1,
// and the average strategy puts almost nothing on the 6.
func TestSearchFindsTheClearChoice(t *testing.T) {
	s := deal(t, [3]testgame.Action{3, 6, 1}, [3]testgame.Action{3, 2, 2})
	if _, err := s.ApplyJoint([]testgame.Action{3, 3}); err != nil { // the $10k note is cancelled
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 10; seed++ {
		sr := search(s.View(0), 0, 4000, seed)
		if b := sr.Best(); b != 1 {
			t.Errorf("seed %d: played %v, mix %v over %v", seed, b, sr.Mix(), sr.Candidates())
		}
	}
}
