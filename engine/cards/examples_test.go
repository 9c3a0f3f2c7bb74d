package cards

import (
	"errors"
	"slices"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// The rulebook's selection criteria: "Leo has selected three 5s; Henry two
// 6s, Rebecca a 1 and a 4, and Emily a 5. No one is allowed to select two 4s
// and a 2."
func TestRulebookSelectionCriteria(t *testing.T) {
	for _, c := range []struct {
		who, pick string
		ok        bool
	}{
		{"Leo: three 5s", "5,5,5", true},
		{"Henry: two 6s", "6,6", true},
		{"Rebecca: a 1 and a 4", "1,4", true},
		{"Emily: a 5", "5", true},
		{"never two 4s and a 2", "4,4,2", false},
		{"a double counts as its number", "5,55,5", true},
		{"five of one number", "2,2,2,2,22", true},
		{"three different numbers", "1,2,3", false},
		{"six cards", "3,3,3,3,3,3", false},
		{"no cards", "", false},
	} {
		_, err := ParsePick(c.pick)
		if (err == nil) != c.ok {
			t.Errorf("%s (%q): error %v, want ok=%v", c.who, c.pick, err, c.ok)
		}
	}
	// The same criteria on a real hand: 4, 4, 2, 6 and a double 6.
	s := atLastPick(t, Rules{Players: 2}, [][]string{{"4", "4", "2", "6", "66"}, {"1", "2", "3", "4", "5"}})
	legal := s.LegalFor(0)
	for _, want := range []string{"4,4", "2,4", "6,66", "4", "66", "2,66"} {
		if !slices.Contains(legal, pick(t, want)) {
			t.Errorf("hand 4,4,2,6,66: %s is not among the picks %v", want, legal)
		}
	}
	var bad Pick
	bad[CardOf(4, false)], bad[CardOf(2, false)] = 2, 1
	if slices.Contains(legal, PickOf(bad)) {
		t.Errorf("hand 4,4,2,6,66: two 4s and a 2 is a legal pick")
	}
	// Four kinds of single card, and seven pairs: 2-4, 2-6, 2-66, 4-4,
	// 4-6, 4-66 and 6-66.
	if len(legal) != 11 {
		t.Errorf("hand 4,4,2,6,66: %d picks, want 11: %v", len(legal), legal)
	}
}

// atLastPick is a game of r at its last pick (round 4, turn 6): the seats
// hold the cards of hands, and the casinos hold notes dealt lowest first.
// Whatever happens after the picks is the end of the game, so nothing is
// put back in the decks.
func atLastPick(t *testing.T, r Rules, hands [][]string) *State {
	t.Helper()
	s, err := NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	var sc script
	sc.run(t, s)
	s.round, s.turn = Rounds, Turns
	for p := range hands {
		q := &s.seats[p]
		q.deck.add(q.hand, 1)
		q.hand, q.nHand = Pick{}, 0
		for _, c := range cards(t, hands[p]...) {
			q.deck[c]--
			q.hand[c]++
			q.nHand++
		}
	}
	if err := checkCards(s); err != nil {
		t.Fatal(err)
	}
	return s
}

// The rulebook's 8-card stop: "Rebecca has 7 cards at the casinos after the
// 3rd turn. In the 4th turn she places four 2s. She has now placed a total
// of 11 cards, and thus no longer participates in the 5th and 6th turn."
// Her hand is discarded and her draw pile goes under her glass (decision C5).
func TestRulebookEightCardStop(t *testing.T) {
	s, _ := NewGame(Rules{Players: 2})
	sc := script{}
	sc.draws[0] = cards(t, "5", "5", "5", "1", "1", "3", "3", "4", "4", "1", "6", "6", "4", "4", "1", "2", "2", "2", "2", "22")
	rebecca := []string{"5,5,5", "3,3", "6,6", "2,2,2,2"}
	for turn := 1; turn <= 4; turn++ {
		sc.run(t, s)
		if s.CurrentPlayer() != engine.SimultaneousPlayer || s.Turn() != turn {
			t.Fatalf("turn %d: CurrentPlayer %d, turn %d", turn, s.CurrentPlayer(), s.Turn())
		}
		evs, err := s.ApplyJoint([]Action{pick(t, rebecca[turn-1]), s.LegalFor(1)[0]})
		if err != nil {
			t.Fatal(err)
		}
		placed := s.Placed(0).Size()
		if want := []int{3, 5, 7, 11}[turn-1]; placed != want {
			t.Fatalf("after turn %d Rebecca has %d cards placed, want %d", turn, placed, want)
		}
		stopped := slices.ContainsFunc(evs, func(e Event) bool { return e.Kind == EvStopped && e.Seat == 0 })
		if stopped != (turn == 4) || s.Stopped(0) != (turn == 4) {
			t.Fatalf("turn %d: stop event %v, stopped %v", turn, stopped, s.Stopped(0))
		}
	}
	if s.HandSize(0) != 0 || s.DeckSize(0) != 0 || s.GlassSize(0) != DeckSize-11 {
		t.Errorf("Rebecca stopped with hand %d, deck %d, glass %d", s.HandSize(0), s.DeckSize(0), s.GlassSize(0))
	}
	for turn := 5; turn <= 6; turn++ {
		sc.run(t, s)
		if got := s.Acting(); !slices.Equal(got, []int{1}) || s.Turn() != turn {
			t.Fatalf("turn %d: acting %v", s.Turn(), got)
		}
		if l := s.LegalFor(0); l != nil {
			t.Fatalf("turn %d: Rebecca has picks %v", turn, l)
		}
		if _, err := s.ApplyJoint([]Action{s.LegalFor(1)[0]}); err != nil {
			t.Fatal(err)
		}
	}
	if s.Round() != 2 {
		t.Errorf("after six turns the round is %d", s.Round())
	}
}

// The rulebook's tie: at Casino 5 Leo has three cards with 4 dice, Henry four
// cards with 4 dice, Rebecca one card with 2 dice, Emily two cards with 2
// dice. Both pairs tie (dice count, not cards), every card goes to the
// glasses, and nobody wins Casino 5. The other rows pin the rule around it.
func TestRulebookTieByDice(t *testing.T) {
	for _, c := range []struct {
		name  string
		picks []string
		ties  []uint8 // masks of the tied groups
		win   []int   // seat winning the higher note, then the lower (-1: none)
	}{
		{"Casino 5: Leo, Henry, Rebecca, Emily", []string{"5,5,55", "5,5,5,5", "55", "5,5"}, []uint8{0b0011, 0b1100}, []int{-1, -1}},
		{"equal cards, more dice wins", []string{"5,55", "5,5", "1", "1"}, nil, []int{0, 1}},
		{"fewer cards, more dice wins", []string{"55", "5", "5", "1"}, []uint8{0b0110}, []int{0, -1}},
		{"a tie leaves the rest to rank", []string{"5,5", "5,5", "5", "55,5"}, []uint8{0b0011}, []int{3, 2}},
	} {
		hands := [][]string{{"5", "5", "5", "55", "1"}, {"5", "5", "5", "5", "1"}, {"55", "5", "5", "1", "2"}, {"55", "5", "5", "1", "2"}}
		s := atLastPick(t, Rules{Players: 4}, hands)
		s.notesAt[4] = [2]Note{6, 9}
		acts := make([]Action, 4)
		for i, p := range c.picks {
			acts[i] = pick(t, p)
		}
		evs, err := s.ApplyJoint(acts)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var ties []uint8
		winner := []int{-1, -1}
		for _, e := range evs {
			switch {
			case e.Kind == EvTie && e.Casino == 5:
				ties = append(ties, e.Mask)
			case e.Kind == EvNotePaid && e.Casino == 5:
				winner[e.Rank] = int(e.Seat)
				if want := Note(9 - 3*int(e.Rank)); e.Note != want {
					t.Errorf("%s: rank %d wins %v, want %v", c.name, e.Rank, e.Note, want)
				}
			}
		}
		if !slices.Equal(ties, c.ties) || !slices.Equal(winner, c.win) {
			t.Errorf("%s: ties %b, winners %v; want %b, %v", c.name, ties, winner, c.ties, c.win)
		}
		for p := 0; p < 4; p++ {
			tied := slices.ContainsFunc(ties, func(m uint8) bool { return m&(1<<p) != 0 })
			if at := s.Placed(p).DiceAt(5); tied && at != 0 {
				t.Errorf("%s: seat %d tied but keeps %d dice at casino 5", c.name, p, at)
			}
		}
	}
}

// The rulebook's chip sets: "Leo has 2 pink and 4 golden chips; he earns
// another $30,000 + $100,000 = $130,000." The other rows are the scale.
func TestRulebookChipSets(t *testing.T) {
	pink, gold, red := chipOf(t, "pink"), chipOf(t, "gold"), chipOf(t, "red")
	for _, c := range []struct {
		name  string
		chips map[casino.Chip]uint8
		want  int
	}{
		{"Leo: 2 pink and 4 gold", map[casino.Chip]uint8{pink: 2, gold: 4}, 130000},
		{"one", map[casino.Chip]uint8{red: 1}, 10000},
		{"three and five", map[casino.Chip]uint8{red: 3, gold: 5}, 210000},
		{"one of three colours", map[casino.Chip]uint8{red: 1, gold: 1, pink: 1}, 30000},
	} {
		s, _ := NewGame(Rules{Players: 2, Chips: true})
		for col, k := range c.chips {
			s.seats[0].chips[col] = k
		}
		s.seats[0].money = 50000
		if got := s.ChipMoney(0); got != c.want {
			t.Errorf("%s: chips worth $%d, want $%d", c.name, got, c.want)
		}
		if st := s.Standings(); st[0].Seat != 0 || st[0].Money != 50000+c.want || st[0].ChipMoney != c.want {
			t.Errorf("%s: standings %+v", c.name, st[0])
		}
	}
}

func chipOf(t *testing.T, name string) casino.Chip {
	t.Helper()
	c, ok := casino.ParseChip(name)
	if !ok {
		t.Fatal(name)
	}
	return c
}

// At a simultaneous node Legal is empty and Apply refuses a pick, changing
// nothing: the picks go through ApplyJoint (decision C10).
func TestApplyAtSimultaneousNodeIsRefused(t *testing.T) {
	s := atLastPick(t, Rules{Players: 2}, [][]string{{"1", "2", "3", "4", "5"}, {"1", "2", "3", "4", "5"}})
	before := *s
	if l := s.Legal(); l != nil {
		t.Errorf("Legal at a simultaneous node: %v", l)
	}
	if _, err := s.Apply(pick(t, "1")); !errors.Is(err, engine.ErrIllegal) || *s != before {
		t.Errorf("Apply at a simultaneous node: %v (state changed: %v)", err, *s != before)
	}
	if _, err := s.ApplyJoint([]Action{pick(t, "1")}); err == nil || *s != before {
		t.Errorf("ApplyJoint with one pick for two seats: %v", err)
	}
	if _, err := s.ApplyJoint([]Action{pick(t, "1"), pick(t, "6")}); err == nil || *s != before {
		t.Errorf("ApplyJoint with a card not held: %v", err)
	}
}

// The accessors answer for seats and casinos that do not exist with
// nothing, never a panic.
func TestAccessorsOutOfRange(t *testing.T) {
	s, _ := NewGame(Rules{Players: 2})
	for _, p := range []int{-1, 2, 5, 99} {
		if s.Hand(p) != (Pick{}) || s.HandSize(p) != 0 || s.DeckSize(p) != 0 || s.GlassSize(p) != 0 || s.Placed(p) != (Pick{}) ||
			s.Stopped(p) || s.Chips(p) != [5]uint8{} || s.Money(p) != 0 || s.NotesWon(p) != 0 || s.LegalFor(p) != nil {
			t.Errorf("seat %d answers something", p)
		}
	}
	for _, c := range []int{0, 7, -3} {
		if s.NotesAt(c) != [2]Note{} || s.ChipsAt(c) != [5]uint8{} {
			t.Errorf("casino %d answers something", c)
		}
	}
	if s.DeckSize(1) != DeckSize {
		t.Errorf("seat 1's deck: %d", s.DeckSize(1))
	}
}
