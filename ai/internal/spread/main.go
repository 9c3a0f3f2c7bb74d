// Command spread measures the spread of one seat's income per round in
// medium self-play, which sets the hard bot's win-probability model.
package main

import (
	"fmt"
	"math"

	dicebots "github.com/lasvegas-dice/lasvegas/ai/dice"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

func main() {
	for _, online := range []bool{false, true} {
		for n := 2; n <= 6; n++ {
			r := dice.Classic(min(n, 5))
			if online {
				r = dice.Online(n)
			} else if n == 6 {
				continue
			}
			var sum, sq float64
			var cnt int
			for g := 0; g < 400; g++ {
				s, _ := dice.NewGame(r)
				bots := make([]dicebots.Bot, n)
				for p := range bots {
					bots[p], _ = dicebots.New("medium", uint64(g*10+p))
				}
				rng := engine.NewRand(uint64(g))
				for !s.IsTerminal() {
					var a dice.Action
					if p := s.CurrentPlayer(); p < 0 {
						a = s.SampleChance(rng)
					} else {
						a = bots[p].Choose(s, 0)
					}
					s.Apply(a)
				}
				for p := 0; p < n; p++ {
					prev := 0
					for rd := 0; rd < r.Rounds; rd++ {
						m := s.MoneyAfterRound(p, rd)
						x := float64(m-prev) / dice.NoteUnit
						prev = m
						sum += x
						sq += x * x
						cnt++
					}
				}
			}
			mean := sum / float64(cnt)
			fmt.Printf("online=%v n=%d mean=%.1f sd=%.1f\n", online, n, mean, math.Sqrt(sq/float64(cnt)-mean*mean))
		}
	}
}
