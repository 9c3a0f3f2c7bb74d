package royale

import "testing"

// Fifty Fifty (B2): the first roll puts the counter on space 1 ($0); each
// bet won moves it on (1 chip, $30k, $40k, $60k); a bet lost, or the same
// sum again, pays nothing; stopping pays the space; the last space pays
// at once (R19).
func TestFiftyFifty(t *testing.T) {
	tests := []struct {
		name         string
		acts         []string
		chips, money int
	}{
		{"stop at once: $0", []string{"roll 34", "fifty stop"}, 0, 0},
		{"higher, lower, stop: $30k", []string{"roll 34", "fifty higher", "roll 56", "fifty lower", "roll 11", "fifty stop"}, 0, 30000},
		{"one bet won: 1 chip", []string{"roll 34", "fifty lower", "roll 13", "fifty stop"}, 1, 0},
		{"a bet lost", []string{"roll 34", "fifty higher", "roll 56", "fifty higher", "roll 12"}, 0, 0},
		{"the same sum loses", []string{"roll 34", "fifty higher", "roll 25"}, 0, 0},
		{"the last space pays $60k at once", []string{"roll 11", "fifty higher", "roll 12", "fifty higher", "roll 22", "fifty higher", "roll 23", "fifty higher", "roll 66"}, 0, 60000},
	}
	for _, tc := range tests {
		s := mainWith(t, 3, "B2")
		p := int(s.turn)
		deal(t, s, "roll 1122345b6", "place 1")
		evs := deal(t, s, tc.acts...)
		if chipsGot(evs, p) != tc.chips || bankPaid(evs, p) != tc.money || s.ph != phRoll || int(s.turn) == p {
			t.Errorf("%s: %d chips, $%d, phase %d", tc.name, chipsGot(evs, p), bankPaid(evs, p), s.ph)
		}
	}
}

// Nice Dice (H1): a die just rolled (not placed) or just placed in this
// casino may go on the space of its face; a die already there goes into
// the casino of that face; at the payout each die pays its space.
func TestNiceDice(t *testing.T) {
	s := mainWith(t, 3, "H1")
	a := int(s.turn)
	b := (a + 1) % 3
	deal(t, s, "roll 1113456b1", "place 1")
	want := []string{"nice none", "nice 1", "nice 1b", "nice 3", "nice 4", "nice 5", "nice 6"}
	var got []string
	for _, x := range s.Legal() {
		got = append(got, x.String())
	}
	if !slicesEq(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	deal(t, s, "nice 4")
	if s.supply[a] != (Dice{Reg: 3}) || s.tv.nice[3] != int8(a)+1 || s.dice[0][a] != (Dice{Reg: 3, Big: 1}) {
		t.Fatalf("supply %+v, space 4 %d, casino 1 %+v", s.supply[a], s.tv.nice[3], s.dice[0][a])
	}
	deal(t, s, "roll 1444444b1", "place 1", "nice 1b") // b: the Biggy just placed
	if s.tv.nice[0] != int8(b)+1 || s.tv.niceBig != 1 || s.dice[0][b] != (Dice{Reg: 1}) {
		t.Fatalf("space 1 %d (big %b), casino 1 %+v", s.tv.nice[0], s.tv.niceBig, s.dice[0][b])
	}
	c := (b + 1) % 3
	deal(t, s, "roll 1444444b4", "place 1", "nice 4") // c's die pushes a's into casino 4
	if s.tv.nice[3] != int8(c)+1 || s.dice[3][a] != (Dice{Reg: 1}) {
		t.Fatalf("space 4 %d, casino 4 %+v", s.tv.nice[3], s.dice[3][a])
	}
	for p := range s.supply {
		s.supply[p] = Dice{}
	}
	s.bank = deckCounts
	evs := s.payout(nil)
	if chipsGot(evs, b) != 1 || bankPaid(evs, c) != 40000 || bankPaid(evs, a) != 0 {
		t.Errorf("Nice Dice paid b %d chips, c $%d, a $%d", chipsGot(evs, b), bankPaid(evs, c), bankPaid(evs, a))
	}
}

// Board shows the tiles' state: here Fifty Fifty's counter while the seat
// decides, and Nice Dice's spaces.
func TestBoard(t *testing.T) {
	s := mainTiles(t, 3, "B2", "H1")
	p := int(s.turn)
	deal(t, s, "roll 1122345b6", "place 1", "roll 34")
	b := s.Board()
	if b.Resolving != tB2 || b.ResolvingAt != 1 || b.For != p || b.Fifty != 1 || b.LastSum != 7 || b.Jackpot != 30000 || b.Closed != 0 {
		t.Errorf("board %+v", b)
	}
	deal(t, s, "fifty stop", "roll 1222222b6", "place 2", "nice 6b")
	b = s.Board()
	if b.Resolving != -1 || b.Nice[5] != (p+1)%3 || !b.NiceBig[5] || b.Nice[0] != -1 {
		t.Errorf("board %+v", b)
	}
}
