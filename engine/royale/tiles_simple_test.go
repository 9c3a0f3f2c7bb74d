package royale

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// mainWith starts an n-player main game with tile id beside casino 1 only,
// deals the cards with a fixed generator and stops at the start player's
// roll.
func mainWith(t *testing.T, n int, id string) *State {
	t.Helper()
	s, err := NewGame(Rules{Players: n, Main: true, Tiles: 1, TileSet: []string{id}})
	if err != nil {
		t.Fatal(err)
	}
	deal(t, s, "tile "+id)
	rng := engine.NewRand(7)
	for s.ph != phRoll {
		if s.CurrentPlayer() != engine.ChancePlayer {
			t.Fatalf("no roll reached (phase %d)", s.ph)
		}
		if _, err := s.Apply(s.SampleChance(rng)); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// bankPaid sums what the events paid seat p from the bank (card values).
func bankPaid(evs []Event, p int) int {
	d := 0
	for _, e := range evs {
		if e.Kind == EvBankPay && int(e.Who) == p {
			d += int(e.Value)
		}
	}
	return d
}

func chipsGot(evs []Event, p int) int {
	n := 0
	for _, e := range evs {
		if e.Kind == EvChips && int(e.Who) == p && e.Tile >= 0 {
			n += int(e.N)
		}
	}
	return n
}

// The bank pays an amount as one card: that value, else the smallest card
// above it, else the largest below it, else nothing (R13).
func TestBankPaysOneCard(t *testing.T) {
	tests := []struct {
		name string
		bank Cards
		want int // units of the card paid, 0 none
	}{
		{"exact", Cards{3: 1, 5: 1, 6: 1}, 5},
		{"the smallest above", Cards{3: 1, 6: 1, 9: 1}, 6},
		{"else the largest below", Cards{3: 1, 4: 1}, 4},
		{"empty bank", Cards{}, 0},
	}
	for _, tc := range tests {
		s := mainWith(t, 3, "D1")
		s.bank = tc.bank
		before := s.won[1]
		evs := s.payBank(1, 5*Unit, tD1, nil)
		got := s.won[1]
		got[tc.want] -= b2u(tc.want > 0)
		if bankPaid(evs, 1) != tc.want*Unit || got != before || s.bank.N() != tc.bank.N()-b2i(tc.want > 0) {
			t.Errorf("%s: paid %d, won %v, bank %v", tc.name, bankPaid(evs, 1), s.won[1], s.bank)
		}
	}
}

// The main game's setup: 12 cards face up, 24 set aside for rounds 2 and 3,
// the other 54 the bank; unclaimed cards join the bank (R6, R10).
func TestMainGameBank(t *testing.T) {
	s := mainWith(t, 3, "D1")
	if s.bank.N() != deckSize-pairsDealt-4*Casinos || s.deck.N() != 4*Casinos || s.Tile(1) != tD1 {
		t.Fatalf("bank %d, pile %d, tile %d", s.bank.N(), s.deck.N(), s.Tile(1))
	}
	bank := s.bank.N()
	s.payout(nil) // nobody placed a die: all 12 cards join the bank
	if s.bank.N() != bank+pairsDealt || s.Round() != 2 {
		t.Errorf("bank %d after an empty round, want %d", s.bank.N(), bank+pairsDealt)
	}
}

// High Five (C1): the activation that brings the seat to five dice (or 3
// and the Biggy) takes the token; the token pays $100,000 at the payout.
func TestHighFive(t *testing.T) {
	s := mainWith(t, 3, "C1")
	p := int(s.turn)
	deal(t, s, "roll 1122345b6", "place 1") // 2 dice: no token
	if s.tv.highFive != -1 {
		t.Fatal("token taken with 2 dice")
	}
	s.dice[0][p] = Dice{Reg: 1, Big: 1} // 3 units already there
	s.turn = uint8(p)
	s.supply[p] = Dice{Reg: 2}
	deal(t, s, "roll 11")
	deal(t, s, "place 1")
	if s.tv.highFive != int8(p) {
		t.Fatalf("token %d, want seat %d", s.tv.highFive, p)
	}
	q := (p + 1) % 3
	s.dice[0][q] = Dice{Reg: 9}
	s.bank = Cards{10: 1, 9: 1}
	for c := range s.supply {
		s.supply[c] = Dice{}
	}
	evs := s.payout(nil)
	if bankPaid(evs, p) != 100000 || bankPaid(evs, q) != 0 {
		t.Errorf("High Five paid %d to the holder, %d to the other", bankPaid(evs, p), bankPaid(evs, q))
	}
}

// Pay Day (D1): $10,000 per casino with the seat's dice, the activated one
// included: 1-2 casinos pay chips, 3-6 money from the bank.
func TestPayDay(t *testing.T) {
	tests := []struct {
		name         string
		others       []int // other casinos (1-6) with the seat's dice
		chips, money int
	}{
		{"one casino: 1 chip", nil, 1, 0},
		{"two: 2 chips", []int{5}, 2, 0},
		{"four: $40,000", []int{2, 3, 6}, 0, 40000},
		{"six: $60,000", []int{2, 3, 4, 5, 6}, 0, 60000},
	}
	for _, tc := range tests {
		s := mainWith(t, 4, "D1")
		p := int(s.turn)
		s.supply[p] = Dice{Reg: 1}
		for _, c := range tc.others {
			s.dice[c-1][p] = Dice{Big: 1}
			s.dice[c-1][(p+1)%4] = Dice{Reg: 2}
		}
		deal(t, s, "roll 1")
		evs := deal(t, s, "place 1")
		if chipsGot(evs, p) != tc.chips || bankPaid(evs, p) != tc.money {
			t.Errorf("%s: %d chips, $%d", tc.name, chipsGot(evs, p), bankPaid(evs, p))
		}
	}
}

// Jackpot (A2): a 7 or a double pays the counter and resets it to $30,000;
// else the counter rises $10,000, to $80,000 at most.
func TestJackpot(t *testing.T) {
	s := mainWith(t, 3, "A2")
	steps := []struct {
		roll    string
		paid    int
		counter int
	}{
		{"roll 34", 30000, 30000},
		{"roll 12", 0, 40000},
		{"roll 26", 0, 50000},
		{"roll 55", 50000, 30000},
		{"roll 12", 0, 40000}, {"roll 13", 0, 50000}, {"roll 14", 0, 60000},
		{"roll 15", 0, 70000}, {"roll 35", 0, 80000}, {"roll 46", 0, 80000},
		{"roll 16", 80000, 30000},
	}
	for i, st := range steps {
		p := int(s.turn)
		s.supply[p] = Dice{Reg: 1, Big: 1}
		s.bank = deckCounts
		deal(t, s, "roll 1b2", "place 1")
		if s.ph != phTileRoll {
			t.Fatalf("step %d: no black dice due", i)
		}
		evs := deal(t, s, st.roll)
		if bankPaid(evs, p) != st.paid || int(s.tv.jackpot)*Unit != st.counter {
			t.Errorf("step %d %s: paid %d, counter %d; want %d, %d", i, st.roll, bankPaid(evs, p), int(s.tv.jackpot)*Unit, st.paid, st.counter)
		}
	}
}

// Double Down (G2): the seat may move any of its dice in the casino onto
// the tile; the tile pays $60,000 and $30,000 from the bank like a casino,
// and the dice moved do not count in the casino.
func TestDoubleDown(t *testing.T) {
	s := mainWith(t, 4, "G2")
	a := int(s.turn)
	b, c := (a+1)%4, (a+2)%4
	deal(t, s, "roll 1113456b1", "place 1")
	if got := s.Legal(); len(got) != 8 || got[0] != (Action{Kind: ActDouble}) || got[7] != (Action{Kind: ActDouble, X: 3, Y: 1}) {
		t.Fatalf("legal %v", got)
	}
	deal(t, s, "double 2b") // 2 dice and the Biggy on the tile: 4; 1 die stays
	if s.dice[0][a] != (Dice{Reg: 1}) || s.tv.double[a] != (Dice{Reg: 2, Big: 1}) {
		t.Fatalf("casino %+v, tile %+v", s.dice[0][a], s.tv.double[a])
	}
	s.tv.double[b] = Dice{Reg: 4}
	s.tv.double[c] = Dice{Reg: 1}
	s.dice[0][b] = Dice{Reg: 2}
	for p := range s.supply {
		s.supply[p] = Dice{}
	}
	s.bank = deckCounts
	evs := s.payout(nil)
	// a and b tie at 4 on the tile; c wins $60k. In the casino b (2) beats a (1).
	if bankPaid(evs, c) != 60000 || bankPaid(evs, a) != 0 || bankPaid(evs, b) != 0 {
		t.Errorf("Double Down paid a %d, b %d, c %d", bankPaid(evs, a), bankPaid(evs, b), bankPaid(evs, c))
	}
	if s.won[b].N() != 1 || s.won[a].N() != 1 {
		t.Errorf("casino 1: b won %d cards, a %d", s.won[b].N(), s.won[a].N())
	}
}
