package testgame

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/enginetest"
)

func TestRandomGamesKeepTheContract(t *testing.T) {
	for n := 2; n <= MaxSeats; n++ {
		steps := enginetest.RandomGames[*State, Action, Event](t, func() *State { s, _ := New(n); return s }, 200, engine.NewRand(uint64(n)),
			enginetest.Options[*State, Action]{
				Equal:   func(a, b *State) bool { return *a == *b },
				Illegal: func(s *State) (Action, bool) { return 7, true },
				// Any card 0-7: in the seat's hand or not, or none at all.
				NearMiss: func(s *State, _ int, r *engine.Rand) []Action { return []Action{Action(r.Intn(8))} },
			})
		if want := 200 * (n*HandSize + HandSize); steps != want {
			t.Errorf("%d seats: %d steps, want %d", n, steps, want)
		}
	}
}

// A view shows a seat its own hand and nothing of the others'; Resample
// fills the others' unplayed cards and keeps what the seat knows.
func TestViewHidesHandsAndResampleFillsThem(t *testing.T) {
	s, _ := New(3)
	r := engine.NewRand(9)
	for s.CurrentPlayer() == engine.ChancePlayer {
		s.Apply(s.SampleChance(r))
	}
	v := s.View(1)
	if v.Hand(1) != s.Hand(1) {
		t.Fatalf("seat 1's own hand %v, want %v", v.Hand(1), s.Hand(1))
	}
	for _, p := range []int{0, 2} {
		if v.Hand(p) != ([HandSize]Action{}) || v.LegalFor(p) != nil {
			t.Errorf("seat 1's view shows seat %d's hand %v", p, v.Hand(p))
		}
		rs := v.Resample(r)
		for _, c := range rs.Hand(p) {
			if c < 1 || c > 6 {
				t.Errorf("resampled seat %d's hand %v", p, rs.Hand(p))
			}
		}
		if rs.Hand(1) != s.Hand(1) {
			t.Errorf("resampling changed seat 1's own hand")
		}
	}
}

// Equal picks cancel, the highest single pick wins the note; a joint move
// with a card not held changes nothing.
func TestApplyJointPaysTheHighestSinglePick(t *testing.T) {
	s, _ := New(3)
	for _, c := range []Action{6, 6, 2, 1, 1, 3, 4, 5, 5} { // seat p gets cards p, p+3, p+6
		if _, err := s.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	before := *s
	if _, err := s.ApplyJoint([]Action{6, 3, 2}); err == nil || *s != before {
		t.Fatalf("seat 1 has no 3: err %v, state changed %v", err, *s != before)
	}
	evs, err := s.ApplyJoint([]Action{6, 6, 2})
	if err != nil {
		t.Fatal(err)
	}
	last := evs[len(evs)-1]
	if last.Kind != "won" || last.Seat != 2 || last.Note != 10000 {
		t.Errorf("6 and 6 cancel, seat 2's 2 wins $10k: got %+v", last)
	}
	if st := s.Standings(); st[0].Seat != 2 || !st[0].Winner || st[1].Rank != 2 {
		t.Errorf("standings %+v", st)
	}
}
