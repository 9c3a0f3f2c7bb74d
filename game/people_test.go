package game

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/testgame"
)

func seatName(p int) string { return fmt.Sprintf("P%d", p) }

// Two people share the dice game's loop through one People: a decision
// posted for the seat waited for is taken at that seat's turn only; one
// posted for another seat waits (nothing applied, the decision kept), and
// a waiting Step allocates nothing.
func TestPeopleTakeADecisionAtItsSeatsTurn(t *testing.T) {
	s, err := dice.NewGame(dice.Classic(2))
	if err != nil {
		t.Fatal(err)
	}
	people := NewPeople[*dice.State, dice.Action](func() int { return s.CurrentPlayer() }, seatName)
	l := &Loop[*dice.State, dice.Action, dice.Event]{State: s, Rand: engine.NewRand(7), Seats: []Chooser[*dice.State, dice.Action]{people, people}}
	for s.CurrentPlayer() == engine.ChancePlayer {
		if err := l.Step(); err != nil {
			t.Fatal(err)
		}
	}
	cp := s.CurrentPlayer()
	other := 1 - cp
	a := s.Legal()[0]

	people.Seat = other
	people.Post(a)
	before, n := *s, len(l.History)
	if allocs := testing.AllocsPerRun(20, func() {
		if err := l.Step(); !errors.Is(err, ErrWaiting) {
			t.Fatalf("a decision posted for seat %d at seat %d's turn: %v, want ErrWaiting", other, cp, err)
		}
	}); allocs != 0 {
		t.Errorf("a waiting Step allocates %v times", allocs)
	}
	if *s != before || len(l.History) != n {
		t.Fatal("a decision posted for another seat was applied")
	}
	if !people.Ready(other) || people.Ready(cp) {
		t.Errorf("Ready(%d), Ready(%d) = %v, %v; want true, false", other, cp, people.Ready(other), people.Ready(cp))
	}

	people.Clear()
	people.Seat = cp
	if err := l.Step(); !errors.Is(err, ErrWaiting) {
		t.Fatalf("nothing posted: %v, want ErrWaiting", err)
	}
	people.Post(a)
	if !people.Ready(cp) {
		t.Fatal("the decision posted is not ready")
	}
	if err := l.Step(); err != nil {
		t.Fatal(err)
	}
	if len(l.History) != n+1 || l.History[n] != a || l.By[n] != cp {
		t.Fatalf("history %v by %v, want %v by %d appended", l.History[n:], l.By[n:], a, cp)
	}
	if people.Ready(cp) {
		t.Error("the decision taken is still ready")
	}
}

// At a simultaneous node every person's seat waits: a decision posted
// stays for the seat's own turn (a person's secret choice there goes
// through Loop.Submit).
func TestPeopleWaitAtASimultaneousNode(t *testing.T) {
	s, _ := testgame.New(2)
	people := NewPeople[*testgame.State, testgame.Action](func() int { return s.CurrentPlayer() }, seatName)
	quick := &counting{}
	l := &pickLoop{State: s, Rand: engine.NewRand(2), Seats: []Chooser[*testgame.State, testgame.Action]{people, quick}}
	for s.CurrentPlayer() == engine.ChancePlayer {
		l.Step()
	}
	if s.CurrentPlayer() != engine.SimultaneousPlayer {
		t.Fatalf("after the deal: player %d", s.CurrentPlayer())
	}
	people.Seat = 0
	people.Post(s.LegalFor(0)[0])
	if err := l.Step(); !errors.Is(err, ErrWaiting) {
		t.Fatalf("a posted decision at a simultaneous node: %v, want ErrWaiting", err)
	}
	if l.Submitted(0) || !people.Ready(0) {
		t.Errorf("submitted %v, ready %v; want false, true", l.Submitted(0), people.Ready(0))
	}
}

// Check lets a person act only for the seat waited for, and only while the
// session waits for a person's decision; its message names the seat.
func TestPeopleCheck(t *testing.T) {
	people := NewPeople[*dice.State, dice.Action](func() int { return 0 }, seatName)
	people.Seat = 1
	if err := people.Check(1, true); err != nil {
		t.Errorf("the seat waited for: %v", err)
	}
	for _, c := range []struct {
		seat int
		open bool
	}{{0, true}, {1, false}, {-1, true}, {7, true}} {
		err := people.Check(c.seat, c.open)
		if err == nil || !strings.Contains(err.Error(), seatName(c.seat)) {
			t.Errorf("Check(%d, %v) = %v, want an error naming %s", c.seat, c.open, err, seatName(c.seat))
		}
	}
}
