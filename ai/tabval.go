package ai

import "github.com/lasvegas-dice/lasvegas/engine/dice"

// The tabular value extends the learned linear value (linval.go) with
// sparse features: for every casino, indicators of how its dice stand
// (empty, tied, or who leads, by how much, and whether the trailing seat
// has dice there) crossed with both seats' dice left, each carrying the
// casino's first and second note; the same classes crossed with the
// casino's rank by its first note; and an indicator of both seats' dice
// left. It is linear in those features too, fitted by ridge regression to
// the money gap the rest of the round brought (TestFitTabValue), so one
// weight says, say, what a one-die lead on a casino is worth per $10,000
// of its first note when the leader holds 3 dice and the other seat 6.

const (
	tabClasses  = 18 // how a casino's dice stand, see tabClass
	tabBuckets  = 9  // dice left: 0-8
	tabCasinoAt = nLinFeatures
	tabGlobalAt = tabCasinoAt + tabClasses*tabBuckets*tabBuckets*2
	tabRankAt   = tabGlobalAt + tabBuckets*tabBuckets
	nTabFeat    = tabRankAt + tabClasses*dice.MaxCasinos*2
)

// tabBucket is the bucket of d dice left.
func tabBucket(d int) int {
	return min(max(d, 0), 8)
}

// tabClass is the class of a casino with um of the seat's units and uo of
// the other seat's: 0 empty, 1 tied, 2-5 the seat leads by 1, 2, 3, 4+
// alone, 6-9 leads by 1-4+ with the other seat there too, 10-13 and 14-17
// the same for the other seat leading.
func tabClass(um, uo int) int {
	switch {
	case um == uo:
		if um == 0 {
			return 0
		}
		return 1
	case um > uo:
		d := min(um-uo, 4) - 1
		if uo == 0 {
			return 2 + d
		}
		return 6 + d
	}
	d := min(uo-um, 4) - 1
	if um == 0 {
		return 10 + d
	}
	return 14 + d
}

// tabFeatures is a sparse feature vector: the dense linear features, then
// a few (index, value) pairs.
type tabFeatures struct {
	dense [nLinFeatures]float64
	idx   [4*dice.MaxCasinos + 1]int32
	val   [4*dice.MaxCasinos + 1]float64
	n     int
}

func (x *tabFeatures) add(i int, v float64) {
	x.idx[x.n], x.val[x.n] = int32(i), v
	x.n++
}

// tabFeaturesOf fills x for s, right after seat p's placement (two seats).
func (f *future) tabFeaturesOf(s *dice.State, p int, x *tabFeatures) {
	f.linFeatures(s, p, &x.dense) // loads f.t from s
	o := 1 - p
	t := &f.t
	bm, bo := tabBucket(ownDice(s, p)), tabBucket(ownDice(s, o))
	x.n = 0
	for c := 0; c < t.casinos; c++ {
		if t.nn[c] == 0 {
			continue
		}
		k := tabClass(int(t.units[c][p]), int(t.units[c][o]))
		at := tabCasinoAt + ((k*tabBuckets+bm)*tabBuckets+bo)*2
		// The casino's rank by its first note (ties to the lower index).
		r := 0
		for d := 0; d < t.casinos; d++ {
			if t.nn[d] > 0 && (t.notes[d][0] > t.notes[c][0] || (t.notes[d][0] == t.notes[c][0] && d < c)) {
				r++
			}
		}
		ra := tabRankAt + (k*dice.MaxCasinos+r)*2
		x.add(at, float64(t.notes[c][0])/10)
		x.add(ra, float64(t.notes[c][0])/10)
		if t.nn[c] > 1 {
			x.add(at+1, float64(t.notes[c][1])/10)
			x.add(ra+1, float64(t.notes[c][1])/10)
		}
	}
	x.add(tabGlobalAt+bm*tabBuckets+bo, 1)
}

// dot is the value of x under the weights w (length nTabFeat).
func (x *tabFeatures) dot(w []float64) float64 {
	v := 0.0
	for k, d := range x.dense {
		v += w[k] * d
	}
	for i := 0; i < x.n; i++ {
		v += w[x.idx[i]] * x.val[i]
	}
	return v
}
