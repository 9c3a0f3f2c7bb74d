package engine

import "math/bits"

// Rand is a small, fast, seedable random number generator (xoshiro256**).
// It is a value with no pointers: copying it forks the stream, and the
// engine never uses a global generator.
type Rand struct{ s [4]uint64 }

// NewRand returns a generator seeded with seed.
func NewRand(seed uint64) *Rand {
	r := &Rand{}
	r.Seed(seed)
	return r
}

// Seed resets the generator from seed (expanded with splitmix64).
func (r *Rand) Seed(seed uint64) {
	for i := range r.s {
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		r.s[i] = z ^ (z >> 31)
	}
}

// Uint64 returns 64 random bits.
func (r *Rand) Uint64() uint64 {
	s := &r.s
	result := bits.RotateLeft64(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = bits.RotateLeft64(s[3], 45)
	return result
}

// Intn returns a uniform integer in [0, n). n must be positive.
func (r *Rand) Intn(n int) int {
	if n <= 1 {
		return 0
	}
	// Lemire's multiply-shift with rejection, unbiased.
	un := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), un)
		}
	}
	return int(hi)
}

// Float64 returns a uniform float in [0, 1).
func (r *Rand) Float64() float64 {
	return float64(r.Uint64()>>11) / (1 << 53)
}

// Dice fills faces with rolls 1-6, taking up to 8 dice from one 64-bit draw
// by repeated multiply-shift. Each die uses about 2.6 bits, so 8 dice use
// 21 of 64 bits and the bias of any face is below 2^-40.
func (r *Rand) Dice(faces []uint8) {
	var x uint64
	left := 0
	for i := range faces {
		if left == 0 {
			x = r.Uint64()
			left = 8
		}
		var hi uint64
		hi, x = bits.Mul64(x, 6)
		faces[i] = uint8(hi) + 1
		left--
	}
}
