package cards

import (
	"math"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// A draw is a card of the shuffled deck: each kind with the share of the
// deck it has (a single 4/30, a double 1/30 at the first draw), and
// SampleChance draws them in those shares. Notes are drawn the same way
// from the pile (6/48 of each value at first).
func TestChanceOutcomesAreTheDeck(t *testing.T) {
	s, _ := NewGame(Rules{Players: 2})
	notes := s.ChanceOutcomes()
	if len(notes) != numNoteKinds || math.Abs(notes[0].Prob-6.0/48) > 1e-12 || notes[0].Action.String() != "note 30000" {
		t.Fatalf("note outcomes %v", notes)
	}
	var sc script
	sc.draws[0] = cards(t, "66") // the first draw takes the double 6
	for s.phase != PhDraw {
		s.Apply(s.ChanceOutcomes()[0].Action)
	}
	outs := s.ChanceOutcomes()
	if len(outs) != NumCards {
		t.Fatalf("%d draw outcomes", len(outs))
	}
	for _, o := range outs {
		want := 4.0 / 30
		if o.Action.Card.Double() {
			want = 1.0 / 30
		}
		if math.Abs(o.Prob-want) > 1e-12 {
			t.Errorf("%v: probability %v, want %v", o.Action, o.Prob, want)
		}
	}
	rng := engine.NewRand(9)
	count := map[Card]int{}
	const n = 30000
	for i := 0; i < n; i++ {
		count[s.SampleChance(rng).Card]++
	}
	for c := Card(0); c < NumCards; c++ {
		want := n * int(Deck[c]) / DeckSize
		if d := count[c] - want; d*d > 9*want { // within 3 standard deviations, roughly
			t.Errorf("card %v drawn %d times in %d, want about %d", c, count[c], n, want)
		}
	}
	sc.run(t, s)
	if s.Hand(0)[CardOf(6, true)] != 1 {
		t.Fatalf("the scripted double 6 is not in the hand")
	}
	if o := s.ChanceOutcomes(); o != nil {
		t.Fatalf("outcomes at a pick: %v", o)
	}
}
