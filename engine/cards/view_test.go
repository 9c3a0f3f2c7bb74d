package cards

import (
	"slices"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// A seat's view cannot tell apart two states that differ only in what it
// may not see, and a resampled view is consistent with it: its View(seat)
// is the view itself, and the seat's own picks are the same. Checked at
// every step of random games over every rule set.
func TestViewsHideAndResampleAgrees(t *testing.T) {
	differed := 0
	for i, r := range allRules() {
		rng := engine.NewRand(uint64(77 + i))
		playRandom(t, r, uint64(i), func(s *State, _ []Event) {
			for seat := 0; seat < s.Players(); seat++ {
				v := s.View(seat)
				a, b := v.Resample(rng), v.Resample(rng)
				if *a != *b {
					differed++
				}
				for _, x := range []*State{a, b} {
					if err := checkCards(x); err != nil {
						t.Fatalf("resampled: %v", err)
					}
					if *x.View(seat) != *v {
						t.Fatalf("%+v: seat %d's view of a resampled view differs from the view", r, seat)
					}
					if !slices.Equal(x.LegalFor(seat), s.LegalFor(seat)) || x.CurrentPlayer() != s.CurrentPlayer() {
						t.Fatalf("%+v: seat %d's picks differ after resampling", r, seat)
					}
				}
				if *s.View(seat) != *v || v.Hand(seat) != s.Hand(seat) {
					t.Fatalf("View is not deterministic or hides the seat's own hand")
				}
			}
		})
	}
	if differed == 0 {
		t.Fatalf("resampling never dealt the hidden cards differently")
	}
}

// Two states that differ only in another seat's hand give the same view;
// a difference in the seat's own hand shows.
func TestViewHidesOtherHands(t *testing.T) {
	s := atLastPick(t, Rules{Players: 2}, [][]string{{"1", "2", "3", "4", "5"}, {"1", "2", "3", "4", "5"}})
	other := atLastPick(t, Rules{Players: 2}, [][]string{{"1", "2", "3", "4", "5"}, {"6", "66", "6", "2", "2"}})
	mine := atLastPick(t, Rules{Players: 2}, [][]string{{"6", "2", "3", "4", "5"}, {"1", "2", "3", "4", "5"}})
	if *s == *other || *s.View(0) != *other.View(0) {
		t.Errorf("seat 0's view shows seat 1's hand")
	}
	if *s.View(0) == *mine.View(0) || *s.View(1) != *mine.View(1) {
		t.Errorf("seat 0's view does not show its own hand, or seat 1's does")
	}
	if v := s.View(0); v.Hand(1) != (Pick{}) || v.HandSize(1) != HandSize || v.LegalFor(1) != nil {
		t.Errorf("seat 0's view of seat 1: hand %v, size %d, picks %v", v.Hand(1), v.HandSize(1), v.LegalFor(1))
	}
	if v := s.View(-1); *v != *other.View(-1) || *v != *mine.View(-1) || v.Hand(0) != (Pick{}) || v.Hand(1) != (Pick{}) {
		t.Errorf("a spectator's view shows a hand")
	}
}

// SeenBy hides the cards another seat draws or discards, never the count,
// and shows a seat its own.
func TestSeenByHidesOtherDraws(t *testing.T) {
	s, _ := NewGame(Rules{Players: 2})
	drew := Event{Kind: EvDrew, Seat: 1, Card: CardOf(6, true)}
	if e, ok := s.SeenBy(0, drew); !ok || !e.Hidden || e.Card != 0 {
		t.Errorf("seat 0 sees seat 1's draw as %+v", e)
	}
	if e, _ := s.SeenBy(1, drew); e != drew {
		t.Errorf("seat 1 sees its own draw as %+v", e)
	}
	var p Pick
	p[3] = 2
	disc := Event{Kind: EvDiscarded, Seat: 0, Pick: p, Count: 2}
	if e, _ := s.SeenBy(1, disc); e.Pick != (Pick{}) || e.Count != 2 || !e.Hidden {
		t.Errorf("seat 1 sees seat 0's discards as %+v", e)
	}
	placed := Event{Kind: EvPlaced, Seat: 0, Pick: p, Count: 2}
	if e, _ := s.SeenBy(1, placed); e != placed {
		t.Errorf("a placement is hidden: %+v", e)
	}
}

// A view can be played to the end: the hidden seats' picks come from
// resampled states, and the view never learns their cards.
func TestViewCanBePlayed(t *testing.T) {
	for i, r := range allRules() {
		rng := engine.NewRand(uint64(i))
		s, _ := NewGame(r)
		for s.CurrentPlayer() == engine.ChancePlayer || s.Round() == 1 && s.Turn() < 3 {
			if _, _, _, err := step(s, rng); err != nil {
				t.Fatal(err)
			}
		}
		v := s.View(0)
		for n := 0; !v.IsTerminal(); n++ {
			if n > 10000 {
				t.Fatalf("%+v: the view is not over", r)
			}
			rs := v.Resample(rng)
			var err error
			switch cp := v.CurrentPlayer(); cp {
			case engine.ChancePlayer:
				_, err = v.Apply(v.SampleChance(rng))
			case engine.SimultaneousPlayer:
				acts := make([]Action, 0, MaxPlayers)
				for _, p := range v.Acting() {
					l := rs.LegalFor(p)
					acts = append(acts, l[rng.Intn(len(l))])
				}
				_, err = v.ApplyJoint(acts)
			default:
				l := rs.Legal()
				_, err = v.Apply(l[rng.Intn(len(l))])
			}
			if err != nil {
				t.Fatalf("%+v: playing a view: %v", r, err)
			}
			if v.Players() > 1 && v.Hand(1) != (Pick{}) {
				t.Fatalf("the view learned seat 1's hand")
			}
		}
	}
}
