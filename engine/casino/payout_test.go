package casino

import (
	"slices"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Equal counts cancel, then the rest rank: Red 3 dice, Blue 3, Green 2,
// Yellow 1. Red and Blue cancel; Green ranks first and Yellow second. (The
// rulebook's own example is pinned in engine/dice's TestPayoutOrderMatchesRulebook.)
func TestResolveTiesCancelThenRank(t *testing.T) {
	const red, blue, green, yellow = 0, 1, 2, 3
	p := Order([]Contender{{Who: red, Units: 3}, {Who: blue, Units: 3}, {Who: green, Units: 2}, {Who: yellow, Units: 1}}, false)
	if len(p.Ties) != 1 || p.Ties[0].Mask != 1<<red|1<<blue || p.Ties[0].Units != 3 {
		t.Errorf("ties %+v, want red and blue with 3", p.Ties)
	}
	if len(p.Ranked) != 2 || p.Ranked[0].Who != green || p.Ranked[1].Who != yellow {
		t.Errorf("ranked %+v, want green then yellow", p.Ranked)
	}
}

// The slot machine (online edition): equal dice are broken by the higher sum
// of faces, then the highest face; only a full tie cancels.
func TestResolveSlotTieBreaks(t *testing.T) {
	cs := []Contender{
		{Who: 0, Units: 2, Sum: 7, High: 4},
		{Who: 1, Units: 2, Sum: 8, High: 5},
		{Who: 2, Units: 2, Sum: 7, High: 5},
		{Who: 3, Units: 2, Sum: 7, High: 5},
	}
	p := Order(cs, true)
	if len(p.Ties) != 1 || p.Ties[0].Mask != 1<<2|1<<3 {
		t.Errorf("ties %+v, want seats 2 and 3", p.Ties)
	}
	if len(p.Ranked) != 2 || p.Ranked[0].Who != 1 || p.Ranked[1].Who != 0 {
		t.Errorf("ranked %+v, want seat 1 (sum 8) then seat 0", p.Ranked)
	}
	// Without the slot rule, all four have 2 dice and all cancel.
	if p := Order(cs, false); len(p.Ranked) != 0 || len(p.Ties) != 1 || p.Ties[0].Mask != 0xf {
		t.Errorf("plain casino: %+v, want one tie of all four", p)
	}
}

// Resolve agrees with a plain statement of the rule over random casinos.
func TestResolveMatchesTheRuleAsWritten(t *testing.T) {
	r := engine.NewRand(5)
	for trial := 0; trial < 20000; trial++ {
		n := 1 + r.Intn(7)
		keys := make([]int32, n)
		for i := range keys {
			keys[i] = int32(r.Intn(6)) // 0 = no dice
		}
		tied, order := make([]bool, n), make([]int, n)
		m := Resolve(keys, tied, order)
		// As written: a count held by two or more cancels; the rest rank.
		var want []int
		for i, k := range keys {
			c := 0
			for _, x := range keys {
				if x == k {
					c++
				}
			}
			if k != 0 && c > 1 != tied[i] {
				t.Fatalf("keys %v: tied[%d] = %v", keys, i, tied[i])
			}
			if k != 0 && c == 1 {
				want = append(want, i)
			}
		}
		slices.SortFunc(want, func(a, b int) int { return int(keys[b] - keys[a]) })
		if !slices.Equal(order[:m], want) {
			t.Fatalf("keys %v: order %v, want %v", keys, order[:m], want)
		}
	}
}

func TestRankStandings(t *testing.T) {
	st := []engine.Standing{
		{Seat: 0, Money: 300000, Notes: 5},
		{Seat: 1, Money: 400000, Notes: 4},
		{Seat: 2, Money: 300000, Notes: 6},
		{Seat: 3, Money: 400000, Notes: 4},
	}
	RankStandings(st)
	got := make([][3]int, len(st))
	for i, s := range st {
		w := 0
		if s.Winner {
			w = 1
		}
		got[i] = [3]int{s.Seat, s.Rank, w}
	}
	want := [][3]int{{1, 1, 1}, {3, 1, 1}, {2, 3, 0}, {0, 4, 0}}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if st[0].TieBreak != "shared" || st[2].TieBreak != "notes" {
		t.Errorf("tie-breaks %q %q, want shared and notes", st[0].TieBreak, st[2].TieBreak)
	}
}
