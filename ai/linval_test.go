package ai

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"sync"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// linExplore is the chance that own's placement in linSamples is a
// random legal one instead (exploration: the fitted value then sees
// afterstates own would not choose).
var linExplore float64

// linSamples plays games first, first+1, ... (each seeded by its number)
// heads-up classic between the level own and medium (seats alternating)
// and calls fn, from one goroutine per worker, with every afterstate of
// own's placements that leaves the round open (s, right after seat p's
// placement) and the money gap p then gains by the end of the round (in
// $10,000).
func linSamples(t testing.TB, own string, first, games, workers int, fn func(w int, s *dice.State, p int, y float64)) {
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			type pend struct {
				s    dice.State
				diff int
			}
			var pending []pend
			for g := first + w; g < first+games; g += workers {
				s, err := dice.NewGame(dice.Classic(2))
				if err != nil {
					t.Error(err)
					return
				}
				me := g % 2
				a, err1 := New(own, uint64(2*g+1))
				b, err2 := New("medium", uint64(2*g+2))
				if err1 != nil || err2 != nil {
					t.Error(err1, err2)
					return
				}
				bots := []Bot{a, b}
				if me == 1 {
					bots[0], bots[1] = b, a
				}
				chance := engine.NewRand(uint64(g) + 77)
				explore := engine.NewRand(uint64(g) + 991)
				pending = pending[:0]
				for !s.IsTerminal() {
					mover := s.CurrentPlayer()
					var act dice.Action
					if s.IsChance() {
						act = s.SampleChance(chance)
					} else {
						act = bots[mover].Choose(s, 0)
						if mover == me && linExplore > 0 && s.Phase() == dice.PhasePlace && explore.Float64() < linExplore {
							legal := s.Legal()
							act = legal[explore.Intn(len(legal))]
						}
					}
					round := s.Round()
					if _, err := s.Apply(act); err != nil {
						t.Error(err)
						return
					}
					if s.IsTerminal() || s.Round() != round {
						d := s.Money(me) - s.Money(1-me)
						for i := range pending {
							fn(w, &pending[i].s, me, float64(d-pending[i].diff)/dice.NoteUnit)
						}
						pending = pending[:0]
						continue
					}
					if mover == me && act.Kind == dice.ActPlace {
						pending = append(pending, pend{diff: s.Money(me) - s.Money(1-me)})
						pending[len(pending)-1].s.CopyFrom(s)
					}
				}
			}
		}(w)
	}
	wg.Wait()
}

// The learned linear value predicts the money gap the rest of a round
// brings better than the binomial model's expectation it starts from (its
// first feature), on games it was not fitted on.
func TestLinearValuePredictsBetterThanTheBinomial(t *testing.T) {
	comparePredictions(t, "future", 400, "linear", "binomial", func(f *future, s *dice.State, p int) (float64, float64) {
		var x [nLinFeatures]float64
		f.linFeatures(s, p, &x)
		v := 0.0
		for k := range x {
			v += linWeights[k] * x[k]
		}
		return v, x[0]
	})
}

// comparePredictions plays games of own against medium that no fit has
// seen (about 25 afterstates a game) and fails unless the first
// prediction of pred (named a) has a mean squared error clearly below the
// second's (named b): by 4 standard errors of the paired difference.
func comparePredictions(t *testing.T, own string, games int, a, b string, pred func(f *future, s *dice.State, p int) (float64, float64)) {
	if testing.Short() {
		games /= 2
	}
	var mu sync.Mutex
	var ea, eb, dd, dd2 float64
	n := 0
	futs := [2]future{defaultFuture, defaultFuture}
	linSamples(t, own, 1<<40, games, 2, func(w int, s *dice.State, p int, y float64) {
		va, vb := pred(&futs[w], s, p)
		mu.Lock()
		sa, sb := (va-y)*(va-y), (vb-y)*(vb-y)
		ea += sa
		eb += sb
		dd += sa - sb
		dd2 += (sa - sb) * (sa - sb)
		n++
		mu.Unlock()
	})
	if n < 1000 {
		t.Fatalf("only %d samples", n)
	}
	ea /= float64(n)
	eb /= float64(n)
	// The paired difference of squared errors, and its standard error.
	dd /= float64(n)
	se := math.Sqrt((dd2/float64(n) - dd*dd) / float64(n))
	t.Logf("%d afterstates: mean squared error %.2f (%s) vs %.2f (%s), in ($10,000)^2; difference %.2f +- %.2f",
		n, ea, a, eb, b, dd, se)
	if !(dd < -4*se) {
		t.Errorf("%s value's error %.2f is not clearly below the %s's %.2f (difference %.2f, standard error %.2f)", a, ea, b, eb, dd, se)
	}
}

// fitEnv reads a refit test's settings, PREFIX_FIT games of PREFIX_OWN
// (default hard), and skips the test when PREFIX_FIT is unset.
func fitEnv(t *testing.T, prefix, what string) (games int, own string) {
	games, _ = strconv.Atoi(os.Getenv(prefix + "_FIT"))
	if games <= 0 {
		t.Skip("set " + prefix + "_FIT to a number of games to refit " + what)
	}
	own = os.Getenv(prefix + "_OWN")
	if own == "" {
		own = "hard"
	}
	return games, own
}

// TestFitLinearValue refits linWeights (linweights.go) by least squares
// on LV_FIT games of LV_OWN (default hard) against medium and prints them:
//
//	LV_FIT=2400 go test ./ai -run FitLinearValue -v -timeout 60m
func TestFitLinearValue(t *testing.T) {
	games, own := fitEnv(t, "LV", "the linear value")
	const K = nLinFeatures
	var xtx [2][K][K]float64
	var xty [2][K]float64
	var cnt [2]int
	futs := [2]future{defaultFuture, defaultFuture}
	linSamples(t, own, 0, games, 2, func(w int, s *dice.State, p int, y float64) {
		var xv [K]float64
		futs[w].linFeatures(s, p, &xv)
		x := &xv
		for i := 0; i < K; i++ {
			xty[w][i] += x[i] * y
			for j := 0; j < K; j++ {
				xtx[w][i][j] += x[i] * x[j]
			}
		}
		cnt[w]++
	})
	n := cnt[0] + cnt[1]
	m := make([]float64, K*K)
	v := make([]float64, K)
	for i := 0; i < K; i++ {
		v[i] = xty[0][i] + xty[1][i]
		for j := 0; j < K; j++ {
			m[i*K+j] = xtx[0][i][j] + xtx[1][i][j]
		}
		m[i*K+i] += 1e-3 * float64(n) // a touch of ridge
	}
	w, err := choleskySolve(m, v, K)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("%d samples from %d games of %s against medium\nvar linWeights = [nLinFeatures]float64{\n", n, games, own)
	for _, x := range w {
		fmt.Printf("\t%.5g,\n", x)
	}
	fmt.Println("}")
}

// The learned value is used only where it was fitted: heads-up classic.
func TestLinearValueOnlyForHeadsUpClassic(t *testing.T) {
	if !linRules(dice.Classic(2)) {
		t.Error("heads-up classic should use the linear value")
	}
	for name, r := range map[string]dice.Rules{"classic3": dice.Classic(3), "neutral2": dice.ClassicNeutral(2), "online2": dice.Online(2)} {
		if linRules(r) {
			t.Errorf("%s should not use the linear value", name)
		}
	}
}
