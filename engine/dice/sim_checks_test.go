package dice

import (
	"fmt"
	"slices"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// checkMoney: each seat's money is the value of the notes it won, plus its
// chip sets.
func checkMoney(s *State) error {
	for p := 0; p < int(s.n); p++ {
		units, count := 0, 0
		for n, k := range s.won[p] {
			units += n * int(k)
			count += int(k)
		}
		if units != int(s.money[p]) || count != int(s.notes[p]) {
			return fmt.Errorf("seat %d: money %d units and %d notes, won notes add up to %d units and %d notes", p, s.money[p], s.notes[p], units, count)
		}
		if s.Money(p) != units*NoteUnit+s.chipMoney(p) {
			return fmt.Errorf("seat %d: Money() %d, notes and chips %d", p, s.Money(p), units*NoteUnit+s.chipMoney(p))
		}
	}
	return nil
}

// candidates is every decision of every kind that could be legal somewhere.
func candidates(n int) []Action {
	var out []Action
	for f := 1; f <= 6; f++ {
		out = append(out, Place(f), PlaceSlot(f))
	}
	for q := 0; q < n; q++ {
		for _, k := range []DieKind{Regular, Biggy} {
			out = append(out, Kick(q, k))
		}
	}
	out = append(out, Kick(Neutral, White))
	for c := Chip(0); c < NumChipColours; c++ {
		out = append(out, TakeChip(c))
	}
	return out
}

// checkLegalAgreesWithCheck: an action of any kind is in Legal exactly when
// Check accepts it.
func checkLegalAgreesWithCheck(s *State, legal []Action) error {
	cands := candidates(int(s.n))
	for _, a := range legal {
		if !slices.Contains(cands, a) {
			return fmt.Errorf("legal action %v is not among the candidates checked", a)
		}
	}
	for _, a := range cands {
		listed := slices.Contains(legal, a)
		if err := s.Check(a); (err == nil) != listed {
			return fmt.Errorf("%v: listed %v, Check says %v", a, listed, err)
		}
	}
	return nil
}

// checkChance: listed chance outcomes sum to 1 (rolls with many outcomes are
// checked where they list at most 300).
func checkChance(s *State) error {
	if s.NumChanceOutcomes() > 300 {
		return nil
	}
	sum := 0.0
	for _, o := range s.ChanceOutcomes() {
		sum += o.Prob
	}
	if sum < 1-1e-9 || sum > 1+1e-9 {
		return fmt.Errorf("phase %v: chance outcomes sum to %v", s.Phase(), sum)
	}
	return nil
}

// checkCut: the record cut at this step round-trips through JSON and
// replays to this very state, which then plays on like the original.
func checkCut(s *State, rec *Record, rng *engine.Rand) error {
	data, err := rec.Marshal()
	if err != nil {
		return err
	}
	back, err := ParseRecord(data)
	if err != nil {
		return fmt.Errorf("parse the cut record: %v", err)
	}
	s2, err := back.Replay(nil)
	if err != nil {
		return fmt.Errorf("replay the cut record: %v", err)
	}
	if *s2 != *s {
		return fmt.Errorf("the cut record replays to another state")
	}
	a, b := *s, *s2
	ra, rb := *rng, *rng
	if na, nb := a.PlayRandom(&ra), b.PlayRandom(&rb); na != nb || a != b {
		return fmt.Errorf("the resumed game plays on differently")
	}
	return nil
}
