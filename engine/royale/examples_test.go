package royale

import (
	"strings"
	"testing"
)

const anna, ben, carla, denny = 0, 1, 2, 3

// casinoWith returns a 4-player (or n-player) game whose casino c (1-6)
// holds the given dice and pays hi and lo (units).
func casinoWith(t *testing.T, n, c int, hi, lo uint8, d map[int]Dice) *State {
	t.Helper()
	s, err := NewGame(Basic(n))
	if err != nil {
		t.Fatal(err)
	}
	s.pair[c-1] = [2]uint8{hi, lo}
	for o, x := range d {
		s.dice[c-1][o] = x
	}
	return s
}

// paid is who won what at a casino: owner -> card units, and tie masks.
func paid(evs []Event) (won map[int]int, ties []uint8, back []int) {
	won = map[int]int{}
	for _, e := range evs {
		switch e.Kind {
		case EvWin:
			won[int(e.Who)] = int(e.Value) / Unit
		case EvTie:
			ties = append(ties, e.Mask)
		case EvUnclaimed, EvImaginary:
			back = append(back, int(e.Value)/Unit)
		}
	}
	return won, ties, back
}

// The rulebook's payout examples (the Biggy counts as two dice; equal counts
// cancel; the most dice win the higher card, the runner-up the lower), and
// the 2-player variant's examples with the neutral player.
func TestPayoutExamples(t *testing.T) {
	tests := []struct {
		name   string
		n      int
		hi, lo uint8
		dice   map[int]Dice
		won    map[int]int
		ties   []uint8
		back   []int // cards that go under the pile
		winner int   // seat that won the higher card, -1 none
	}{
		{"Biggy example 1: Ben 3 and Carla 1+Biggy tie", 4, 9, 5,
			map[int]Dice{anna: {Reg: 5}, ben: {Reg: 3}, carla: {Reg: 1, Big: 1}, denny: {Reg: 1}},
			map[int]int{anna: 9, denny: 5}, []uint8{1<<ben | 1<<carla}, nil, anna},
		{"Biggy example 2: all four tie at two and one", 4, 9, 5,
			map[int]Dice{anna: {Big: 1}, carla: {Reg: 2}, ben: {Reg: 1}, denny: {Reg: 1}},
			map[int]int{}, []uint8{1<<anna | 1<<carla, 1<<ben | 1<<denny}, []int{9, 5}, -1},
		{"Ben alone wins $40k; the other $40k goes under the pile", 4, 4, 4,
			map[int]Dice{ben: {Reg: 2}}, map[int]int{ben: 4}, nil, []int{4}, ben},
		{"Carla $70k, Ben $30k, Denny nothing", 4, 7, 3,
			map[int]Dice{carla: {Reg: 3, Big: 1}, ben: {Reg: 2}, denny: {Reg: 1}},
			map[int]int{carla: 7, ben: 3}, nil, nil, carla},
		{"Anna $80k, Denny $50k", 4, 8, 5,
			map[int]Dice{anna: {Reg: 2, Big: 1}, denny: {Reg: 3}, ben: {Reg: 2}, carla: {Reg: 2}},
			map[int]int{anna: 8, denny: 5}, []uint8{1<<ben | 1<<carla}, nil, anna},
		{"2 players: the neutral player wins $80k (under the pile), Ben $30k", 2, 8, 3,
			map[int]Dice{Neutral: {Reg: 3}, 1: {Reg: 2}},
			map[int]int{Neutral: 8, 1: 3}, nil, []int{8}, -1},
		{"2 players: Carla $70k, the neutral player $40k, Ben nothing", 2, 7, 4,
			map[int]Dice{0: {Reg: 2, Big: 1}, Neutral: {Reg: 2}, 1: {Reg: 1}},
			map[int]int{0: 7, Neutral: 4}, nil, []int{4}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := casinoWith(t, tc.n, 4, tc.hi, tc.lo, tc.dice)
			evs, w := s.payCasino(3, nil)
			won, ties, back := paid(evs)
			if !mapsEqual(won, tc.won) || !slicesEq(ties, tc.ties) || !slicesEq(back, tc.back) || w != tc.winner {
				t.Errorf("won %v ties %v back %v winner %d; want %v %v %v %d", won, ties, back, w, tc.won, tc.ties, tc.back, tc.winner)
			}
			under := 0
			for v, k := range s.under {
				under += v * int(k)
			}
			sum := 0
			for _, v := range tc.back {
				sum += v
			}
			if under != sum {
				t.Errorf("under the pile: %v, want the cards %v", s.under, tc.back)
			}
		})
	}
}

func mapsEqual(a, b map[int]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

func slicesEq[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// deal applies the text actions in order and fails at the first error.
func deal(t *testing.T, s *State, acts ...string) []Event {
	t.Helper()
	var all []Event
	for _, txt := range acts {
		a, err := ParseAction(txt)
		if err != nil {
			t.Fatalf("%s: %v", txt, err)
		}
		evs, err := s.Apply(a)
		if err != nil {
			t.Fatalf("%s: %v", txt, err)
		}
		all = append(all, evs...)
	}
	return all
}

// Pair placement: the highest pair total goes on casino 6, down to the
// lowest on casino 1; equal totals go by the higher single card (the
// rulebook's illustration, casinos 5 and 4: $90k+$30k above $70k+$50k).
func TestPairPlacementEqualTotals(t *testing.T) {
	tests := []struct {
		name  string
		cards string
		want  [Casinos][2]uint8 // casino 1..6
	}{
		{"equal totals by the higher card", "90 30 70 50 100 100 30 40 60 60 50 30",
			[Casinos][2]uint8{{4, 3}, {5, 3}, {6, 6}, {7, 5}, {9, 3}, {10, 10}}},
		{"deal order does not matter", "30 90 40 30 50 70 60 60 100 100 30 50",
			[Casinos][2]uint8{{4, 3}, {5, 3}, {6, 6}, {7, 5}, {9, 3}, {10, 10}}},
		{"three pairs with a total of 100", "50 50 60 40 70 30 30 30 100 90 80 80",
			[Casinos][2]uint8{{3, 3}, {5, 5}, {6, 4}, {7, 3}, {8, 8}, {10, 9}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := NewGame(Basic(3))
			var acts []string
			for _, c := range strings.Fields(tc.cards) {
				acts = append(acts, "card "+c+"k")
			}
			deal(t, s, acts...)
			if s.pair != tc.want {
				t.Errorf("pairs %v, want %v", s.pair, tc.want)
			}
		})
	}
}

// The 90 money cards, $30k to $100k (R1), and a new game's first chance
// node deals from them with probabilities by count.
func TestDeck(t *testing.T) {
	d := deckCounts
	if d.N() != deckSize || d[minCard] == 0 || d[maxCard] == 0 || d[minCard-1] != 0 {
		t.Fatalf("deck %v: %d cards", d, d.N())
	}
	s, _ := NewGame(Basic(3))
	outs := s.ChanceOutcomes()
	if len(outs) != maxCard-minCard+1 || outs[3].Action != CardOf(60000) || outs[3].Prob != 15.0/90 {
		t.Errorf("first deal: %v", outs)
	}
}

// The rulebook's 2-player example 1 with the neutral colour's Biggy (R32):
// the neutral dice are the 8 dice of a colour, 7 small ones and the Biggy,
// which counts two. The neutral player's die and Biggy in casino 4 (3) beat
// Ben's two dice: it wins the $80,000 card, which goes under the pile, and
// Ben wins the $30,000 card. With 8 small dice it would have tied Ben.
func TestNeutralBiggyExample(t *testing.T) {
	s, err := NewGame(Basic(2))
	if err != nil {
		t.Fatal(err)
	}
	// Pairs by total: 200 (6), 180 (5), 110 (4: $80k and $30k), 100, 80, 60.
	deal(t, s, "card 100k", "card 100k", "card 90k", "card 90k", "card 80k", "card 30k",
		"card 50k", "card 50k", "card 40k", "card 40k", "card 30k", "card 30k")
	if hi, lo := s.Pair(4); hi != 80000 || lo != 30000 {
		t.Fatalf("casino 4 pays %d and %d", hi, lo)
	}
	if _, err := s.Clone().Apply(RollOf(Roll{C: [6]uint8{1, 1, 1, 2, 2, 1}})); err == nil {
		t.Fatal("8 small neutral dice were accepted; the Biggy is due")
	}
	deal(t, s, "roll 1234556b4")
	if d := s.DiceAt(4, Neutral); d != (Dice{Reg: 1, Big: 1}) || d.Units() != 3 {
		t.Fatalf("neutral dice in casino 4: %+v", d)
	}
	evs := deal(t, s, "roll 1111111b1", "place 1", "roll 4411111b1", "place 4", "roll 11111b1", "place 1")
	var at4 []string
	for _, e := range evs {
		if e.C == 4 && (e.Kind == EvWin || e.Kind == EvTie) {
			at4 = append(at4, e.Describe([]string{"Anna", "Ben"}))
		}
	}
	want := []string{"the neutral player wins $80,000 at casino 4.", "Ben wins $30,000 at casino 4."}
	if !slicesEq(at4, want) {
		t.Fatalf("casino 4: %q, want %q", at4, want)
	}
	if s.under[8] != 1 {
		t.Errorf("under the pile %v, want the $80,000 card among them", s.under)
	}
}
