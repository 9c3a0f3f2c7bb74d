package dice

import "github.com/lasvegas-dice/lasvegas/engine"

// ChanceOutcome is a possible chance outcome and its probability.
type ChanceOutcome = engine.Outcome[Action]

// MaxListedOutcomes bounds the outcomes ChanceOutcomes lists for a roll.
// Rolls with more distinct outcomes (a 2-player online game rolls 12 dice of
// four kinds: 4,000,752 outcomes) are not listed; sample them with
// SampleChance, and see NumChanceOutcomes.
const MaxListedOutcomes = 100000

// NumChanceOutcomes is the number of distinct chance outcomes due now (0 when
// no chance outcome is due).
func (s *State) NumChanceOutcomes() int {
	switch s.phase {
	case PhaseDeal, PhaseRainbow, PhaseChipDeal:
		n := 0
		pool := s.pile[:]
		if s.phase == PhaseChipDeal {
			pool = s.chipPool[:]
		}
		for _, c := range pool {
			if c > 0 {
				n++
			}
		}
		return n
	case PhaseExtraRoll, PhaseRoll:
		n := 1
		for _, k := range s.rollKinds() {
			n *= multisets(k)
		}
		return n
	}
	return 0
}

// multisets is the number of multisets of k faces out of 6: C(k+5, 5).
func multisets(k int) int {
	n := 1
	for i := 1; i <= 5; i++ {
		n = n * (k + i) / i
	}
	return n
}

func (s *State) rollKinds() (counts [numDieKinds]int) {
	if s.phase == PhaseExtraRoll {
		counts[White] = s.rules.ExtraNeutralDice()
		return counts
	}
	for k := range counts {
		counts[k] = int(s.supply[s.cur][k])
	}
	return counts
}

// ChanceOutcomes lists the chance outcomes possible now with their
// probabilities (they sum to 1). Notes and chips are drawn from the shuffled
// pile, so each value is as likely as its share of the pile. A roll is listed
// as distinct outcomes up to the order of dice of the same kind (faces sorted
// within each kind), with multinomial probabilities, if there are at most
// MaxListedOutcomes of them. It returns nil when no chance outcome is due or
// the roll has too many outcomes to list.
func (s *State) ChanceOutcomes() []ChanceOutcome {
	if s.view >= 0 {
		return nil
	}
	switch s.phase {
	case PhaseDeal, PhaseRainbow:
		var out []ChanceOutcome
		for n := Note(1); n < numNoteKinds; n++ {
			if c := s.pile[n]; c > 0 {
				out = append(out, ChanceOutcome{Action: Deal(n), Prob: float64(c) / float64(s.pileN)})
			}
		}
		return out
	case PhaseChipDeal:
		var out []ChanceOutcome
		for c := 0; c < NumChipColours; c++ {
			if k := s.chipPool[c]; k > 0 {
				out = append(out, ChanceOutcome{Action: DealChip(Chip(c)), Prob: float64(k) / float64(s.chipPoolN)})
			}
		}
		return out
	case PhaseExtraRoll, PhaseRoll:
		if s.NumChanceOutcomes() > MaxListedOutcomes {
			return nil
		}
		counts := s.rollKinds()
		out := make([]ChanceOutcome, 0, s.NumChanceOutcomes())
		var r Roll
		enumRoll(counts[:], 0, 1, &r, 1.0, &out)
		return out
	}
	return nil
}

// enumRoll enumerates sorted face multisets for each kind in turn.
func enumRoll(counts []int, kind int, minFace uint8, r *Roll, p float64, out *[]ChanceOutcome) {
	for kind < len(counts) && counts[kind] == 0 {
		kind++
		minFace = 1
	}
	if kind == len(counts) {
		*out = append(*out, ChanceOutcome{Action: Action{Kind: ActRoll, Dice: *r}, Prob: p * multinomialOrderings(r)})
		return
	}
	for f := minFace; f <= 6; f++ {
		r.Face[r.N] = f
		r.Kind[r.N] = DieKind(kind)
		r.N++
		counts[kind]--
		enumRoll(counts, kind, f, r, p/6, out)
		counts[kind]++
		r.N--
	}
}

// multinomialOrderings is the number of orderings of the dice in r that give
// the same multiset per kind.
func multinomialOrderings(r *Roll) float64 {
	var cnt [numDieKinds][7]int
	var per [numDieKinds]int
	for i := 0; i < int(r.N); i++ {
		cnt[r.Kind[i]][r.Face[i]]++
		per[r.Kind[i]]++
	}
	res := 1.0
	for k := range per {
		res *= factorial(per[k])
		for f := 1; f <= 6; f++ {
			res /= factorial(cnt[k][f])
		}
	}
	return res
}

func factorial(n int) float64 {
	f := 1.0
	for i := 2; i <= n; i++ {
		f *= float64(i)
	}
	return f
}

// SampleChance draws the chance outcome due now with r. It returns the zero
// Action when no chance outcome is due.
func (s *State) SampleChance(r *engine.Rand) Action {
	switch s.phase {
	case PhaseDeal, PhaseRainbow:
		if s.pileN == 0 {
			return Action{}
		}
		k := uint8(r.Intn(int(s.pileN)))
		for n := Note(1); n < numNoteKinds; n++ {
			if k < s.pile[n] {
				return Deal(n)
			}
			k -= s.pile[n]
		}
	case PhaseChipDeal:
		if s.chipPoolN == 0 {
			return Action{}
		}
		k := uint8(r.Intn(int(s.chipPoolN)))
		for c := 0; c < NumChipColours; c++ {
			if k < s.chipPool[c] {
				return DealChip(Chip(c))
			}
			k -= s.chipPool[c]
		}
	case PhaseExtraRoll, PhaseRoll:
		a := Action{Kind: ActRoll}
		n := s.rollSize()
		a.Dice.N = uint8(n)
		r.Dice(a.Dice.Face[:n])
		s.fillKinds(&a.Dice)
		return a
	}
	return Action{}
}

// fillKinds sets the kinds of the dice of the roll due now, in order.
func (s *State) fillKinds(d *Roll) {
	if s.phase == PhaseExtraRoll {
		for i := 0; i < d.n(); i++ {
			d.Kind[i] = White
		}
		return
	}
	i := 0
	for k := DieKind(0); k < numDieKinds; k++ {
		for j := 0; j < int(s.supply[s.cur][k]) && i < maxRollDice; j++ {
			d.Kind[i] = k
			i++
		}
	}
}

// PlayRandom plays to the end of the game with chance outcomes drawn from r
// and every decision drawn uniformly from the legal actions: a random game,
// as tests, benchmarks and `lasvegas sim` use. It builds no events and
// returns the number of actions applied.
func (s *State) PlayRandom(r *engine.Rand) int {
	var buf [16]Action
	n := 0
	for s.phase != PhaseOver {
		var a Action
		if s.IsChance() {
			a = s.SampleChance(r)
		} else {
			l := s.LegalTo(buf[:0])
			if len(l) == 0 {
				break // cannot happen: every decision phase has a choice
			}
			a = l[r.Intn(len(l))]
		}
		if s.Play(a) != nil {
			break // cannot happen: sampled and legal actions apply
		}
		n++
	}
	return n
}
