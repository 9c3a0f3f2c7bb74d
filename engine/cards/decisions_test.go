package cards

import (
	"slices"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// Decision C7: when several seats place two dice or more at a casino in the
// same simultaneous turn, they take chip cards there with the most dice
// first, equal ones in turn order from the round's start player; a seat
// finding several colours chooses, one colour is taken at once, none is
// lost.
func TestChipClaimOrder(t *testing.T) {
	red, blue := chipOf(t, "red"), chipOf(t, "blue")
	hands := [][]string{{"3", "3", "33", "1", "2"}, {"33", "3", "3", "1", "2"}, {"33", "3", "3", "1", "2"}}
	for _, c := range []struct {
		name   string
		start  int
		picks  []string
		chips  []casino.Chip // at casino 3
		chose  int           // seat asked to choose (-1: nobody)
		takers []int         // seats that get a chip card, in order
	}{
		{"most dice first", 0, []string{"3,3", "33,3", "33"}, []casino.Chip{red}, -1, []int{1}},
		{"equal dice: start player first", 0, []string{"3,3", "1", "33"}, []casino.Chip{red}, -1, []int{0}},
		{"equal dice: turn order from the start player", 2, []string{"3,3", "1", "33"}, []casino.Chip{red}, -1, []int{2}},
		{"two colours: the first chooses, the next takes the rest", 0, []string{"3,3", "33,3", "33"}, []casino.Chip{red, blue}, 1, []int{1, 0}},
		{"one die is not enough", 0, []string{"3", "3", "1"}, []casino.Chip{red}, -1, nil},
	} {
		s := atLastPick(t, Rules{Players: 3, Chips: true}, hands)
		s.start = int8(c.start)
		for col, k := range s.chipsAt[2] { // the chip card dealt there
			s.chipPile[col] += k
			s.chipsAt[2][col] = 0
		}
		for _, col := range c.chips {
			s.chipsAt[2][col]++
			s.chipPile[col]--
		}
		acts := make([]Action, 3)
		for i, p := range c.picks {
			acts[i] = pick(t, p)
		}
		evs, err := s.ApplyJoint(acts)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if c.chose >= 0 {
			if s.CurrentPlayer() != c.chose || len(s.Legal()) != len(c.chips) || s.ClaimCasino() != 3 {
				t.Fatalf("%s: CurrentPlayer %d with %v, want seat %d to choose", c.name, s.CurrentPlayer(), s.Legal(), c.chose)
			}
			more, err := s.Apply(TakeChip(blue))
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			evs = append(evs, more...)
		}
		if s.ClaimCasino() != 0 {
			t.Errorf("%s: a claim is still open at casino %d", c.name, s.ClaimCasino())
		}
		var takers []int
		for _, e := range evs {
			if e.Kind == EvChipTaken && e.Casino == 3 {
				takers = append(takers, int(e.Seat))
			}
		}
		if !slices.Equal(takers, c.takers) || !s.IsTerminal() {
			t.Errorf("%s: chip cards taken by %v, want %v (over: %v)", c.name, takers, c.takers, s.IsTerminal())
		}
	}
}

// In the sequential variation a seat takes its chip card as soon as it
// places, before the next seat picks; the seats pick in turn order from the
// start player, who passes left each round.
func TestSequentialOrderAndChips(t *testing.T) {
	s, _ := NewGame(Rules{Players: 3, Sequential: true, Chips: true})
	var sc script
	for round := 1; round <= 2; round++ {
		var order []int
		for s.Round() == round {
			sc.run(t, s)
			p := s.CurrentPlayer()
			if p < 0 || s.HandSize(p) != HandSize {
				t.Fatalf("round %d: CurrentPlayer %d holds %d cards", round, p, s.HandSize(p))
			}
			if s.Turn() == 1 {
				order = append(order, p)
			}
			// The lowest pick of two dice or more at one casino, if any.
			l := s.Legal()
			a := l[0]
			for _, x := range l {
				if x.Pick.DiceAt(x.Pick.firstFace()) >= 2 {
					a = x
					break
				}
			}
			before := s.Chips(p)
			evs, err := s.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			took := slices.ContainsFunc(evs, func(e Event) bool {
				return (e.Kind == EvChipTaken || e.Kind == EvNoChip) && int(e.Seat) == p
			})
			choosing := s.phase == PhChip && s.CurrentPlayer() == p
			if qualified := a.Pick.DiceAt(a.Pick.firstFace()) >= 2; qualified != (took || choosing) {
				t.Fatalf("seat %d placed %v: chip card taken %v, choosing %v", p, a, took, choosing)
			}
			if took && s.Chips(p) == before && !slices.ContainsFunc(evs, func(e Event) bool { return e.Kind == EvNoChip }) {
				t.Fatalf("seat %d: chip event, no chip card", p)
			}
			for s.phase == PhChip {
				if _, err := s.Apply(s.Legal()[0]); err != nil {
					t.Fatal(err)
				}
			}
		}
		want := []int{(round - 1) % 3, round % 3, (round + 1) % 3}
		if !slices.Equal(order, want) {
			t.Errorf("round %d: turn 1 order %v, want %v", round, order, want)
		}
	}
}

// firstFace is the lowest face among the pick's cards (0 if none).
func (p Pick) firstFace() int {
	for k, n := range p {
		if n > 0 {
			return Card(k).Face()
		}
	}
	return 0
}

// Decision C2 and C4: 6 turns of 5 cards use the 30-card deck exactly, so a
// deck runs out only when the round's last turn has been drawn, and every
// pick is made from 5 cards. A seat that places one card a turn never
// stops; after turn 6 its deck is empty and the round ends.
func TestDeckRunsOutAtTheLastTurn(t *testing.T) {
	for _, seq := range []bool{false, true} {
		s, _ := NewGame(Rules{Players: 2, Sequential: seq})
		var sc script
		for s.Round() == 1 {
			sc.run(t, s)
			seats := s.Acting()
			if seq {
				seats = []int{s.CurrentPlayer()}
			}
			acts := make([]Action, len(seats))
			for i, p := range seats {
				if s.HandSize(p) != HandSize || s.DeckSize(p) != DeckSize-HandSize*s.Turn() {
					t.Fatalf("turn %d: seat %d holds %d, deck %d", s.Turn(), p, s.HandSize(p), s.DeckSize(p))
				}
				acts[i] = s.picks(p)[0] // one card
			}
			var err error
			if seq {
				_, err = s.Apply(acts[0])
			} else {
				_, err = s.ApplyJoint(acts)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if s.Turn() != 1 || s.Phase() != PhNotes {
			t.Errorf("sequential %v: after six turns, turn %d phase %d", seq, s.Turn(), s.Phase())
		}
	}
}

// Decision C6: the order of cards within a pick cannot matter. A pick is a
// multiset (its text in any order is the same action), all its cards are
// placed before the stop is checked, and the seats' picks are revealed
// together.
func TestPickOrderDoesNotMatter(t *testing.T) {
	a, b := pick(t, "5,55,5"), pick(t, "55,5,5")
	if a != b || a.String() != "pick 5,5,55" {
		t.Errorf("%v and %v differ", a, b)
	}
}
