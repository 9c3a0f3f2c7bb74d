// Command regret measures how much win probability the hard bot's choices
// lose to the noise of its rollouts (docs/dicebots.md): placements are sampled
// from games of the future model against medium, every legal action of each
// is valued by a long reference search (evenly spread rollouts), and each
// configuration's choice is scored by the reference value it gives up.
//
//	go run ./ai/internal/regret -positions 100 -ref 20000 -configs 'hard;hard:work=24000' -reps 8
//
// The reference values are those of the hard bot's own rollout model (its
// rollout policies, its win model), so this measures the search's noise,
// not the model's bias.
package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"strings"
	"sync"

	dicebots "github.com/lasvegas-dice/lasvegas/ai/dice"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

type position struct {
	s    *dice.State
	acts []dice.Action
	ref  []float64
	best float64
	dice int  // dice left to place in the round, all seats
	last bool // in the last round
}

func main() {
	npos := flag.Int("positions", 100, "positions")
	ref := flag.Int("ref", 20000, "reference rollouts per action")
	configs := flag.String("configs", "hard", "levels to measure, separated by ;")
	reps := flag.Int("reps", 8, "choices per position and level (different seeds)")
	seed := flag.Uint64("seed", 1, "seed")
	players := flag.Int("players", 2, "players (classic rules)")
	online := flag.Bool("online", false, "all online modules")
	workers := flag.Int("workers", 2, "parallel searches")
	diag := flag.String("diag", "", "level whose disagreements with the reference are tallied by dice used")
	flag.Parse()
	r := dice.Classic(*players)
	if *online {
		r = dice.Online(*players)
	}
	pos, err := sample(r, *npos, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	parallel(len(pos), *workers, func(i int) {
		p := pos[i]
		b := dicebots.NewHard(*seed^uint64(i)*0x9E3779B97F4A7C15, dicebots.HardOptions{Rollouts: *ref * len(p.acts), Uniform: true})
		sr := b.Begin(p.s)
		for !sr.Step(1 << 62) {
		}
		p.ref = make([]float64, len(p.acts))
		p.best = math.Inf(-1)
		for j, e := range sr.Estimates() {
			p.ref[j] = e.WinProb
			p.best = max(p.best, e.WinProb)
		}
	})
	if *diag != "" {
		tally(pos, *diag, *seed)
	}
	fmt.Printf("%d positions (%d players, online %v), reference %d rollouts per action\n", len(pos), r.Players, *online, *ref)
	fmt.Printf("%-32s %10s %10s %9s %10s %10s %10s\n", "level", "regret", "±se", "best", "early", "late", "last round")
	for _, cfg := range strings.Split(*configs, ";") {
		if _, err := dicebots.New(cfg, 1); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		measure(pos, cfg, *reps, *workers, *seed)
	}
}

// tally counts, for the level diag, how its choices that disagree with the
// reference use dice: more, fewer or as many as the reference's best.
func tally(pos []*position, diag string, seed uint64) {
	var more, fewer, same int
	var rMore, rFewer, rSame float64
	for i, p := range pos {
		b, _ := dicebots.New(diag, seed+uint64(i))
		a := b.Choose(p.s, 0)
		bj := 0
		for j := range p.acts {
			if p.ref[j] == p.best {
				bj = j
			}
		}
		if a == p.acts[bj] {
			continue
		}
		ca, cb := used(p.s, a), used(p.s, p.acts[bj])
		r := 0.0
		for j, x := range p.acts {
			if x == a {
				r = p.best - p.ref[j]
			}
		}
		switch {
		case ca > cb:
			more++
			rMore += r
		case ca < cb:
			fewer++
			rFewer += r
		default:
			same++
			rSame += r
		}
	}
	fmt.Printf("%s vs reference: uses more dice %d times (regret %.3f%%), fewer %d (%.3f%%), as many %d (%.3f%%)\n",
		diag, more, 100*rMore/float64(len(pos)), fewer, 100*rFewer/float64(len(pos)), same, 100*rSame/float64(len(pos)))
}

// measure prints the regret of the level cfg's choices: reps choices per
// position, each by a bot with its own seed.
func measure(pos []*position, cfg string, reps, workers int, seed uint64) {
	reg := make([][]float64, len(pos))
	hit := make([]int, len(pos))
	parallel(len(pos), workers, func(i int) {
		p := pos[i]
		for k := 0; k < reps; k++ {
			b, _ := dicebots.New(cfg, seed+uint64(1000*i+k+1))
			a := b.Choose(p.s, 0)
			for j, x := range p.acts {
				if x == a {
					reg[i] = append(reg[i], p.best-p.ref[j])
					if p.ref[j] == p.best {
						hit[i]++
					}
				}
			}
		}
	})
	var all, early, late, final []float64
	hits := 0
	for i, p := range pos {
		for _, x := range reg[i] {
			all = append(all, x)
			if p.last {
				final = append(final, x)
			}
			if p.dice >= 10 {
				early = append(early, x)
			} else {
				late = append(late, x)
			}
		}
		hits += hit[i]
	}
	m, se := meanSE(all)
	me, _ := meanSE(early)
	ml, _ := meanSE(late)
	mf, _ := meanSE(final)
	fmt.Printf("%-32s %9.3f%% %9.3f%% %8.1f%% %9.3f%% %9.3f%% %9.3f%%\n", cfg, 100*m, 100*se, 100*float64(hits)/float64(len(all)), 100*me, 100*ml, 100*mf)
}

// sample plays future against medium and keeps about one placement in
// four with at least two choices.
func sample(r dice.Rules, n int, seed uint64) ([]*position, error) {
	chance := engine.NewRand(seed)
	var out []*position
	for g := 0; len(out) < n; g++ {
		s, err := dice.NewGame(r)
		if err != nil {
			return nil, err
		}
		var bots []dicebots.Bot
		for q := 0; q < r.Players; q++ {
			lv := "medium"
			if (q+g)%2 == 0 {
				lv = "future"
			}
			b, err := dicebots.New(lv, seed+uint64(10*g+q))
			if err != nil {
				return nil, err
			}
			bots = append(bots, b)
		}
		for !s.IsTerminal() && len(out) < n {
			var a dice.Action
			if s.IsChance() {
				a = s.SampleChance(chance)
			} else {
				if l := s.Legal(); s.Phase() == dice.PhasePlace && len(l) >= 2 && chance.Intn(4) == 0 {
					dice := 0
					for q := 0; q < r.Players; q++ {
						dice += s.DiceLeft(q)
					}
					out = append(out, &position{s: s.Clone(), acts: l, dice: dice, last: s.Round() == r.Rounds-1})
				}
				a = bots[s.CurrentPlayer()].Choose(s, 0)
			}
			if _, err := s.Apply(a); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// used is the number of dice a placement puts down.
func used(s *dice.State, a dice.Action) int {
	r := s.CurrentRoll()
	n := 0
	for i := 0; i < int(r.N); i++ {
		if r.Face[i] == a.Face {
			n++
		}
	}
	return n
}

func parallel(n, workers int, f func(i int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				f(i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
}

func meanSE(x []float64) (float64, float64) {
	if len(x) == 0 {
		return 0, 0
	}
	m := 0.0
	for _, v := range x {
		m += v
	}
	m /= float64(len(x))
	v := 0.0
	for _, y := range x {
		v += (y - m) * (y - m)
	}
	if len(x) > 1 {
		v /= float64(len(x) - 1)
	}
	return m, math.Sqrt(v / float64(len(x)))
}
