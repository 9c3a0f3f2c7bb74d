package game

import (
	"errors"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/testgame"
)

// slowBot thinks for `slices` Paces before it plays its lowest card, and
// keeps the views it was given and how often it was asked.
type slowBot struct {
	slices, asked int
	views         []*testgame.State
}

func (b *slowBot) Pace(s Sight[*testgame.State]) (testgame.Action, error) {
	b.asked++
	if b.asked <= b.slices {
		return 0, ErrWaiting
	}
	v := s.View()
	b.views = append(b.views, v)
	return v.LegalFor(s.Seat())[0], nil
}

func (b *slowBot) Choose(v *testgame.State, seat int) (testgame.Action, error) {
	return v.LegalFor(seat)[0], nil
}

// counting plays its lowest card at once and counts how often it is asked.
type counting struct{ asked int }

func (c *counting) Choose(v *testgame.State, seat int) (testgame.Action, error) {
	c.asked++
	return v.LegalFor(seat)[0], nil
}

type pickLoop = Loop[*testgame.State, testgame.Action, testgame.Event]

// In paced mode a Step at a simultaneous node with a seat still waiting
// changes nothing and returns ErrWaiting; the seats that have chosen are
// kept (not asked again), and their choice stays secret: Submitted says
// who, the state and the other seats' views are unchanged until all are
// in. A person's Mailbox is taken at the next Step.
func TestPacedLoopWaitsAndKeepsSubmissions(t *testing.T) {
	s, _ := testgame.New(3)
	person := &Mailbox[*testgame.State, testgame.Action]{}
	slow := &slowBot{slices: 2}
	quick := &counting{}
	l := &pickLoop{State: s, Rand: engine.NewRand(5), Seats: []Chooser[*testgame.State, testgame.Action]{person, slow, quick}}
	for s.CurrentPlayer() == engine.ChancePlayer {
		if err := l.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if s.CurrentPlayer() != engine.SimultaneousPlayer {
		t.Fatalf("after the deal: player %d", s.CurrentPlayer())
	}
	dealt := len(l.History)
	before := *s
	for i := 0; i < 4; i++ {
		if err := l.Step(); !errors.Is(err, ErrWaiting) {
			t.Fatalf("step %d with the person waiting: %v, want ErrWaiting", i, err)
		}
		if *s != before || len(l.History) != dealt || len(l.By) != dealt {
			t.Fatalf("step %d changed the game while waiting", i)
		}
	}
	if quick.asked != 1 {
		t.Errorf("the seat that chose at once was asked %d times, want 1", quick.asked)
	}
	if slow.asked != 3 || len(slow.views) != 1 {
		t.Errorf("the slow bot was asked %d times with %d views, want 3 and 1", slow.asked, len(slow.views))
	}
	if !l.Submitted(1) || !l.Submitted(2) || l.Submitted(0) {
		t.Fatalf("submitted: %v %v %v, want false true true", l.Submitted(0), l.Submitted(1), l.Submitted(2))
	}
	for p := 0; p < 3; p++ {
		if v := s.View(p); *v != *before.View(p) {
			t.Errorf("seat %d's view changed before every choice was in", p)
		}
	}
	if err := l.Submit(0, 7); err == nil {
		t.Error("the person submitted a card it does not hold")
	}
	own := s.LegalFor(0)
	person.Post(own[len(own)-1])
	if err := l.Step(); err != nil {
		t.Fatal(err)
	}
	if person.Full() || l.Sub != nil || len(l.History) != dealt+3 {
		t.Fatalf("after the joint move: mailbox full %v, submissions kept %v, %d entries", person.Full(), l.Sub != nil, len(l.History)-dealt)
	}
	want := []testgame.Action{own[len(own)-1], before.LegalFor(1)[0], before.LegalFor(2)[0]}
	for i, a := range want {
		if l.History[dealt+i] != a || l.By[dealt+i] != i {
			t.Errorf("entry %d: %v by %d, want %v by %d", i, l.History[dealt+i], l.By[dealt+i], a, i)
		}
	}
	if quick.asked != 1 {
		t.Errorf("asked %d times over the node, want 1", quick.asked)
	}
}

// A person's choice posted through Loop.Submit (as the window's card game
// does) is kept like a Chooser's.
func TestLoopSubmitIsKept(t *testing.T) {
	s, _ := testgame.New(2)
	person := &Mailbox[*testgame.State, testgame.Action]{}
	quick := &counting{}
	l := &pickLoop{State: s, Rand: engine.NewRand(2), Seats: []Chooser[*testgame.State, testgame.Action]{person, quick}}
	if err := l.Submit(0, 1); !errors.Is(err, ErrNotActing) {
		t.Errorf("a submission at a chance node: %v, want ErrNotActing", err)
	}
	for s.CurrentPlayer() == engine.ChancePlayer {
		l.Step()
	}
	a := s.LegalFor(0)[0]
	if err := l.Submit(0, a); err != nil {
		t.Fatal(err)
	}
	if err := l.Step(); err != nil {
		t.Fatalf("every choice in: %v", err)
	}
	if n := len(l.History); l.History[n-2] != a || l.By[n-2] != 0 {
		t.Errorf("the posted choice was not played: %v", l.History[n-2:])
	}
}

// recorded plays a seat's decisions of a history, in order.
type recorded struct {
	acts []dice.Action
	next int
}

func (r *recorded) Choose(*dice.State, int) (dice.Action, error) {
	if r.next >= len(r.acts) {
		return dice.Action{}, errors.New("no decision left")
	}
	r.next++
	return r.acts[r.next-1], nil
}

// The same seed and the same decisions give the same game whether the
// Loop runs headless or paced: people's decisions posted in mailboxes, a
// bot answering a few Steps late, and a Chance hook that samples as Rand.
func TestPacedLoopPlaysAsHeadless(t *testing.T) {
	rules := dice.Classic(3)
	s, _ := dice.NewGame(rules)
	head := &Loop[*dice.State, dice.Action, dice.Event]{State: s, Rand: engine.NewRand(11),
		Seats: []Chooser[*dice.State, dice.Action]{firstLegal{}, lastLegal{}, firstLegal{}}}
	if err := head.Run(); err != nil {
		t.Fatal(err)
	}
	mine := make([][]dice.Action, 3)
	for i, a := range head.History {
		if p := head.By[i]; p >= 0 {
			mine[p] = append(mine[p], a)
		}
	}

	p, _ := dice.NewGame(rules)
	boxes := []*Mailbox[*dice.State, dice.Action]{{}, {}}
	late := &lateBot{r: &recorded{acts: mine[1]}}
	r := engine.NewRand(11)
	chances := 0
	var hist []dice.Action
	var by []int
	paced := &Loop[*dice.State, dice.Action, dice.Event]{State: p, NoHistory: true,
		Seats:  []Chooser[*dice.State, dice.Action]{boxes[0], late, boxes[1]},
		Chance: func(st *dice.State) (dice.Action, error) { chances++; return st.SampleChance(r), nil },
		Applied: func(acts []dice.Action, who []int, _ []dice.Event) {
			hist, by = append(hist, acts...), append(by, who...)
		}}
	next := []int{0, 0, 0}
	for steps := 0; !p.IsTerminal(); steps++ {
		if steps > 100000 {
			t.Fatal("the paced game does not end")
		}
		err := paced.Step()
		if !errors.Is(err, ErrWaiting) {
			if err != nil {
				t.Fatal(err)
			}
			continue
		}
		switch cp := p.CurrentPlayer(); cp {
		case 0, 2:
			box := boxes[cp/2]
			if box.Full() {
				t.Fatal("a posted decision was not taken")
			}
			box.Post(mine[cp][next[cp]])
			next[cp]++
		case 1: // the bot thinks on
		default:
			t.Fatalf("waiting at player %d", cp)
		}
	}
	if len(paced.History) != 0 {
		t.Error("NoHistory kept a history")
	}
	if len(hist) != len(head.History) || chances == 0 || *p != *s {
		t.Fatalf("paced: %d steps (%d chance), headless %d; same end %v", len(hist), chances, len(head.History), *p == *s)
	}
	for i := range hist {
		if hist[i] != head.History[i] || by[i] != head.By[i] {
			t.Fatalf("step %d: %v by %d, headless %v by %d", i, hist[i], by[i], head.History[i], head.By[i])
		}
	}
}

type lastLegal struct{}

func (lastLegal) Choose(v *dice.State, seat int) (dice.Action, error) {
	l := v.Legal()
	return l[len(l)-1], nil
}

// lateBot answers every decision on the third time it is asked.
type lateBot struct {
	r     *recorded
	asked int
}

func (b *lateBot) Pace(Sight[*dice.State]) (dice.Action, error) {
	if b.asked++; b.asked < 3 {
		return dice.Action{}, ErrWaiting
	}
	b.asked = 0
	return b.r.Choose(nil, 1)
}

func (b *lateBot) Choose(v *dice.State, seat int) (dice.Action, error) { return b.r.Choose(v, seat) }

// A Step while a seat is waiting allocates nothing (the window steps the
// loop every frame while a person ponders or a bot thinks).
func TestPacedWaitAllocatesNothing(t *testing.T) {
	s, _ := dice.NewGame(dice.Classic(2))
	l := &Loop[*dice.State, dice.Action, dice.Event]{State: s, Rand: engine.NewRand(3), NoHistory: true,
		Seats: []Chooser[*dice.State, dice.Action]{&Mailbox[*dice.State, dice.Action]{}, &lateBot{r: &recorded{}}}}
	for s.CurrentPlayer() == engine.ChancePlayer {
		l.Step()
	}
	if n := testing.AllocsPerRun(100, func() {
		if err := l.Step(); !errors.Is(err, ErrWaiting) {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("a waiting Step allocates %v times", n)
	}
}
