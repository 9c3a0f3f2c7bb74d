package royale

import "testing"

// Bad Luck (C2): before the payout, the seats with the fewest dice in the
// casino (before ties cancel, zero counting) owe $50,000, paid into the
// bank at the round's end: everything they have if that is $50,000 or
// less; else cards and chips of their choice, the bank giving change in
// cards (never chips) (R30).
func TestBadLuck(t *testing.T) {
	tests := []struct {
		name   string
		dice   [3]Dice // casino 1: seats 0, 1, 2
		won    Cards   // seat 1's cards
		chips  int16   // seat 1's chips
		pays   []string
		owe    uint8 // mask
		after  Cards // seat 1's cards after
		chips2 int16
	}{
		{"nothing there: seat 1 pays everything it has", [3]Dice{{Reg: 3}, {}, {Reg: 1}}, Cards{4: 1}, 1, nil, 1 << 1, Cards{}, 0},
		{"two chips and $30k: exact", [3]Dice{{Reg: 3}, {Reg: 1}, {Reg: 1}}, Cards{3: 1, 6: 1}, 2, []string{"pay chip", "pay chip", "pay 30k"}, 1<<1 | 1<<2, Cards{6: 1}, 0},
		{"$60k: the $10k change is lost", [3]Dice{{Reg: 3}, {Big: 1}, {Reg: 4}}, Cards{3: 1, 6: 1}, 2, []string{"pay 60k"}, 1 << 1, Cards{3: 1}, 2},
		{"$100k: $50k change", [3]Dice{{Big: 1}, {Reg: 2}, {Reg: 2}}, Cards{10: 1}, 0, []string{"pay 100k"}, 1<<0 | 1<<1 | 1<<2, Cards{5: 1}, 0},
	}
	for _, tc := range tests {
		s := mainWith(t, 3, "C2")
		for p := range s.supply {
			s.supply[p] = Dice{}
		}
		copy(s.dice[0][:], tc.dice[:])
		s.start = 1
		s.won[1], s.chips[1] = tc.won, tc.chips
		s.chipsIn += tc.chips - 2
		s.bank = Cards{5: 1}
		s.pair = [Casinos][2]uint8{}
		evs := s.payout(nil)
		if s.tv.badLuck != tc.owe && s.Round() == 1 {
			t.Errorf("%s: owe %b, want %b", tc.name, s.tv.badLuck, tc.owe)
		}
		for _, e := range evs {
			if e.Kind == EvBadLuck && e.Mask != tc.owe {
				t.Errorf("%s: owe %b, want %b", tc.name, e.Mask, tc.owe)
			}
		}
		if len(tc.pays) > 0 && s.CurrentPlayer() != 1 {
			t.Fatalf("%s: seat %d to act, want seat 1 (the start player) to pay first", tc.name, s.CurrentPlayer())
		}
		deal(t, s, tc.pays...)
		if s.won[1] != tc.after || s.chips[1] != tc.chips2 || s.Round() != 2 && s.ph != phTileAct {
			t.Errorf("%s: seat 1 has %v and %d chips, want %v and %d", tc.name, s.won[1], s.chips[1], tc.after, tc.chips2)
		}
	}
}

// Bad Luck's change with exact change (R33): the bank gives the largest
// amount up to what is owed that its cards make, exact whenever a
// combination exists; among equal sums the fewest cards, then the largest.
// Without the rules key (records before it) the largest card that fits
// goes first and the rest is lost (R30).
func TestBadLuckExactChange(t *testing.T) {
	tests := []struct {
		name          string
		bank          Cards
		chips         int16
		card          string
		exact, oldWay Cards // the change with exact change, and the old way
	}{
		{"two chips and $90k: $60k over, eleven $30k cards and no $50k or $60k: two $30k, not $40k and $20k lost",
			Cards{3: 11, 4: 11, 7: 2}, 2, "pay 90k", Cards{3: 2}, Cards{4: 1}},
		{"four chips and $100k: $90k over, one $70k and two $40k: $80k (two $40k, $10k lost), not $70k ($20k lost)",
			Cards{4: 2, 7: 1}, 4, "pay 100k", Cards{4: 2}, Cards{7: 1}},
		{"$90k over: $60k+$30k before $50k+$40k (largest cards) and $30k x3 (fewest)",
			Cards{3: 3, 4: 1, 5: 1, 6: 1}, 4, "pay 100k", Cards{3: 1, 6: 1}, Cards{6: 1, 3: 1}},
		{"$50k over and a $50k card: the same either way", Cards{3: 2, 4: 1, 5: 1}, 0, "pay 100k", Cards{5: 1}, Cards{5: 1}},
		{"$20k over: no card makes it, lost either way", Cards{3: 5}, 3, "pay 40k", Cards{}, Cards{}},
	}
	for _, tc := range tests {
		for _, exact := range []bool{true, false} {
			s := mainWith(t, 3, "C2")
			s.exact = exact
			for p := range s.supply {
				s.supply[p] = Dice{}
			}
			s.dice[0] = [owners]Dice{{Reg: 3}, {Reg: 1}, {Reg: 2}} // seat 1 owes
			s.start = 1
			card, _ := ParseAction(tc.card)
			s.won[1], s.chips[1] = Cards{}, tc.chips
			s.won[1][card.X] = 1
			s.chipsIn += tc.chips - 2
			s.bank = tc.bank
			s.pair = [Casinos][2]uint8{}
			s.payout(nil)
			var pays []string
			for range tc.chips {
				pays = append(pays, "pay chip")
			}
			evs := deal(t, s, append(pays, tc.card)...)
			want := tc.oldWay
			if exact {
				want = tc.exact
			}
			if s.won[1] != want || s.Rules().ExactChange != exact {
				t.Errorf("%s (exact %v): seat 1 got %v, want %v", tc.name, exact, s.won[1], want)
			}
			if got := changeGiven(evs); got != want.Dollars() {
				t.Errorf("%s (exact %v): change events $%d, want $%d", tc.name, exact, got, want.Dollars())
			}
		}
	}
}

func changeGiven(evs []Event) int {
	d := 0
	for _, e := range evs {
		if e.Kind == EvChange {
			d += int(e.Value)
		}
	}
	return d
}
