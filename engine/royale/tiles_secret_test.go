package royale

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Lucky Punch (A1): the activating seat secretly holds 1-3 tokens; its
// left neighbour guesses; a wrong guess pays 2 chips, $30k or $40k by the
// tokens held, a right one nothing. The secret is hidden from every other
// seat's view and events until the guess, and Resample fills it in.
func TestLuckyPunch(t *testing.T) {
	tests := []struct {
		held, guess  string
		chips, money int
	}{
		{"1", "2", 2, 0},
		{"2", "3", 0, 30000},
		{"3", "1", 0, 40000},
		{"2", "2", 0, 0},
	}
	for _, tc := range tests {
		s := mainWith(t, 3, "A1")
		p := int(s.turn)
		left := (p + 1) % 3
		deal(t, s, "roll 1122345b6", "place 1")
		if s.CurrentPlayer() != p || !slicesEq(legalText(s), []string{"punch 1", "punch 2", "punch 3"}) {
			t.Fatalf("seat %d to act, legal %v", s.CurrentPlayer(), legalText(s))
		}
		evs := deal(t, s, "punch "+tc.held)
		if s.CurrentPlayer() != left {
			t.Fatalf("seat %d guesses, want the left neighbour %d", s.CurrentPlayer(), left)
		}
		if e, _ := s.SeenBy(left, evs[0]); e.N != 0 || evs[0].N == 0 {
			t.Errorf("the guesser sees the tokens held: %+v", e)
		}
		if e, _ := s.SeenBy(p, evs[0]); e.N == 0 {
			t.Errorf("the holder does not see its own choice")
		}
		v := s.View(left)
		if v.ctx.a != 0 || !v.veiled || s.View(p).ctx.a == 0 {
			t.Fatalf("the guesser's view shows %d", v.ctx.a)
		}
		if _, err := v.Clone().Apply(Action{Kind: ActGuess, X: 1}); err == nil {
			t.Error("a guess on a view that hides the tokens was applied")
		}
		evs = deal(t, s, "guess "+tc.guess)
		if chipsGot(evs, p) != tc.chips || bankPaid(evs, p) != tc.money || s.secretBy != -1 {
			t.Errorf("held %s guess %s: %d chips, $%d", tc.held, tc.guess, chipsGot(evs, p), bankPaid(evs, p))
		}
	}
}

// Resample fills a hidden secret with every possible value: Lucky Punch's
// 1-3, and Black Box splits of the pile size seen.
func TestResampleFillsSecrets(t *testing.T) {
	s := mainWith(t, 3, "A1")
	p := int(s.turn)
	deal(t, s, "roll 1122345b6", "place 1", "punch 3")
	v := s.View((p + 1) % 3)
	seen := map[uint8]int{}
	rng := engine.NewRand(3)
	for range 300 {
		r := v.Resample(rng)
		if r.veiled {
			t.Fatal("resampled state is still veiled")
		}
		seen[r.ctx.a]++
	}
	if len(seen) != 3 || seen[1] < 70 || seen[2] < 70 || seen[3] < 70 {
		t.Errorf("resampled tokens %v, want 1-3 about evenly", seen)
	}
	for _, k := range []uint8{1, 2, 3} {
		for _, code := range boxSplits(k) {
			if boxSize(code) != k {
				t.Errorf("split %s has size %d, want %d", splitString(code), boxSize(code), k)
			}
		}
	}
	if n := len(boxSplits(0)); n != 14 {
		t.Errorf("%d splits, want 3+5+6", n)
	}
}

// blackBoxAt returns a 3-player game at the payout's Black Box: casino 1
// (Black Box) won by seat w.
func blackBoxAt(t *testing.T, w int) *State {
	t.Helper()
	s := mainWith(t, 3, "G1")
	for p := range s.supply {
		s.supply[p] = Dice{}
	}
	if w >= 0 {
		s.dice[0][w] = Dice{Reg: 3}
	} else {
		s.dice[0][Grey] = Dice{Reg: 3}
	}
	s.bank = deckCounts
	s.payout(nil)
	return s
}

// Black Box (G1): the seat left of the casino's winner splits the six
// tokens ($60k, $20k, $20k, 0, 0, 0) into two piles (1+5, 2+4 or 3+3) in
// secret; the winner picks one: $20k pays 2 chips, more pays from the bank
// (R26).
func TestBlackBox(t *testing.T) {
	tests := []struct {
		split, pick  string
		chips, money int
	}{
		{"split 60", "pick 1", 0, 60000},
		{"split 60", "pick 2", 0, 40000},
		{"split 20", "pick 1", 2, 0},
		{"split 0+0+0", "pick 2", 0, 100000},
		{"split 60+20+0", "pick 1", 0, 80000},
		{"split 0", "pick 1", 0, 0},
	}
	for _, tc := range tests {
		s := blackBoxAt(t, 1)
		if s.CurrentPlayer() != 2 || len(s.Legal()) != 14 {
			t.Fatalf("seat %d splits with %d choices, want seat 2 with 14", s.CurrentPlayer(), len(s.Legal()))
		}
		deal(t, s, tc.split)
		v := s.View(1)
		if s.CurrentPlayer() != 1 || v.ctx.a != 0 || v.ctx.b != s.ctx.b || s.View(0).ctx.a != 0 || s.View(2).ctx.a == 0 {
			t.Fatalf("after the split: player %d, the winner's view %+v", s.CurrentPlayer(), v.ctx)
		}
		evs := deal(t, s, tc.pick)
		if chipsGot(evs, 1) != tc.chips || bankPaid(evs, 1) != tc.money || s.Round() != 2 {
			t.Errorf("%s, %s: %d chips, $%d, round %d", tc.split, tc.pick, chipsGot(evs, 1), bankPaid(evs, 1), s.Round())
		}
	}
	// An imaginary winner plays no Black Box.
	if s := blackBoxAt(t, -1); s.Round() != 2 || s.ph == phTileAct {
		t.Errorf("the grey dice's win started the Black Box")
	}
}
