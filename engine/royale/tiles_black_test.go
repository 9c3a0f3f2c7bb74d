package royale

import "testing"

// Prime Time (B1): before the payout, the seat about to win the casino's
// higher card rolls the black dice and may place none, one or both in the
// casinos of their faces, where they count as its dice (R28).
func TestPrimeTime(t *testing.T) {
	s := mainWith(t, 3, "B1")
	w, x, y := 0, 1, 2
	for p := range s.supply {
		s.supply[p] = Dice{}
	}
	s.dice[0][w] = Dice{Reg: 2}
	s.dice[0][x] = Dice{Reg: 1}
	s.dice[2][x] = Dice{Reg: 1} // casino 3: x alone
	s.dice[4][w] = Dice{Reg: 1} // casino 5: y 2, w 1
	s.dice[4][y] = Dice{Reg: 2}
	s.payout(nil)
	if s.ph != phTileRoll {
		t.Fatalf("no black dice rolled for the leader (phase %d)", s.ph)
	}
	deal(t, s, "roll 35")
	if got := legalText(s); !slicesEq(got, []string{"prime none", "prime 3", "prime 5", "prime 3+5"}) || s.CurrentPlayer() != w {
		t.Fatalf("seat %d: legal %v", s.CurrentPlayer(), got)
	}
	won := s.won
	deal(t, s, "prime 3+5")
	// Casino 3: w's black die ties x; casino 5: w 2 (with the black die) ties y.
	if s.won[x].N() != won[x].N()+1 || s.won[y] != won[y] || s.won[w].N() != won[w].N()+1 || s.Round() != 2 {
		t.Errorf("cards won: w %d, x %d, y %d (before %d %d %d)", s.won[w].N(), s.won[x].N(), s.won[y].N(), won[w].N(), won[x].N(), won[y].N())
	}
	// A double offers one die or both; an imaginary leader rolls nothing.
	s = mainWith(t, 3, "B1")
	for p := range s.supply {
		s.supply[p] = Dice{}
	}
	s.dice[0][w] = Dice{Reg: 1}
	s.payout(nil)
	deal(t, s, "roll 44")
	if got := legalText(s); !slicesEq(got, []string{"prime none", "prime 4", "prime 4+4"}) {
		t.Errorf("a double: legal %v", got)
	}
	s = mainWith(t, 2, "B1")
	for p := range s.supply {
		s.supply[p] = Dice{}
	}
	s.dice[0] = [owners]Dice{Neutral: {Reg: 9}}
	s.payout(nil)
	if s.ph == phTileRoll || s.Round() != 2 {
		t.Error("the neutral player's lead started Prime Time")
	}
}

// My Choice (H2): the seat rolls the black dice and does the action of one
// of the two faces: 1 chip, 2 chips, $30k, activate another tile, rotate a
// remaining die or take one back, or give up a remaining die for $60k
// (face 6, R29). A face that cannot be done is not offered.
func TestMyChoice(t *testing.T) {
	tests := []struct {
		name         string
		acts         []string
		legal        []string
		chips, money int
	}{
		{"1 or 2 chips", []string{"roll 12", "choose 2"}, []string{"choose 1", "choose 2"}, 2, 0},
		{"$30k or a die for $60k", []string{"roll 36", "choose 6"}, []string{"choose 3", "choose 6"}, 0, 60000},
		{"activate Pay Day", []string{"roll 44", "choose 4", "activate 2"}, []string{"choose 4"}, 1, 0},
		{"rotate a die", []string{"roll 15", "choose 5", "rotate 6b"}, []string{"choose 1", "choose 5"}, 0, 0},
	}
	for _, tc := range tests {
		s := mainTiles(t, 3, "H2", "D1")
		p := int(s.turn)
		deal(t, s, "roll 1122345b6", "place 1")
		evs := deal(t, s, tc.acts[0])
		if got := legalText(s); !slicesEq(got, tc.legal) {
			t.Fatalf("%s: legal %v, want %v", tc.name, got, tc.legal)
		}
		evs = append(evs, deal(t, s, tc.acts[1:]...)...)
		if chipsGot(evs, p) != tc.chips || bankPaid(evs, p) != tc.money || int(s.turn) == p {
			t.Errorf("%s: %d chips, $%d", tc.name, chipsGot(evs, p), bankPaid(evs, p))
		}
		switch tc.acts[1] {
		case "choose 6":
			if s.supply[p] != (Dice{Reg: 4, Big: 1}) || s.tv.choice[p] != (Dice{Reg: 1}) {
				t.Errorf("%s: supply %+v, on the tile %+v", tc.name, s.supply[p], s.tv.choice[p])
			}
		case "choose 5":
			if s.dice[5][p] != (Dice{Big: 1}) {
				t.Errorf("%s: casino 6 %+v", tc.name, s.dice[5][p])
			}
		}
	}
	// With no other tile, a roll of two 4s does nothing.
	s := mainWith(t, 3, "H2")
	p := int(s.turn)
	deal(t, s, "roll 1122345b6", "place 1", "roll 44")
	if int(s.turn) == p || s.ph != phRoll {
		t.Errorf("My Choice with nothing to do waits for seat %d", s.CurrentPlayer())
	}
}
