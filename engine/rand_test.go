package engine

import "testing"

func TestRandIsUniformEnough(t *testing.T) {
	r := NewRand(42)
	var counts [6]int
	const n = 60000
	for i := 0; i < n; i++ {
		var one [1]uint8
		r.Dice(one[:])
		counts[one[0]-1]++
	}
	for f, c := range counts {
		if c < n/6-600 || c > n/6+600 {
			t.Errorf("face %d: %d of %d", f+1, c, n)
		}
	}
	// Batched dice: every position of a batch is uniform too.
	var pos [8][6]int
	faces := make([]uint8, 8)
	for i := 0; i < n/8*8; i++ {
		r.Dice(faces)
		for j, f := range faces {
			pos[j][f-1]++
		}
	}
	for j := range pos {
		for f, c := range pos[j] {
			if c < n/6-1200 || c > n/6+1200 {
				t.Errorf("batched die %d face %d: %d of %d", j, f+1, c, n)
			}
		}
	}
	a, b := NewRand(7), NewRand(7)
	for i := 0; i < 100; i++ {
		if a.Uint64() != b.Uint64() {
			t.Fatal("same seed, different streams")
		}
	}
}
