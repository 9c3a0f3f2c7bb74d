package game

import (
	"errors"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/testgame"
)

// spy plays Pick's lowest card and keeps every view it was given.
type spy struct{ views []*testgame.State }

func (s *spy) Choose(v *testgame.State, seat int) (testgame.Action, error) {
	c := *v // what the agent could read at that moment
	s.views = append(s.views, &c)
	return v.LegalFor(seat)[0], nil
}

// Agents receive views only: over whole games of Pick, no agent ever holds a
// state that shows another seat's cards, while the real state has them. The
// loop collects every secret pick before one joint move, and the history
// replays to the same end.
func TestLoopGivesAgentsViewsOnly(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		s, _ := testgame.New(3)
		spies := []*spy{{}, {}, {}}
		l := &Loop[*testgame.State, testgame.Action, testgame.Event]{State: s, Rand: engine.NewRand(seed)}
		for _, sp := range spies {
			l.Seats = append(l.Seats, sp)
		}
		hiddenSeen := 0
		if err := l.Run(); err != nil {
			t.Fatal(err)
		}
		for seat, sp := range spies {
			if len(sp.views) != testgame.HandSize {
				t.Fatalf("seat %d chose %d times, want %d", seat, len(sp.views), testgame.HandSize)
			}
			for _, v := range sp.views {
				for p := 0; p < 3; p++ {
					if p == seat {
						continue
					}
					if v.Hand(p) != ([testgame.HandSize]testgame.Action{}) {
						t.Fatalf("seed %d: seat %d was shown seat %d's hand %v", seed, seat, p, v.Hand(p))
					}
					hiddenSeen++
				}
			}
		}
		if hiddenSeen == 0 {
			t.Fatal("no view was checked")
		}
		r, _ := testgame.New(3)
		if len(l.By) != len(l.History) {
			t.Fatalf("%d entries, %d written by", len(l.History), len(l.By))
		}
		if _, err := record.Replay(r, steps(l.History, l.By), nil); err != nil || *r != *l.State {
			t.Fatalf("seed %d: replay of %d entries: %v, same end %v", seed, len(l.History), err, err == nil && *r == *l.State)
		}
	}
}

type firstLegal struct{}

func (firstLegal) Choose(v *dice.State, seat int) (dice.Action, error) { return v.Legal()[0], nil }

// The dice game runs through the same loop and replays from its history.
func TestLoopPlaysTheDiceGame(t *testing.T) {
	s, err := dice.NewGame(dice.Online(4))
	if err != nil {
		t.Fatal(err)
	}
	l := &Loop[*dice.State, dice.Action, dice.Event]{State: s, Rand: engine.NewRand(4), Seats: []Chooser[*dice.State, dice.Action]{firstLegal{}, firstLegal{}, firstLegal{}, firstLegal{}}}
	events := 0
	l.Events = func(evs []dice.Event) { events += len(evs) }
	if err := l.Run(); err != nil {
		t.Fatal(err)
	}
	if !s.IsTerminal() || events == 0 {
		t.Fatalf("terminal %v, %d events", s.IsTerminal(), events)
	}
	r, _ := dice.NewGame(dice.Online(4))
	if _, err := record.Replay(r, steps(l.History, l.By), nil); err != nil || *r != *s {
		t.Fatalf("replay: %v", err)
	}
}

func TestSubmissionsWaitForEverySeat(t *testing.T) {
	s, _ := testgame.New(2)
	for _, c := range []testgame.Action{5, 2, 5, 3, 1, 4} { // seat 0: 5 5 1, seat 1: 2 3 4
		s.Apply(c)
	}
	sub := NewSubmissions[testgame.Action, testgame.Event](s)
	if err := sub.Submit(0, 2); err == nil {
		t.Error("seat 0 submitted a card it does not hold")
	}
	if err := sub.Submit(5, 1); !errors.Is(err, ErrNotActing) {
		t.Errorf("seat 5: %v, want ErrNotActing", err)
	}
	if err := sub.Submit(1, 3); err != nil {
		t.Fatal(err)
	}
	if _, ok := sub.Joint(); ok || !sub.Submitted(1) || sub.Submitted(0) {
		t.Fatalf("after one submission: waiting %v", sub.Waiting())
	}
	sub.Submit(0, 1)
	sub.Submit(0, 5) // a seat may change its mind until all are in
	acts, ok := sub.Joint()
	if !ok || acts[0] != 5 || acts[1] != 3 {
		t.Fatalf("joint %v %v, want [5 3]", acts, ok)
	}
}

// What a seat sees of the deal: its own cards, and the others' face down.
func TestEventsForHidesOtherSeatsCards(t *testing.T) {
	s, _ := testgame.New(2)
	r := engine.NewRand(3)
	var all []testgame.Event
	for s.CurrentPlayer() == engine.ChancePlayer {
		evs, _ := s.Apply(s.SampleChance(r))
		all = append(all, evs...)
	}
	for seat := 0; seat < 2; seat++ {
		seen := EventsFor(s, seat, all)
		if len(seen) != len(all) {
			t.Fatalf("seat %d sees %d of %d deal events", seat, len(seen), len(all))
		}
		for i, e := range seen {
			if own := e.Seat == seat; own != (e.Card != 0) || (own && e.Card != all[i].Card) {
				t.Errorf("seat %d sees %+v of %+v", seat, e, all[i])
			}
		}
	}
	// The dice game hides nothing in its events.
	d, _ := dice.NewGame(dice.Classic(2))
	evs, _ := d.Apply(d.SampleChance(r))
	if got := EventsFor(d, 1, evs); len(got) != len(evs) {
		t.Errorf("dice events filtered: %d of %d", len(got), len(evs))
	}
}

// steps are a loop's history as record steps, each with who took it:
// replaying them with record.Replay checks the history and its By.
func steps[A any](history []A, by []int) []record.Step[A] {
	out := make([]record.Step[A], len(history))
	for i, a := range history {
		b := by[i]
		out[i] = record.Step[A]{Action: a, By: &b}
	}
	return out
}
