package royale

import "github.com/lasvegas-dice/lasvegas/engine"

// maxListed is the most chance outcomes ChanceOutcomes lists; a roll with
// more (7 dice and the Biggy: 4,752) gives nil, and SampleChance draws it.
const maxListed = 1000

// rollDice is what the roll due now rolls: regular (or neutral) dice and
// whether the Biggy is rolled.
func (s *State) rollDice() (n int, big bool) {
	switch s.ph {
	case phNeutral:
		if s.nbig {
			return NeutralDice - 1, true // 7 small dice and the Biggy (R32)
		}
		return NeutralDice, false
	case phRoll:
		d := s.supply[s.turn]
		return int(d.Reg), d.Big > 0
	}
	return s.tileRollDice()
}

// drawPile is the cards the card due now is drawn from.
func (s *State) drawPile() *Cards { return &s.deck }

// ChanceOutcomes lists the outcomes of the chance node with their
// probabilities, or nil where there are more than maxListed (or no chance
// is due).
func (s *State) ChanceOutcomes() []engine.Outcome[Action] {
	if s.CurrentPlayer() != engine.ChancePlayer {
		return nil
	}
	switch s.ph {
	case phTile:
		ts, n := s.drawableTiles()
		out := make([]engine.Outcome[Action], n)
		for i, t := range ts[:n] {
			out[i] = engine.Outcome[Action]{Action: Action{Kind: ActTile, X: uint8(t)}, Prob: 1 / float64(n)}
		}
		return out
	case phDeal, phAside:
		p := s.drawPile()
		total := float64(p.N())
		var out []engine.Outcome[Action]
		for v, k := range p {
			if k > 0 {
				out = append(out, engine.Outcome[Action]{Action: Action{Kind: ActCard, X: uint8(v)}, Prob: float64(k) / total})
			}
		}
		return out
	}
	n, big := s.rollDice()
	return rollOutcomes(n, big)
}

// rollOutcomes lists every roll of n dice (and the Biggy) with its
// probability, or nil if there are more than maxListed.
func rollOutcomes(n int, big bool) []engine.Outcome[Action] {
	count := binom(n+5, 5)
	bigs := 1
	if big {
		bigs = 6
	}
	if count*bigs > maxListed {
		return nil
	}
	out := make([]engine.Outcome[Action], 0, count*bigs)
	var r Roll
	var rec func(face, left int)
	rec = func(face, left int) {
		if face == 5 {
			r.C[5] = uint8(left)
			p := multinomial(r.C, n)
			if !big {
				out = append(out, engine.Outcome[Action]{Action: RollOf(r), Prob: p})
				return
			}
			for b := uint8(1); b <= 6; b++ {
				rb := r
				rb.Big = b
				out = append(out, engine.Outcome[Action]{Action: RollOf(rb), Prob: p / 6})
			}
			return
		}
		for k := left; k >= 0; k-- {
			r.C[face] = uint8(k)
			rec(face+1, left-k)
		}
	}
	rec(0, n)
	return out
}

func binom(n, k int) int {
	r := 1
	for i := 1; i <= k; i++ {
		r = r * (n - k + i) / i
	}
	return r
}

// multinomial is the probability of the face counts c in a roll of n dice.
func multinomial(c [6]uint8, n int) float64 {
	p := 1.0
	m := 0
	for _, k := range c {
		for i := 1; i <= int(k); i++ {
			m++
			p = p * float64(m) / float64(i)
		}
	}
	for range n {
		p /= 6
	}
	return p
}

// SampleChance draws the chance outcome due now with r.
func (s *State) SampleChance(r *engine.Rand) Action {
	switch s.ph {
	case phTile:
		ts, n := s.drawableTiles()
		if n == 0 {
			return Action{}
		}
		return Action{Kind: ActTile, X: uint8(ts[r.Intn(n)])}
	case phDeal, phAside:
		p := s.drawPile()
		k := r.Intn(max(p.N(), 1))
		for v, c := range p {
			if k < int(c) {
				return Action{Kind: ActCard, X: uint8(v)}
			}
			k -= int(c)
		}
		return Action{}
	}
	n, big := s.rollDice()
	return RollOf(sampleRoll(r, n, big))
}

func sampleRoll(r *engine.Rand, n int, big bool) Roll {
	var faces [16]uint8
	var out Roll
	m := min(n, len(faces)-1)
	if big {
		m++
	}
	r.Dice(faces[:m])
	for i := 0; i < min(n, m); i++ {
		out.C[faces[i]-1]++
	}
	if big {
		out.Big = faces[m-1]
	}
	return out
}

// drawableTiles lists the tile sides that can be drawn for the next casino:
// those in the rules' set whose tile (letter) is not beside another casino
// this round.
func (s *State) drawableTiles() (out [numTiles]int8, n int) {
	var used uint8
	for _, t := range s.tile {
		if t >= 0 {
			used |= 1 << (t / 2)
		}
	}
	for t := 0; t < numTiles; t++ {
		if s.mask&(1<<t) != 0 && used&(1<<(t/2)) == 0 {
			out[n] = int8(t)
			n++
		}
	}
	return out, n
}
