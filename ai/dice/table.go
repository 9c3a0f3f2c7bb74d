package dice

import "github.com/lasvegas-dice/lasvegas/engine/dice"

// nParts is the number of participants on a casino: the seats plus the
// imaginary neutral player at index engine.Neutral.
const nParts = dice.Neutral + 1

// table is a snapshot of what lies on the casinos and of every seat's money,
// for the fast "if the round ended now" evaluation used by the heuristic
// bots and by the rollout policy of the hard bot. Money is in note units
// ($10,000); a Rainbow card counts its dealing value of 4 units.
type table struct {
	players int
	casinos int
	notes   [dice.MaxCasinos][8]int8
	nn      [dice.MaxCasinos]int8
	units   [dice.MaxCasinos][nParts]int16
	// Slot machine tie-breaks per participant: sum of faces and highest face.
	slotSum  [nParts]int16
	slotHigh [nParts]int16
	money    [dice.MaxPlayers]int32 // note units, chip sets included
	// gain is what each seat wins on each casino if the round ended now.
	gain [dice.MaxCasinos][dice.MaxPlayers]int32
	// base is money plus every casino's gain: the totals if the round
	// ended now.
	base [dice.MaxPlayers]int32
}

func (t *table) load(s *dice.State) {
	t.players = s.Rules().Players
	t.casinos = s.Casinos()
	var buf [8]dice.Note
	for c := 1; c <= t.casinos; c++ {
		ns := s.NotesOn(c, buf[:0])
		n := 0
		for _, x := range ns {
			if n >= len(t.notes[c-1]) {
				break
			}
			v := int8(x)
			if x == dice.Rainbow {
				v = 4
			}
			t.notes[c-1][n] = v
			n++
		}
		t.nn[c-1] = int8(n)
		for q := 0; q < t.players; q++ {
			t.units[c-1][q] = int16(s.UnitsOn(c, q))
		}
		for q := t.players; q < dice.Neutral; q++ {
			t.units[c-1][q] = 0
		}
		t.units[c-1][dice.Neutral] = int16(s.UnitsOn(c, dice.Neutral))
	}
	t.slotSum = [nParts]int16{}
	t.slotHigh = [nParts]int16{}
	if t.casinos >= dice.SlotMachine {
		info := s.CasinoInfo(dice.SlotMachine)
		for q := 0; q < nParts; q++ {
			for f := 1; f <= 6; f++ {
				if c := info.SlotDice[q][f]; c > 0 {
					t.slotSum[q] += int16(c * f)
					t.slotHigh[q] = int16(f)
				}
			}
		}
	}
	for p := 0; p < t.players; p++ {
		m := s.Money(p)
		if m < 0 {
			m = 0 // a view hides other seats' money
		}
		t.money[p] = int32(m / dice.NoteUnit)
	}
	t.base = t.money
	for c := 0; c < t.casinos; c++ {
		t.pay(c, &t.units[c], &t.slotSum, &t.slotHigh, &t.gain[c])
		for p := 0; p < t.players; p++ {
			t.base[p] += t.gain[c][p]
		}
	}
}

// pay fills gain with what each seat wins on casino index c (0-based) with
// the given dice: ties cancel, then notes go out by rank. It is the
// engine's payout rule (dice.PayoutOrder) without allocations, as the
// rollouts call it millions of times; TestTablePaysAsTheEngine checks that
// both agree.
func (t *table) pay(c int, u *[nParts]int16, ss, sh *[nParts]int16, gain *[dice.MaxPlayers]int32) {
	*gain = [dice.MaxPlayers]int32{}
	nn := int(t.nn[c])
	if nn == 0 {
		return
	}
	slot := c+1 == dice.SlotMachine
	var who [nParts]int8
	var key [nParts]int32
	n := 0
	for q := 0; q < nParts; q++ {
		if u[q] == 0 {
			continue
		}
		k := int32(u[q])
		if slot {
			k = k<<16 | int32(ss[q])<<8 | int32(sh[q])
		}
		who[n], key[n] = int8(q), k
		n++
	}
	// Cancel ties, keep the rest sorted by key, highest first.
	var order [nParts]int
	m := 0
	for i := 0; i < n; i++ {
		tied := false
		for j := 0; j < n; j++ {
			if j != i && key[j] == key[i] {
				tied = true
				break
			}
		}
		if tied {
			continue
		}
		j := m
		for j > 0 && key[order[j-1]] < key[i] {
			order[j] = order[j-1]
			j--
		}
		order[j] = i
		m++
	}
	for r := 0; r < m && r < nn; r++ {
		if q := who[order[r]]; q != dice.Neutral {
			gain[q] += int32(t.notes[c][r])
		}
	}
}

// totals returns every seat's money if the round ended now, with casino c
// paying newGain instead of its current gain (c < 0: no change).
func (t *table) totals(c int, newGain *[dice.MaxPlayers]int32) (tot [dice.MaxPlayers]int32) {
	tot = t.base
	if c >= 0 {
		for p := 0; p < t.players; p++ {
			tot[p] += newGain[p] - t.gain[c][p]
		}
	}
	return tot
}

// utility is seat p's standing in tot: its own money minus a blend of the
// leader among the others and their average, so that a bot both earns and
// keeps the leaders in reach. With two seats it is the plain money gap.
func utility(tot *[dice.MaxPlayers]int32, players, p int) float64 {
	best, sum := int32(-1<<30), int32(0)
	for q := 0; q < players; q++ {
		if q == p {
			continue
		}
		sum += tot[q]
		if tot[q] > best {
			best = tot[q]
		}
	}
	mean := float64(sum) / float64(players-1)
	return float64(tot[p]) - 0.5*float64(best) - 0.5*mean
}

// rollCounts is the current roll by face: units a seat adds (a Biggy counts
// 2), regular dice and Biggies, Kickers and white dice.
type rollCounts struct {
	reg, big, kick, white [7]int16
}

func countRoll(r dice.Roll) (rc rollCounts) {
	for i := 0; i < int(r.N); i++ {
		f := r.Face[i]
		switch r.Kind[i] {
		case dice.Regular:
			rc.reg[f]++
		case dice.Biggy:
			rc.big[f]++
		case dice.Kicker:
			rc.kick[f]++
		case dice.White:
			rc.white[f]++
		}
	}
	return rc
}

// placeEval scores placing the dice showing face f on casino cas (f or the
// slot machine) for seat p: the utility if the round ended right after,
// with the Kickers knocking off the dice that help p most.
func (t *table) placeEval(p int, rc *rollCounts, f, cas int) float64 {
	c := cas - 1
	u := t.units[c]
	ss, sh := t.slotSum, t.slotHigh
	own := rc.reg[f] + 2*rc.big[f]
	u[p] += own
	u[dice.Neutral] += rc.white[f]
	slot := cas == dice.SlotMachine
	if slot {
		ss[p] += own * int16(f)
		if own > 0 && int16(f) > sh[p] {
			sh[p] = int16(f)
		}
		if rc.white[f] > 0 {
			ss[dice.Neutral] += rc.white[f] * int16(f)
			if int16(f) > sh[dice.Neutral] {
				sh[dice.Neutral] = int16(f)
			}
		}
	}
	var g [dice.MaxPlayers]int32
	kicks := int(rc.kick[f])
	if slot {
		// On the slot machine a Kicker may only knock off dice placed in
		// the same turn: knock off the white dice first, then one's own.
		for ; kicks > 0; kicks-- {
			switch {
			case rc.white[f] > 0 && u[dice.Neutral] > 0:
				u[dice.Neutral]--
				ss[dice.Neutral] -= int16(f)
			case rc.reg[f] > 0 && u[p] > 0:
				u[p]--
				ss[p] -= int16(f)
			case rc.big[f] > 0 && u[p] > 1:
				u[p] -= 2
				ss[p] -= 2 * int16(f)
			}
		}
	}
	for ; kicks > 0; kicks-- {
		bq, bw := -1, int16(0)
		bestV := -1e18
		for q := 0; q < nParts; q++ {
			if u[q] == 0 || (q >= t.players && q != dice.Neutral) {
				continue
			}
			for _, w := range [2]int16{1, 2} {
				// A seat's units are regular dice plus 2 per Biggy; without
				// knowing the split, try removing 1 (regular) and, if there
				// are 2+, a Biggy's 2. The engine offers the real choice.
				if w > u[q] || (w == 2 && q == dice.Neutral) {
					continue
				}
				u[q] -= w
				t.pay(c, &u, &ss, &sh, &g)
				tot := t.totals(c, &g)
				v := utility(&tot, t.players, p)
				u[q] += w
				if v > bestV {
					bestV, bq, bw = v, q, w
				}
			}
		}
		if bq < 0 {
			break
		}
		u[bq] -= bw
	}
	t.pay(c, &u, &ss, &sh, &g)
	tot := t.totals(c, &g)
	return utility(&tot, t.players, p)
}
