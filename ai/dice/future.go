package dice

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// future is a placement evaluation that looks past "if the round ended
// now": every seat's dice still to roll are spread over the casinos, each
// casino getting Binomial(d, spread/6) more of a seat's d dice, capped at
// futureCap, independently, and the table is valued at the expected
// payouts, less a die cost for every die placed. The value of the dice a
// seat keeps is then in the model: they may still take or contest casinos.
// Measured against medium heads-up it wins about 57% (docs/ai.md); the
// hard bot plays its own placements in rollouts with it.
type future struct {
	spread   float64 // how many casinos' worth of dice land on one casino (1 = uniform)
	dieScale float64 // die cost, as in policy.dieScale
	st       dice.State
	t, t0    table

	pmfs  [maxFutureDice + 1][futureCap + 1]float64
	ready [maxFutureDice + 1]bool
	// Per decision, by p's dice left after the placement: whether
	// computed, each casino's expected gain (seat 0 minus seat 1) as the
	// table stands, and their sum.
	have [maxFutureDice + 1]bool
	cas  [maxFutureDice + 1][dice.MaxCasinos]float64
	sum  [maxFutureDice + 1]float64

	// More than two seats: sampled futures (see chooseN).
	draw [futureSamples][dice.MaxCasinos][dice.MaxPlayers + 1]float64
	casN [maxFutureDice + 1][dice.MaxCasinos][dice.MaxPlayers]float64
}

// futureSamples is how many sampled futures value a placement when more
// than two seats play.
const futureSamples = 16

// futureCap is the most dice the model adds to one casino per seat.
const futureCap = 4

var defaultFuture = future{spread: 1, dieScale: 0.4}

// binomPMF fills out with the Binomial(d, p) probabilities, the mass
// above futureCap lumped at futureCap.
func binomPMF(d int, p float64, out *[futureCap + 1]float64) {
	*out = [futureCap + 1]float64{}
	c := 1.0 // C(d, x)
	for x := 0; x <= d; x++ {
		if x > 0 {
			c = c * float64(d-x+1) / float64(x)
		}
		out[min(x, futureCap)] += c * math.Pow(p, float64(x)) * math.Pow(1-p, float64(d-x))
	}
}

// pmfFor returns the model's distribution of how many of d dice land on
// one casino.
func (f *future) pmfFor(d int) *[futureCap + 1]float64 {
	d = min(max(d, 0), maxFutureDice)
	if !f.ready[d] {
		binomPMF(d, min(f.spread/6, 1), &f.pmfs[d])
		f.ready[d] = true
	}
	return &f.pmfs[d]
}

// maxFutureDice bounds the dice a seat can have left in the model.
const maxFutureDice = 31

// ownDice is how many of seat q's dice still to roll land on the casinos
// as its own (Kickers add nothing; white dice land for the neutral player,
// which the model leaves as it stands).
func ownDice(s *dice.State, q int) int {
	return s.Supply(q, dice.Regular) + s.Supply(q, dice.Biggy)
}

// expect is seat 0's expected gain minus seat 1's on casino c of t, with
// units u on it, when they still place Binomial dice with the
// distributions a and b.
func (f *future) expect(t *table, c int, u *[nParts]int16, a, b *[futureCap + 1]float64) float64 {
	if u[dice.Neutral] == 0 && c+1 != dice.SlotMachine && t.nn[c] > 0 {
		// Two seats only: the higher takes the first note, the other
		// the second if it has dice there; a tie cancels both.
		n1 := float64(t.notes[c][0])
		n2 := 0.0
		if t.nn[c] > 1 {
			n2 = float64(t.notes[c][1])
		}
		e := 0.0
		for i := 0; i <= futureCap; i++ {
			x := int(u[0]) + i
			for j := 0; j <= futureCap; j++ {
				y := int(u[1]) + j
				var d float64
				switch {
				case x == y:
					continue
				case x > y && y == 0:
					d = n1
				case x > y:
					d = n1 - n2
				case x == 0:
					d = -n1
				default:
					d = n2 - n1
				}
				e += a[i] * b[j] * d
			}
		}
		return e
	}
	var g [dice.MaxPlayers]int32
	e := 0.0
	for i := 0; i <= futureCap; i++ {
		pi := a[i]
		if pi == 0 {
			continue
		}
		for j := 0; j <= futureCap; j++ {
			pij := pi * b[j]
			if pij == 0 {
				continue
			}
			v := *u
			v[0] += int16(i)
			v[1] += int16(j)
			t.pay(c, &v, &t.slotSum, &t.slotHigh, &g)
			e += pij * float64(g[0]-g[1])
		}
	}
	return e
}

// choose picks p's placement in s (PhasePlace) by the model; other
// decisions, and games of more than two seats, go to the policy other.
//
// The value of a placement is p's expected money minus the opponent's at
// the end of the round, less the die cost. Only the casino it changes and
// p's dice left differ between placements, so the other casinos'
// expectations are computed once per number of dice used.
func (f *future) choose(s *dice.State, sc *scratch, rng *engine.Rand, other *policy) dice.Action {
	if s.Phase() != dice.PhasePlace {
		return other.choose(s, sc, rng)
	}
	sc.legal = s.LegalTo(sc.legal[:0])
	if len(sc.legal) <= 1 {
		if len(sc.legal) == 0 {
			return dice.Action{}
		}
		return sc.legal[0]
	}
	if s.Rules().Players != 2 {
		return f.chooseN(s, sc, rng)
	}
	p := s.CurrentPlayer()
	o := 1 - p
	t0 := &f.t0
	t0.load(s)
	cost := dieCostOf(s, t0, policy{dieScale: f.dieScale})
	rc := countRoll(s.CurrentRoll())
	po := f.pmfFor(ownDice(s, o))
	// The opponent's dice left do not change; p's do, by the dice placed.
	for k := range f.have {
		f.have[k] = false
	}
	best, bv := 0, math.Inf(-1)
	for i, a := range sc.legal {
		f.st.CopyFrom(s)
		var err error
		if sc.evs, err = f.st.ApplyTo(a, sc.evs[:0]); err != nil {
			continue
		}
		left := ownDice(&f.st, p)
		pp := f.pmfFor(left)
		k := min(left, maxFutureDice)
		a0, a1 := seats(pp, po, p)
		if !f.have[k] {
			f.have[k] = true
			for c := 0; c < t0.casinos; c++ {
				f.cas[k][c] = f.expect(t0, c, &t0.units[c], a0, a1)
			}
			f.sum[k] = 0
			for c := 0; c < t0.casinos; c++ {
				f.sum[k] += f.cas[k][c]
			}
		}
		v := f.sum[k]
		if c := int(a.Casino) - 1; c+1 == dice.SlotMachine {
			// The slot machine's tie-break needs the faces: load it all.
			t := &f.t
			t.load(&f.st)
			v += f.expect(t, c, &t.units[c], a0, a1) - f.cas[k][c]
		} else if c >= 0 && c < t0.casinos {
			// Only the casino placed on changes (Kickers act there too).
			u := t0.units[c]
			u[0] = int16(f.st.UnitsOn(c+1, 0))
			u[1] = int16(f.st.UnitsOn(c+1, 1))
			u[dice.Neutral] = int16(f.st.UnitsOn(c+1, dice.Neutral))
			v += f.expect(t0, c, &u, a0, a1) - f.cas[k][c]
		}
		// Seat 0's view: flip for seat 1.
		if p == 1 {
			v = -v
		}
		v += float64(t0.money[p] - t0.money[o])
		fc := int(a.Face)
		v -= cost * float64(rc.reg[fc]+rc.big[fc]+rc.kick[fc])
		if v > bv+1e-9 || (v > bv-1e-9 && rng.Float64() < 0.5) {
			best, bv = i, v
		}
	}
	return sc.legal[best]
}

// seats orders p's and the opponent's distributions as seats 0 and 1.
func seats(pp, po *[futureCap + 1]float64, p int) (a, b *[futureCap + 1]float64) {
	if p == 0 {
		return pp, po
	}
	return po, pp
}

// inverse draws from pmf with the uniform u.
func inverse(pmf *[futureCap + 1]float64, u float64) int16 {
	for x := 0; x < futureCap; x++ {
		u -= pmf[x]
		if u < 0 {
			return int16(x)
		}
	}
	return futureCap
}

// chooseN is choose for three or more seats. Exact expectations would
// need every combination of every seat's dice, so the model's futures are
// sampled instead: futureSamples draws per casino, the same draws for
// every placement (common random numbers), and the seat's utility (the
// gap to the leaders, see utility) taken at the expected totals.
//
// sc.legal holds the legal placements (at least two).
func (f *future) chooseN(s *dice.State, sc *scratch, rng *engine.Rand) dice.Action {
	p := s.CurrentPlayer()
	t0 := &f.t0
	t0.load(s)
	n := t0.players
	cost := dieCostOf(s, t0, policy{dieScale: f.dieScale})
	rc := countRoll(s.CurrentRoll())
	for i := range f.draw {
		for c := 0; c < t0.casinos; c++ {
			for q := 0; q <= n; q++ {
				f.draw[i][c][q] = rng.Float64()
			}
		}
	}
	var pm [dice.MaxPlayers + 1]*[futureCap + 1]float64
	whites := 0
	for q := 0; q < n; q++ {
		pm[q] = f.pmfFor(ownDice(s, q))
		whites += s.Supply(q, dice.White)
	}
	// The white dice still to roll land for the neutral player (index n
	// in pm and the draws).
	pm[n] = f.pmfFor(whites)
	for k := range f.have {
		f.have[k] = false
	}
	best, bv := 0, math.Inf(-1)
	for i, a := range sc.legal {
		f.st.CopyFrom(s)
		var err error
		if sc.evs, err = f.st.ApplyTo(a, sc.evs[:0]); err != nil {
			continue
		}
		left := ownDice(&f.st, p)
		k := min(left, maxFutureDice)
		pm[p] = f.pmfFor(left)
		if !f.have[k] {
			f.have[k] = true
			for c := 0; c < t0.casinos; c++ {
				f.expectN(t0, c, &t0.units[c], &pm, &f.casN[k][c])
			}
		}
		var tot [dice.MaxPlayers]float64
		for q := 0; q < n; q++ {
			tot[q] = float64(t0.money[q])
			for c := 0; c < t0.casinos; c++ {
				tot[q] += f.casN[k][c][q]
			}
		}
		if c := int(a.Casino) - 1; c >= 0 && c < t0.casinos {
			var e [dice.MaxPlayers]float64
			if c+1 == dice.SlotMachine {
				t := &f.t
				t.load(&f.st)
				f.expectN(t, c, &t.units[c], &pm, &e)
			} else {
				u := t0.units[c]
				for q := 0; q < n; q++ {
					u[q] = int16(f.st.UnitsOn(c+1, q))
				}
				u[dice.Neutral] = int16(f.st.UnitsOn(c+1, dice.Neutral))
				f.expectN(t0, c, &u, &pm, &e)
			}
			for q := 0; q < n; q++ {
				tot[q] += e[q] - f.casN[k][c][q]
			}
		}
		v := utilityF(&tot, n, p)
		fc := int(a.Face)
		v -= cost * float64(rc.reg[fc]+rc.big[fc]+rc.kick[fc])
		if v > bv+1e-9 || (v > bv-1e-9 && rng.Float64() < 0.5) {
			best, bv = i, v
		}
	}
	return sc.legal[best]
}

// expectN fills e with every seat's mean gain on casino c of t, with
// units u on it, over the sampled futures.
func (f *future) expectN(t *table, c int, u *[nParts]int16, pm *[dice.MaxPlayers + 1]*[futureCap + 1]float64, e *[dice.MaxPlayers]float64) {
	*e = [dice.MaxPlayers]float64{}
	var g [dice.MaxPlayers]int32
	for i := range f.draw {
		v := *u
		for q := 0; q < t.players; q++ {
			v[q] += inverse(pm[q], f.draw[i][c][q])
		}
		v[dice.Neutral] += inverse(pm[t.players], f.draw[i][c][t.players])
		t.pay(c, &v, &t.slotSum, &t.slotHigh, &g)
		for q := 0; q < t.players; q++ {
			e[q] += float64(g[q])
		}
	}
	for q := 0; q < t.players; q++ {
		e[q] /= futureSamples
	}
}

// utilityF is utility for expected totals.
func utilityF(tot *[dice.MaxPlayers]float64, players, p int) float64 {
	best, sum := math.Inf(-1), 0.0
	for q := 0; q < players; q++ {
		if q == p {
			continue
		}
		sum += tot[q]
		best = max(best, tot[q])
	}
	return tot[p] - 0.5*best - 0.5*sum/float64(players-1)
}
