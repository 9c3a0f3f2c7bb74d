package royale

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// dealRound deals 6 cards of $60k and 6 of $70k to a basic game.
func dealRound(t *testing.T, s *State) {
	t.Helper()
	for range Casinos {
		deal(t, s, "card 60k", "card 70k")
	}
}

// A turn: the seat rolls all its dice, places every die showing one face
// (the Biggy with them), or pays a chip to sit out and keeps its dice.
func TestTurnPlaceAllOfAFaceOrSitOut(t *testing.T) {
	s, _ := NewGame(Basic(3))
	dealRound(t, s)
	if s.CurrentPlayer() != engine.ChancePlayer || s.Chips(0) != 2 {
		t.Fatalf("after the deal: player %d, chips %d", s.CurrentPlayer(), s.Chips(0))
	}
	if _, err := s.Apply(RollOf(Roll{C: [6]uint8{2, 5}})); err == nil {
		t.Fatal("a roll without the Biggy was accepted")
	}
	deal(t, s, "roll 1122234b2")
	if got := s.Legal(); !slicesEq(got, []Action{Place(1), Place(2), Place(3), Place(4), SitOut()}) {
		t.Fatalf("legal %v", got)
	}
	deal(t, s, "place 2")
	if d := s.DiceAt(2, 0); d != (Dice{Reg: 3, Big: 1}) || d.Units() != 5 {
		t.Errorf("casino 2 holds %+v, want 3 dice and the Biggy", d)
	}
	if s.Supply(0) != (Dice{Reg: 4}) || s.CurrentPlayer() != engine.ChancePlayer || s.turn != 1 {
		t.Errorf("supply %+v, turn %d", s.Supply(0), s.turn)
	}
	deal(t, s, "roll 1111111b1", "sitout")
	if s.Chips(1) != 1 || s.Supply(1) != (Dice{Reg: 7, Big: 1}) || s.turn != 2 || s.chipsOut != 1 {
		t.Errorf("after sitting out: chips %d, supply %+v, turn %d", s.Chips(1), s.Supply(1), s.turn)
	}
	if _, err := s.Apply(Place(5)); err == nil {
		t.Error("placing before the roll was accepted")
	}
	deal(t, s, "roll 1234566b6")
	if _, err := s.Apply(Place(7)); err == nil {
		t.Error("place 7 accepted")
	}
	deal(t, s, "place 6", "roll 1134", "sitout", "roll 1111111b1", "sitout", "roll 12345", "sitout")
	if s.Chips(0) != 1 || s.Chips(1) != 0 || s.Chips(2) != 1 {
		t.Errorf("chips %d %d %d", s.Chips(0), s.Chips(1), s.Chips(2))
	}
	deal(t, s, "roll 1134")
	if got := s.Legal(); len(got) != 4 || got[3] != SitOut() {
		t.Errorf("legal %v", got)
	}
	deal(t, s, "place 1", "roll 1111111b1")
	if got := s.Legal(); !slicesEq(got, []Action{Place(1)}) {
		t.Errorf("seat 1 without chips: legal %v, want only place 1", got)
	}
}

// When only one seat has dice left, it takes every turn in a row; the
// round ends when the last die is placed.
func TestLastSeatPlaysAlone(t *testing.T) {
	s, _ := NewGame(Basic(2))
	dealRound(t, s)
	deal(t, s, "roll 1234566b6") // the neutral dice: 1-5 one each, two 6s and the Biggy
	if s.DiceAt(6, Neutral) != (Dice{Reg: 2, Big: 1}) || s.DiceAt(1, Neutral).Reg != 1 {
		t.Fatalf("neutral dice %+v %+v", s.DiceAt(6, Neutral), s.DiceAt(1, Neutral))
	}
	deal(t, s, "roll 1111111b1", "place 1") // seat 0 is done
	for turns := 0; s.Round() == 1; turns++ {
		if s.turn != 1 || turns > 8 {
			t.Fatalf("turn %d of seat %d, want seat 1 again", turns, s.turn)
		}
		// One die on casino 1 each turn, the Biggy last on casino 3.
		roll, face := "roll b3", "3"
		if left := s.Supply(1); left.Reg > 0 {
			roll, face = "roll 1"+strings.Repeat("2", int(left.Reg)-1)+"b2", "1"
		}
		deal(t, s, roll, "place "+face)
	}
	if s.start != 1 {
		t.Errorf("seat 1 (casino 3's and 1's winner) should start round 2, not %d", s.start)
	}
}

// Start player of the next round: the winner of casino 6's higher card,
// else casino 5's, and so on; an imaginary player is no start player; if
// no seat won a higher card, the seat left of the last start player starts
// (R4).
func TestStartPlayerOfNextRound(t *testing.T) {
	tests := []struct {
		name  string
		n     int
		start uint8
		dice  map[int]map[int]Dice // casino -> owner -> dice
		want  int
	}{
		{"casino 6's winner", 3, 0, map[int]map[int]Dice{6: {2: {Reg: 3}, 1: {Reg: 1}}, 5: {1: {Reg: 4}}}, 2},
		{"casino 6 all tied: casino 5's winner", 3, 0, map[int]map[int]Dice{6: {2: {Reg: 2}, 1: {Reg: 2}}, 5: {1: {Reg: 1}}, 1: {0: {Reg: 5}}}, 1},
		{"the neutral player is skipped, and its runner-up", 2, 0, map[int]map[int]Dice{6: {Neutral: {Reg: 3}, 0: {Reg: 1}}, 4: {1: {Reg: 1}}}, 1},
		{"nobody won: the seat left of the last start player", 4, 3, map[int]map[int]Dice{6: {2: {Reg: 2}, 1: {Reg: 2}}}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := NewGame(Basic(tc.n))
			s.start = tc.start
			for c := range s.pair {
				s.pair[c] = [2]uint8{5, 4}
			}
			for c, m := range tc.dice {
				for o, d := range m {
					s.dice[c-1][o] = d
				}
			}
			s.payout(nil)
			if int(s.start) != tc.want || s.Round() != 2 {
				t.Errorf("round %d starts with seat %d, want %d", s.Round(), s.start, tc.want)
			}
			if s.dice != ([Casinos][owners]Dice{}) {
				t.Error("dice left in the casinos after the round")
			}
		})
	}
}

// Chips: 2 a round for everyone, carried over; each leftover chip is worth
// $10,000 at the end; the most money wins, then the most money cards and
// chips, else a shared win.
func TestChipsAndWinner(t *testing.T) {
	s, _ := NewGame(Basic(4))
	for round := 1; round <= 2; round++ {
		dealRound(t, s)
		if s.Chips(3) != 2*round {
			t.Errorf("round %d: %d chips, want %d", round, s.Chips(3), 2*round)
		}
		s.payout(nil) // nobody placed anything
	}
	s.won[0] = Cards{10: 1}            // $100k: 1 card + 4 chips
	s.won[1] = Cards{5: 1, 3: 1}       // $80k: 2 cards + 4 chips = $120k, 6
	s.won[2] = Cards{5: 2}             // $100k + $40k = $140k
	s.won[3] = Cards{4: 1, 3: 1, 7: 0} // $70k + $40k = $110k
	s.chips[0], s.chips[2] = 2, 0      // $120k, 3; $100k
	st := s.Standings()
	if st[0].Seat != 1 || st[1].Seat != 0 || !st[0].Winner || st[1].Winner || st[0].TieBreak != "notes" {
		t.Errorf("standings %+v: seat 1 should win on cards and chips over seat 0", st)
	}
	if st[0].Money != 120000 || st[0].ChipMoney != 40000 || st[0].Notes != 6 {
		t.Errorf("seat 1: %+v", st[0])
	}
	s.chips[0], s.won[0] = 3, Cards{3: 1, 6: 1} // $120k and 5 for both
	s.chips[1], s.won[1] = 3, Cards{4: 1, 5: 1}
	st = s.Standings()
	if !st[0].Winner || !st[1].Winner || st[0].TieBreak != "shared" {
		t.Errorf("standings %+v: a shared win", st)
	}
}

// The rulebook's example: Ben rolls his remaining 5 dice, four 3s and a 5,
// and places all four 3s (he may not place fewer); next turn he rolls his
// last die.
func TestBenPlacesAllFourThrees(t *testing.T) {
	s, _ := NewGame(Basic(3))
	dealRound(t, s)
	s.turn, s.supply[ben] = ben, Dice{Reg: 5}
	deal(t, s, "roll 33335", "place 3")
	if s.DiceAt(3, ben) != (Dice{Reg: 4}) || s.Supply(ben) != (Dice{Reg: 1}) {
		t.Errorf("casino 3 %+v, supply %+v", s.DiceAt(3, ben), s.Supply(ben))
	}
}
