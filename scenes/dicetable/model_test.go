package dicetable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// TestModelDealing: while a round's notes are dealt (a replay shows each
// as a step), the model says so, and not that the start player rolls;
// the first roll ends it, event by event and when synced from the state.
func TestModelDealing(t *testing.T) {
	r := dice.Online(4)
	s, err := dice.NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	m := NewModel(r, make([]SeatDesc, r.Players))
	m.Sync(s)
	if !m.Dealing {
		t.Fatalf("a new game (phase %v) synced: not dealing", s.Phase())
	}
	for _, e := range s.Intro() {
		m.Apply(e)
	}
	rng := engine.NewRand(5)
	rounds, deals := 0, 0
	for steps := 0; !s.IsTerminal() && steps < 5000; steps++ {
		inDeal := s.Phase() == dice.PhaseDeal || s.Phase() == dice.PhaseChipDeal
		if inDeal != m.Dealing {
			t.Fatalf("step %d, round %d, phase %v: model dealing %v", steps, s.Round(), s.Phase(), m.Dealing)
		}
		deals += map[bool]int{true: 1}[inDeal]
		var a dice.Action
		if s.IsChance() {
			a = s.SampleChance(rng)
		} else {
			a = s.Legal()[0]
		}
		evs, err := s.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			rounds += map[bool]int{true: 1}[e.Kind == dice.EvRoundStarted]
			m.Apply(e)
		}
		if s.Phase() == dice.PhaseRoll && m.Dealing {
			// Between the last note and the first roll the books still
			// deal until the roll's event or a sync: a sync ends it.
			c := *m
			c.Sync(s)
			if c.Dealing {
				t.Fatalf("step %d: synced at phase %v, still dealing", steps, s.Phase())
			}
		}
	}
	if rounds < 3 || deals < 4*6 {
		t.Fatalf("a game of %d round starts and %d dealing steps: the test saw too little", rounds, deals)
	}
}
