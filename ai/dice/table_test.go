package dice

import (
	"fmt"
	"sort"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// noteUnits is what the table counts for a note: its value in $10,000, a
// Rainbow card its dealing value of 4.
func noteUnits(n dice.Note) int32 {
	if n == dice.Rainbow {
		return 4
	}
	return int32(n)
}

// enginePay is what every seat wins on casino c (1-7) of s if the round
// ended now, by the engine's payout rule (dice.PayoutOrder).
func enginePay(s *dice.State, c int) (g [dice.MaxPlayers]int32) {
	cs := s.Contenders(c, nil)
	notes := s.NotesOn(c, nil)
	for r, k := range dice.PayoutOrder(cs, c == dice.SlotMachine).Ranked {
		if r < len(notes) && k.Who != dice.Neutral {
			g[k.Who] += noteUnits(notes[r])
		}
	}
	return g
}

func seatsOf(s *dice.State) []int {
	out := make([]int, s.Rules().Players)
	for q := range out {
		out[q] = q
	}
	return out
}

// roundPaid finishes the round of s (a copy) by random play and returns
// what every seat was paid on each casino, and which casinos the rest of
// the round changed (dice placed or kicked, a Rainbow card swapped).
func roundPaid(s *dice.State, rng *engine.Rand) (paid [dice.MaxCasinos + 1][dice.MaxPlayers]int32, touched [dice.MaxCasinos + 1]bool) {
	c := s.Clone()
	round := c.Round()
	for !c.IsTerminal() && c.Round() == round {
		var a dice.Action
		if c.IsChance() {
			a = c.SampleChance(rng)
		} else {
			l := c.Legal()
			a = l[rng.Intn(len(l))]
		}
		evs, err := c.Apply(a)
		if err != nil {
			panic(err)
		}
		for _, e := range evs {
			switch e.Kind {
			case dice.EvPlaced, dice.EvKicked, dice.EvRainbowSwapped:
				touched[e.Casino] = true
			case dice.EvNotePaid:
				if e.Player != dice.Neutral && int(e.Round) == round {
					paid[e.Casino][e.Player] += noteUnits(e.Note)
				}
			}
		}
	}
	return paid, touched
}

// The bots' table pays every casino as the engine does: over positions of
// random games in every rule set (ties, neutral dice, Biggies, Kickers, the
// slot machine's tie-breaks), the table's payout of the casinos as they
// stand equals dice.PayoutOrder's, and equals what the engine really pays
// at the end of the round on the casinos the rest of the round leaves
// alone. (ai keeps its own allocation-free pay for speed.)
func TestTablePaysAsTheEngine(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 4
	}
	names := make([]string, 0)
	rs := ruleSets()
	for name := range rs {
		names = append(names, name)
	}
	sort.Strings(names)
	var direct, played, ties int
	for ni, name := range names {
		r := rs[name]
		for g := 0; g < games; g++ {
			rng := engine.NewRand(uint64(1000*ni + g))
			s, err := dice.NewGame(r)
			if err != nil {
				t.Fatal(err)
			}
			for !s.IsTerminal() {
				if ph := s.Phase(); ph != dice.PhaseDeal && ph != dice.PhaseRainbow && rng.Intn(3) == 0 {
					var tb table
					tb.load(s)
					paid, touched := roundPaid(s, rng)
					for c := 1; c <= s.Casinos(); c++ {
						want := enginePay(s, c)
						got := tb.gain[c-1]
						if got != want {
							t.Fatalf("%s game %d round %d casino %d: table pays %v, PayoutOrder %v\n%s", name, g, s.Round(), c, got[:r.Players], want[:r.Players], casinoText(s, c))
						}
						direct++
						if ts := tieCount(s, c); ts > 0 {
							ties++
						}
						if touched[c] || hasRainbow(s, c) {
							continue
						}
						if got != paid[c] {
							t.Fatalf("%s game %d round %d casino %d: table pays %v, the engine paid %v at the end of the round\n%s", name, g, s.Round(), c, got[:r.Players], paid[c][:r.Players], casinoText(s, c))
						}
						played++
					}
				}
				var a dice.Action
				if s.IsChance() {
					a = s.SampleChance(rng)
				} else {
					l := s.Legal()
					a = l[rng.Intn(len(l))]
				}
				if _, err := s.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d casinos compared with PayoutOrder (%d with a tie), %d with the engine's payout at the end of the round", direct, ties, played)
	if played < 500 || ties < 100 {
		t.Errorf("too few comparisons: %d played out, %d ties", played, ties)
	}
}

// tieCount is the number of participants on casino c of s whose dice equal
// another's.
func tieCount(s *dice.State, c int) int {
	n := 0
	ps := append(seatsOf(s), dice.Neutral)
	for _, q := range ps {
		u := s.UnitsOn(c, q)
		for _, o := range ps {
			if o != q && u > 0 && s.UnitsOn(c, o) == u {
				n++
				break
			}
		}
	}
	return n
}

func hasRainbow(s *dice.State, c int) bool {
	for _, n := range s.NotesOn(c, nil) {
		if n == dice.Rainbow {
			return true
		}
	}
	return false
}

func casinoText(s *dice.State, c int) string {
	out := fmt.Sprintf("notes %v, units:", s.NotesOn(c, nil))
	for _, q := range append(seatsOf(s), dice.Neutral) {
		out += fmt.Sprintf(" %d", s.UnitsOn(c, q))
	}
	return out
}
