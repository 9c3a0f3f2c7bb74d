package cards

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	cg "github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// take is what seat p would win at casino c if it paid out now with dice
// d: the higher note for the most dice, the lower for the second most,
// after equal counts cancel (the engine's payout rule).
func takeResolve(s *cg.State, c int, d standing, p int) int {
	n := s.Players()
	var keys [cg.MaxPlayers]int32
	var tied [cg.MaxPlayers]bool
	var order [cg.MaxPlayers]int
	for q := 0; q < n; q++ {
		keys[q] = int32(d[q])
	}
	k := casino.Resolve(keys[:n], tied[:n], order[:n])
	hi, lo := notes(s, c)
	for rank, v := range [2]int{hi, lo} {
		if rank < k && order[rank] == p {
			return v
		}
	}
	return 0
}

// take agrees with the engine's payout rule on random standings.
func TestTakeIsResolve(t *testing.T) {
	rng := engine.NewRand(2)
	for _, n := range []int{2, 3, 4, 5} {
		a, _ := twins(t, cg.Rules{Players: n}, 3)
		for k := 0; k < 3000; k++ {
			var d standing
			for p := 0; p < n; p++ {
				d[p] = rng.Intn(5)
			}
			c, p := 1+rng.Intn(cg.NumCasinos), rng.Intn(n)
			if got, want := take(a, c, d, p), takeResolve(a, c, d, p); got != want {
				t.Fatalf("%v seat %d: take %d, the rule %d", d[:n], p, got, want)
			}
		}
	}
}
