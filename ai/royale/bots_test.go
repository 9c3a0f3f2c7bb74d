package royale

import (
	"math"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// The regret-matching solver finds the closed form of Lucky Punch's
// hide-and-seek game, and the closed form makes each side indifferent.
func TestLuckyPunchEquilibrium(t *testing.T) {
	v := [4]float64{}
	for k := 1; k <= 3; k++ {
		v[k] = float64(royale.PunchPrize(k))
	}
	// The guesser's mix leaves the holder the same expected prize
	// whatever it holds; the holder's mix makes every guess cost the same.
	var gains, costs []float64
	for k := 1; k <= 3; k++ {
		gains = append(gains, v[k]*(1-punchGuess[k]))
		costs = append(costs, v[k]*punchHold[k])
	}
	for _, xs := range [][]float64{gains, costs} {
		for _, x := range xs[1:] {
			if math.Abs(x-xs[0]) > 1 {
				t.Errorf("not indifferent: %v", xs)
			}
		}
	}
	// Solved as a matrix game (rows: guesses, minimizing; columns: tokens
	// held) the mixes agree.
	pay := make([][]float64, 3)
	for g := range pay {
		pay[g] = make([]float64, 3)
		for h := range pay[g] {
			if g != h {
				pay[g][h] = v[h+1]
			}
		}
	}
	rows, cols := solve(pay, 20000)
	for k := 1; k <= 3; k++ {
		if math.Abs(rows[k-1]-punchGuess[k]) > 0.01 || math.Abs(cols[k-1]-punchHold[k]) > 0.01 {
			t.Errorf("solver %v %v, closed form %v %v", rows, cols, punchGuess, punchHold)
		}
	}
}

// Black Box: against the splitter's mix, no picking rule earns more than
// the game's value, and against the picker's mix no split gives away
// less: neither side can exploit the other, and always picking pile 1 (or
// 2) gains nothing.
func TestBlackBoxEquilibrium(t *testing.T) {
	value := func(code uint8, pick1 float64) float64 {
		return pick1*float64(royale.BoxValue(code, 1)) + (1-pick1)*float64(royale.BoxValue(code, 2))
	}
	size := func(code uint8) int { return int(code>>4&1 + code>>2&3 + code&3) }
	box := box()
	v := 0.0 // the value: the splitter's mix against the picker's
	for i, code := range box.splits {
		v += box.split[i] * value(code, box.pick1[size(code)])
	}
	// Best response of the picker: per size, the better pile.
	best := 0.0
	for k := 1; k <= 3; k++ {
		var p1, p2 float64
		for i, code := range box.splits {
			if size(code) == k {
				p1 += box.split[i] * float64(royale.BoxValue(code, 1))
				p2 += box.split[i] * float64(royale.BoxValue(code, 2))
			}
		}
		best += max(p1, p2)
	}
	// Best response of the splitter: the split the picker's mix pays least.
	least := math.Inf(1)
	for _, code := range box.splits {
		least = min(least, value(code, box.pick1[size(code)]))
	}
	if best > v+0.05 || least < v-0.05 {
		t.Errorf("value %.3f units, a picking rule gets %.3f, a split gives %.3f", v, best, least)
	}
	if v <= 0 {
		t.Errorf("value %.3f", v)
	}
}

// playGame plays one game of bots at level, checking every choice is
// legal; each bot sees only its seat's view.
func playGame(t *testing.T, r royale.Rules, level string, seed uint64) *royale.State {
	t.Helper()
	s, err := royale.NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRand(seed)
	bots := make([]*Bot, r.Players)
	for p := range bots {
		bots[p], _ = New(level, p, seed+uint64(p))
	}
	for n := 0; !s.IsTerminal(); n++ {
		if n > 5000 {
			t.Fatal("not over after 5000 steps")
		}
		cp := s.CurrentPlayer()
		var a royale.Action
		if cp == engine.ChancePlayer {
			a = s.SampleChance(rng)
		} else {
			a = bots[cp].Choose(s.View(cp), 0)
		}
		if _, err := s.Apply(a); err != nil {
			t.Fatalf("%s played %v: %v", level, a, err)
		}
	}
	return s
}

// Every level plays whole games, basic and main with every tile, legally.
func TestEveryLevelPlaysEveryTile(t *testing.T) {
	for _, level := range append(Levels[:len(Levels):len(Levels)], Opponents...) {
		games := 2
		if level == "hard" {
			games = 1
		}
		for g := 0; g < games; g++ {
			playGame(t, royale.Basic(3), level, uint64(g))
			playGame(t, royale.Rules{Players: 2, Main: true, Tiles: 6}, level, uint64(10+g))
		}
	}
}

// The bluffing tiles are played by the mixes at every level: over many
// draws, a level's Lucky Punch hold follows punchHold, so always guessing
// the same number wins nothing extra.
func TestPunchIsMixedAtEveryLevel(t *testing.T) {
	r := engine.NewRand(5)
	var n [4]int
	const draws = 6000
	legal := []royale.Action{{Kind: royale.ActPunch, X: 1}, {Kind: royale.ActPunch, X: 2}, {Kind: royale.ActPunch, X: 3}}
	for i := 0; i < draws; i++ {
		a, ok := mixed(nil, legal, r)
		if !ok {
			t.Fatal("a punch decision was not mixed")
		}
		n[a.X]++
	}
	for k := 1; k <= 3; k++ {
		if f := float64(n[k]) / draws; math.Abs(f-punchHold[k]) > 0.03 {
			t.Errorf("held %d in %.1f%% of draws, want %.1f%%", k, 100*f, 100*punchHold[k])
		}
	}
}
