package ai

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// nLinFeatures is the number of features of the linear afterstate value.
const nLinFeatures = 30

// linFeatures fills x with the features of s (right after seat p's
// placement, two seats) for the linear value of p's money gap gained in
// the rest of the round.
func (f *future) linFeatures(s *dice.State, p int, x *[nLinFeatures]float64) {
	o := 1 - p
	t := &f.t
	t.load(s)
	dm, do := ownDice(s, p), ownDice(s, o)
	a, b := f.pmfFor(dm), f.pmfFor(do)
	a0, a1 := seats(a, b, p)
	*x = [nLinFeatures]float64{}
	fm, fo := float64(dm)/8, float64(do)/8
	total := 0.0
	for c := 0; c < t.casinos; c++ {
		if t.nn[c] == 0 {
			continue
		}
		e := f.expect(t, c, &t.units[c], a0, a1)
		if p == 1 {
			e = -e
		}
		now := float64(t.gain[c][p] - t.gain[c][o])
		n1 := float64(t.notes[c][0]) / 10
		n2 := 0.0
		if t.nn[c] > 1 {
			n2 = float64(t.notes[c][1]) / 10
		}
		total += n1 + n2
		um, uo := t.units[c][p], t.units[c][o]
		x[18] += e * fm * fm
		x[29] += e * math.Abs(e) / 10
		x[0] += e
		x[1] += e * fm
		x[2] += e * fo
		x[3] += now
		switch {
		case um > uo:
			x[4] += n1
			x[5] += n1 * fo
			x[16] += n1 * float64(um-uo) / 8
			if um-uo == 1 {
				x[19] += n1 * fo
			} else if um-uo >= 3 {
				x[20] += n1
			}
			if uo > 0 {
				x[21] += n2
			}
			x[27] += fo
		case uo > um:
			x[6] += n1
			x[7] += n1 * fm
			x[16] -= n1 * float64(uo-um) / 8
			if uo-um == 1 {
				x[22] += n1 * fm
			}
			if um > 0 {
				x[21] -= n2
			}
			x[27] -= fm
		case um > 0:
			x[8] += n1
			x[23] += n1 * fm
			x[24] += n1 * fo
		default:
			x[9] += n1
			x[10] += n1 * (fm - fo)
			x[25] += n1 * fm * fo
			x[26] += n1 * n1
		}
	}
	x[28] = total * (fm - fo)
	x[11], x[12] = fm, fo
	x[13], x[14], x[15] = fm*fm, fo*fo, fm*fo
	x[17] = 1
}

// linRules reports whether the linear value was fitted for the rules:
// two seats, no neutral dice, Biggies, Kickers or slot machine (the
// weights come from heads-up classic games).
func linRules(r dice.Rules) bool {
	return r.Players == 2 && !r.NeutralDice && !r.Biggies && !r.Kickers && !r.Slot
}

// chooseLearned picks p's placement by a learned afterstate value: the
// tabular one if f has its weights, else the linear one.
func (f *future) chooseLearned(s *dice.State, sc *scratch, rng *engine.Rand) dice.Action {
	p := s.CurrentPlayer()
	best, bv := 0, math.Inf(-1)
	var x tabFeatures
	for i, a := range sc.legal {
		f.st.CopyFrom(s)
		var err error
		if sc.evs, err = f.st.ApplyTo(a, sc.evs[:0]); err != nil {
			continue
		}
		var v float64
		switch {
		case f.st.IsTerminal() || f.st.Round() != s.Round():
			// The round ended: its payout is known.
			v = float64((f.st.Money(p)-s.Money(p))-(f.st.Money(1-p)-s.Money(1-p))) / dice.NoteUnit
		case len(f.tab) == nTabFeat:
			f.tabFeaturesOf(&f.st, p, &x)
			v = x.dot(f.tab)
		default:
			f.linFeatures(&f.st, p, &x.dense)
			for k, d := range x.dense {
				v += f.lin[k] * d
			}
		}
		if v > bv+1e-9 || (v > bv-1e-9 && rng.Float64() < 0.5) {
			best, bv = i, v
		}
	}
	return sc.legal[best]
}
